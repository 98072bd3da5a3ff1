#include "core/match/MatchVerifier.h"

#include <fmt/format.h>

#include <optional>

#include "core/engine/StateHash.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonMember.h"
#include "core/json/SafeFile.h"
#include "core/match/Match.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchLimits.h"
#include "core/match/MatchRecord.h"
#include "core/match/TurnFile.h"

namespace adjutant {

namespace {

/// A file's game description and its ledger lines, whatever kind of file it is.
struct FileEntries {
    nlohmann::json game;
    std::vector<std::string> lines;
};

std::optional<FileEntries> entriesOf(const std::string& path, VerifyReport& report) {
    Diagnostics diagnostics;
    const std::optional<std::string> text = readFileBounded(path, kMaxRecordBytes, diagnostics);
    if (!text) {
        report.problems.push_back(diagnostics.toString());
        return std::nullopt;
    }
    const std::size_t end = text->find('\n');
    Diagnostics parsed;
    const std::optional<nlohmann::json> first =
        parseJsonText(std::string_view(*text).substr(0, end), path, parsed);
    FileEntries found;
    if (first && isMatchRecordHeader(*first)) {
        if (!first->contains("match")) {
            report.problems.push_back(path + ": line 1: the record does not describe its game");
            return std::nullopt;
        }
        found.game = (*first)["match"];
        std::size_t start = end == std::string::npos ? text->size() : end + 1;
        std::size_t lineNumber = 1;
        while (start < text->size()) {
            const std::size_t stop = text->find('\n', start);
            ++lineNumber;
            if (stop == std::string::npos) {
                report.warnings.push_back(
                    fmt::format("{}: line {}: the record's last line was cut short; it is left out",
                                path, lineNumber));
                break;
            }
            const std::string line = text->substr(start, stop - start);
            start = stop + 1;
            if (line.find("\"private\"") == std::string::npos) {
                found.lines.push_back(line);
            }
        }
        return found;
    }
    const std::optional<TurnFile> turn = readTurnFileText(*text, path, diagnostics);
    if (!turn) {
        report.problems.push_back(diagnostics.toString());
        return std::nullopt;
    }
    if (turn->invitation) {
        found.game = *turn->invitation;
    }
    found.game["game"] = turn->gameId;
    found.lines = turn->lines;
    return found;
}

}  // namespace

VerifyReport verifyMatchFiles(const std::vector<std::string>& paths,
                              const RulesetRegistry& rulesets, const EngineRegistry& engines,
                              std::shared_ptr<const RefereeRegistry> referees) {
    VerifyReport report;
    std::unique_ptr<Match> match;
    for (const std::string& path : paths) {
        const std::optional<FileEntries> file = entriesOf(path, report);
        if (!file) {
            return report;
        }
        const std::string gameId = memberOr(file->game, "game", "");
        if (!match) {
            if (!file->game.contains("scenario")) {
                report.problems.push_back(fmt::format(
                    "{}: it does not describe the game; give a player's record or the first turn "
                    "file (the invitation) first",
                    path));
                return report;
            }
            Diagnostics diagnostics;
            const std::optional<MatchGame> game =
                readMatchGame(file->game, path, rulesets, diagnostics);
            if (!game) {
                report.problems.push_back(diagnostics.toString());
                return report;
            }
            MatchSetup setup;
            setup.game = game->setup;
            setup.gameId = game->gameId;
            setup.way = game->way;
            match = std::make_unique<Match>(setup, engines, referees);
            report.gameId = game->gameId;
        } else if (gameId != report.gameId) {
            report.problems.push_back(
                fmt::format("{}: it belongs to another game (its identity is {}, the game's {})",
                            path, gameId.empty() ? std::string("missing") : gameId, report.gameId));
            return report;
        }
        const MatchReceipt receipt = match->receive(file->lines, path, true);
        if (!receipt.accepted) {
            report.problems.push_back(receipt.error);
            return report;
        }
        report.entries += receipt.newEntries;
    }
    if (!match) {
        report.problems.push_back("no file was given");
        return report;
    }
    const Game& game = match->shared();
    const std::vector<MatchRound>& rounds = match->rounds();
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const MatchRound& round = rounds[i];
        if (round.status == MatchRound::Status::Open || round.status == MatchRound::Status::Void) {
            continue;
        }
        RoundProvenance provenance;
        provenance.round = round.number;
        provenance.where = round.where;
        provenance.seed = round.seedHex;
        provenance.status = round.status == MatchRound::Status::Resolved
                                ? "resolved"
                                : "taken back with both players' consent";
        provenance.notCarriedOut = round.notCarriedOut;
        for (int side = 0; side < 2; ++side) {
            RoundProvenance::Side each;
            each.name = match->sideName(side);
            each.committedIn = round.commitEntries[static_cast<std::size_t>(side)].n;
            each.revealedIn = round.revealEntries[static_cast<std::size_t>(side)].n;
            each.share = round.shares[static_cast<std::size_t>(side)];
            each.orders = round.orders[static_cast<std::size_t>(side)]
                              ? round.orders[static_cast<std::size_t>(side)]->size()
                              : 0;
            provenance.sides.push_back(each);
        }
        if (round.status == MatchRound::Status::Resolved) {
            // The round's dice: every command from its seed to the next round's.
            std::size_t end = game.cursor();
            for (std::size_t j = i + 1; j < rounds.size(); ++j) {
                if (rounds[j].status == MatchRound::Status::Resolved) {
                    end = rounds[j].firstCommand;
                    break;
                }
            }
            for (std::size_t c = round.firstCommand; c < end && c < game.cursor(); ++c) {
                for (const DieRoll& roll : game.command(c).rolls()) {
                    provenance.rolls.push_back({roll.value, roll.purpose});
                }
            }
        }
        report.rounds.push_back(std::move(provenance));
    }
    report.stateHash = formatStateHash(stateHash(game.state()));
    report.bound = game.state().bound();
    report.outcome = match->outcome();
    report.ok = true;
    return report;
}

}  // namespace adjutant
