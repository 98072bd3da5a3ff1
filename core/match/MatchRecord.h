#pragma once

#include <array>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/EngineRegistry.h"
#include "core/json/AppendOnlyFile.h"
#include "core/json/Diagnostics.h"
#include "core/json/WriterLock.h"
#include "core/match/Match.h"
#include "core/match/MatchGame.h"
#include "core/referee/RefereeRegistry.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A program's own record of a game between two people (`*.save.jsonl`, format
/// "adjutant-two-player-game", docs/two-player.md): line 1 the game's
/// description and what only this program knows (the secrets of the sides it
/// plays, who plays them, how to reach the other program); then, in the order
/// this program took them in, every ledger entry as the line it was sent as,
/// and the orders being given here and not yet revealed. Replaying the lines
/// rebuilds the game exactly. It is never sent: turn files and messages carry
/// ledger entries only.
struct MatchRecordHeader {
    MatchGame game;
    std::array<MatchSide, 2> sides;  // ids, which are played here, their secrets and players
    /// The folder of the scenario the game was started from, relative to the
    /// record's folder (where its map is found), or empty.
    std::string scenarioFolder;
    /// How the front end reaches the other program (address, port, broker,
    /// game name); the core keeps it and reads nothing in it.
    nlohmann::json live = nlohmann::json::object();
};

inline constexpr std::string_view kMatchRecordFormatName = "adjutant-two-player-game";
inline constexpr int kMatchRecordFormatVersion = 1;

nlohmann::json matchRecordHeaderToJson(const MatchRecordHeader& header);
/// The header of `match`'s record: its game, the sides played here with their
/// secrets and players; `scenarioFile` and `scenarioFolder` where its map is.
MatchRecordHeader recordHeaderOf(const Match& match, std::string scenarioFile = {},
                                 std::string scenarioFolder = {});
/// Whether the first line of a file says it is the record of a game between two people.
bool isMatchRecordHeader(const nlohmann::json& firstLine);

/// Keeps the record on disk: written whole when made (atomically), then each
/// line appended and flushed as the game gains it, so a crash loses at most
/// the line being written. After a failed append the next write rewrites the
/// whole file, so a half-written line never stays in the middle. It holds the
/// record's WriterLock while it lives, so no other program writes the record
/// meanwhile; appends go through AppendOnlyFile (checked, never through a link).
class MatchRecordWriter {
  public:
    static std::unique_ptr<MatchRecordWriter> start(const std::string& path,
                                                    MatchRecordHeader header,
                                                    std::vector<std::string> lines,
                                                    std::string& error);
    ~MatchRecordWriter() = default;
    MatchRecordWriter(const MatchRecordWriter&) = delete;
    MatchRecordWriter& operator=(const MatchRecordWriter&) = delete;

    /// Appends one line. Returns the error, or empty.
    std::string append(const std::string& line);
    /// Writes the whole file again with a changed header. Returns the error, or empty.
    std::string setHeader(MatchRecordHeader header);
    const MatchRecordHeader& header() const { return header_; }
    const std::vector<std::string>& lines() const { return lines_; }
    const std::string& path() const { return path_; }

  private:
    MatchRecordWriter(std::string path, MatchRecordHeader header, std::vector<std::string> lines);
    std::string rewrite();

    std::string path_;
    MatchRecordHeader header_;
    std::vector<std::string> lines_;
    std::shared_ptr<WriterLock> lock_;
    std::unique_ptr<AppendOnlyFile> file_;
    bool mustRewrite_ = false;
};

/// A record read back and its game rebuilt.
struct LoadedMatch {
    MatchRecordHeader header;
    std::vector<std::string> lines;  // every line after the header that was taken
    std::unique_ptr<Match> match;
    bool tornLastLine = false;
};

/// Reads a record (at most kMaxRecordBytes) and replays it. A torn last line
/// is a warning and left out; any other problem is an error naming the file
/// and the line, and nothing comes back.
std::optional<LoadedMatch> loadMatchRecord(const std::string& path, const RulesetRegistry& rulesets,
                                           const EngineRegistry& engines,
                                           std::shared_ptr<const RefereeRegistry> referees,
                                           Diagnostics& diagnostics);
std::optional<LoadedMatch> readMatchRecordText(const std::string& text, const std::string& name,
                                               const RulesetRegistry& rulesets,
                                               const EngineRegistry& engines,
                                               std::shared_ptr<const RefereeRegistry> referees,
                                               Diagnostics& diagnostics);

}  // namespace adjutant
