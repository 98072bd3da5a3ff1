#include "core/referee/tricorne/TricorneTactics.h"

#include "core/referee/tricorne/TricorneReferee.h"

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"
#include "core/referee/tricorne/TricorneWornUnits.h"

namespace adjutant {

std::optional<TroopCategory> categoryOf(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop) {
        return std::nullopt;
    }
    return troop->category;
}

std::vector<CommanderOption> tricorneCommanderOptions(const GameState& state, int side,
                                                      const std::vector<UnitGoal>& goals) {
    const tactics::OrderStep kind = tactics::orderStepFor(state, side, "firing");
    if (kind == tactics::OrderStep::None) {
        return {};
    }
    const TricorneContext context(state);
    const TricorneBattlefield field(context);
    const TricorneTacticsView view{context, field, side, tactics::goalsByUnit(goals),
                                   kind != tactics::OrderStep::Fire && holdsTheLead(state, side)};
    return tactics::optionsOfStep(kind, view, tricorneChargeOptions, tricorneManoeuvreOptions,
                                  tricorneFireOptions);
}

bool tricorneOutOfAction(const TricorneContext& context, const Unit& unit) {
    if (unit.figures <= 0) {
        return true;
    }
    const TricorneUnitState& s = context.status(unit);
    if (s.offTable || s.routOffTable || s.riddenDown || s.routBoundsOwed > 0 ||
        s.thisBound.routed) {
        return true;
    }
    return categoryOf(context, unit) == TroopCategory::Artillery && s.guns == GunsState::Lost;
}

bool tricorneOutOfAction(const GameState& state, const std::string& unitId) {
    const Unit* unit = state.findUnit(unitId);
    return !unit || tricorneOutOfAction(TricorneContext(state), *unit);
}

std::vector<CommanderOption> TricorneReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    return tricorneCommanderOptions(state, side, goals);
}

bool TricorneReferee::outOfAction(const GameState& state, const std::string& unitId) const {
    return tricorneOutOfAction(state, unitId);
}

}  // namespace adjutant
