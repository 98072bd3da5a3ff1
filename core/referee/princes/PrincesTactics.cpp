#include "core/referee/princes/PrincesTactics.h"

#include <algorithm>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesTacticsSupport.h"

namespace adjutant {

namespace princes_tactics {

std::vector<const Unit*> PrincesTacticsView::actingUnits() const {
    std::vector<const Unit*> units;
    for (const Unit& unit : context.state().units()) {
        if (unit.side == side && context.active(unit) &&
            !referee.whyCannotAct(context.state(), unit.id)) {
            units.push_back(&unit);
        }
    }
    return units;
}

std::vector<EnemyAt> enemiesNearest(const PrincesContext& context, const Unit& unit,
                                    std::size_t count) {
    std::vector<EnemyAt> found;
    for (const Unit* enemy : context.enemiesOf(unit)) {
        found.push_back({context.distanceBetween(unit, *enemy), enemy});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const EnemyAt& a, const EnemyAt& b) { return a.distance < b.distance; });
    if (found.size() > count) {
        found.resize(count);
    }
    return found;
}

MoraleOdds moraleOdds(const PrincesRules& rules, const PrincesMoraleInputs& inputs) {
    constexpr int kFaces = 6;
    MoraleOdds odds;
    for (int face = 1; face <= kFaces; ++face) {
        ScriptedDice die({face});
        const PrincesMoraleOutcome outcome = resolvePrincesMorale(rules, inputs, die);
        if (outcome.rout) {
            odds.rout += 1.0 / kFaces;
        } else if (outcome.retire) {
            odds.retire += 1.0 / kFaces;
        } else if (outcome.halt || outcome.noFire || outcome.disorder) {
            odds.halt += 1.0 / kFaces;
        } else {
            odds.pass += 1.0 / kFaces;
        }
    }
    return odds;
}

TroopCategory armOf(const PrincesContext& context, const Unit& unit) {
    return context.arm(unit);
}

bool spent(const Unit& unit) {
    const int start = unit.startFigures > 0 ? unit.startFigures : unit.figures;
    return unit.figures <= kSpentStrength * start;
}

}  // namespace princes_tactics

std::vector<CommanderOption> princesCommanderOptions(const PrincesReferee& referee,
                                                     const GameState& state, int side,
                                                     const std::vector<UnitGoal>& goals) {
    const SequenceStep* step = tactics::presentStepFor(state, side);
    if (!step || state.phasingSide() != std::optional<int>(side)) {
        return {};
    }
    const tactics::OrderStep kind = tactics::orderStepOf(*step, "fire");
    if (kind == tactics::OrderStep::None) {
        return {};
    }
    const PrincesContext context(state);
    const princes_tactics::PrincesTacticsView view{referee, context, side,
                                                   tactics::goalsByUnit(goals)};
    return tactics::optionsOfStep(kind, view, princes_tactics::chargeOptions,
                                  princes_tactics::manoeuvreOptions, princes_tactics::fireOptions);
}

std::vector<CommanderOption> PrincesReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    return princesCommanderOptions(*this, state, side, goals);
}

}  // namespace adjutant
