// Helpers every War of Princes step shares: building resolutions, which units
// act, retire and rout moves, carrying out a morale result on the table (7.2)
// and removing casualties.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>

#include "core/referee/princes/PrincesRefereeSteps.h"
#include "core/referee/princes/PrincesRetreatMove.h"

namespace adjutant::princes_steps {

namespace {

// Markers given in the unit's own player turn must outlast that turn's end to
// reach its next one (7.2 [P] "in its next own turn").
int markerTurns(const GameState& state, const Unit& unit) {
    return isPhasing(state, unit) ? 2 : 1;
}

}  // namespace

bool isPass(const PrincesMoraleOutcome& outcome) {
    return !outcome.halt && !outcome.noFire && !outcome.disorder && !outcome.retire &&
           !outcome.rout;
}

bool isPhasing(const GameState& state, const Unit& unit) {
    const std::optional<int> phasing = state.phasingSide();
    return !phasing || unit.side == *phasing;
}

std::vector<std::string> phasingUnits(const GameState& state) {
    const PrincesContext context(state);
    std::vector<std::string> ids;
    for (const Unit& unit : state.units()) {
        if (isPhasing(state, unit) && context.active(unit)) {
            ids.push_back(unit.id);
        }
    }
    return ids;
}

std::vector<std::string> nonPhasingUnits(const GameState& state) {
    const PrincesContext context(state);
    std::vector<std::string> ids;
    for (const Unit& unit : state.units()) {
        if (!isPhasing(state, unit) && context.active(unit)) {
            ids.push_back(unit.id);
        }
    }
    return ids;
}

void moveAway(GameState& state, const std::string& unitId, const std::string& enemyId,
              double distance, bool faceAway, Explanation& why) {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return;
    }
    const PrincesRetreatMove move =
        planPrincesRetreat(PrincesContext(state), *unit, enemyId, distance, faceAway);
    why.add(move.explanation);
    PrincesUnitState& s = princesState(state).unit(unitId);
    if (move.leftTable || move.surrenders) {
        s.offTable = true;
        princesState(state).leaveMelees(unitId);
        princesState(state).fireTargets.erase(unitId);
        why.add(move.leftTable ? fmt::format("Leaves the table moving {}\" away",
                                             formatRulesNumber(std::round(move.distance * 10) / 10))
                               : std::string("Surrenders where it is blocked"),
                move.distance, "7.2", "out of the game [P]");
        return;
    }
    state.editUnit(unitId)->pose = move.finalPose;
    why.add(fmt::format("Moves {}\" directly away",
                        formatRulesNumber(std::round(move.distance * 10) / 10)),
            move.distance, "7.2", faceAway ? "turned to face away" : "keeping its facing");
}

void routMove(GameState& state, const std::string& unitId, const std::string& enemyId,
              Explanation& why) {
    const PrincesContext context(state);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return;
    }
    const auto& movement = context.rules().tables().movement;
    auto row = movement.find(std::string(troopCategoryKey(context.arm(*unit))));
    const double distance = row == movement.end() ? 0 : row->second.rout;
    moveAway(state, unitId, enemyId, distance, true, why);
}

