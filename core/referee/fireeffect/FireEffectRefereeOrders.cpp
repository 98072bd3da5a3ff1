// Orders to Fire Effect units: fire orders (9.4, both sides in the fire step),
// charge declarations (9.2) and what stops a unit acting now.
#include <fmt/format.h>

#include "core/referee/FireOrderRefusal.h"
#include "core/referee/PresentStep.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectRefereeCharges.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant {

bool FireEffectReferee::outOfAction(const GameState& state, const std::string& unitId) const {
    // A unit's broken men are held in its groups, not its figures: what is
    // left in the ranks is what fights.
    const Unit* unit = state.findUnit(unitId);
    return !unit || !FireEffectContext(state).active(*unit);
}

std::vector<FireMode> FireEffectReferee::fireModes(const GameState& state,
                                                   const std::string& firerId,
                                                   const std::string& targetId) const {
    const Unit* firer = state.findUnit(firerId);
    const FireEffectContext context(state);
    const std::optional<Unit> target = fireEffectTarget(context, targetId);
    if (!firer || !target) {
        return {};
    }
    const TroopCategory arm = context.arm(*firer);
    if (arm == TroopCategory::Artillery || arm == TroopCategory::MachineGun) {
        return {};
    }
    const FireEffectRules& rules = context.rules();
    const bool choose = rules.optionIs("fireMethod", "playerChooses");
    const FireEffectFireMethod imposed = fireEffectMethodOfMode(
        rules.optionIs("fireMethod", "individualOnly") ? "individual" : "mass");
    std::vector<FireMode> modes;
    const std::string rule = fireEffectRule("3.3", "B1");
    const FireMode mass{"mass", "Mass fire: figures x die / 10", rule};
    const FireMode individual{"individual", "Individual fire: a die per figure", rule};
    if (choose) {
        modes = {mass, individual};
    }
    // Group fire for Jagers close in (3.5); fireMethod may not take it away
    // (option jagerGroupAndFireMethod).
    const bool jager = context.attributes(*firer).fireClass == "jager";
    const bool groupOffered = choose || rules.optionIs("jagerGroupAndFireMethod", "alwaysOffered");
    if (jager && groupOffered &&
        context.distanceYards(*firer, *target) < rules.tables().jagerGroupUnder) {
        if (modes.empty()) {
            modes.push_back(imposed == FireEffectFireMethod::Individual ? individual : mass);
        }
        modes.push_back(
            {"group", "Group fire: a die per group of 8 figures", fireEffectRule("3.5", "B6")});
    }
    return modes;
}

std::optional<std::string> FireEffectReferee::refuseFireOrder(const GameState& state,
                                                              const std::string& firerId,
                                                              const std::string& targetId,
                                                              const std::string& /*mode*/) const {
    return refuseFireOrderInTurn<FireEffectContext>(*this, state, firerId, targetId, "9.3, 9.4",
                                                    "unit or broken group", fireEffectTarget,
                                                    checkFireEffectFire);
}

void FireEffectReferee::recordFireOrder(GameState& state, const std::string& firerId,
                                        const std::string& targetId,
                                        const std::string& mode) const {
    keepStandingOrder(fireEffectState(state).fireOrders, firerId,
                      FireEffectFireOrder{targetId, mode}, targetId.empty());
}

bool FireEffectReferee::isTarget(const GameState& state, const std::string& id) const {
    return fireEffectTarget(FireEffectContext(state), id).has_value();
}

std::optional<std::string> FireEffectReferee::refuseCharge(
    const GameState& state, const std::string& chargerId,
    const std::vector<std::string>& targetIds) const {
    return refuseFireEffectCharge(state, chargerId, targetIds);
}

void FireEffectReferee::recordCharge(GameState& state, const std::string& chargerId,
                                     const std::vector<std::string>& targetIds) const {
    FireEffectUnitState& s = fireEffectState(state).unit(chargerId);
    s.charge = FireEffectCharge{};
    if (!targetIds.empty()) {
        s.charge.target = targetIds.front();
    }
}

std::optional<std::string> FireEffectReferee::whyCannotAct(const GameState& state,
                                                           const std::string& unitId) const {
    const FireEffectContext context(state);
    if (auto why = context.whyNotInPlay(unitId)) {
        return why;
    }
    // Both sides fire in the fire step: the other side with breech-loaders (9.4).
    if (!context.isPhasing(*state.findUnit(unitId)) && !isPresentStep(state, "fire")) {
        const std::optional<int> phasing = state.phasingSide();
        return fmt::format("it is the half of {}: the other side only fires back (9)",
                           fireeffect_steps::sideName(state, phasing.value_or(0)));
    }
    return std::nullopt;
}

}  // namespace adjutant
