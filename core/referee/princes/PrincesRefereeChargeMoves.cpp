// The second half of a charge (8.2.4-8.2.6, 8.3): closing fire from the targets
// that stood, the chargers' test after it, and the movement step, in which the
// surviving charges go into contact and the routers of the phasing side run.
#include <fmt/format.h>

#include <algorithm>

#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant::princes_steps {

namespace {

std::vector<std::string> survivingChargers(const GameState& state) {
    std::vector<std::string> ids;
    for (const std::string& id : phasingUnits(state)) {
        const PrincesUnitState& s = princesState(state).unit(id);
        if (s.chargeInitiated && !s.chargeTargets.empty()) {
            ids.push_back(id);
        }
    }
    return ids;
}

}  // namespace

std::vector<Resolution> resolveClosingFire(GameState& state, DiceSource& dice) {
    struct Hit {
        std::string charger, target;
        int hits = 0;
    };
    std::vector<Hit> hits;
    std::vector<Resolution> done;
    std::vector<std::string> fired;
    for (const std::string& chargerId : survivingChargers(state)) {
        const std::vector<std::string> targets = princesState(state).unit(chargerId).chargeTargets;
        for (const std::string& targetId : targets) {
            PrincesUnitState& t = princesState(state).unit(targetId);
            if (std::find(fired.begin(), fired.end(), targetId) != fired.end()) {
                continue;
            }
            fired.push_back(targetId);
            if (t.noFireMarker) {
                // This is the chance to fire it had lost (7.2 "no firing"),
                // from its stand test (result 5) or earlier.
                t.noFireMarker = false;
                continue;
            }
            if (!t.standPassed) {
                continue;
            }
            const PrincesContext context(state);
            const Unit& target = *state.findUnit(targetId);
            const Unit& charger = *state.findUnit(chargerId);
            const PrincesFireCheck check = checkPrincesFire(context, target, charger, true);
            if (!check.allowed) {
                Explanation why{"No closing fire", std::nullopt, "8.2.4", check.reason, {}};
                done.push_back(makeResolution(
                    state, "closingFire", {targetId, chargerId},
                    fmt::format("{} gives no closing fire: {}", target.name, check.reason),
                    std::move(why), &dice));
                continue;
            }
            const PrincesFireResult result = resolvePrincesFire(
                context.rules(), princesFireInputs(context, target, charger, check.distance, true),
                dice);
            if (!result.allowed) {
                continue;
            }
            hits.push_back({chargerId, targetId, result.hits});
            done.push_back(makeResolution(
                state, "fire", {targetId, chargerId},
                fmt::format("{} gives closing fire at {} ({}): {} {}", target.name, charger.name,
                            result.band, result.hits, result.hits == 1 ? "hit" : "hits"),
                result.explanation, &dice));
        }
    }
    // Closing fire is one volley for every target at once: losses afterwards.
    for (const Hit& h : hits) {
        princesState(state).unit(h.charger).causedBy = h.target;
        Explanation ignored;
        removeFigures(state, h.charger, h.hits, ignored);
    }
    return done;
}

std::vector<Resolution> resolveClosingFireMorale(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    for (const std::string& id : survivingChargers(state)) {
        PrincesUnitState& s = princesState(state).unit(id);
        if (s.casualtiesThisStep <= 0) {
            continue;
        }
        const std::string cause = s.causedBy;
        s.casualtiesThisStep = 0;
        // A charger under fire tests as a moving unit (8.2.5).
        done.push_back(
            testMorale(state, id, {princes_trigger::kShootingCasualties}, cause, true, dice));
    }
    return done;
}

std::vector<Resolution> resolveMovement(GameState& state) {
    std::vector<Resolution> done;
    // Surviving charges move into contact first (8.3).
    for (const std::string& id : survivingChargers(state)) {
        Explanation why{"Charge move", std::nullopt, "8.3", {}, {}};
        const std::string contacted = moveCharger(state, id, why);
        const Unit& charger = *state.findUnit(id);
        std::vector<std::string> units{id};
        if (!contacted.empty()) {
            units.push_back(contacted);
        }
        done.push_back(makeResolution(
            state, "chargeMove", units,
            contacted.empty() ? fmt::format("{} charges but makes no contact", charger.name)
                              : fmt::format("{} charges into contact with {}", charger.name,
                                            state.findUnit(contacted)->name),
            std::move(why), nullptr));
    }
    // Then the phasing side's routers that did not rally run (7.2).
    for (const std::string& id : phasingUnits(state)) {
        if (!princesState(state).unit(id).routing) {
            continue;
        }
        Explanation why{"Rout move", std::nullopt, "7.2", {}, {}};
        routMove(state, id, {}, why);
        done.push_back(makeResolution(state, "routMove", {id},
                                      fmt::format("{} keeps routing", state.findUnit(id)->name),
                                      std::move(why), nullptr));
    }
    // Whatever touches an enemy now, by charge or by manoeuvre, is in melee:
    // it neither fires nor is fired at (5.4) and fights in step 6.
    refreshMeleesFromContact(state);
    return done;
}

}  // namespace adjutant::princes_steps