void applyMoraleOutcome(GameState& state, const std::string& unitId,
                        const PrincesMoraleOutcome& outcome, const std::string& causeId,
                        Explanation& why) {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return;
    }
    const int turns = markerTurns(state, *unit);
    PrincesGameState& princes = princesState(state);
    PrincesUnitState& s = princes.unit(unitId);
    if (outcome.rallyTest) {
        if (outcome.rally == "keepsRouting") {
            why.add("Keeps routing", std::nullopt, "7.3");
            return;
        }
        s.routing = false;
        why.add("Rallied: stops routing", std::nullopt, "7.3, A21");
        if (outcome.rally.find("Halted") != std::string::npos) {
            s.haltMarkerTurns = std::max(s.haltMarkerTurns, turns);
            why.add("Halt marker", std::nullopt, "7.2");
        }
        if (outcome.rally.find("NoFire") != std::string::npos) {
            s.noFireMarker = true;
            why.add("Loses its next fire", std::nullopt, "7.2");
        }
        return;
    }
    if (isPass(outcome)) {
        return;
    }
    if (outcome.disorder) {
        s.disordered = true;
    }
    if (outcome.noFire) {
        s.noFireMarker = true;
        s.standPassed = false;
        why.add("No firing: loses its next chance to fire", std::nullopt, "7.2");
    }
    if (outcome.halt) {
        s.haltMarkerTurns = std::max(s.haltMarkerTurns, turns);
        why.add("Halts: halt marker", std::nullopt, "7.2");
    }
    if (outcome.halt || outcome.retire || outcome.rout) {
        // A halted, retiring or routing charger's charge stops (7.2 [P]).
        s.chargeTargets.clear();
        s.chargeInitiated = false;
    }
    if (outcome.rout) {
        s.routing = true;
        s.disordered = true;
        princes.leaveMelees(unitId);
        if (state.findUnit(unitId)->formation == Formation::Unlimbered) {
            // The crew runs and leaves the gun (7.2 [P]).
            s.gunLost = true;
            why.add("The crew routs: the gun is abandoned", std::nullopt, "7.2");
            return;
        }
        routMove(state, unitId, causeId, why);
        return;
    }
    if (outcome.retire) {
        s.retiringTurns = std::max(s.retiringTurns, turns);
        princes.leaveMelees(unitId);
        const PrincesContext context(state);
        const Unit& now = *state.findUnit(unitId);
        const double distance =
            now.formation == Formation::Unlimbered
                ? context.rules().tables().unlimberedGunRetire
                : princesRate(context.rules(), context.mover(now), now.formation, false);
        moveAway(state, unitId, causeId, distance, false, why);
    }
}

Resolution testMorale(GameState& state, const std::string& unitId,
                      const std::vector<std::string>& triggers, const std::string& causeId,
                      bool moving, DiceSource& dice, PrincesMoraleOutcome* outcomeOut) {
    const PrincesContext context(state);
    const Unit& unit = *state.findUnit(unitId);
    const Unit* cause = causeId.empty() ? nullptr : state.findUnit(causeId);
    const PrincesMoraleInputs inputs = context.moraleInputs(unit, triggers, cause, moving);
    const PrincesMoraleOutcome outcome = resolvePrincesMorale(context.rules(), inputs, dice);
    Explanation why = outcome.explanation;
    applyMoraleOutcome(state, unitId, outcome, causeId, why);
    if (outcomeOut) {
        *outcomeOut = outcome;
    }
    const RulesetDefinition& words = state.ruleset();
    const std::string result =
        words.word("results", outcome.rallyTest ? outcome.rally : outcome.result);
    std::string reasons;
    for (const std::string& trigger : triggers) {
        reasons += (reasons.empty() ? "" : ", ") + words.word("triggers", trigger);
    }
    return makeResolution(
        state, "moraleTest", {unitId},
        fmt::format("{} tests morale ({}): {} and a die of {} make {}: {}", inputs.name, reasons,
                    outcome.total - outcome.die, outcome.die, outcome.total, result),
        std::move(why), &dice);
}

void removeFigures(GameState& state, const std::string& unitId, int figures, Explanation& why) {
    auto unit = state.editUnit(unitId);
    if (!unit || figures <= 0) {
        return;
    }
    unit->figures = std::max(0, unit->figures - figures);
    PrincesUnitState& s = princesState(state).unit(unitId);
    s.casualtiesThisStep += figures;
    if (unit->figures == 0) {
        const PrincesContext context(state);
        const bool gun = context.arm(*unit) == TroopCategory::Artillery;
        if (gun) {
            s.gunLost = true;  // a gun with no crew is lost (5.3 [P])
        } else {
            s.offTable = true;
        }
        princesState(state).leaveMelees(unitId);
        princesState(state).fireTargets.erase(unitId);
        why.add(gun ? "No crew left: the gun is lost" : "No figures left: the unit is destroyed",
                std::nullopt, std::string_view(gun ? "5.3" : "5.2"));
    }
}

}  // namespace adjutant::princes_steps
