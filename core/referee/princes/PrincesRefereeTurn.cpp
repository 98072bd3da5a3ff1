// The steps that open and close a player turn: initiative (8.0, once a bound),
// rallying routers and reloading rifles (8.1) and the end of the turn (8.8).
#include <fmt/format.h>

#include <algorithm>

#include "core/referee/InitiativeRollOff.h"
#include "core/referee/PlainText.h"
#include "core/referee/princes/PrincesFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant::princes_steps {

std::vector<Resolution> resolveInitiative(GameState& state, DiceSource& dice) {
    const PrincesContext context(state);
    PrincesGameState& princes = princesState(state);
    const BoundInitiativeRule how{"8.0", context.rules().optionIs("initiative", "rollEachBound"),
                                  " rolled higher and moves first",
                                  " moves first: the scenario fixes the order (8.0 [P])",
                                  "Bound {}: {} has the first player turn"};
    return {resolveBoundInitiative(state, dice,
                                   Explanation{"Initiative", std::nullopt, "8.0", {}, {}}, how,
                                   princes.turnOrder, princes.initiativeRolls)};
}

std::vector<Resolution> resolveRallyAndReload(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    for (const std::string& id : phasingUnits(state)) {
        if (princesState(state).unit(id).routing) {
            done.push_back(
                testMorale(state, id, {princes_trigger::kRallyRouters}, {}, false, dice));
        }
    }
    for (const std::string& id : phasingUnits(state)) {
        PrincesUnitState& s = princesState(state).unit(id);
        if (s.reloadTurns > 0) {
            --s.reloadTurns;
            s.reloadingThisTurn = true;
            const PrincesContext context(state);
            const bool mayMove = princesRifleReload(context.rules()).mayMove;
            Explanation why{"Reloading rifles", std::nullopt, "4.3", {}, {}};
            why.note = mayMove ? "no fire this turn; it may move (A6)"
                               : "no fire and no movement this turn (A6)";
            // The summary is written before the explanation is moved into the
            // resolution: the order the arguments are made in is the compiler's.
            std::string summary = fmt::format("{} reloads: {}", state.findUnit(id)->name, why.note);
            done.push_back(
                makeResolution(state, "reload", {id}, std::move(summary), std::move(why), nullptr));
        }
    }
    return done;
}

std::vector<Resolution> resolveEndOfTurn(GameState& state) {
    const PrincesContext context(state);
    const bool reformClears = !context.rules().optionIs("disorderRecovery", "never");
    std::vector<Resolution> done;
    PrincesGameState& princes = princesState(state);
    for (const Unit& unit : state.units()) {
        PrincesUnitState& s = princes.unit(unit.id);
        s.casualtiesThisStep = 0;
        s.firedOnByArtillery = false;
        s.foughtMelee = false;
        s.standPassed = false;
        if (!isPhasing(state, unit)) {
            continue;
        }
        if (s.spending.reformed && s.disordered && reformClears && !s.routing) {
            s.disordered = false;
            Explanation why{"Reformed", std::nullopt, "4.7", "disorder removed (A26)", {}};
            done.push_back(makeResolution(state, "reform", {unit.id},
                                          unit.name + " has reformed: no longer disordered",
                                          std::move(why), nullptr));
        }
        s.movedInLastOwnMovement = s.movedThisTurn;
        s.movedThisTurn = false;
        s.spending = PrincesTurnSpending{};
        s.distanceMovedThisTurn = 0;
        s.firedThisTurn = false;
        s.reloadingThisTurn = false;
        s.chargeTargets.clear();
        s.chargeInitiated = false;
        s.chargedThisTurn = false;
        s.causedBy.clear();
        s.haltMarkerTurns = std::max(0, s.haltMarkerTurns - 1);
        s.retiringTurns = std::max(0, s.retiringTurns - 1);
        princes.fireTargets.erase(unit.id);
    }
    return done;
}

}  // namespace adjutant::princes_steps
