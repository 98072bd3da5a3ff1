#include "core/io/SavedGameReader.h"

#include <fmt/format.h>

#include <string_view>
#include <vector>

#include "core/engine/StateHash.h"
#include "core/io/GameSetupReading.h"
#include "core/io/JournalLine.h"
#include "core/io/SavedGameFormat.h"
#include "core/io/ScenarioReader.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/json/TextLines.h"
#include "core/referee/BuiltinEngines.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

namespace {

bool isBlank(std::string_view text) {
    return text.find_first_not_of(" \t") == std::string_view::npos;
}

std::string lineLocation(std::size_t line) {
    return fmt::format("line {}", line);
}

// Diagnostics of a JsonReader over one line carry a pointer within that line's
// document; in a file of many documents the line number must come first.
void appendAtLine(Diagnostics& out, const Diagnostics& found, std::size_t line,
                  std::string_view pointerPrefix = {}) {
    for (const Diagnostic& item : found.items()) {
        std::string location = lineLocation(line);
        const bool atRoot = item.location.empty() || item.location == "/";
        const std::string pointer =
            std::string(pointerPrefix) + (atRoot ? std::string() : item.location);
        if (!pointer.empty()) {
            location += " " + pointer;
        }
        if (item.severity == Diagnostic::Severity::Error) {
            out.error(item.file, location, item.message);
        } else {
            out.warning(item.file, location, item.message);
        }
    }
}

// Parses one line through the program's one JSON parser; on failure returns
// nothing and sets `problem` to where in the line and what went wrong.
std::optional<nlohmann::json> parseLine(std::string_view text, std::size_t lineNumber,
                                        const std::string& fileName, std::string& problem) {
    Diagnostics found;
    auto json = parseJsonText(text, fileName, found, JsonTextOrigin{lineNumber});
    if (!json) {
        // The location reads "line L column C"; the line is given separately.
        const Diagnostic& first = found.items().front();
        const std::string prefix = lineLocation(lineNumber) + " ";
        const std::string column = first.location.rfind(prefix, 0) == 0
                                       ? first.location.substr(prefix.size())
                                       : first.location;
        problem = fmt::format("{}: {}", column, first.message);
    }
    return json;
}

std::shared_ptr<const GameSetup> readHeader(const nlohmann::json& json, const std::string& fileName,
                                            const RulesetRegistry& rulesets,
                                            Diagnostics& diagnostics, std::string& scenarioFolder,
                                            SidePlayers& players) {
    Diagnostics found;
    const JsonReader header(json, fileName, found);
    if (!header.isObject()) {
        header.error("expected the saved-game header object, found " +
                     JsonReader::describeType(json));
        appendAtLine(diagnostics, found, 1);
        return nullptr;
    }
    if (header.optionalString("format") != kSavedGameFormatName) {
        header.error(fmt::format("not an Adjutant saved game (expected \"format\": \"{}\")",
                                 kSavedGameFormatName));
        appendAtLine(diagnostics, found, 1);
        return nullptr;
    }
    const int version = header.requireInt("version", 1);
    if (version > kSavedGameFormatVersion) {
        header.errorAt("version", fmt::format("saved by a newer Adjutant (format version {}); "
                                              "this program reads versions up to {}",
                                              version, kSavedGameFormatVersion));
    }
    std::shared_ptr<GameSetup> setup = readSetupRulesetAndOptions(header, rulesets);
    const JsonReader seed = header.child("seed");
    if (seed.present() && seed.node().is_number_unsigned()) {
        setup->seed = seed.node().get<std::uint64_t>();
    } else {
        header.errorAt("seed", "expected the dice seed, a whole number from 0");
    }
    const JsonReader scenarioJson = header.requireObject("scenario");
    if (header.has("scenarioFolder")) {
        if (auto folder = header.child("scenarioFolder").asString()) {
            scenarioFolder = *folder;
        } else {
            header.child("scenarioFolder").error("expected a folder path as a string");
        }
    }
    header.warnUnknownMembers({"format", "version", "ruleset", "options", "seed", "scenario",
                               "scenarioFolder", "players"});
    appendAtLine(diagnostics, found, 1);
    if (!scenarioJson.present() || found.hasErrors()) {
        return nullptr;
    }

    Diagnostics scenarioFound;
    auto scenario = readScenarioJson(scenarioJson.node(), fileName, rulesets, scenarioFound);
    appendAtLine(diagnostics, scenarioFound, 1, "/scenario");
    if (!scenario) {
        return nullptr;
    }
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    if (header.has("players")) {
        // Read once the scenario is known: players are keyed by its side ids.
        Diagnostics playersFound;
        const JsonReader again(json, fileName, playersFound);
        players = readPlayers(again.child("players"), *setup->scenario);
        appendAtLine(diagnostics, playersFound, 1);
        if (playersFound.hasErrors()) {
            return nullptr;
        }
    }
    const std::vector<std::string> problems = setup->problems();
    for (const std::string& problem : problems) {
        diagnostics.error(fileName, lineLocation(1), problem);
    }
    return problems.empty() ? setup : nullptr;
}

// Replays one journal line; returns false (with an error) if it cannot.
bool replayLine(const nlohmann::json& json, std::size_t lineNumber, std::size_t expectedEntry,
                const std::string& fileName, const EngineRegistry& engines, Game& game,
                Diagnostics& diagnostics) {
    Diagnostics found;
    const JsonReader reader(json, fileName, found);
    const auto line = readJournalLine(reader);
    std::unique_ptr<Command> command;
    if (line && line->action == JournalEntry::Action::Apply) {
        command = engines.commands.fromJson(reader.child("command"));
        if (!command && !found.hasErrors()) {
            // The factory reports why it made nothing; should it ever not, the
            // line is still refused rather than replayed without its command.
            reader.errorAt("command", "the command cannot be read");
        }
    }
    appendAtLine(diagnostics, found, lineNumber);
    if (found.hasErrors() || !line) {
        return false;
    }
    const std::string where = lineLocation(lineNumber);
    if (line->number != expectedEntry) {
        diagnostics.error(fileName, where,
                          fmt::format("entry number {} out of sequence: expected {} (a line was "
                                      "lost, repeated or moved)",
                                      line->number, expectedEntry));
        return false;
    }
    GameChange change;
    std::string what;
    switch (line->action) {
        case JournalEntry::Action::Apply:
            what = fmt::format("the {} command", command->type());
            change = game.apply(std::move(command));
            break;
        case JournalEntry::Action::Undo:
            what = "the undo";
            change = game.undo();
            break;
        case JournalEntry::Action::Redo:
            what = "the redo";
            change = game.redo();
            break;
        case JournalEntry::Action::Note:
            what = "the note";
            change.kind = GameChange::Kind::Applied;
            if (!game.addNote(line->noteOn - 1, line->noteText)) {
                change = GameChange::refused(
                    fmt::format("entry {} is not one a note can be put on", line->noteOn));
            }
            break;
    }
    if (!change.accepted()) {
        diagnostics.error(fileName, where,
                          fmt::format("{} cannot be replayed: {}", what, change.reason));
        return false;
    }
    const std::uint64_t reached = game.journal().back().stateHash;
    if (line->hash && *line->hash != reached) {
        diagnostics.warning(fileName, where,
                            fmt::format("replay reached state {} but the save recorded {}; it was "
                                        "probably written by another version of Adjutant",
                                        formatStateHash(reached), formatStateHash(*line->hash)));
    }
    return true;
}

}  // namespace

