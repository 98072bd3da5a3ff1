// The charge step for the computer commander: every charge a unit may declare
// on one of the nearest enemies, valued by running the shock and melee of 7.2-7.4
// over every die face (never the game's dice), less the fire the chargers are
// expected to take from their target on the way in (9.4).
#include <fmt/format.h>

#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectFireChances.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"

namespace adjutant {

namespace {

// The nearest enemies tried as targets.
constexpr std::size_t kTargetCandidates = 3;
// Melee rounds weighed: ties rolled again beyond these are rare enough to leave out.
constexpr int kMeleeDice = 6;
// A beaten enemy flees a full move (7.3): worth this share of its figures, as
// it is out of the fight until it rallies.
constexpr double kFlightShare = 0.3;

struct MeleeOdds {
    double enemyLoss = 0;
    double ownLoss = 0;
    double win = 0;
    double lose = 0;
};

double expectationOf(const std::vector<double>& chances) {
    double sum = 0;
    double weight = 0;
    for (std::size_t n = 0; n < chances.size(); ++n) {
        sum += static_cast<double>(n) * chances[n];
        weight += chances[n];
    }
    return weight > 0 ? sum / weight : 0;
}

MeleeOdds meleeOdds(const FireEffectContext& context, const Unit& charger, const Unit& target) {
    const FireEffectMeleeSide first = fireeffect_steps::meleeSide(context, charger, target, true);
    const FireEffectMeleeSide second = fireeffect_steps::meleeSide(context, target, charger, false);
    auto over = [&](const std::function<int(const FireEffectMeleeResult&)>& read) {
        return expectationOf(fireEffectResultChances(
            [&](DiceSource& dice) {
                return read(resolveFireEffectMelee(context.rules(), first, second, dice));
            },
            kMeleeDice, true));
    };
    MeleeOdds odds;
    odds.enemyLoss = over(
        [](const FireEffectMeleeResult& r) { return r.first.shockInflicted + r.second.losses; });
    odds.ownLoss = over(
        [](const FireEffectMeleeResult& r) { return r.second.shockInflicted + r.first.losses; });
    odds.win = over([](const FireEffectMeleeResult& r) { return r.winner == 1 ? 1 : 0; });
    odds.lose = over([](const FireEffectMeleeResult& r) { return r.winner == 2 ? 1 : 0; });
    return odds;
}

}  // namespace

std::vector<CommanderOption> fireEffectChargeOptions(const FireEffectTacticsView& view) {
    const FireEffectContext& context = view.context;
    const GameState& state = context.state();
    std::vector<CommanderOption> options;
    for (const Unit* unit : view.own()) {
        if (context.isGun(*unit) || view.referee.whyCannotAct(state, unit->id)) {
            continue;
        }
        std::size_t tried = 0;
        for (const Unit* enemy : context.enemiesByDistance(*unit)) {
            if (tried++ == kTargetCandidates) {
                break;
            }
            if (view.referee.refuseCharge(state, unit->id, {enemy->id})) {
                continue;
            }
            const MeleeOdds odds = meleeOdds(context, *unit, *enemy);
            // The target's fire at the chargers as they stand: the most it may
            // shoot at them before contact.
            const FirePreview fire = view.referee.previewFire(state, enemy->id, unit->id, {});
            const double fireLoss = fire.canFire ? fire.expectedCasualties : 0.0;
            const double value =
                odds.enemyLoss - odds.ownLoss - fireLoss + odds.win * kFlightShare * enemy->figures;
            if (value < kChargeMargin) {
                continue;
            }
            options.push_back(tactics::chargeOption(
                unit->id, {enemy->id}, value, odds.lose * unit->figures * 0.5 + fireLoss,
                fmt::format(
                    "{} charges {}: wins {:.0f}% of the time, {:.1f} figures lost to their {:.1f}",
                    unit->name, enemy->name, odds.win * 100, odds.enemyLoss,
                    odds.ownLoss + fireLoss)));
        }
    }
    return options;
}

}  // namespace adjutant
