#pragma once

#include <functional>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// The chance of each result of a procedure that throws d6s (index = result),
/// worked out exactly by running it over every sequence of dice it may throw,
/// each sequence weighted by 1/6 per die. Empty when some sequence needs more
/// than `maxDice` dice (a large individual fire): the caller then gives no chances.
/// With `dropDeeper`, such sequences are left out instead and the chances add up
/// to less than 1 (a melee whose ties are rolled again may go on without end).
std::vector<double> fireEffectResultChances(const std::function<int(DiceSource&)>& procedure,
                                            int maxDice = 4, bool dropDeeper = false);

}  // namespace adjutant
