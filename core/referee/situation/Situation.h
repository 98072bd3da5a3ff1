#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"

namespace adjutant {

/// A situation file read and set up (see docs/situations.md): the moment of a
/// game it describes, the one rules question it asks, the dice to throw and
/// the answer it expects, if any.
struct Situation {
    std::string file;         // for messages
    std::string description;  // what the file checks
    GameState state;          // the game at the moment of the question
    nlohmann::json document;  // the whole file, so the question is read with its paths
    std::vector<int> dice;    // the file's dice, in order
    std::optional<nlohmann::json> expect;
};

}  // namespace adjutant
