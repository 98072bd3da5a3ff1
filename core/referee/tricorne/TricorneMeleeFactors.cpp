#include "core/referee/tricorne/TricorneMeleeFactors.h"

#include <algorithm>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"

namespace adjutant {

namespace {

const TricorneFactor& row(const TricorneContext& context, const std::string& key) {
    return factorRow(context.tables().tacticalFactors, key,
                     "the tacticalFactors table has no row ");
}

}  // namespace

MeleeColumn meleeColumn(const TricorneContext& context, const MeleeColumnInputs& in) {
    if (in.breakingThrough) {
        return {true, "breaking through: the charging factor applies", "12.2, A19"};
    }
    if (in.brokenThroughBy) {
        if (context.option("breakthroughMeleeColumn") == "cavalryOnly") {
            return {false, "fighting cavalry that broke through: only the cavalry charges",
                    "12.2, A19"};
        }
        return {true, "fighting cavalry that broke through: both use the charging factor",
                "12.2, A19"};
    }
    if (in.continuing) {
        return {false, "melee continuing from last bound", "12.2"};
    }
    if (!in.charged) {
        return {false, "receiving the charge", "12.2, A18"};
    }
    if (in.counterCharge && !in.keepsChargingFactor) {
        return {false, "counter-charged without the charging factor", "10.2, A10"};
    }
    if (in.impetusLost) {
        return {false, "charge impetus lost to an obstacle", "13.6, A18"};
    }
    if (in.unformedWhenCharged && context.option("unformedChargerColumn") != "charging") {
        return {false, "unformed: the charge lacks impetus", "A18"};
    }
    return {true,
            in.counterCharge ? "counter-charging, first bound of contact"
                             : "charging, first bound of contact",
            "12.2"};
}

std::vector<AppliedTacticalFactor> applicableTacticalFactors(const TricorneContext& context,
                                                             const TacticalFactorInputs& in) {
    std::vector<AppliedTacticalFactor> factors;
    const auto add = [&](const std::string& key, std::string label, std::string note = {}) {
        const TricorneFactor& f = row(context, key);
        factors.push_back(
            {key, std::move(label), f.valueFor(context.choices()), f.rule, std::move(note)});
    };
    if (in.attackedInFlankOrRear) {
        add("attackedInFlankOrRear", "Attacked in the flank or rear");
    }
    if (isFoot(in.category) && in.enemyBehindHardCover) {
        if (in.grenadier) {
            add("grenadiersAgainstHardCover", "Grenadiers against troops in hard cover",
                "instead of the infantry deduction (A21)");
        } else {
            add("infantryAgainstHardCover", "Infantry against troops behind hard cover");
        }
    }
    if (in.category == TroopCategory::Cavalry && in.enemyInfantryInSquare &&
        !in.brokeThroughEnemy) {
        add("cavalryAgainstSquare", "Cavalry against infantry in square");
    }
    if (in.uphill) {
        add("fightingUphill", "Fighting uphill");
    }
    if (in.reforming || in.shaken || in.unformed || in.retreatedLastBound) {
        const char* which = in.reforming  ? "reforming"
                            : in.shaken   ? "shaken"
                            : in.unformed ? "unformed"
                                          : "retreated last bound";
        add("reformingShakenUnformedOrRetreated", "Reforming, shaken, unformed or retreated",
            which);
    }
    if (in.routedLastBound) {
        add("routedLastBound", "Routed last bound");
    }
    return factors;
}

TacticalFactorInputs tacticalInputs(const TricorneContext& context, const Unit& unit,
                                    const Unit& enemy, const ChargeList& charges) {
    TacticalFactorInputs in;
    const TricorneTroopType* troop = context.troop(unit);
    const TricorneTroopType* enemyTroop = context.troop(enemy);
    const TricorneUnitState& s = context.status(unit);
    if (troop) {
        in.category = troop->category;
    }
    in.grenadier = troop && troop->grenadier;
    if (unit.formation != Formation::Square) {  // A44.6: a square has no flank or rear
        for (const Unit* other : enemiesTouching(context, unit)) {
            const ChargeImpetus* charge = findCharge(charges, other->id);
            if (attackerOnFlankOrRear(context, unit, *other) ||
                (charge && contains(charge->flankOrRearTargets, unit.id))) {
                in.attackedInFlankOrRear = true;
            }
        }
    }
    in.enemyBehindHardCover = enemyBehindHardCover(context, unit, enemy);
    in.enemyInfantryInSquare =
        enemy.formation == Formation::Square && enemyTroop && isFoot(enemyTroop->category);
    in.brokeThroughEnemy = contains(s.brokenThrough, enemy.id);
    in.uphill = fightingUphill(context, unit, enemy);
    in.reforming = s.reformingBoundsLeft > 0;
    in.shaken = s.shaken;
    // 12.5: the unforming of this bound's melee counts from the next melee on
    // (A50 keeps it from the breakthrough test the same way).
    in.unformed = s.thisBound.inMelee ? s.thisBound.unformedBeforeMelee : s.unformed;
    in.retreatedLastBound = s.lastBound.retreated;
    in.routedLastBound = s.lastBound.routed;
    return in;
}

MeleeColumnInputs columnInputs(const TricorneContext& context, const Unit& unit, const Unit& enemy,
                               const MeleePair& pair, const ChargeList& charges) {
    MeleeColumnInputs in;
    const TricorneUnitState& s = context.status(unit);
    const TricorneUnitState& e = context.status(enemy);
    in.continuing = pair.continuing;
    if (const ChargeImpetus* charge = findCharge(charges, unit.id)) {
        in.charged = true;
        in.counterCharge = charge->counterCharge;
        in.keepsChargingFactor = charge->keepsChargingFactor;
        in.impetusLost = charge->impetusLost;
        in.unformedWhenCharged = charge->unformedWhenCharged;
    }
    // A19: the melees after a breakthrough in the same bound (steps 6-7).
    in.breakingThrough = s.thisBound.brokeThrough && !pair.continuing;
    in.brokenThroughBy = e.thisBound.brokeThrough && !pair.continuing;
    return in;
}

Explanation explainTacticalFactors(const std::vector<AppliedTacticalFactor>& factors) {
    return explainAppliedFactors("Tactical factors", "12.4", factors, "none apply");
}

}  // namespace adjutant
