#pragma once

#include <functional>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// The chance of each result of a procedure that throws d6s (index = result),
/// worked out exactly by running it over every sequence of dice it may throw,
/// each sequence weighted by 1/6 per die. Empty when some sequence needs more
/// than `maxDice` dice (a large individual fire): the caller then gives no chances.
std::vector<double> fireEffectResultChances(const std::function<int(DiceSource&)>& procedure,
                                            int maxDice = 4);

}  // namespace adjutant
