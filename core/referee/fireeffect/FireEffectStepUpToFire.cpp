// A holding infantry unit stepping up to fire (UnitGoal::takeCover). An
// attacker that halts just beyond the reach of the holding unit's rifles
// (600 yds) is safe from them, and the holding unit from its rifles; but rifle
// fire at long range does half its effect on troops in the open and one less
// on each die against troops lying down (3.4), so a unit that steps up the
// few yards into reach and lies down gives more than it takes against an
// enemy standing in the open. It steps only at the pace that still lets it
// fire (100 yds, 3.7) and never further from its post than a holding unit
// keeps, so it is not called back; once in reach it lies down as before.
#include <fmt/format.h>

#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectAdvance.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"

namespace adjutant {

namespace {

// A die's mean face: lying down takes the ruleset's reduction off each die of
// mass fire (3.4), so a volley keeps (3.5 - reduction) / 3.5 of its effect.
constexpr double kMeanFace = 3.5;
// The step must gain at least this many figures a volley.
constexpr double kStepMargin = 0.5;

}  // namespace

bool fireEffectStepUpToFireOption(const FireEffectTacticsView& view, const UnitSituation& s,
                                  std::vector<CommanderOption>& options) {
    const FireEffectContext& context = view.context;
    const FireEffectTables& tables = context.rules().tables();
    const double reach = fireEffectReachYards(context, s.unit);
    const double step = s.enemyYards - reach + 10;
    // Only as far as the pace at which it still fires (3.7).
    if (reach <= 0 || s.unit.formation == Formation::MarchColumn || context.isGun(s.unit) ||
        step <= 0 || step > tables.advancingFiringMaxMove ||
        s.goalYards + step > kHoldToleranceYards) {
        return false;
    }
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    order.pace = "advancingFiring";
    const auto layout = context.layout(s.nearestEnemy);
    const Vec2 enemyAt = layout ? layout->centre() : s.nearestEnemy.pose.position;
    auto move = firstLegalFireEffectAdvance(view.referee, context.state(), s.unit, order,
                                            Pose::bearingOf(enemyAt - s.unit.pose.position),
                                            context.rules().toInches(step));
    if (!move) {
        return false;
    }
    // The fire it would give and draw where the step ends.
    GameState trial = context.state();
    trial.editUnit(s.unit.id)->pose = move->path.back();
    const Unit& placed = *trial.findUnit(s.unit.id);
    const FireEffectContext there(trial);
    double given = 0;
    double drawn = 0;
    for (const Unit* enemy : there.enemiesByDistance(placed)) {
        given = std::max(given, fireEffectExpectedVolley(there, placed, *enemy));
        drawn += fireEffectExpectedVolley(there, *enemy, placed);
    }
    drawn *= (kMeanFace - tables.massProneDieReduction) / kMeanFace;
    if (given - drawn < kStepMargin) {
        return false;
    }
    options.push_back(tactics::manoeuvreOption(
        s.unit.id, typedManoeuvre(std::move(*move)), given - drawn,
        fmt::format("{} steps up to bring {} within its rifles: {:.1f} casualties a volley "
                    "given, {:.1f} drawn lying down",
                    s.unit.name, s.nearestEnemy.name, given, drawn)));
    return true;
}

}  // namespace adjutant
