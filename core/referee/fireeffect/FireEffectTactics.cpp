#include "core/referee/fireeffect/FireEffectTactics.h"

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"

namespace adjutant {

std::vector<const Unit*> FireEffectTacticsView::own() const {
    std::vector<const Unit*> units;
    for (const Unit& unit : context.state().units()) {
        if (unit.side == side && context.active(unit)) {
            units.push_back(&unit);
        }
    }
    return units;
}

double fireEffectReachYards(const FireEffectContext& context, const Unit& unit) {
    const FireEffectTables& tables = context.rules().tables();
    auto weapon = tables.weapons.find(context.weapon(unit));
    if (weapon == tables.weapons.end()) {
        return 0;
    }
    double reach = weapon->second.maxRange;
    auto ranges = tables.smallArmsRanges.find(context.attributes(unit).fireClass);
    if (weapon->second.kind == "smallArms" && ranges != tables.smallArmsRanges.end() &&
        !ranges->second.bands.empty()) {
        reach = std::min(reach, ranges->second.bands.back().to);
    }
    if (weapon->second.kind != "smallArms" && !tables.artilleryHits.empty()) {
        reach = std::min(reach, tables.artilleryHits.back().to);
    }
    return reach;
}

std::vector<CommanderOption> fireEffectCommanderOptions(const RulesetReferee& referee,
                                                        const GameState& state, int side,
                                                        const std::vector<UnitGoal>& goals) {
    const SequenceStep* step = tactics::presentStepFor(state, side);
    if (!step) {
        return {};
    }
    const tactics::OrderStep kind = tactics::orderStepOf(*step, "fire");
    const std::optional<int> phasing = state.phasingSide();
    const bool acts = !phasing || *phasing == side ||
                      FireEffectContext(state).rules().optionIs("simultaneous", "on");
    if (kind != tactics::OrderStep::Fire && !acts) {
        return {};  // only the phasing side charges and moves (9.2, 9.3)
    }
    if (kind == tactics::OrderStep::None) {
        return {};
    }
    const FireEffectContext context(state);
    const FireEffectTacticsView view{referee, context, side, tactics::goalsByUnit(goals)};
    return tactics::optionsOfStep(kind, view, fireEffectChargeOptions, fireEffectManoeuvreOptions,
                                  fireEffectFireOptions);
}

std::vector<CommanderOption> FireEffectReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    return fireEffectCommanderOptions(*this, state, side, goals);
}

}  // namespace adjutant
