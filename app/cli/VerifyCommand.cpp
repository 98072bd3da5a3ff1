// adjutant-cli verify FILE...: checks a game between two people from its
// players' records and turn files, as a third program would, and prints where
// the dice of every round came from: the seed, each side's commitment, reveal
// and share, and every roll thrown from it.
#include <fmt/format.h>

#include <memory>
#include <string>
#include <vector>

#include "app/cli/CliCommands.h"
#include "app/cli/HeadlessMatch.h"
#include "core/match/MatchVerifier.h"

namespace adjutant::cli {

namespace {

void printRound(const RoundProvenance& round) {
    fmt::print("round {}: {} ({}), seed {}\n", round.round, round.where, round.status, round.seed);
    for (const RoundProvenance::Side& side : round.sides) {
        fmt::print("  {}: committed in entry {}, revealed in entry {}, {} orders, share {}\n",
                   side.name, side.committedIn, side.revealedIn, side.orders, side.share);
    }
    for (const RoundProvenance::Roll& roll : round.rolls) {
        fmt::print("  die {}  {}\n", roll.value, roll.purpose);
    }
    for (const std::string& dropped : round.notCarriedOut) {
        fmt::print("  not carried out: {}\n", dropped);
    }
}

int runVerify(const std::vector<std::string>& paths, const CliContext& context) {
    const HeadlessMatch::Library library = HeadlessMatch::loadLibrary(context);
    const VerifyReport report =
        verifyMatchFiles(paths, *library.rulesets, *library.engines, library.referees);
    for (const std::string& warning : report.warnings) {
        fmt::print(stderr, "warning: {}\n", warning);
    }
    if (!report.ok) {
        for (const std::string& problem : report.problems) {
            reportMatchError(problem);
        }
        return 1;
    }
    std::size_t rolls = 0;
    for (const RoundProvenance& round : report.rounds) {
        rolls += round.rolls.size();
    }
    fmt::print("game {}: ok: {} files, {} entries, {} rounds, {} dice; bound {}\n",
               report.gameId.substr(0, 8), paths.size(), report.entries, report.rounds.size(),
               rolls, report.bound);
    for (const RoundProvenance& round : report.rounds) {
        printRound(round);
    }
    fmt::print("state hash {}\n", report.stateHash);
    if (!report.outcome.empty()) {
        fmt::print("{}\n", report.outcome);
    }
    return 0;
}

}  // namespace

void addVerifyCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "verify",
        "Check a game between two people from its players' records (*.save.jsonl) and turn files: "
        "every ledger chains, every reveal matches its commitment, the two programs' games agree; "
        "print where each round's dice came from");
    auto paths = std::make_shared<std::vector<std::string>>();
    command
        ->add_option("files", *paths,
                     "the players' records and turn files, a record or the invitation first")
        ->required();
    command->callback([paths, &context] { context.exitCode = runVerify(*paths, context); });
}

}  // namespace adjutant::cli
