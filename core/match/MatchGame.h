#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/match/MatchSetup.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// What both programs of a game between two people must agree on before the
/// first entry: the game's identity, the ruleset and its options, the whole
/// scenario, and the way they play. It travels in the first turn file (the
/// invitation) or message, and heads each program's record of the game.
struct MatchGame {
    std::shared_ptr<const GameSetup> setup;
    std::string gameId;
    MatchWay way = MatchWay::OneScreen;
    /// The file name the scenario was read from ("mollwitz-1741.scenario.json"),
    /// so that the other program finds its map among its own scenarios.
    std::string scenarioFile;
};

nlohmann::json matchGameToJson(const MatchGame& game);

/// Reads the description; every problem goes to `diagnostics` naming `file`
/// and the JSON path; nothing comes back on an error.
std::optional<MatchGame> readMatchGame(const nlohmann::json& json, const std::string& file,
                                       const RulesetRegistry& rulesets, Diagnostics& diagnostics);

/// Whether `gameId` is 32 lower-case hexadecimal digits.
bool isGameId(const std::string& gameId);

}  // namespace adjutant
