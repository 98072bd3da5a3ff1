// adjutant-cli match file: a game between two people played by file through a
// shared folder, the computer giving this program's side's orders. Each turn
// file addressed to this side is taken once, in the order of its number; a
// new one is written whenever this program has entries the other has not seen.
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "app/cli/EntryTimingLog.h"
#include "app/cli/HeadlessMatch.h"
#include "app/cli/MatchOptions.h"
#include "app/cli/ScenarioSetup.h"
#include "app/cli/TurnFolder.h"
#include "core/json/JsonMember.h"
#include "core/match/Commitments.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchTurns.h"
#include "core/match/TurnFile.h"

namespace adjutant::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr auto kPollEvery = std::chrono::milliseconds(100);

/// The numbers of a turn file's entries, as far as they can be read.
struct EntriesOfFile {
    bool readable = true;
    bool allHeld = true;
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

EntriesOfFile entriesOf(const Match& match, const TurnFile& turn, const std::string& path) {
    EntriesOfFile found;
    for (const std::string& line : turn.lines) {
        Diagnostics ignored;
        const std::optional<LedgerEntry> entry = LedgerEntry::fromLine(line, path, "", ignored);
        const std::optional<int> side = entry ? match.sideOf(entry->side) : std::nullopt;
        if (!side) {
            found.readable = false;
            return found;
        }
        found.first = found.first == 0 ? entry->n : found.first;
        found.last = entry->n;
        const Ledger& ledger = match.ledger(*side);
        found.allHeld = found.allHeld && entry->n >= 1 && entry->n <= ledger.size() &&
                        ledger.line(entry->n) == line;
    }
    return found;
}

class ByFilePlay {
  public:
    ByFilePlay(const MatchOptions& options, const CliContext& context)
        : options_(options), context_(context) {}

    int run() {
        if (!setUp()) {
            return 1;
        }
        if (!options_.quiet) {
            fmt::print("game {}: {} plays by file through {}\n",
                       game_->match().gameId().substr(0, 8), game_->match().sideName(game_->side()),
                       folder_->folder());
        }
        lastNews_ = Clock::now();
        for (;;) {
            if (!takeNewFiles()) {
                return 1;
            }
            while (game_->playOwnSide()) {
            }
            if (!game_->problem().empty()) {
                refuse(game_->problem());
                return 1;
            }
            if (!writeTurnIfDue()) {
                return 1;
            }
            if (game_->reachedEnd() && written_ == game_->match().ledger(game_->side()).size()) {
                break;
            }
            if (options_.timeoutSeconds > 0 &&
                Clock::now() - lastNews_ > std::chrono::seconds(options_.timeoutSeconds)) {
                refuse(fmt::format("no turn file came from {} in {} seconds",
                                   game_->match().sideName(1 - game_->side()),
                                   options_.timeoutSeconds));
                return 1;
            }
            std::this_thread::sleep_for(kPollEvery);
        }
        if (const std::string error = game_->writeJournal(options_.journal); !error.empty()) {
            refuse(error);
            return 1;
        }
        fmt::print("{}\n", game_->summary());
        return 0;
    }

  private:
    /// Tells why play cannot go on; false, for the caller to return.
    static bool refuse(const std::string& message) {
        reportMatchError(message);
        return false;
    }

    bool setUp() {
        std::string error;
        if (!options_.timing.empty() && !(timing_ = EntryTimingLog::open(options_.timing, error))) {
            return refuse(error);
        }
        if (fs::exists(options_.record)) {
            game_ = HeadlessMatch::resume(HeadlessMatch::loadLibrary(context_), options_, error);
        } else if (!options_.scenario.empty()) {
            game_ = makeGame(error);
        } else {
            game_ = joinGame(error);
        }
        if (!game_) {
            return refuse(error);
        }
        std::string folder = options_.folder;
        if (folder.empty()) {
            folder = memberOr(game_->live(), "folder", "");
        }
        if (folder.empty()) {
            return refuse("give the folder the two programs share (--folder)");
        }
        folder_ = std::make_unique<TurnFolder>(folder, game_->match().gameId());
        findOwnFiles();
        return true;
    }

    nlohmann::json liveOf(bool made) const {
        return {{"via", "file"}, {"folder", options_.folder}, {"made", made}};
    }

    std::unique_ptr<HeadlessMatch> makeGame(std::string& error) {
        std::optional<ScenarioSetup> loaded = loadScenarioSetup(options_.scenario, 0, context_);
        if (!loaded) {
            error = options_.scenario + ": the scenario cannot be played";
            return nullptr;
        }
        MatchGame game;
        game.setup = loaded->setup;
        game.gameId = newGameId();
        game.way = MatchWay::ByFile;
        game.scenarioFile = fs::path(options_.scenario).filename().string();
        return HeadlessMatch::make(
            HeadlessMatch::loadLibrary(context_, std::move(loaded->rulesets)),
            matchGameToJson(game), options_.side, liveOf(true), options_,
            scenarioFolderOf(options_.scenario, options_.record), error);
    }

