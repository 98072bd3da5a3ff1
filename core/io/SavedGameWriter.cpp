#include "core/io/SavedGameWriter.h"

#include <fmt/format.h>

#include "core/engine/Game.h"
#include "core/io/JournalLine.h"
#include "core/io/SavedGameFormat.h"
#include "core/io/ScenarioWriter.h"
#include "core/json/JsonFile.h"

namespace adjutant {

namespace {

// One JSON document per line: compact output escapes every newline inside
// strings, and invalid UTF-8 (which cannot come from a parsed file, but might
// from elsewhere) is replaced rather than thrown about mid-save.
std::string oneLine(const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

nlohmann::json savedGameHeader(const Game& game, const std::string& scenarioFolder,
                               const SidePlayers& players) {
    const GameSetup& setup = game.setup();
    nlohmann::json header = {
        {"format", std::string(kSavedGameFormatName)},
        {"version", kSavedGameFormatVersion},
        {"ruleset", setup.ruleset->id},
        {"options", setup.options},
        {"seed", setup.seed},
        {"scenario", scenarioToJson(*setup.scenario)},
    };
    if (!scenarioFolder.empty()) {
        header["scenarioFolder"] = scenarioFolder;
    }
    if (anyComputer(players)) {
        header["players"] = playersToJson(players, *setup.scenario);
    }
    return header;
}

std::string savedGameText(const Game& game, const std::string& scenarioFolder,
                          const SidePlayers& players) {
    std::string text = oneLine(savedGameHeader(game, scenarioFolder, players));
    const auto& journal = game.journal();
    for (std::size_t i = 0; i < journal.size(); ++i) {
        text += oneLine(journalLineToJson(journal[i], i + 1));
    }
    return text;
}

std::string saveGameAs(const std::string& path, const Game& game) {
    std::string error;
    const std::shared_ptr<WriterLock> lock = WriterLock::acquire(path, error);
    if (!lock) {
        return error;
    }
    return writeFileAtomically(path, savedGameText(game));
}

SavedGameWriter::SavedGameWriter(std::string path, std::string scenarioFolder, SidePlayers players)
    : path_(std::move(path)), scenarioFolder_(std::move(scenarioFolder)), players_(players) {}

std::unique_ptr<SavedGameWriter> SavedGameWriter::start(const std::string& path, const Game& game,
                                                        std::string& error,
                                                        const std::string& scenarioFolder,
                                                        const SidePlayers& players) {
    std::unique_ptr<SavedGameWriter> writer(new SavedGameWriter(path, scenarioFolder, players));
    writer->lock_ = WriterLock::acquire(path, error);
    if (!writer->lock_) {
        return nullptr;
    }
    error = writer->rewrite(game);
    if (!error.empty()) {
        return nullptr;
    }
    return writer;
}

std::string SavedGameWriter::rewrite(const Game& game) {
    file_.reset();
    std::string error;
    file_ = AppendOnlyFile::rewrite(path_, savedGameText(game, scenarioFolder_, players_),
                                    writeFileAtomically, error);
    if (!file_) {
        mustRewrite_ = true;
        return error;
    }
    written_ = game.journal().size();
    mustRewrite_ = false;
    return {};
}

std::string SavedGameWriter::appendNewEntries(const Game& game) {
    const auto& journal = game.journal();
    if (mustRewrite_ || !file_ || journal.size() < written_) {
        return rewrite(game);
    }
    if (journal.size() == written_) {
        return {};
    }
    std::string lines;
    for (std::size_t i = written_; i < journal.size(); ++i) {
        lines += oneLine(journalLineToJson(journal[i], i + 1));
    }
    if (std::string error = file_->append(lines); !error.empty()) {
        mustRewrite_ = true;
        return error;
    }
    written_ = journal.size();
    return {};
}

}  // namespace adjutant
