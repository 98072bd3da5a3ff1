#include "core/match/MatchRecord.h"

#include <fmt/format.h>

#include "core/io/Sha256.h"
#include "core/json/JsonReader.h"
#include "core/json/SafeFile.h"
#include "core/match/JsonLinesText.h"
#include "core/match/MatchLimits.h"

namespace adjutant {

namespace {

std::string oneLine(const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string lineAt(std::size_t line) {
    return fmt::format("line {}", line);
}

std::optional<MatchRecordHeader> readHeader(const nlohmann::json& json, const std::string& name,
                                            const RulesetRegistry& rulesets,
                                            Diagnostics& diagnostics) {
    Diagnostics found;
    const JsonReader reader(json, name + ": line 1", found);
    const int version = reader.requireInt("version", 1);
    if (version > kMatchRecordFormatVersion) {
        reader.errorAt("version", fmt::format("written by a newer Adjutant (version {}); this "
                                              "program reads versions up to {}",
                                              version, kMatchRecordFormatVersion));
    }
    MatchRecordHeader header;
    header.scenarioFolder = reader.optionalString("scenarioFolder");
    if (reader.has("live")) {
        // Of another type, it is refused (requireObject reports it) and not read.
        if (const JsonReader live = reader.requireObject("live"); live.present()) {
            header.live = live.node();
        }
    }
    const JsonReader game = reader.requireObject("match");
    const JsonReader sides = reader.requireObject("here");
    diagnostics.append(found);
    if (found.hasErrors()) {
        return std::nullopt;
    }
    std::optional<MatchGame> described =
        readMatchGame(game.node(), name + ": line 1 /match", rulesets, diagnostics);
    if (!described) {
        return std::nullopt;
    }
    header.game = std::move(*described);
    Diagnostics sideProblems;
    const JsonReader here(json, name + ": line 1", sideProblems);
    for (std::size_t side = 0; side < 2; ++side) {
        header.sides[side].id = header.game.setup->scenario->sides[side].id;
    }
    for (const auto& [id, entry] : here.child("here").members()) {
        std::size_t side = 2;
        for (std::size_t s = 0; s < 2; ++s) {
            if (header.sides[s].id == id) {
                side = s;
            }
        }
        if (side == 2) {
            entry.error(fmt::format("\"{}\" is not a side of the game", id));
            continue;
        }
        MatchSide& played = header.sides[side];
        played.here = true;
        const std::optional<std::string> secret = fromHex(entry.requireString("secret"));
        if (!secret || secret->size() != 32) {
            entry.errorAt("secret", "expected the side's secret, 64 hexadecimal digits");
        } else {
            played.secret = *secret;
        }
        if (entry.optionalString("player", "human") == "computer") {
            CommanderSettings settings;
            if (const auto level = parseDifficulty(entry.optionalString("difficulty", "steady"))) {
                settings.difficulty = *level;
            } else {
                entry.errorAt("difficulty", "expected \"novice\", \"steady\" or \"veteran\"");
            }
            settings.seed = static_cast<std::uint64_t>(entry.optionalInt("seed", 1, 0));
            played.computer = settings;
        }
    }
    diagnostics.append(sideProblems);
    if (sideProblems.hasErrors()) {
        return std::nullopt;
    }
    return header;
}

}  // namespace

nlohmann::json matchRecordHeaderToJson(const MatchRecordHeader& header) {
    nlohmann::json json = {
        {"format", std::string(kMatchRecordFormatName)},
        {"version", kMatchRecordFormatVersion},
        {"match", matchGameToJson(header.game)},
        {"live", header.live},
    };
    nlohmann::json here = nlohmann::json::object();
    for (const MatchSide& side : header.sides) {
        if (!side.here) {
            continue;
        }
        nlohmann::json entry = {{"secret", toHex(side.secret)},
                                {"player", side.computer ? "computer" : "human"}};
        if (side.computer) {
            entry["difficulty"] = std::string(difficultyKey(side.computer->difficulty));
            entry["seed"] = side.computer->seed;
        }
        here[side.id] = std::move(entry);
    }
    json["here"] = std::move(here);
    if (!header.scenarioFolder.empty()) {
        json["scenarioFolder"] = header.scenarioFolder;
    }
    return json;
}

MatchRecordHeader recordHeaderOf(const Match& match, std::string scenarioFile,
                                 std::string scenarioFolder) {
    MatchRecordHeader header;
    header.game.setup = match.setup().game;
    header.game.gameId = match.gameId();
    header.game.way = match.setup().way;
    header.game.scenarioFile = std::move(scenarioFile);
    header.sides = match.setup().sides;
    header.scenarioFolder = std::move(scenarioFolder);
    return header;
}

bool isMatchRecordHeader(const nlohmann::json& firstLine) {
    return firstLine.is_object() && firstLine.contains("format") &&
           firstLine["format"].is_string() &&
           firstLine["format"].get<std::string>() == kMatchRecordFormatName;
}

MatchRecordWriter::MatchRecordWriter(std::string path, MatchRecordHeader header,
                                     std::vector<std::string> lines)
    : path_(std::move(path)), header_(std::move(header)), lines_(std::move(lines)) {}

std::unique_ptr<MatchRecordWriter> MatchRecordWriter::start(const std::string& path,
                                                            MatchRecordHeader header,
                                                            std::vector<std::string> lines,
                                                            std::string& error) {
    std::unique_ptr<MatchRecordWriter> writer(
        new MatchRecordWriter(path, std::move(header), std::move(lines)));
    writer->lock_ = WriterLock::acquire(path, error);
    if (!writer->lock_) {
        return nullptr;
    }
    error = writer->rewrite();
    if (!error.empty()) {
        return nullptr;
    }
    return writer;
}

std::string MatchRecordWriter::rewrite() {
    file_.reset();
    std::string text = oneLine(matchRecordHeaderToJson(header_)) + "\n";
    for (const std::string& line : lines_) {
        text += line + "\n";
    }
    std::string error;
    file_ = AppendOnlyFile::rewrite(path_, text, writeFileSafely, error);
    if (!file_) {
        mustRewrite_ = true;
        return error;
    }
    mustRewrite_ = false;
    return {};
}

std::string MatchRecordWriter::append(const std::string& line) {
    lines_.push_back(line);
    if (mustRewrite_ || !file_) {
        return rewrite();
    }
    if (std::string error = file_->append(line + "\n"); !error.empty()) {
        mustRewrite_ = true;
        return error + "; it will be written whole at the next change";
    }
    return {};
}

std::string MatchRecordWriter::setHeader(MatchRecordHeader header) {
    header_ = std::move(header);
    return rewrite();
}

std::optional<LoadedMatch> loadMatchRecord(const std::string& path, const RulesetRegistry& rulesets,
                                           const EngineRegistry& engines,
                                           std::shared_ptr<const RefereeRegistry> referees,
                                           Diagnostics& diagnostics) {
    const std::optional<std::string> text = readFileBounded(path, kMaxRecordBytes, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return readMatchRecordText(*text, path, rulesets, engines, std::move(referees), diagnostics);
}

std::optional<LoadedMatch> readMatchRecordText(const std::string& text, const std::string& name,
                                               const RulesetRegistry& rulesets,
                                               const EngineRegistry& engines,
                                               std::shared_ptr<const RefereeRegistry> referees,
                                               Diagnostics& diagnostics) {
    const JsonLinesText split = splitJsonLines(text, name);
    const std::vector<std::string_view>& lines = split.lines;
    if (lines.empty()) {
        diagnostics.error(name, "", "the file is empty");
        return std::nullopt;
    }
    const std::optional<nlohmann::json>& first = split.header;
    if (!first || !isMatchRecordHeader(*first)) {
        diagnostics.error(name, "line 1",
                          "this is not the record of a game between two people (its first line "
                          "should say \"format\": \"adjutant-two-player-game\")");
        return std::nullopt;
    }
    std::optional<MatchRecordHeader> header = readHeader(*first, name, rulesets, diagnostics);
    if (!header) {
        return std::nullopt;
    }
    LoadedMatch loaded;
    loaded.header = std::move(*header);
    MatchSetup setup;
    setup.game = loaded.header.game.setup;
    setup.gameId = loaded.header.game.gameId;
    setup.sides = loaded.header.sides;
    setup.way = loaded.header.game.way;
    try {
        loaded.match = std::make_unique<Match>(setup, engines, std::move(referees));
    } catch (const std::exception& e) {
        diagnostics.error(name, "line 1", e.what());
        return std::nullopt;
    }
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::string line(lines[i]);
        if (line.empty() && i + 1 == lines.size()) {
            break;
        }
        std::string error;
        if (!loaded.match->replayRecordLine(line, error)) {
            if (i + 1 == lines.size()) {
                // An interrupted write cuts only the last line.
                diagnostics.warning(name, lineAt(i + 1),
                                    "the last line was cut short and is left out: " + error);
                loaded.tornLastLine = true;
                break;
            }
            diagnostics.error(name, lineAt(i + 1), error);
            return std::nullopt;
        }
        loaded.lines.push_back(line);
    }
    if (!split.lastEnded && !loaded.tornLastLine) {
        diagnostics.warning(name, lineAt(lines.size()), "the last line has no end; it is kept");
    }
    return loaded;
}

}  // namespace adjutant
