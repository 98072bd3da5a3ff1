// The declare-charges step (8.2) for the computer commander: the charges a
// unit may declare, valued by what the rules' own procedures say follows,
// every die face weighted equally and the game's dice never looked at:
//   - the charger's test to initiate (7.3): anything but a pass cancels it,
//     and a retire or rout costs the charger;
//   - the target's test to stand (7.3): a rout or retire is the charger's gain;
//   - closing fire from a target that passed and may fire (8.2.4);
//   - one round of hand to hand (6.1-6.3): the expected kills each way, from
//     the kill numbers and dice of both sides;
//   - the tests after melee (7.3) of both, in contact and so halted.
// A charge is proposed only when the referee accepts the declaration; its
// value is the expectation, so the commander charges when the odds favour it.

#include <fmt/format.h>

#include <algorithm>

#include "core/dice/ScriptedDice.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesTacticsSupport.h"

namespace adjutant::princes_tactics {

namespace {

constexpr int kFaces = 6;

// Dice that always show six: working out a volley's dice and threshold without a roll.
struct Sixes : DiceSource {
    int nextValue(std::string_view) override { return kFaces; }
};

// The hits closing fire is expected to score on the charger (8.2.4), 0 when
// the target may not give it.
double closingFireHits(const PrincesContext& context, const Unit& target, const Unit& charger) {
    const PrincesFireCheck check = checkPrincesFire(context, target, charger, true);
    if (!check.allowed || context.status(target.id).noFireMarker) {
        return 0;
    }
    Sixes sixes;
    const PrincesFireResult worked = resolvePrincesFire(
        context.rules(), princesFireInputs(context, target, charger, check.distance, true), sixes);
    if (!worked.tableThreshold) {
        return 0;
    }
    const double p = std::clamp((worked.threshold - worked.dieModifier) / 6.0, 0.0, 1.0);
    return worked.dice * p;
}

double expectedKills(const PrincesRules& rules, const PrincesMeleeSide& side,
                     const PrincesMeleeSide& enemy) {
    const int kill = std::clamp(princesKillNumber(rules, side, enemy), 0, kFaces);
    return princesMeleeDice(rules, side) * kill / static_cast<double>(kFaces);
}

// What a unit's test after melee is expected to cost it in figures routed or
// given ground, tested with the kills it is expected to have taken.
double afterMeleeLoss(const PrincesContext& context, const Unit& unit, const Unit& enemy,
                      double killsTaken) {
    PrincesMoraleInputs inputs =
        context.moraleInputs(unit, {princes_trigger::kAfterMelee}, &enemy, false);
    inputs.figures = std::max(1, inputs.figures - static_cast<int>(killsTaken + 0.5));
    inputs.halted = true;  // every unit in contact counts as halted (8.7)
    const MoraleOdds odds = moraleOdds(context.rules(), inputs);
    const double left = std::max(0.0, unit.figures - killsTaken);
    return (odds.rout * kRoutShare + odds.retire * kRetireShare) * left;
}

struct ChargeOdds {
    double value = 0;
    double risk = 0;
    double initiates = 0;  // chance the charger passes its test to initiate
    double breaks = 0;     // chance the target retires or routs before contact
};

ChargeOdds chargeOdds(const PrincesContext& context, const Unit& charger, const Unit& target,
                      const PrincesChargeReach& reach) {
    const PrincesRules& rules = context.rules();
    const double own = charger.figures;
    const double theirs = target.figures;
    ChargeOdds odds;
    const MoraleOdds initiation = moraleOdds(
        rules, context.moraleInputs(charger, {princes_trigger::kInitiateCharge}, &target, true));
    odds.initiates = initiation.pass;
    const double failure = (initiation.rout * kRoutShare + initiation.retire * kRetireShare) * own;

    const PrincesMoraleInputs stand =
        context.moraleInputs(target, {princes_trigger::kStandToCharge}, &charger, false);
    const double closing = closingFireHits(context, target, charger);
    double afterStand = 0;
    double ownLoss = 0;
    for (int face = 1; face <= kFaces; ++face) {
        ScriptedDice die({face});
        const PrincesMoraleOutcome outcome = resolvePrincesMorale(rules, stand, die);
        double value = 0;
        double loss = 0;
        if (outcome.rout) {
            value = kRoutShare * theirs;
            odds.breaks += 1.0 / kFaces;
        } else if (outcome.retire) {
            value = kRetireShare * theirs;
            odds.breaks += 1.0 / kFaces;
        } else {
            const bool fires = !outcome.halt && !outcome.noFire && !outcome.disorder;
            const double volley = fires ? closing : 0.0;
            PrincesMeleeSide attacker = context.meleeSide(charger, reach.path.crossesObstacle);
            attacker.chargedThisTurn = true;
            attacker.halted = false;
            attacker.figures = std::max(0, charger.figures - static_cast<int>(volley + 0.5));
            PrincesMeleeSide defender = context.meleeSide(target, false);
            defender.disordered = defender.disordered || outcome.disorder;
            defender.halted = true;
            const double killsOnTarget = expectedKills(rules, attacker, defender);
            const double killsOnCharger = expectedKills(rules, defender, attacker);
            loss = volley + killsOnCharger +
                   afterMeleeLoss(context, charger, target, volley + killsOnCharger);
            value = killsOnTarget + afterMeleeLoss(context, target, charger, killsOnTarget) +
                    (outcome.disorder ? kDisorderShare * theirs : 0.0) - loss;
        }
        afterStand += value / kFaces;
        ownLoss += loss / kFaces;
    }
    odds.value = odds.initiates * afterStand - failure;
    odds.risk = odds.initiates * ownLoss + failure;
    return odds;
}

}  // namespace

std::vector<CommanderOption> chargeOptions(const PrincesTacticsView& view) {
    const PrincesContext& context = view.context;
    const GameState& state = context.state();
    std::vector<CommanderOption> options;
    for (const Unit* unit : view.actingUnits()) {
        const PrincesUnitState& s = context.status(unit->id);
        // Never forward: a disordered, retiring or spent unit; skirmishers
        // fight formed troops at -2 (6.2) and leave the bayonet to the line.
        if (s.disordered || s.retiring() || spent(*unit) ||
            unit->formation == Formation::SkirmishLine) {
            continue;
        }
        for (const EnemyAt& enemy : enemiesNearest(context, *unit)) {
            if (view.referee.refuseCharge(state, unit->id, {enemy.unit->id})) {
                continue;
            }
            const PrincesChargeReach reach = princesChargeReach(context, *unit, *enemy.unit);
            const ChargeOdds odds = chargeOdds(context, *unit, *enemy.unit, reach);
            options.push_back(tactics::chargeOption(
                unit->id, {enemy.unit->id}, odds.value, odds.risk,
                fmt::format("{} charges {}: it goes in on {:.0f}% of throws and the target "
                            "gives way on {:.0f}%, {:+.1f} figures expected",
                            unit->name, enemy.unit->name, odds.initiates * 100, odds.breaks * 100,
                            odds.value)));
        }
    }
    return options;
}

}  // namespace adjutant::princes_tactics
