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

/// The walk under fireEffectResultChances, for a caller that reads several
/// things from one run: `run` plays the procedure once on the dice given
/// (keeping what it needs of the result), and `finished` is called right
/// after each run that needed no die beyond the sequence, with that
/// sequence's weight. The sequences are visited in the same order, and
/// weighted alike, as fireEffectResultChances visits them, so sums made in
/// `finished` are the same to the last bit. False when a sequence needs more
/// than `maxDice` dice and `dropDeeper` is false.
bool weighFireEffectDice(const std::function<void(DiceSource&)>& run,
                         const std::function<void(double weight)>& finished, int maxDice,
                         bool dropDeeper);

}  // namespace adjutant
