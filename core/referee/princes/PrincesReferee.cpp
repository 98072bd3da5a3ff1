#include "core/referee/princes/PrincesReferee.h"

#include <fmt/format.h>

#include "core/referee/FireOrderRefusal.h"
#include "core/referee/PlainText.h"
#include "core/referee/PresentStep.h"
#include "core/referee/SideOrder.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/StepProcedureTable.h"
#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

constexpr StepProcedure kSteps[] = {
    {"initiative", princes_steps::resolveInitiative, "the order of play is fixed"},
    {"rallyAndReload", princes_steps::resolveRallyAndReload,
     "no routing unit to rally and no rifles reloading"},
    {"declareCharges", princes_steps::resolveChargeDeclarations, "no unit declared a charge"},
    {"chargeInitiationTests", princes_steps::resolveChargeInitiation, "no charge to test"},
    {"standToChargeTests", princes_steps::resolveStandTests, "no unit was charged"},
    {"closingFire", princes_steps::resolveClosingFire, "no charged unit could give closing fire"},
    {"closingFireMorale", princes_steps::resolveClosingFireMorale,
     "no charger lost figures to closing fire"},
    {"movement", princes_steps::resolveMovement,
     "no charge to move and no router to run; the players' manoeuvres are the movement"},
    {"fire", princes_steps::resolveFire, "no unit had an order to fire"},
    {"moraleAfterFire", princes_steps::resolveMoraleAfterFire,
     "no unit lost figures to fire or was fired on by artillery"},
    {"melee", princes_steps::resolveMelee, "no units were in contact"},
    {"moraleAfterMelee", princes_steps::resolveMoraleAfterMelee, "no unit fought in melee"},
    {"endOfTurn", princes_steps::resolveEndOfTurn,
     "the turn's records are cleared; no unit reformed"},
};

}  // namespace

std::vector<Resolution> PrincesReferee::resolveStep(GameState& state, DiceSource& dice) const {
    return resolveStepByProcedure(state, dice, kSteps,
                                  "the War of Princes referee has no procedure for this step");
}

int PrincesReferee::phasingSide(const GameState& state, int playerTurn) const {
    return sideOfPlayerTurn(princesState(state).turnOrder, playerTurn);
}

bool PrincesReferee::outOfAction(const GameState& state, const std::string& unitId) const {
    const Unit* unit = state.findUnit(unitId);
    if (!unit || unit->figures <= 0) {
        return true;
    }
    // Routers may rally (8.1), but while they run they are no part of the fight.
    const PrincesUnitState& status = princesState(state).unit(unitId);
    return status.routing || status.offTable || status.gunLost;
}

std::vector<FireMode> PrincesReferee::fireModes(const GameState& state, const std::string& firerId,
                                                const std::string& targetId) const {
    const Unit* firer = state.findUnit(firerId);
    const Unit* target = state.findUnit(targetId);
    if (!firer || !target) {
        return {};
    }
    return princesFireModes(PrincesContext(state), *firer, *target);
}

std::optional<std::string> PrincesReferee::refuseFireOrder(const GameState& state,
                                                           const std::string& firerId,
                                                           const std::string& targetId,
                                                           const std::string& /*mode*/) const {
    return refuseFireOrderInTurn<PrincesContext>(
        *this, state, firerId, targetId, "8.3, 8.4", "unit",
        [](const PrincesContext& context, const std::string& id) {
            return context.state().findUnit(id);
        },
        [](const PrincesContext& context, const Unit& firer, const Unit& target) {
            return checkPrincesFire(context, firer, target, false);
        });
}

void PrincesReferee::recordFireOrder(GameState& state, const std::string& firerId,
                                     const std::string& targetId, const std::string& mode) const {
    PrincesGameState& princes = princesState(state);
    keepStandingOrder(princes.fireTargets, firerId, targetId, targetId.empty());
    // A gun whose player did not choose fires as the rules pick (5.3, A17).
    keepStandingOrder(princes.fireShots, firerId, mode, targetId.empty() || mode.empty());
}

std::optional<std::string> PrincesReferee::refuseCharge(
    const GameState& state, const std::string& chargerId,
    const std::vector<std::string>& targetIds) const {
    return refusePrincesCharge(state, chargerId, targetIds);
}

void PrincesReferee::recordCharge(GameState& state, const std::string& chargerId,
                                  const std::vector<std::string>& targetIds) const {
    PrincesUnitState& s = princesState(state).unit(chargerId);
    s.chargeTargets = targetIds;
    s.chargeInitiated = false;
}

std::optional<std::string> PrincesReferee::whyCannotAct(const GameState& state,
                                                        const std::string& unitId) const {
    const PrincesContext context(state);
    if (auto why = context.whyNotInPlay(unitId)) {
        return why;
    }
    if (!princes_steps::isPhasing(state, *state.findUnit(unitId))) {
        const std::optional<int> phasing = state.phasingSide();
        return fmt::format("it is the player turn of {}: the other side only reacts (8)",
                           sideName(state, phasing.value_or(0)));
    }
    const PrincesUnitState& s = context.status(unitId);
    if (s.routing) {
        return std::string("it is routing: it only makes its rout move (7.2)");
    }
    if (context.princes().inMelee(unitId)) {
        return std::string("it is in melee (6.3)");
    }
    return std::nullopt;
}

}  // namespace adjutant
