// The computer commander's side of Fire Effect: the orders a side's units may
// be given in the present half, each legal by the referee's own checks and
// valued with the rules' own procedures (the fire preview's exact chances, the
// shock and melee of 7.2-7.4 run over every die face). The generic commander
// (core/ai) picks among them; nothing here chooses.
//
// Values are in figures: enemy figures expected lost minus own, plus progress
// towards the unit's goal (FireEffectTacticsSupport.h).

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

std::vector<CommanderOption> FireEffectReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    const tactics::OrderStep kind = tactics::orderStepFor(state, side, "fire");
    if (kind == tactics::OrderStep::None) {
        return {};
    }
    const FireEffectContext context(state);
    // Only the phasing side charges and moves (9.2, 9.3), unless both move at
    // once; either side fires (9.4: the other fires back with breech-loaders).
    const std::optional<int> phasing = state.phasingSide();
    const bool acts =
        !phasing || *phasing == side || context.rules().optionIs("simultaneous", "on");
    if (kind != tactics::OrderStep::Fire && !acts) {
        return {};
    }
    const FireEffectTacticsView view{*this, context, side, tactics::goalsByUnit(goals)};
    return tactics::optionsOfStep(kind, view, fireEffectChargeOptions, fireEffectManoeuvreOptions,
                                  fireEffectFireOptions);
}

}  // namespace adjutant
