#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/cli/CliCommands.h"
#include "app/cli/MatchOptions.h"
#include "core/ai/ComputerOrders.h"
#include "core/engine/EngineRegistry.h"
#include "core/match/Match.h"
#include "core/match/MatchRecord.h"
#include "core/referee/RefereeRegistry.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::cli {

/// One program's side of a game between two people played headless: the
/// Match, its record on disk (every line written before anything is sent),
/// and the computer commander giving this side's orders.
///
/// The commander is driven from here rather than by the Match itself (a side
/// the Match's own computer plays fixes its orders inside receive(), round
/// after round without end): here it fixes no orders once the shared game has
/// reached the last bound to play, so the two programs come to rest at the
/// same round and hold the same game.
class HeadlessMatch {
  public:
    /// The rulesets, referees and engines of a game, which must outlive it.
    struct Library {
        std::unique_ptr<RulesetRegistry> rulesets;
        std::shared_ptr<const RefereeRegistry> referees;
        std::unique_ptr<EngineRegistry> engines;
    };
    /// The shipped rulesets and the player's house rules, or `rulesets` when given.
    static Library loadLibrary(const CliContext& context,
                               std::unique_ptr<RulesetRegistry> rulesets = nullptr);

    /// A new game from its description (matchGameToJson), this program playing
    /// `sideId`; its record is made at options.record with `live` in its header
    /// (how to reach the other program, and the commander). Nothing, with
    /// `error`, when the description or the record does not work.
    static std::unique_ptr<HeadlessMatch> make(Library library, const nlohmann::json& description,
                                               const std::string& sideId, nlohmann::json live,
                                               const MatchOptions& options,
                                               const std::string& scenarioFolder,
                                               std::string& error);
    /// The game of the record at options.record, rebuilt, to carry on.
    static std::unique_ptr<HeadlessMatch> resume(Library library, const MatchOptions& options,
                                                 std::string& error);
    ~HeadlessMatch();
    HeadlessMatch(const HeadlessMatch&) = delete;
    HeadlessMatch& operator=(const HeadlessMatch&) = delete;

    Match& match() { return *match_; }
    const Match& match() const { return *match_; }
    int side() const { return side_; }
    const std::string& sideId() const { return match_->sideId(side_); }
    const std::string& otherSideId() const { return match_->sideId(1 - side_); }
    /// The `live` object of the record's header.
    const nlohmann::json& live() const;
    /// Whether this program made the game (and so invites the other).
    bool madeTheGame() const;
    /// The game's description, as the program that made it sends it.
    nlohmann::json description() const;

    /// The game is over, or the shared game has reached the bound after the last to play.
    bool reachedEnd() const;
    /// Gives and fixes this side's orders when the open round waits for them
    /// and the end is not reached; true when it did.
    bool playOwnSide();
    /// Why the game cannot go on here (the record cannot be written), or empty.
    const std::string& problem() const { return problem_; }

    /// "game 0123abcd: bound 7, state 1f2e..., 106 commands", with the outcome once over.
    std::string summary() const;
    /// Writes the journal when asked for; the error, or empty.
    std::string writeJournal(const std::string& path) const;

  private:
    HeadlessMatch(Library library, std::unique_ptr<Match> match, int side,
                  CommanderSettings commander, int bounds);
    static std::optional<CommanderSettings> commanderOf(const nlohmann::json& live,
                                                        const MatchOptions& options,
                                                        std::string& error);
    bool startRecord(const std::string& path, MatchRecordHeader header,
                     std::vector<std::string> lines, std::string& error);

    Library library_;
    std::unique_ptr<Match> match_;
    int side_ = 0;
    CommanderSettings commander_;
    int bounds_ = 0;
    ComputerOrders computer_;
    std::unique_ptr<MatchRecordWriter> record_;
    std::string problem_;
};

/// Prints why a game cannot go on to standard error: diagnostics as they are,
/// a sentence as an error.
void reportMatchError(const std::string& message);

/// The folder of `scenario` relative to the folder of `record`, as a record's
/// header keeps it (where the scenario's map is found).
std::string scenarioFolderOf(const std::string& scenario, const std::string& record);

}  // namespace adjutant::cli
