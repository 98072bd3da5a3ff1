// Hand to hand as the referee carries it out (8.6, 8.7). Melees come from
// contact on the table: any two enemy units whose footprints touch fight,
// whether a charge, a manoeuvre or a retire brought them together; a charge
// keeps what it knows (who charged, an obstacle crossed, A20). Units touching
// the same enemy form one melee, several against one (option
// `severalAgainstOne` [P], the digest being silent). Every unit rolls at once,
// losses come off afterwards; then every unit that fought tests, and the melees
// whose units stay in contact go on (A25).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant::princes_steps {

namespace {

bool touching(const PrincesContext& context, const Unit& a, const Unit& b) {
    const std::vector<const Unit*> enemies = context.enemiesInContact(a);
    return std::find(enemies.begin(), enemies.end(), &b) != enemies.end();
}

// The melees linked to melee `first` through the units they share, grown
// outwards: units touching the same enemy, and the enemies they touch, are one fight.
std::vector<std::size_t> groupOf(const std::vector<PrincesMelee>& melees, std::size_t first,
                                 std::vector<bool>& taken) {
    std::vector<std::size_t> group{first};
    std::vector<std::string> units{melees[first].attacker, melees[first].defender};
    taken[first] = true;
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = 0; i < melees.size(); ++i) {
            const PrincesMelee& m = melees[i];
            const bool linked = std::find(units.begin(), units.end(), m.attacker) != units.end() ||
                                std::find(units.begin(), units.end(), m.defender) != units.end();
            if (taken[i] || !linked) {
                continue;
            }
            taken[i] = true;
            grew = true;
            group.push_back(i);
            for (const std::string& id : {m.attacker, m.defender}) {
                if (std::find(units.begin(), units.end(), id) == units.end()) {
                    units.push_back(id);
                }
            }
        }
    }
    return group;
}

// One unit's dice against one enemy in a melee record.
struct Bout {
    std::string unit, enemy;
    bool crossedObstacle = false;  // this unit attacked across an obstacle (A20)
    bool enemyCrossedObstacle = false;
};

// Who rolls against whom in a group: the attackers of its melees first, then
// their enemies, each against its primary opponent (the first melee it is in:
// a charge comes before any contact found later) or against each enemy.
std::vector<Bout> boutsOf(const PrincesContext& context, const std::vector<PrincesMelee>& melees,
                          const std::vector<std::size_t>& group) {
    std::vector<std::string> order;
    for (const bool attackers : {true, false}) {
        for (std::size_t i : group) {
            const std::string& id = attackers ? melees[i].attacker : melees[i].defender;
            if (std::find(order.begin(), order.end(), id) == order.end()) {
                order.push_back(id);
            }
        }
    }
    const bool fightsEach = context.rules().optionIs("severalAgainstOne", "fightsEach");
    std::vector<Bout> bouts;
    for (const std::string& id : order) {
        for (std::size_t i : group) {
            const PrincesMelee& m = melees[i];
            if (m.attacker != id && m.defender != id) {
                continue;
            }
            const bool attacking = m.attacker == id;
            bouts.push_back({id, attacking ? m.defender : m.attacker,
                             attacking && m.attackerCrossedObstacle,
                             !attacking && m.attackerCrossedObstacle});
            if (!fightsEach) {
                break;
            }
        }
    }
    return bouts;
}

}  // namespace

void refreshMeleesFromContact(GameState& state) {
    const PrincesContext context(state);
    PrincesGameState& princes = princesState(state);
    // Those no longer in contact have separated (A25).
    princes.removeMelees([&](const PrincesMelee& m) {
        const Unit* a = state.findUnit(m.attacker);
        const Unit* d = state.findUnit(m.defender);
        return !a || !d || !context.active(*a) || !context.active(*d) || !touching(context, *a, *d);
    });
    // New contacts: the phasing unit is the one that came on (8.6).
    for (const Unit& unit : state.units()) {
        if (!context.active(unit)) {
            continue;
        }
        for (const Unit* enemy : context.enemiesInContact(unit)) {
            if (princes.meleeRecorded(unit.id, enemy->id)) {
                continue;
            }
            const bool phasing = isPhasing(state, unit);
            const bool enemyPhasing = isPhasing(state, *enemy);
            const bool first = phasing != enemyPhasing ? phasing : true;
            const Unit& attacker = first ? unit : *enemy;
            const Unit& defender = first ? *enemy : unit;
            // The one that came on fights over an obstacle the other holds (A20).
            princes.addMelee({attacker.id, defender.id,
                              context.holdsObstacleAgainst(defender, attacker), false});
        }
    }
}

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
    refreshMeleesFromContact(state);
    std::vector<PrincesMelee> melees = princesState(state).melees();
    std::erase_if(melees, [](const PrincesMelee& m) { return m.ended; });
    std::vector<bool> taken(melees.size(), false);
    for (std::size_t first = 0; first < melees.size(); ++first) {
        if (taken[first]) {
            continue;
        }
        const std::vector<std::size_t> group = groupOf(melees, first, taken);
        const PrincesContext context(state);
        Explanation why{"Hand to hand", std::nullopt, "6.3", {}, {}};
        std::vector<std::string> units;
        std::vector<std::string> summary;
        const std::vector<Bout> bouts = boutsOf(context, melees, group);
        for (const Bout& bout : bouts) {
            const Unit& unit = *state.findUnit(bout.unit);
            const Unit& enemy = *state.findUnit(bout.enemy);
            const PrincesMeleeSide mine = context.meleeSide(unit, bout.crossedObstacle);
            const PrincesMeleeSide theirs = context.meleeSide(enemy, bout.enemyCrossedObstacle);
            PrincesMeleeSideResult rolled =
                rollPrincesMeleeSide(context.rules(), mine, theirs, dice);
            losses.push_back({bout.enemy, bout.unit, rolled.kills});
            summary.push_back(
                fmt::format("{} kills {} of {}", mine.name, rolled.kills, theirs.name));
            why.add(std::move(rolled.explanation));
            for (const std::string& id : {bout.unit, bout.enemy}) {
                if (std::find(units.begin(), units.end(), id) == units.end()) {
                    units.push_back(id);
                }
            }
        }
        why.note = fmt::format("{}", fmt::join(summary, "; "));
        std::vector<std::string> names;
        for (const std::string& id : units) {
            names.push_back(state.findUnit(id)->name);
        }
        done.push_back(makeResolution(
            state, "melee", units,
            fmt::format("{} fight: {}", fmt::join(names, ", "), fmt::join(summary, ", ")),
            std::move(why), &dice));
        // Each unit's test is against the enemy it fought first (7.2 retire and rout).
        for (const Bout& bout : bouts) {
            PrincesUnitState& s = princesState(state).unit(bout.unit);
            if (!s.foughtMelee) {
                s.foughtMelee = true;
                s.causedBy = bout.enemy;
            }
        }
    }
    // Every unit rolls at once; losses come off afterwards (6.3).
    for (const Loss& loss : losses) {
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
    // A25 `oneRound`: a single round, then the melee is over, touching or not.
    if (PrincesContext(state).rules().optionIs("meleeDuration", "oneRound")) {
        for (const std::string& id : fought) {
            princesState(state).endMeleesAttackedBy(id);
        }
    }
    for (const std::string& id : fought) {
        princesState(state).unit(id).foughtMelee = false;
    }
    return done;
}

}  // namespace adjutant::princes_steps
