// The computer commander's side of War of Princes: the orders a side's units
// may be given in the present step of its own player turn, each legal by the
// referee's own checks and valued with the rules' own procedures (the fire
// preview, the morale and melee tables with every die face weighted). The
// generic commander (core/ai) picks among them; nothing here chooses.
//
// Values are in figures: enemy figures expected lost (killed, or routed and so
// out of the fight) minus own, plus progress towards the unit's goal at
// tactics::kProgressPerInch per inch (PrincesTacticsSupport.h has the weights).

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

std::vector<CommanderOption> PrincesReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    // Charges (8.2), manoeuvres (8.3) and fire (8.4) are the phasing side's alone.
    const tactics::OrderStep kind = tactics::orderStepFor(state, side, "fire");
    if (kind == tactics::OrderStep::None || state.phasingSide() != std::optional<int>(side)) {
        return {};
    }
    const PrincesContext context(state);
    const princes_tactics::PrincesTacticsView view{*this, context, side,
                                                   tactics::goalsByUnit(goals)};
    return tactics::optionsOfStep(kind, view, princes_tactics::chargeOptions,
                                  princes_tactics::manoeuvreOptions, princes_tactics::fireOptions);
}

}  // namespace adjutant