    /// Waits for the invitation: the first turn file in the folder that carries a game.
    std::unique_ptr<HeadlessMatch> joinGame(std::string& error) {
        if (options_.folder.empty()) {
            error = "give the folder the two programs share (--folder)";
            return nullptr;
        }
        std::set<std::string> looked;
        const Clock::time_point started = Clock::now();
        for (;;) {
            for (const std::string& path : TurnFolder::turnFilesIn(options_.folder)) {
                if (!looked.insert(path).second) {
                    continue;
                }
                Diagnostics diagnostics;
                const std::optional<TurnFile> turn = readTurnFile(path, diagnostics);
                if (turn && turn->invitation) {
                    return HeadlessMatch::make(HeadlessMatch::loadLibrary(context_),
                                               *turn->invitation, turn->to, liveOf(false), options_,
                                               {}, error);
                }
            }
            if (options_.timeoutSeconds > 0 &&
                Clock::now() - started > std::chrono::seconds(options_.timeoutSeconds)) {
                error = fmt::format("no invitation came into {} in {} seconds", options_.folder,
                                    options_.timeoutSeconds);
                return nullptr;
            }
            std::this_thread::sleep_for(kPollEvery);
        }
    }

    /// Where this program's own files stopped before a restart.
    void findOwnFiles() {
        const Match& match = game_->match();
        written_ = match.seenByOther(game_->side());
        const auto own = folder_->filesFrom(game_->sideId(), game_->otherSideId());
        if (!own.empty()) {
            fileNumber_ = own.back().number;
            Diagnostics ignored;
            if (const std::optional<TurnFile> last = readTurnFile(own.back().path, ignored)) {
                written_ = std::max(written_, entriesOf(match, *last, own.back().path).last);
            }
        }
        toldSent_ = written_;
    }

    bool takeNewFiles() {
        for (const TurnFolder::File& file :
             folder_->filesFrom(game_->otherSideId(), game_->sideId())) {
            if (handled_.count(file.path) != 0) {
                continue;
            }
            if (!takeFile(file.path)) {
                return false;
            }
            handled_.insert(file.path);
        }
        return true;
    }

    bool takeFile(const std::string& path) {
        Match& match = game_->match();
        Diagnostics diagnostics;
        const std::optional<TurnFile> turn = readTurnFile(path, diagnostics);
        if (!turn) {
            return refuse(diagnostics.toString());
        }
        const EntriesOfFile entries = entriesOf(match, *turn, path);
        if (turn->gameId == match.gameId() && entries.readable && entries.allHeld) {
            // A file taken before a restart brings entries beyond the one before
            // it; one that brings nothing new is a file opened twice.
            if (turn->lines.empty() || entries.last <= otherLast_) {
                return refuse(
                    fmt::format("{}: every entry in it ({}'s entries {} to {}) is already in this "
                                "game: it was opened before (it brings nothing after {})",
                                path, match.sideName(1 - game_->side()), entries.first,
                                entries.last, otherLastFile_));
            }
            noteTaken(path, entries.last);
            return true;
        }
        const std::uint64_t before = match.ledger(1 - game_->side()).size();
        const MatchReceipt receipt = takeTurnFile(match, *turn, path);
        if (!receipt.accepted) {
            return refuse(receipt.error);
        }
        if (!game_->problem().empty()) {
            return refuse(game_->problem());
        }
        const std::uint64_t after = match.ledger(1 - game_->side()).size();
        for (std::uint64_t n = before + 1; timing_ && n <= after; ++n) {
            timing_->note(false, game_->otherSideId(), n);
        }
        if (!options_.quiet) {
            fmt::print("took {} ({} new entries)\n", path, receipt.newEntries);
        }
        noteTaken(path, entries.last);
        lastNews_ = Clock::now();
        return true;
    }

    void noteTaken(const std::string& path, std::uint64_t last) {
        if (last > otherLast_) {
            otherLast_ = last;
            otherLastFile_ = path;
        }
    }

    bool writeTurnIfDue() {
        const Match& match = game_->match();
        const std::uint64_t size = match.ledger(game_->side()).size();
        if (size <= written_) {
            return true;
        }
        // The first file of the program that made the game is the invitation.
        std::optional<nlohmann::json> invitation;
        if (fileNumber_ == 0 && game_->madeTheGame()) {
            invitation = game_->description();
        }
        const TurnFile turn = turnFileFor(match, game_->side(), std::move(invitation));
        const std::string path =
            folder_->pathOf(fileNumber_ + 1, game_->sideId(), game_->otherSideId());
        if (const std::string error = writeTurnFile(path, turn); !error.empty()) {
            return refuse(error);
        }
        ++fileNumber_;
        written_ = size;
        for (; timing_ && toldSent_ < size; ++toldSent_) {
            timing_->note(true, game_->sideId(), toldSent_ + 1);
        }
        if (!options_.quiet) {
            fmt::print("wrote {} ({} entries)\n", path, turn.lines.size());
        }
        return true;
    }

    const MatchOptions& options_;
    const CliContext& context_;
    std::unique_ptr<HeadlessMatch> game_;
    std::unique_ptr<TurnFolder> folder_;
    std::unique_ptr<EntryTimingLog> timing_;
    std::set<std::string> handled_;
    std::uint64_t otherLast_ = 0;  // the highest of the other's entries its files brought
    std::string otherLastFile_;
    std::uint64_t written_ = 0;     // this program's entries in its files so far
    std::uint64_t fileNumber_ = 0;  // of this program's last file
    std::uint64_t toldSent_ = 0;    // --timing lines written for own entries up to here
    Clock::time_point lastNews_;
};

}  // namespace

int runMatchByFile(const MatchOptions& options, const CliContext& context) {
    return ByFilePlay(options, context).run();
}

}  // namespace adjutant::cli
