#include "core/referee/fireeffect/FireEffectMorale.h"

#include <fmt/format.h>

#include <cmath>

#include <algorithm>
#include <iterator>

#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectMovement.h"

namespace adjutant {

namespace {

// The friends within the spill-over radius, nearest first (B21).
std::vector<FireEffectFriend> friendsWithin(const FireEffectRules& rules,
                                            const std::vector<FireEffectFriend>& friends) {
    std::vector<FireEffectFriend> near;
    std::copy_if(
        friends.begin(), friends.end(), std::back_inserter(near),
        [&](const FireEffectFriend& f) { return f.distance <= rules.tables().spillOverRadius; });
    std::stable_sort(near.begin(), near.end(),
                     [](const auto& a, const auto& b) { return a.distance < b.distance; });
    return near;
}

void spillOver(const FireEffectRules& rules, const FireEffectMoraleAfterFireInputs& inputs,
               FireEffectMoraleAfterFireResult& result, Explanation& why) {
    const std::vector<FireEffectFriend> near = friendsWithin(rules, inputs.friends);
    const std::string rule = fireEffectRule("8.1", "B21");
    if (rules.optionIs("spillOver", "neighboursTest")) {
        for (const FireEffectFriend& f : near) {
            result.friendsMustTest.push_back(f.name);
            why.add("Must test: " + f.name, f.distance, rule, "within the spill-over radius");
        }
        return;
    }
    if (!rules.optionIs("spillOver", "takeFromNeighbours")) {
        return;
    }
    for (const FireEffectFriend& f : near) {
        if (result.unsupplied == 0) {
            break;
        }
        const int taken = std::min(result.unsupplied, std::max(0, f.figures));
        if (taken == 0) {
            continue;
        }
        result.fromFriends.push_back({f.name, taken});
        result.unsupplied -= taken;
        why.add("Breakers from " + f.name, taken, rule,
                fmt::format("{} yds away", formatRulesNumber(std::round(f.distance))));
    }
}

struct GradeRoll {
    int die = 0;
    bool passed = false;
};

// One die against the faces the unit's grade passes on (8.1), the roll added
// to `why`, which is noted "passed" on a pass: the test after fire and the
// neighbours' test read it the same way.
GradeRoll rollAgainstGrade(const FireEffectTables& tables, const std::string& grade,
                           const std::string& purpose, DiceSource& dice, Explanation& why) {
    const auto found = tables.moraleGradePasses.find(grade);
    const std::vector<int> passes =
        found == tables.moraleGradePasses.end() ? std::vector<int>{} : found->second;
    GradeRoll roll;
    roll.die = dice.roll(purpose);
    roll.passed = fireEffectFaceCounts(passes, roll.die);
    why.add("Die", roll.die, fireEffectRule("8.1", "B22"),
            fmt::format("{} passes on {}: {}", grade, fireEffectFacesText(passes),
                        roll.passed ? "pass" : "fail"));
    if (roll.passed) {
        why.note = "passed";
    }
    return roll;
}

}  // namespace

FireEffectMoraleAfterFireResult resolveFireEffectMoraleAfterFire(
    const FireEffectRules& rules, const FireEffectMoraleAfterFireInputs& inputs, DiceSource& dice) {
    const FireEffectTables& tables = rules.tables();
    FireEffectMoraleAfterFireResult result;
    Explanation why{"Morale after fire: " + inputs.name, 0.0, fireEffectRule("8.1", "B21"), {}, {}};
    if (inputs.casualties <= 0) {
        why.note = "no figures lost: no test";
        result.explanation = std::move(why);
        return result;
    }
    result.tested = true;
    const GradeRoll roll =
        rollAgainstGrade(tables, inputs.grade, "morale after fire: " + inputs.name, dice, why);
    result.die = roll.die;
    result.passed = roll.passed;
    if (result.passed) {
        result.explanation = std::move(why);
        return result;
    }
    result.breakers = tables.breakersPerCasualty * inputs.casualties;
    why.add("Breakers", result.breakers, "8.1",
            fmt::format("{} per casualty x {}", tables.breakersPerCasualty, inputs.casualties));
    const int survivors = std::max(0, inputs.figuresBeforeVolley - inputs.casualties);
    result.fromUnit = std::min(result.breakers, survivors);
    result.unsupplied = result.breakers - result.fromUnit;
    why.add("From the unit", result.fromUnit, "8.1", fmt::format("{} survivors", survivors));
    // Lost more than a third of the strength before the volley, in whole numbers.
    const FireEffectFraction over = tables.spillOverLossOver;
    result.lostOverThird =
        inputs.casualties * over.denominator > over.numerator * inputs.figuresBeforeVolley;
    why.add(
        "Lost over " + fireEffectFractionText(over), inputs.casualties,
        fireEffectRule("8.1", "B21"),
        fmt::format("of {}: {}", inputs.figuresBeforeVolley, result.lostOverThird ? "yes" : "no"));
    if (result.lostOverThird) {
        spillOver(rules, inputs, result, why);
    }
    why.value = result.breakers;
    why.note = fmt::format("failed: {} break ({} from the unit)", result.breakers, result.fromUnit);
    result.explanation = std::move(why);
    return result;
}

FireEffectNeighbourTestResult resolveFireEffectNeighbourTest(
    const FireEffectRules& rules, const FireEffectNeighbourTestInputs& inputs, DiceSource& dice) {
    const FireEffectTables& tables = rules.tables();
    FireEffectNeighbourTestResult result;
    const std::string rule = fireEffectRule("8.1", "B21");
    Explanation why{"Neighbour tests: " + inputs.name, 0.0, rule, {}, {}};
    const GradeRoll roll = rollAgainstGrade(tables, inputs.grade,
                                            "neighbour's morale test: " + inputs.name, dice, why);
    result.die = roll.die;
    result.passed = roll.passed;
    if (result.passed) {
        result.explanation = std::move(why);
        return result;
    }
    int wanted = 0;
    if (rules.optionIs("neighbourTestFailure", "unsuppliedBreakers")) {
        wanted = inputs.unsupplied;
        why.add("Breakers still unsupplied", wanted, rule, "option neighbourTestFailure");
    } else {
        wanted = tables.breakersPerCasualty * inputs.volleyCasualties;
        why.add("Breakers", wanted, rule,
                fmt::format("{} per casualty of the volley x {}", tables.breakersPerCasualty,
                            inputs.volleyCasualties));
    }
    result.breakers = std::clamp(wanted, 0, std::max(0, inputs.figures));
    why.value = result.breakers;
    why.note = fmt::format("failed: {} of its {} break", result.breakers, inputs.figures);
    result.explanation = std::move(why);
    return result;
}

bool fireEffectOutOfDanger(const FireEffectRules& rules, double nearestEnemyInSight,
                           int halvesSinceFiredAt) {
    const FireEffectTables& tables = rules.tables();
    return nearestEnemyInSight > tables.outOfDangerEnemyWithin &&
           halvesSinceFiredAt > tables.notFiredAtHalves;
}

FireEffectBrokenGroupResult resolveFireEffectBrokenGroup(const FireEffectRules& rules,
                                                         const FireEffectBrokenGroupInputs& inputs,
                                                         DiceSource& dice) {
    const FireEffectTables& tables = rules.tables();
    FireEffectBrokenGroupResult result;
    result.state = inputs.state;
    Explanation why{
        "Broken troops: " + inputs.name, std::nullopt, fireEffectRule("8.2", "B23"), {}, {}};
    result.outOfDanger =
        fireEffectOutOfDanger(rules, inputs.nearestEnemyInSight, inputs.halvesSinceFiredAt);
    why.add("Out of danger", std::nullopt, "8.2",
            result.outOfDanger ? "yes"
                               : fmt::format("no: enemy within {} yds in sight or fired at lately",
                                             formatRulesNumber(tables.outOfDangerEnemyWithin)));
    if (inputs.state == FireEffectBrokenState::Fleeing) {
        if (result.outOfDanger) {
            result.state = FireEffectBrokenState::Checked;
        } else {
            FireEffectFlight flight = fireEffectFlight(rules, inputs.arm, inputs.mover);
            result.fleeYards = flight.yards;
            why.add(std::move(flight.explanation));
        }
    } else if (inputs.state == FireEffectBrokenState::Checked &&
               inputs.ownHalvesChecked >= tables.checkingHalves && !result.outOfDanger &&
               rules.optionIs("checkedRally", "onlyOutOfDanger")) {
        // Danger came back after the check: no roll this half (option checkedRally).
        why.add("Rally die", std::nullopt, fireEffectRule("8.2", "B23"),
                "not rolled: the group is no longer out of danger");
    } else if (inputs.state == FireEffectBrokenState::Checked &&
               inputs.ownHalvesChecked >= tables.checkingHalves) {
        result.die = dice.roll("rally: " + inputs.name);
        const bool rallied = fireEffectFaceCounts(tables.rallyFaces, *result.die);
        why.add("Rally die", *result.die, fireEffectRule("8.2", "B23"),
                fmt::format("needs {}: {}", fireEffectFacesText(tables.rallyFaces),
                            rallied ? "rallied" : "not yet"));
        result.state = rallied ? FireEffectBrokenState::Rallied : FireEffectBrokenState::Checked;
    }
    // The state's key is already the plain word a player reads.
    why.note = fireEffectBrokenStateKey(result.state);
    result.explanation = std::move(why);
    return result;
}

FireEffectMilitiaChargeResult resolveFireEffectMilitiaFacingCharge(
    const FireEffectRules& rules, const FireEffectMilitiaChargeInputs& inputs, DiceSource& dice) {
    const auto& passes = rules.tables().militiaFacingChargePasses;
    FireEffectMilitiaChargeResult result;
    Explanation why{"Militia facing a charge: " + inputs.name,
                    std::nullopt,
                    fireEffectRule("8.3", "B24"),
                    {},
                    {}};
    auto grade = passes.find(inputs.grade);
    if (grade == passes.end() || !inputs.chargersFormedRegulars) {
        why.note = "no test";
        result.explanation = std::move(why);
        return result;
    }
    result.tested = true;
    result.die = dice.roll("militia facing a charge: " + inputs.name);
    result.stands = fireEffectFaceCounts(grade->second, *result.die);
    why.add("Die", *result.die, "8.3",
            fmt::format("{} stands on {}", inputs.grade, fireEffectFacesText(grade->second)));
    if (!result.stands) {
        result.fightsHalved = rules.optionIs("militiaChargeFailure", "fightsHalved");
        result.breaks = !result.fightsHalved;
    }
    why.note = result.stands   ? "stands"
               : result.breaks ? "breaks before contact"
                               : "stays, fights out of formation";
    result.explanation = std::move(why);
    return result;
}

}  // namespace adjutant
