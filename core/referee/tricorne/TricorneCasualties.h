#pragma once

#include <optional>
#include <string>

#include "core/dice/DiceSource.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class TricorneContext;

/// The outcome of Tricorne and Musket's casualty calculation (14.4, A45), shared
/// by fire and melee: the total after the die, one casualty per full "points per
/// casualty" (6), and a second die for what is left over.
struct CasualtyResult {
    int casualties = 0;
    int fullSixes = 0;                // casualties from full multiples of the points per casualty
    double totalBeforeDie = 0;        // weapon total (or melee total) with every factor
    int die = 0;                      // the main d6, subtracted
    double total = 0;                 // T = totalBeforeDie - die
    double remainder = 0;             // r = T - 6 * floor(T / 6); 0 when T <= 0
    std::optional<int> remainderDie;  // rolled only when a die can succeed (r >= 1)
    bool remainderCasualty = false;   // the remainder die was <= r
    Explanation explanation;          // die, total, full sixes, remainder, casualties
};

/// Rolls the main d6, subtracts it from `totalBeforeDie`, and counts casualties
/// (14.4, A45): one per full `pointsPerCasualty` in T; if T <= 0 nothing; for a
/// remainder r > 0 a second d6 adds one more when it is <= r. No die can be
/// <= r when r < 1, so that die is not thrown then (the digest's T3 allows it).
/// Capping at the target's strength is the caller's business.
CasualtyResult computeCasualties(double totalBeforeDie, double pointsPerCasualty, DiceSource& dice,
                                 const std::string& purpose);

/// Puts `factors`, the explained sum of the factors that apply to a volley or
/// a melee bout, under `root` and returns their total (none applying: 0).
double addFactorTotal(Explanation& root, Explanation factors);

/// The same, with the points per casualty from the game's `casualties` table.
CasualtyResult computeCasualties(const TricorneContext& context, double totalBeforeDie,
                                 DiceSource& dice, const std::string& purpose);

}  // namespace adjutant
