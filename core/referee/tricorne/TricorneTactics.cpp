#include "core/referee/tricorne/TricorneTactics.h"

#include "core/referee/tricorne/TricorneReferee.h"

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"

namespace adjutant {

std::string categoryOf(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop ? troop->category : std::string();
}

std::vector<CommanderOption> tricorneCommanderOptions(const GameState& state, int side,
                                                      const std::vector<UnitGoal>& goals) {
    const SequenceStep* step = state.currentStep();
    if (!step || side < 0 ||
        static_cast<std::size_t>(side) >= state.setup().scenario->sides.size()) {
        return {};
    }
    const bool charges = step->id == "declareCharges";
    const bool movement = step->id == "movement";
    const bool firing = step->id == "firing";
    if (!charges && !movement && !firing) {
        return {};
    }
    const TricorneContext context(state);
    const TricorneBattlefield field(context);
    const TricorneTacticsView view{context, field, side, tactics::goalsByUnit(goals)};
    if (charges) {
        return tricorneChargeOptions(view);
    }
    if (movement) {
        return tricorneManoeuvreOptions(view);
    }
    return tricorneFireOptions(view);
}

bool tricorneOutOfAction(const GameState& state, const std::string& unitId) {
    const Unit* unit = state.findUnit(unitId);
    if (!unit || unit->figures <= 0) {
        return true;
    }
    const TricorneContext context(state);
    const TricorneUnitState& s = context.status(unitId);
    if (s.offTable || s.routOffTable || s.riddenDown || s.routBoundsOwed > 0 || s.routedThisBound) {
        return true;
    }
    return categoryOf(context, *unit) == "artillery" && s.guns == GunsState::Lost;
}

std::vector<CommanderOption> TricorneReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& goals) const {
    return tricorneCommanderOptions(state, side, goals);
}

bool TricorneReferee::outOfAction(const GameState& state, const std::string& unitId) const {
    return tricorneOutOfAction(state, unitId);
}

}  // namespace adjutant
