#pragma once

// What every ruleset's referee reads alike from a situation file
// (docs/situations.md): the units a question names, and the side whose turn
// it is. One reading, so that a unit a situation does not have, or a side it
// does not name, is reported in the same words whichever ruleset answers.

#include <optional>
#include <string>
#include <string_view>

#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// The unit the question names under `key`; null, with the problem at the
/// key, when it names none or one the situation does not have.
const Unit* requireQuestionUnit(const GameState& state, const JsonReader& question,
                                std::string_view key);

/// The id of the unit the question names under `key`, as requireQuestionUnit
/// finds it; nothing when it finds none.
std::optional<std::string> requireQuestionUnitId(const GameState& state, const JsonReader& question,
                                                 std::string_view key);

/// The situation's optional `phasingSide`, the id of the side whose turn or
/// half it is, set as the side to act (default: the first side); an id the
/// situation does not have is an error at the key.
void readSituationPhasingSide(GameState& state, const JsonReader& situation);

}  // namespace adjutant
