// The fire step (9.4) and morale after fire (9.5). Every volley of the step is
// worked out from the table as it stood at the start of the step; casualties
// and silenced guns are applied when all have fired. Morale is then tested
// volley by volley in the order they were resolved, breakers leaving their
// unit (and friends within 200 yds when the unit lost over a third) as broken
// groups.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Distance.h"
#include "core/referee/RefusedFire.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectMorale.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant::fireeffect_steps {

namespace {

struct Pending {
    std::string target;
    int casualties = 0;
    int gunsSilenced = 0;
    bool carries = false;
    double carried = 0;
    bool brokenGroup = false;  // the target is a broken group ("UNIT/broken-N")
};

// The phasing side's orders first, then the other side's, each in scenario order.
std::vector<std::string> firersInOrder(const GameState& state) {
    const FireEffectGameState& fe = fireEffectState(state);
    const FireEffectContext context(state);
    std::vector<std::string> first, second;
    for (const Unit& unit : state.units()) {
        if (fe.fireOrders.count(unit.id) == 0) {
            continue;
        }
        (context.isPhasing(unit) ? first : second).push_back(unit.id);
    }
    first.insert(first.end(), second.begin(), second.end());
    return first;
}

// How many executions of fire the firer has at the target now: two for
// breech-loaders under simultaneous movement (6.5, B26), else one.
int fireEffectExecutions(const FireEffectContext& context, const Unit& firer, const Unit& target,
                         const FireEffectFireCheck& check) {
    if (check.kind != "smallArms") {
        return 1;
    }
    const FireEffectFirePermission permission =
        fireEffectMayFire(context.rules(), fireEffectOpportunity(context, firer, target));
    return std::max(1, permission.executions);
}

// Under `spillOver = neighboursTest` the friends within 200 yds of a unit that
// failed after losing over a third test in turn, nearest first (B21 (b)).
void testNeighbours(GameState& state, const FireEffectVolley& volley,
                    const std::vector<std::string>& friendIds, int unsupplied, DiceSource& dice,
                    std::vector<Resolution>& done) {
    for (const std::string& friendId : friendIds) {
        const FireEffectContext context(state);
        const Unit* other = state.findUnit(friendId);
        if (!other || !context.active(*other)) {
            continue;
        }
        FireEffectNeighbourTestInputs in;
        in.name = other->name;
        in.grade = context.grade(*other);
        in.figures = other->figures;
        in.volleyCasualties = volley.casualties;
        in.unsupplied = unsupplied;
        FireEffectNeighbourTestResult result =
            resolveFireEffectNeighbourTest(context.rules(), in, dice);
        std::string summary =
            fmt::format("{} tests beside {}: {}", other->name, nameOf(state, volley.target),
                        result.passed ? "passes" : "fails");
        if (!result.passed && result.breakers > 0) {
            summary += fmt::format(", {} break for the rear", result.breakers);
            unsupplied = std::max(0, unsupplied - result.breakers);
            breakFigures(state, friendId, result.breakers, result.explanation);
        }
        done.push_back(makeResolution(state, "neighbourTest", {friendId, volley.target},
                                      std::move(summary), std::move(result.explanation), &dice));
    }
}

}  // namespace

