// What a War of Princes situation file sets beyond the units (docs/situations.md,
// "War of Princes questions"): the side whose player turn it is, the charges of
// this turn and the melees already being fought.
#include <fmt/format.h>

#include <algorithm>

#include "core/engine/SequencePosition.h"
#include "core/referee/SituationQuestionReading.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

bool pastStep(const GameState& state, std::string_view id) {
    const auto index = stepIndexOf(state.ruleset(), id);
    return index && state.stepIndex() > *index;
}

const Unit* unitAt(const GameState& state, const JsonReader& entry, std::string_view key) {
    return requireQuestionUnit(state, entry, key);
}

// A melee record as the charge or the contact would have made it (8.3, A20).
void recordMelee(GameState& state, const Unit& attacker, const Unit& defender,
                 const JsonReader& entry) {
    const PrincesContext context(state);
    const bool crossed = entry.has("attackerCrossedObstacle")
                             ? entry.optionalBool("attackerCrossedObstacle", false)
                             : context.holdsObstacleAgainst(defender, attacker);
    const auto& melees = princesState(state).melees();
    const bool known = std::any_of(melees.begin(), melees.end(), [&](const PrincesMelee& m) {
        return m.attacker == attacker.id && m.defender == defender.id;
    });
    if (!known) {
        princesState(state).addMelee({attacker.id, defender.id, crossed, false});
    }
}

// `charges`: [{"charger", "targets"}], declared this player turn (8.2.1).
// Past the initiation tests the charger has passed its test; past the
// movement step it has charged into contact with its first target (8.3): it
// counts as moving and as charging this turn, and is in melee with it.
void readCharges(GameState& state, const JsonReader& situation) {
    for (const JsonReader& entry : situation.optionalArray("charges")) {
        const Unit* charger = unitAt(state, entry, "charger");
        std::vector<std::string> targets;
        for (const JsonReader& target : entry.requireArray("targets")) {
            const std::optional<std::string> id = target.asString();
            if (!id || !state.findUnit(*id)) {
                target.error("expected the id of a unit of this situation");
            } else {
                targets.push_back(*id);
            }
        }
        if (!charger || targets.empty()) {
            if (charger && targets.empty()) {
                entry.errorAt("targets", "a charge names the unit it charges (8.2.1)");
            }
            continue;
        }
        PrincesUnitState& s = princesState(state).unit(charger->id);
        s.chargeTargets = targets;
        s.chargeInitiated = pastStep(state, "chargeInitiationTests");
        if (pastStep(state, "movement")) {
            s.chargedThisTurn = true;
            s.movedThisTurn = true;
            recordMelee(state, *charger, *state.findUnit(targets.front()), entry);
        }
    }
}

// `melees`: [{"attacker", "defender", "attackerCrossedObstacle"?}], fought
// since an earlier player turn (A25); the obstacle, unless given, is one the
// defender holds against the attacker.
void readMelees(GameState& state, const JsonReader& situation) {
    for (const JsonReader& entry : situation.optionalArray("melees")) {
        const Unit* attacker = unitAt(state, entry, "attacker");
        const Unit* defender = unitAt(state, entry, "defender");
        if (!attacker || !defender) {
            continue;
        }
        if (attacker->side == defender->side) {
            entry.error("a melee is fought between units of different sides");
            continue;
        }
        recordMelee(state, *attacker, *defender, entry);
    }
}

}  // namespace

void PrincesReferee::readSituationState(GameState& state, const JsonReader& situation) const {
    // `phasingSide`: the id of the side whose player turn it is (default the first).
    readSituationPhasingSide(state, situation);
    readCharges(state, situation);
    readMelees(state, situation);
}

}  // namespace adjutant
