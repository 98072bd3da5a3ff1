// The charge step for the computer commander: every charge a unit may declare
// on one of the nearest enemies, valued by running the shock and melee of 7.2-7.4
// over every die face (never the game's dice), less the fire the chargers are
// expected to take from their target on the way in (9.4).
#include <fmt/format.h>

#include <array>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

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

// What a melee's result depends on: both sides but their names, which only
// the explanation reads. Units stacked or copied give the same key.
using MeleeSideKey = std::tuple<TroopCategory, std::string, std::string, Formation, int, bool, bool,
                                bool, bool, bool, double>;
using MeleeKey = std::pair<MeleeSideKey, MeleeSideKey>;

MeleeSideKey keyOf(const FireEffectMeleeSide& side) {
    return {side.arm,     side.shockType,     side.mover,          side.formation,
            side.figures, side.charged,       side.outOfFormation, side.takenInFlank,
            side.broken,  side.failedToStand, side.carriedFraction};
}

void addChance(std::vector<double>& chances, int value, double weight) {
    if (value < 0) {
        return;
    }
    if (static_cast<std::size_t>(value) >= chances.size()) {
        chances.resize(static_cast<std::size_t>(value) + 1, 0.0);
    }
    chances[static_cast<std::size_t>(value)] += weight;
}

// One walk over the dice gives all four expectations; each is summed as a
// walk of its own would sum it, so the values are the same to the last bit.
MeleeOdds weighMelee(const FireEffectContext& context, const FireEffectMeleeSide& first,
                     const FireEffectMeleeSide& second) {
    std::array<std::vector<double>, 4> chances;
    FireEffectMeleeResult last;
    const bool fits = weighFireEffectDice(
        [&](DiceSource& dice) {
            last = resolveFireEffectMelee(context.rules(), first, second, dice);
        },
        [&](double weight) {
            addChance(chances[0], last.first.shockInflicted + last.second.losses, weight);
            addChance(chances[1], last.second.shockInflicted + last.first.losses, weight);
            addChance(chances[2], last.winner == 1 ? 1 : 0, weight);
            addChance(chances[3], last.winner == 2 ? 1 : 0, weight);
        },
        kMeleeDice, true);
    if (!fits) {
        return {};
    }
    return {expectationOf(chances[0]), expectationOf(chances[1]), expectationOf(chances[2]),
            expectationOf(chances[3])};
}

// Stacked or identical units ask for the same melee again and again: each
// pair of sides is weighed once per call of the charge options.
MeleeOdds meleeOdds(const FireEffectContext& context, const Unit& charger, const Unit& target,
                    std::map<MeleeKey, MeleeOdds>& weighed) {
    const FireEffectMeleeSide first = fireeffect_steps::meleeSide(context, charger, target, true);
    const FireEffectMeleeSide second = fireeffect_steps::meleeSide(context, target, charger, false);
    MeleeKey key{keyOf(first), keyOf(second)};
    if (const auto found = weighed.find(key); found != weighed.end()) {
        return found->second;
    }
    const MeleeOdds odds = weighMelee(context, first, second);
    weighed.emplace(std::move(key), odds);
    return odds;
}

}  // namespace

std::vector<CommanderOption> fireEffectChargeOptions(const FireEffectTacticsView& view) {
    const FireEffectContext& context = view.context;
    const GameState& state = context.state();
    std::vector<CommanderOption> options;
    std::map<MeleeKey, MeleeOdds> weighed;
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
            const MeleeOdds odds = meleeOdds(context, *unit, *enemy, weighed);
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