namespace {

std::optional<LoadedGame> readSavedGameLines(TextLineReader& lines, const std::string& fileName,
                                             const RulesetRegistry& rulesets,
                                             const EngineRegistry& engines,
                                             Diagnostics& diagnostics) {
    const std::optional<TextLine> first = lines.next(diagnostics);
    if (!first || isBlank(first->text)) {
        if (!lines.failed()) {
            diagnostics.error(fileName, lineLocation(1),
                              "expected the saved-game header, found an empty line");
        }
        return std::nullopt;
    }
    std::string problem;
    const auto headerJson = parseLine(first->text, 1, fileName, problem);
    if (!headerJson) {
        diagnostics.error(fileName, lineLocation(1), "the header is damaged, " + problem);
        return std::nullopt;
    }
    std::string scenarioFolder;
    SidePlayers players;
    const auto setup =
        readHeader(*headerJson, fileName, rulesets, diagnostics, scenarioFolder, players);
    if (!setup) {
        return std::nullopt;
    }

    LoadedGame loaded;
    loaded.scenarioFolder = std::move(scenarioFolder);
    loaded.players = players;
    loaded.game = std::make_unique<Game>(setup, engines.rulesetStates);
    // A line is known to be the last one with content only once the next one
    // with content, or the end, is read: one line waits in `pending`.
    bool replaying = true;
    auto handle = [&](const TextLine& line, bool last) {
        const auto json = parseLine(line.text, line.number, fileName, problem);
        if (!json && last) {
            diagnostics.warning(fileName, lineLocation(line.number),
                                fmt::format("the last entry is incomplete ({}), probably because "
                                            "the program stopped while saving; it was left out "
                                            "and the {} entries before it were kept",
                                            problem, loaded.entries));
            loaded.tornLastLine = true;
            return;
        }
        if (!json) {
            diagnostics.error(fileName, lineLocation(line.number),
                              "the journal entry is damaged, " + problem);
            replaying = false;  // carry on only to report other damaged lines
            return;
        }
        if (last && !line.ended) {
            diagnostics.warning(fileName, lineLocation(line.number),
                                "the last entry has no line break after it, probably because the "
                                "program stopped while saving; the entry itself is complete and "
                                "was kept");
        }
        if (replaying) {
            replaying = replayLine(*json, line.number, loaded.entries + 1, fileName, engines,
                                   *loaded.game, diagnostics);
            loaded.entries += replaying ? 1 : 0;
        }
    };
    std::optional<TextLine> pending;
    while (std::optional<TextLine> line = lines.next(diagnostics)) {
        if (isBlank(line->text)) {
            continue;
        }
        if (pending) {
            handle(*pending, false);
        }
        pending = std::move(line);
    }
    if (lines.failed()) {
        return std::nullopt;  // the file broke a limit: it is refused whole
    }
    if (pending) {
        handle(*pending, true);
    }
    if (diagnostics.hasErrors()) {
        return std::nullopt;
    }
    return loaded;
}

constexpr TextLineLimits kSavedGameLimits{limits::kMaxSavedGameBytes,
                                          limits::kMaxSavedGameLineBytes};

}  // namespace

