#include "core/referee/tricorne/TricorneBreakthroughContacts.h"

#include <cmath>
#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneBreakthrough.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneChargeResponseApply.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMelee.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"

namespace adjutant {

namespace {

void respond(GameState& state, const std::string& chargerId, const std::string& contactedId,
             DiceSource& dice, std::vector<Resolution>& resolutions) {
    std::vector<TricorneAction> actions;
    {
        const TricorneContext context(state);
        const ChargeResponder responder{contactedId, chargerId, {}, {chargerId}};
        ChargeResponseTest test = testChargeResponse(context, responder, dice);
        resolutions.push_back(test.resolution);
        actions = test.actions();
        recordChargeResponse(state, test);
        if (test.exempt) {
            return;  // 9.1.3: a square of an earlier bound does not respond
        }
    }
    // The unit is not among the charger's declared targets, so its plan is made
    // here, not by planChargeResponses: the charger is already in contact, so a
    // fire response is too close to make (10.1.5, A8).
    ChargeResponsePlan plan;
    {
        const TricorneContext context(state);
        const Unit* charger = context.unit(chargerId);
        plan = planChargeResponse(context, contactedId, chargerId, std::move(actions),
                                  charger ? footprintOf(context, *charger) : std::nullopt,
                                  "in contact after its breakthrough (8.6)");
    }
    resolutions.push_back(applyImmediateResponse(state, plan));
    // As in step 3: a crew leaves its guns, a battery that routs loses them.
    if (std::optional<Resolution> left = crewLeavesGuns(state, plan)) {
        resolutions.push_back(std::move(*left));
    }
    const std::optional<TricorneActionCode> kind = moveAwayOf(plan);
    if (kind && !batteryMovesAway(state, plan, *kind, resolutions)) {
        const TricorneAction* rout = plan.find(TricorneActionCode::Rout);
        const int bounds = rout ? static_cast<int>(std::lround(rout->bounds.value_or(1))) : 1;
        resolutions.push_back(makeResponseMove(state, contactedId, *kind, bounds,
                                               *kind == TricorneActionCode::RoutOffTable,
                                               chargerId));
    }
}

}  // namespace

std::vector<Resolution> resolveBreakthroughContactsStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> resolutions;
    auto contacts = tricorneState(state).orders.breakthroughContacts;
    tricorneState(state).orders.breakthroughContacts.clear();
    // Each round fights only pairs that have not met this bound and each pair
    // tests for breakthrough once, so the loop ends; the guard is for safety.
    for (std::size_t round = 0; !contacts.empty() && round <= state.units().size(); ++round) {
        for (const auto& [chargerId, contactedId] : contacts) {
            if (state.findUnit(chargerId) && state.findUnit(contactedId)) {
                respond(state, chargerId, contactedId, dice, resolutions);
            }
        }
        const ChargeList charges = chargesOfThisBound(TricorneContext(state));
        for (Resolution& melee : resolveMeleeStep(state, charges, dice)) {
            resolutions.push_back(std::move(melee));
        }
        BreakthroughStepResult next =
            resolveBreakthroughStep(state, chargesOfThisBound(TricorneContext(state)), dice);
        std::move(next.resolutions.begin(), next.resolutions.end(),
                  std::back_inserter(resolutions));
        contacts.clear();
        for (const BreakthroughContact& contact : next.newContacts) {
            contacts.emplace_back(contact.chargerId, contact.contactedId);
        }
    }
    return resolutions;
}

}  // namespace adjutant
