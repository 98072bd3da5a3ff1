#pragma once

// What the fuzz targets of games between two people share: a game of the
// Tricorne tutorial in which no side is played here (so that every entry of
// either side's ledger is the other program's, and receive takes them all),
// and the rule that taking entries in is all or nothing.

#include <array>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/StateHash.h"
#include "core/io/ScenarioReader.h"
#include "core/match/Match.h"
#include "tests/fuzz/FuzzSupport.h"

namespace adjutant::fuzz {

/// The identity of the fixed game (any 32 lower-case hexadecimal digits).
inline constexpr const char* kFixedGameId = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";

/// A game of `setup` with the identity `gameId`, no side played here; nothing
/// when the Match refuses to be made (as the program's callers catch it).
inline std::unique_ptr<Match> matchOf(std::shared_ptr<const GameSetup> setup,
                                      const std::string& gameId) {
    MatchSetup match;
    match.game = std::move(setup);
    match.gameId = gameId;
    match.way = MatchWay::ByFile;
    try {
        return std::make_unique<Match>(match, builtinEngines(), builtinReferees());
    } catch (const std::exception&) {
        return nullptr;
    }
}

/// The fixed game, made once from the shipped Tricorne tutorial: each input
/// works on a copy of it (Match::clone), so no input leaves a trace for the next.
inline const Match& fixedMatch() {
    static const std::unique_ptr<Match> match = [] {
        Diagnostics diagnostics;
        auto scenario = readScenarioFile(
            std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json",
            shippedRulesets(), diagnostics);
        if (!scenario) {
            std::cerr << diagnostics.toString();
            std::abort();
        }
        auto setup = std::make_shared<GameSetup>();
        setup->ruleset = shippedRulesets().find(scenario->ruleset);
        setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
        std::unique_ptr<Match> made = matchOf(std::move(setup), kFixedGameId);
        if (!made) {
            std::cerr << "the Tricorne tutorial cannot be played between two people\n";
            std::abort();
        }
        return made;
    }();
    return *match;
}

/// Match::receive, held to its contract: it accepts (no error, the ledgers
/// grown by the entries it counts as new) or refuses with the reason and
/// leaves the game exactly as it was. Anything else is a defect worth a crash.
inline MatchReceipt expectReceipt(Match& match, const std::vector<std::string>& lines,
                                  const std::string& source, bool allowNothingNew) {
    const std::uint64_t hashBefore = stateHash(match.shared().state());
    const std::array<std::size_t, 2> sizesBefore{match.ledger(0).size(), match.ledger(1).size()};
    MatchReceipt receipt = match.receive(lines, source, allowNothingNew);
    const std::uint64_t hashAfter = stateHash(match.shared().state());
    const std::array<std::size_t, 2> sizesAfter{match.ledger(0).size(), match.ledger(1).size()};
    const char* broken = nullptr;
    if (receipt.accepted && !receipt.error.empty()) {
        broken = "accepted with an error";
    } else if (!receipt.accepted && receipt.error.empty()) {
        broken = "refused without a reason";
    } else if (!receipt.accepted && (hashAfter != hashBefore || sizesAfter != sizesBefore)) {
        broken = "refused, and the game changed all the same";
    } else if (receipt.accepted &&
               sizesAfter[0] + sizesAfter[1] - sizesBefore[0] - sizesBefore[1] !=
                   receipt.newEntries) {
        // No side is played here: nothing but the entries taken in can grow a ledger.
        broken = "accepted, and the ledgers grew by other than the new entries";
    }
    if (broken) {
        std::cerr << "Match::receive: " << broken << " (" << lines.size() << " lines, state hash "
                  << formatStateHash(hashBefore) << " then " << formatStateHash(hashAfter)
                  << ", ledgers " << sizesBefore[0] << '+' << sizesBefore[1] << " then "
                  << sizesAfter[0] << '+' << sizesAfter[1] << ")\n"
                  << receipt.error << '\n';
        std::abort();
    }
    return receipt;
}

}  // namespace adjutant::fuzz