std::optional<LoadedGame> readSavedGameText(const std::string& text, const std::string& fileName,
                                            const RulesetRegistry& rulesets,
                                            const EngineRegistry& engines,
                                            Diagnostics& diagnostics) {
    TextLineReader lines(text, fileName, kSavedGameLimits);
    return readSavedGameLines(lines, fileName, rulesets, engines, diagnostics);
}

std::optional<LoadedGame> loadSavedGameFile(const std::string& path,
                                            const RulesetRegistry& rulesets,
                                            const EngineRegistry& engines,
                                            Diagnostics& diagnostics) {
    std::optional<TextLineReader> lines =
        TextLineReader::openFile(path, kSavedGameLimits, diagnostics);
    if (!lines) {
        return std::nullopt;
    }
    return readSavedGameLines(*lines, path, rulesets, engines, diagnostics);
}

std::string validateSavedGameFile(const std::string& path, const RulesetRegistry& rulesets,
                                  const EngineRegistry& engines, Diagnostics& diagnostics) {
    const auto loaded = loadSavedGameFile(path, rulesets, engines, diagnostics);
    if (!loaded) {
        return {};
    }
    const Game& game = *loaded->game;
    return fmt::format(
        "saved game \"{}\" ({}), {} journal entries, {} commands in effect, bound "
        "{}, state {}",
        game.setup().scenario->title, game.setup().ruleset->id, loaded->entries, game.cursor(),
        game.state().bound(), formatStateHash(stateHash(game.state())));
}

}  // namespace adjutant
