#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/engine/GameSetup.h"
#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// The sides in scenario order: the order of play a ruleset state starts with,
/// before any initiative is rolled.
inline std::vector<int> sidesInScenarioOrder(const GameSetup& setup) {
    std::vector<int> order;
    const int sides = setup.scenario ? static_cast<int>(setup.scenario->sides.size()) : 0;
    for (int side = 0; side < sides; ++side) {
        order.push_back(side);
    }
    return order;
}

/// The side whose player turn `playerTurn` (from 0) is, in a bound played in
/// `order`; a turn the order does not reach falls to the side of its number,
/// as it does in a ruleset without initiative.
inline int sideOfPlayerTurn(const std::vector<int>& order, int playerTurn) {
    return playerTurn >= 0 && static_cast<std::size_t>(playerTurn) < order.size()
               ? order[static_cast<std::size_t>(playerTurn)]
               : playerTurn;
}

/// The order of play a saved ruleset state keeps under `key`; a number that
/// names no side of the scenario is reported.
inline std::vector<int> readSideOrder(const JsonReader& state, std::string_view key,
                                      const GameSetup& setup) {
    const int sides = setup.scenario ? static_cast<int>(setup.scenario->sides.size()) : 0;
    return readIntList(state, key, 0, sides - 1);
}

}  // namespace adjutant
