#include "core/match/TurnFile.h"

#include <fmt/format.h>

#include "core/json/JsonMember.h"
#include "core/json/JsonReader.h"
#include "core/json/SafeFile.h"
#include "core/match/JsonLinesText.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchLimits.h"

namespace adjutant {

bool isTurnFileName(const std::string& path) {
    constexpr std::string_view suffix = ".turn.jsonl";
    return path.size() > suffix.size() &&
           path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string turnFileText(const TurnFile& turn) {
    nlohmann::json header = {
        {"format", std::string(kTurnFileFormatName)},
        {"version", kTurnFileFormatVersion},
        {"game", turn.gameId},
        {"from", turn.from},
        {"to", turn.to},
        {"entries", turn.lines.size()},
    };
    if (!turn.written.empty()) {
        header["written"] = turn.written;
    }
    if (turn.invitation) {
        header["invitation"] = *turn.invitation;
    }
    std::string text = header.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    for (const std::string& line : turn.lines) {
        text += line + "\n";
    }
    return text;
}

std::string writeTurnFile(const std::string& path, const TurnFile& turn) {
    return writeFileSafely(path, turnFileText(turn));
}

std::optional<TurnFile> readTurnFile(const std::string& path, Diagnostics& diagnostics) {
    const std::optional<std::string> text = readFileBounded(path, kMaxTurnFileBytes, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return readTurnFileText(*text, path, diagnostics);
}

std::optional<TurnFile> readTurnFileText(const std::string& text, const std::string& name,
                                         Diagnostics& diagnostics) {
    if (text.size() > kMaxTurnFileBytes) {
        diagnostics.error(name, "", "is larger than a turn file can be");
        return std::nullopt;
    }
    const JsonLinesText split = splitJsonLines(text, name);
    const std::vector<std::string_view>& lines = split.lines;
    if (!split.lastEnded) {
        diagnostics.error(name, fmt::format("line {}", lines.size()),
                          "the file is cut short: its last line has no end");
        return std::nullopt;
    }
    if (lines.empty()) {
        diagnostics.error(name, "", "the file is empty: it is not a turn file");
        return std::nullopt;
    }
    const std::optional<nlohmann::json>& header = split.header;
    if (!header || !header->is_object() || memberOr(*header, "format", "") != kTurnFileFormatName) {
        diagnostics.error(name, "line 1",
                          fmt::format("this is not a turn file of Adjutant (its first line should "
                                      "say \"format\": \"{}\")",
                                      kTurnFileFormatName));
        return std::nullopt;
    }
    Diagnostics found;
    const JsonReader reader(*header, name + ": line 1", found);
    const int version = reader.requireInt("version", 1);
    if (version > kTurnFileFormatVersion) {
        reader.errorAt("version",
                       fmt::format("written by a newer Adjutant (turn file version {}); this "
                                   "program reads versions up to {}",
                                   version, kTurnFileFormatVersion));
    }
    TurnFile turn;
    turn.gameId = reader.requireString("game");
    if (reader.child("game").isString() && !isGameId(turn.gameId)) {
        reader.errorAt("game", "expected the game's identity, 32 lower-case hexadecimal digits");
    }
    turn.from = reader.requireString("from");
    turn.to = reader.requireString("to");
    turn.written = reader.optionalString("written");
    const int entries = reader.requireInt("entries", 0, static_cast<int>(kMaxOrdersPerRound) * 4);
    if (reader.has("invitation")) {
        // Read through only when it is an object: requireObject has recorded the error
        // otherwise, and its reader then holds no node.
        if (const JsonReader invitation = reader.requireObject("invitation");
            invitation.isObject()) {
            turn.invitation = invitation.node();
        }
    }
    diagnostics.append(found);
    if (found.hasErrors()) {
        return std::nullopt;
    }
    if (static_cast<std::size_t>(entries) != lines.size() - 1) {
        diagnostics.error(name, "",
                          lines.size() - 1 < static_cast<std::size_t>(entries)
                              ? fmt::format("the file is cut short: it should hold {} entries and "
                                            "holds {}",
                                            entries, lines.size() - 1)
                              : fmt::format("it should hold {} entries and holds {}: lines were "
                                            "added to it",
                                            entries, lines.size() - 1));
        return std::nullopt;
    }
    for (std::size_t i = 1; i < lines.size(); ++i) {
        turn.lines.emplace_back(lines[i]);
    }
    return turn;
}

}  // namespace adjutant
