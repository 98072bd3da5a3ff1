#include "core/referee/tricorne/TricorneReaction.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneReactionMove.h"

namespace adjutant {

namespace {

std::optional<TricorneActionCode> reactionKindOf(const TricorneUnitState& s) {
    if (s.routBoundsOwed > 0 || s.riddenDown) {
        return TricorneActionCode::Rout;
    }
    return s.pendingReaction;
}

void pushTrigger(TricorneUnitState& s, MoraleTrigger trigger) {
    if (std::find(s.thisBound.moraleTriggers.begin(), s.thisBound.moraleTriggers.end(), trigger) ==
        s.thisBound.moraleTriggers.end()) {
        s.thisBound.moraleTriggers.push_back(std::move(trigger));
    }
}

// 15.1.4: friends in line, side by side with the router, must test.
void warnNeighbours(const TricorneContext& context, TricorneGameState& tricorne,
                    const Unit& router) {
    if (router.formation != Formation::Line) {
        return;
    }
    for (const Unit* other : unitsInContactWith(context, router)) {
        if (other->side == router.side && other->formation == Formation::Line) {
            auto neighbour = tricorne.editStatus(other->id);
            pushTrigger(*neighbour, {"neighbourRouted", router.id});
        }
    }
}

// The units that move with this one: the guns its morale test covers (2.1.6).
std::vector<std::string> unitsMovingWith(const TricorneContext& context, const Unit& unit) {
    // Such guns stand in base contact with the unit (moraleTestParentOf).
    std::vector<std::string> result;
    for (const Unit* other : unitsInContactWith(context, unit)) {
        if (other->id != unit.id && takesPartInMorale(context, *other) &&
            context.status(*other).shelteringWith.empty() &&
            moraleTestParentOf(context, *other) == unit.id) {
            result.push_back(other->id);
        }
    }
    return result;
}

Resolution carryOut(GameState& state, const std::string& unitId) {
    TricorneGameState& tricorne = tricorneState(state);
    const TricorneContext context(state);
    const Unit& unit = *context.unit(unitId);
    auto s = tricorne.editStatus(unitId);
    // A unit moves here only with a reaction to make (resolveMoraleReactionsStep).
    const TricorneActionCode kind = reactionKindOf(*s).value();

    std::vector<std::string> movingWith;
    if (kind == TricorneActionCode::Rout) {
        warnNeighbours(context, tricorne, unit);  // guns of a routing battalion are lost
    } else {
        movingWith = unitsMovingWith(context, unit);
    }
    ReactionMove move = planReactionMove(context, unit, kind, s->reactionCause,
                                         s->pendingReactionDistance, movingWith);

    // Friends passed through (6.1-6.3, 15.1.3).
    for (const std::string& id : move.passedThrough) {
        auto other = tricorne.editStatus(id);
        other->unformed = true;
        const Unit* friendUnit = context.unit(id);
        if (kind == TricorneActionCode::Rout && friendUnit && !isLightInfantry(context, unit) &&
            !isLightInfantry(context, *friendUnit)) {
            pushTrigger(*other, {"routerPassedThrough", unitId});
        }
    }
    for (const std::string& id : movingWith) {
        if (auto gun = state.editUnit(id)) {
            gun->pose.position = gun->pose.position + move.displacement;
            auto g = tricorne.editStatus(id);
            g->thisBound.mayNotFire = true;  // 2.1.6: cannot fire that bound
            g->thisBound.movedInMoraleReaction = true;
        }
    }
    state.editUnit(unitId)->pose = move.finalPose;

    Explanation& why = move.explanation;
    if (kind == TricorneActionCode::Retire) {
        s->thisBound.retired = true;
    } else if (kind == TricorneActionCode::Retreat) {
        s->thisBound.retreated = true;
        s->unformed = s->unformed || !move.passedThrough.empty();  // 6.2.4: both unformed
    } else if (kind == TricorneActionCode::Rout) {
        s->thisBound.routed = true;
        s->unformed = true;  // 6.3.5
        if (!s->riddenDown && s->routBoundsOwed > 0) {
            --s->routBoundsOwed;
        }
        if (move.leftTable) {
            s->offTable = true;
            s->routOffTable = true;  // 13.5: never comes back
            s->routBoundsOwed = 0;
        } else if (s->routBoundsOwed == 0 && !s->riddenDown) {
            s->reformingBoundsLeft = static_cast<int>(
                std::lround(context.factor(context.tables().timings, "reformAfterRoutBounds")));
            why.add("Reforming", s->reformingBoundsLeft, "13.5", "bounds, once the rout is over");
        }
        why.add("Rout bounds still owed", s->routBoundsOwed, "6.3");
    }
    // Unformed stands lie differently: keep the footprint centred where the move ended.
    // The state has moved on since `context` was built (its cache holds the old
    // pose and cohesion): ask a fresh one.
    const TricorneContext now(state);
    if (const auto after = now.layout(*now.unit(unitId)); after && !move.path.empty()) {
        auto moved = state.editUnit(unitId);
        moved->pose.position = moved->pose.position + (move.path.back() - after->centre());
    }
    s->pendingReaction.reset();
    s->pendingReactionDistance = 0;
    s->thisBound.movedInMoraleReaction = true;  // 8.11: no move in the next step 8

    Resolution resolution;
    resolution.kind = "reaction";
    resolution.step = "moraleReactions";
    resolution.units.push_back(unitId);
    resolution.units.insert(resolution.units.end(), move.passedThrough.begin(),
                            move.passedThrough.end());
    resolution.summary = unit.name + " " + std::string(tricorneActionKey(kind)) + "s " + why.note;
    if (!move.passedThrough.empty()) {
        resolution.summary += ", through " + move.passedThrough.front();
    }
    if (!move.haltedBefore.empty()) {
        resolution.summary += ", halting before " + move.haltedBefore;
    }
    resolution.explanation = std::move(move.explanation);
    return resolution;
}

}  // namespace

std::vector<Resolution> resolveMoraleReactionsStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> resolutions;
    std::set<std::string> routedThisStep;
    std::set<std::string> testedThisStep;
    // Each round moves whoever has a reaction to make, then tests whoever those
    // moves disturbed; a unit routs once and tests once in the step, so it ends.
    for (std::size_t round = 0; round <= state.units().size(); ++round) {
        std::vector<std::string> movers;
        for (const Unit& unit : state.units()) {
            const TricorneUnitState& s = tricorneState(state).unit(unit.id);
            const std::optional<TricorneActionCode> kind = reactionKindOf(s);
            // A unit that routed as its charge response made this bound's rout move then.
            const bool routMoveMade = kind == TricorneActionCode::Rout &&
                                      (routedThisStep.count(unit.id) ||
                                       (s.thisBound.chargeResponseMoved && s.thisBound.routed));
            if (s.offTable || !kind || routMoveMade) {
                continue;
            }
            movers.push_back(unit.id);
        }
        for (const std::string& id : movers) {
            if (reactionKindOf(tricorneState(state).unit(id)) == TricorneActionCode::Rout) {
                routedThisStep.insert(id);
            }
            resolutions.push_back(carryOut(state, id));
        }
        std::vector<MoraleResult> results;
        {
            const TricorneContext context(state);
            for (const MoraleTest& test : findMoraleTests(context)) {
                if (testedThisStep.insert(test.unitId).second) {
                    results.push_back(testMorale(context, test, dice));
                }
            }
        }
        for (MoraleResult& result : results) {
            applyMoraleResult(state, result);
            resolutions.push_back(std::move(result.resolution));  // moved, not copied
        }
        if (movers.empty() && results.empty()) {
            break;
        }
    }
    return resolutions;
}

}  // namespace adjutant
