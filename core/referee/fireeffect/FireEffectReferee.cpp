#include "core/referee/fireeffect/FireEffectReferee.h"

#include "core/referee/SideOrder.h"
#include "core/referee/StepProcedureTable.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant {

namespace {

constexpr StepProcedure kSteps[] = {
    {"initiative", fireeffect_steps::resolveInitiative, "the order of the halves is fixed"},
    {"brokenTroops", fireeffect_steps::resolveBrokenTroops, "no broken troops to check or rally"},
    {"declareCharges", fireeffect_steps::resolveChargeDeclarations, "no unit declared a charge"},
    {"movement", fireeffect_steps::resolveMovement,
     "no charge to move and no broken group fleeing; the players' manoeuvres are the movement"},
    {"fire", fireeffect_steps::resolveFire, "no unit had an order to fire"},
    {"moraleAfterFire", fireeffect_steps::resolveMoraleAfterFire, "no unit lost figures to fire"},
    {"handToHand", fireeffect_steps::resolveHandToHand, "no charge made contact"},
    {"endOfHalf", fireeffect_steps::resolveEndOfHalf, "the half's records are cleared"},
};

}  // namespace

std::vector<Resolution> FireEffectReferee::resolveStep(GameState& state, DiceSource& dice) const {
    return resolveStepByProcedure(state, dice, kSteps,
                                  "the Fire Effect referee has no procedure for this step");
}

int FireEffectReferee::playerTurnsPerBound(const GameState& state, int sides) const {
    return FireEffectContext(state).rules().optionIs("simultaneous", "on") ? 1 : sides;
}

int FireEffectReferee::phasingSide(const GameState& state, int playerTurn) const {
    return sideOfPlayerTurn(fireEffectState(state).halfOrder, playerTurn);
}

}  // namespace adjutant