std::vector<Resolution> resolveFire(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    std::vector<Pending> pending;
    std::map<std::string, int> figuresSoFar;  // each target's figures as the volleys fall
    FireEffectGameState& fe = fireEffectState(state);
    fe.volleyLog.clear();
    {
        // Every volley sees the table as it stood at the start of the step.
        const FireEffectContext context(state);
        for (const std::string& firerId : firersInOrder(state)) {
            const FireEffectFireOrder order = fe.fireOrders.at(firerId);
            const Unit& firer = *state.findUnit(firerId);
            const std::optional<Unit> target = fireEffectTarget(context, order.target);
            if (!target) {
                continue;
            }
            const FireEffectFireCheck check = checkFireEffectFire(context, firer, *target);
            if (!check.allowed) {
                done.push_back(refusedFireOrder(state, "noFire", "No fire", "9.4", firer, *target,
                                                check.reason, dice));
                continue;
            }
            const bool brokenTarget = parseFireEffectBrokenGroupId(target->id).has_value();
            const int executions = fireEffectExecutions(context, firer, *target, check);
            for (int execution = 1; execution <= executions; ++execution) {
                FireEffectVolleyResult volley =
                    resolveFireEffectVolley(context, firer, *target, check.yards, order.mode, dice);
                if (executions > 1) {
                    // Simultaneous movement: the move's second execution (6.5, B26).
                    volley.explanation.add(fmt::format("Execution {} of {}", execution, executions),
                                           execution, fireEffectRule("6.5", "B26"),
                                           "breech-loaders fire twice a move");
                    volley.summary += fmt::format(" (execution {} of {})", execution, executions);
                }
                if (!figuresSoFar.count(target->id)) {
                    figuresSoFar[target->id] = target->figures;
                }
                const int before = figuresSoFar[target->id];
                const int casualties = std::min(volley.casualties, before);
                figuresSoFar[target->id] = before - casualties;
                if (volley.allowed) {
                    // Broken troops do not test again: they are already running (8.1, 8.2).
                    if (!brokenTarget) {
                        fe.volleyLog.push_back({firerId, target->id, casualties, before});
                    }
                    pending.push_back({target->id, casualties, volley.gunsSilenced,
                                       context.rules().optionIs("rounding", "carryFractions") &&
                                           !context.isGun(*target) && !brokenTarget,
                                       volley.carried, brokenTarget});
                }
                done.push_back(makeResolution(state, volley.allowed ? "fire" : "noFire",
                                              {firerId, target->id}, volley.summary,
                                              std::move(volley.explanation), &dice));
            }
        }
    }
    for (const auto& [firerId, order] : fe.fireOrders) {
        fe.unit(firerId).fired = true;
    }
    // Casualties come off at the end of the step (9.4 [P]).
    for (const Pending& p : pending) {
        if (p.brokenGroup) {
            removeFireEffectBrokenFigures(state, p.target, p.casualties);
            if (FireEffectBrokenGroup* group = fireEffectBrokenGroup(state, p.target)) {
                // Fired at this half: not out of danger in its next half (8.2).
                group->halfBroken = FireEffectContext(state).halfIndex();
            }
            continue;
        }
        removeFigures(state, p.target, p.casualties);
        FireEffectUnitState& t = fe.unit(p.target);
        if (p.carries) {
            t.carriedFraction = p.carried;
        }
        const Unit& target = *state.findUnit(p.target);
        t.gunsSilenced = std::min(std::max(target.guns, 1), t.gunsSilenced + p.gunsSilenced);
    }
    return done;
}

std::vector<FireEffectFriend> friendsInReach(const FireEffectContext& context, const Unit& unit) {
    const double radius = context.rules().tables().spillOverRadius;
    std::vector<FireEffectFriend> friends;
    for (const auto& [other, inches] :
         context.friendsWithin(unit, context.rules().toInches(radius))) {
        friends.push_back({other->id, other->figures, context.rules().toYards(inches)});
    }
    return friends;
}

std::vector<Resolution> resolveMoraleAfterFire(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    const std::vector<FireEffectVolley> log = fireEffectState(state).volleyLog;
    for (const FireEffectVolley& volley : log) {
        if (volley.casualties <= 0) {
            continue;
        }
        const FireEffectContext context(state);
        const Unit& unit = *state.findUnit(volley.target);
        FireEffectMoraleAfterFireInputs in;
        in.name = unit.name;
        in.grade = context.grade(unit);
        in.figuresBeforeVolley = volley.figuresBefore;
        in.casualties = volley.casualties;
        in.friends = friendsInReach(context, unit);
        FireEffectMoraleAfterFireResult result =
            resolveFireEffectMoraleAfterFire(context.rules(), in, dice);
        std::string summary;
        if (result.passed) {
            summary = fmt::format("{} passes its morale test after fire from {}", unit.name,
                                  nameOf(state, volley.firer));
        } else {
            summary = fmt::format("{} fails its morale test: {} break for the rear", unit.name,
                                  result.breakers - result.unsupplied);
            const std::string id = unit.id;
            breakFigures(state, id, result.fromUnit, result.explanation);
            for (const FireEffectBreakersTaken& taken : result.fromFriends) {
                // The friends were listed by id: the procedure names them by it.
                breakFigures(state, taken.name, taken.figures, result.explanation);
            }
        }
        done.push_back(makeResolution(state, "moraleTest", {volley.target, volley.firer},
                                      std::move(summary), std::move(result.explanation), &dice));
        testNeighbours(state, volley, result.friendsMustTest, result.unsupplied, dice, done);
    }
    return done;
}

}  // namespace adjutant::fireeffect_steps
