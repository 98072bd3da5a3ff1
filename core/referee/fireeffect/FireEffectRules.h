#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/referee/RuleOptionReadings.h"
#include "core/rules/Explanation.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/fireeffect/FireEffectTables.h"

namespace adjutant {

/// Casualties of one execution rounded once (3.6, B1): the whole figures removed and,
/// under `rounding = carryFractions`, the fraction the target keeps for next time.
struct FireEffectRounded {
    int figures = 0;
    double carried = 0;
};

/// What the Fire Effect procedures read: the typed tables and the reading in force for
/// each option (the ruleset's default unless the game chose another). Owns nothing;
/// the definition must outlive it. Every distance it hands out is in yards.
class FireEffectRules : public RuleReadingsWithTables<FireEffectRules, FireEffectTables> {
  public:
    static constexpr std::string_view kTablesName = "Fire Effect";
    using RuleReadingsWithTables::RuleReadingsWithTables;

    /// The ground scale (1, option `yardsPerInch`); the ruleset's unitsPerInch if unset.
    double yardsPerInch() const;
    double toInches(double yards) const { return yards / yardsPerInch(); }
    double toYards(double inches) const { return inches * yardsPerInch(); }
    /// Every rate and firing opportunity is multiplied by this (6.5, option `movementMultiplier`).
    int movementMultiplier() const;
    /// What scales the moves that still allow fire (3.7) and the road bonus (B14): the
    /// movement multiplier, or 1 under `movementMultiplierScope = ratesOnly` (B26).
    int movementMultiplierOfLimits() const;

    /// Rounds the casualties of one execution once, at the end (3.6, B1): nearest with
    /// an exact half going down, down, or carrying the fraction (`carried` is the
    /// target's account before this execution).
    FireEffectRounded roundCasualties(double exact, double carried = 0) const;
    /// The same for losses that are never carried (hand to hand): carryFractions rounds down.
    int roundLoss(double exact) const;
};

/// "3.4" or "3.4, B3": the digest section and the reading a number depends on.
inline std::string fireEffectRule(std::string_view section, std::string_view reading = {}) {
    return sectionAndReading(section, reading);
}

/// Whether a die shows one of the faces.
bool fireEffectFaceCounts(const std::vector<int>& faces, int die);
/// "4, 6" for the explanation of a face list.
std::string fireEffectFacesText(const std::vector<int>& faces);
/// value x numerator / denominator, multiplied before dividing so 150 x 2/3 is exactly 100.
double fireEffectScale(double value, FireEffectFraction fraction);
/// The weapon's maximum range in yards (3.1, 4.1, B7): its own, or a fraction
/// of another's (howitzers).
double fireEffectMaximumRange(const FireEffectTables& tables, const FireEffectWeapon& weapon);
/// "1/2".
std::string fireEffectFractionText(FireEffectFraction fraction);

}  // namespace adjutant
