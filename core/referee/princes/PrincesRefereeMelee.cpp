// Hand to hand as the referee carries it out (8.6, 8.7): one round for every
// melee, both sides at once, losses removed afterwards; then every unit that
// fought tests, and the melees whose units stay in contact go on.
#include <fmt/format.h>

#include <algorithm>

#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant::princes_steps {

std::vector<Resolution> resolveMelee(GameState& state, DiceSource& dice) {
    struct Loss {
        std::string unit, enemy;
        int figures = 0;
    };
    std::vector<Loss> losses;
    std::vector<Resolution> done;
    for (auto& [id, s] : princesState(state).units) {
        s.casualtiesThisStep = 0;
        s.foughtMelee = false;
    }
    const std::vector<PrincesMelee> melees = princesState(state).melees;
    for (const PrincesMelee& melee : melees) {
        const PrincesContext context(state);
        const Unit* attacker = state.findUnit(melee.attacker);
        const Unit* defender = state.findUnit(melee.defender);
        if (!attacker || !defender || !context.active(*attacker) || !context.active(*defender)) {
            continue;
        }
        const PrincesMeleeSide a = context.meleeSide(*attacker, melee.attackerCrossedObstacle);
        const PrincesMeleeSide d = context.meleeSide(*defender, false);
        const PrincesMeleeRound round = resolvePrincesMeleeRound(context.rules(), a, d, dice);
        losses.push_back({melee.defender, melee.attacker, round.first.kills});
        losses.push_back({melee.attacker, melee.defender, round.second.kills});
        done.push_back(
            makeResolution(state, "melee", {melee.attacker, melee.defender},
                           fmt::format("{} and {} fight: {} kills {}, {} kills {}", a.name, d.name,
                                       a.name, round.first.kills, d.name, round.second.kills),
                           round.explanation, &dice));
    }
    // Both sides roll at once; losses come off afterwards (6.3).
    for (const Loss& loss : losses) {
        PrincesUnitState& s = princesState(state).unit(loss.unit);
        s.foughtMelee = true;
        s.causedBy = loss.enemy;
        Explanation ignored;
        removeFigures(state, loss.unit, loss.figures, ignored);
    }
    return done;
}

std::vector<Resolution> resolveMoraleAfterMelee(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    std::vector<std::string> fought;
    for (const Unit& unit : state.units()) {
        if (princesState(state).unit(unit.id).foughtMelee && PrincesContext(state).active(unit)) {
            fought.push_back(unit.id);
        }
    }
    for (const std::string& id : fought) {
        const std::string cause = princesState(state).unit(id).causedBy;
        done.push_back(testMorale(state, id, {princes_trigger::kAfterMelee}, cause, false, dice));
    }
    // A25 `oneRound`: a single round, then the units separate.
    if (PrincesContext(state).rules().optionIs("meleeDuration", "oneRound")) {
        for (const std::string& id : fought) {
            princesState(state).leaveMelees(id);
        }
    }
    for (const std::string& id : fought) {
        princesState(state).unit(id).foughtMelee = false;
    }
    return done;
}

}  // namespace adjutant::princes_steps
