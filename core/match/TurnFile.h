#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// A turn file (`*.turn.jsonl`): what one player sends the other in a game
/// played by file (docs/two-player.md). Line 1 is a header naming the game,
/// who sends and who receives, and how many entries follow; each later line is
/// one ledger entry exactly as its program wrote it. The first file of a game
/// (the invitation) carries the game's description as well. It never holds
/// anything the receiver may not yet see: a side's orders travel only as a
/// commitment until both sides' are fixed.
struct TurnFile {
    std::string gameId;
    std::string from;     // the sending side's id
    std::string to;       // the receiving side's id
    std::string written;  // when (UTC, ISO 8601)
    /// The game's description (MatchGame), in the invitation only.
    std::optional<nlohmann::json> invitation;
    std::vector<std::string> lines;
};

inline constexpr std::string_view kTurnFileFormatName = "adjutant-turn";
inline constexpr int kTurnFileFormatVersion = 1;

/// "bound-3-prussia-to-austria.turn.jsonl": the usual name of a turn file.
bool isTurnFileName(const std::string& path);

/// The file's text: the header, then one entry a line.
std::string turnFileText(const TurnFile& turn);

/// Writes the file without harming anything already there (writeFileSafely).
/// Returns the error, or empty.
std::string writeTurnFile(const std::string& path, const TurnFile& turn);

/// Reads a turn file of at most kMaxTurnFileBytes. A file that is not a turn
/// file, of a newer version, or cut short (fewer entries than its header
/// says, or a last line without its end) is an error naming the file and
/// the line, and gives nothing. Entries themselves are checked by the game
/// that takes them in (Match::receive).
std::optional<TurnFile> readTurnFile(const std::string& path, Diagnostics& diagnostics);
/// The same for a file's text, `name` naming it in diagnostics.
std::optional<TurnFile> readTurnFileText(const std::string& text, const std::string& name,
                                         Diagnostics& diagnostics);

}  // namespace adjutant
