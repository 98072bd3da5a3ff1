#include "core/referee/tricorne/TricorneFollowUp.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/Angles.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/Wheel.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/PlainText.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneBreakthroughMove.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneReactionMove.h"

namespace adjutant {

namespace {

// What the enemy is doing now, in the follow-up's terms; empty if none.
std::string movementOf(const TricorneUnitState& s) {
    if (s.thisBound.routed || s.routBoundsOwed > 0 || s.riddenDown) {
        return "routing";
    }
    if (s.thisBound.retreated) {
        return "retreating";
    }
    if (s.thisBound.retired) {
        return "retiring";
    }
    if (s.thisBound.movedInMoraleReaction &&
        s.reactionEscalation == TricorneEscalation::RetireIfFollowedUp) {
        return "recoiling";  // reading: a recoil is a short retire for the follower
    }
    return {};
}

bool followable(const std::vector<std::string>& targets, const std::string& movement) {
    return !movement.empty() &&
           contains(targets, movement == "recoiling" ? std::string("retiring") : movement);
}

struct Pursuit {
    std::string targetId;
    std::string targetMovement;
    double allowance = 0;
    Pose finalPose;
    double distance = 0;
    std::string contacted;  // the unit it stopped against, if any
    Explanation explanation;
};

Pursuit planPursuit(const TricorneContext& context, const Unit& follower) {
    Pursuit p;
    const TricorneUnitState& s = context.status(follower);
    for (const std::string& id : s.thisBound.meleeOpponents) {
        const Unit* enemy = context.unit(id);
        const TricorneTroopType* troop = enemy ? context.troop(*enemy) : nullptr;
        if (!enemy || context.status(id).offTable) {
            continue;
        }
        const bool armMatches =
            s.thisBound.followUpTargetArm.empty() ||
            (troop && (troopCategoryKey(troop->category) == s.thisBound.followUpTargetArm ||
                       (s.thisBound.followUpTargetArm == "infantry" &&
                        troop->category == TroopCategory::LightInfantry)));
        const std::string movement = movementOf(context.status(id));
        if (armMatches && followable(s.thisBound.followUpTargets, movement)) {
            p.targetId = id;
            p.targetMovement = movement;
            break;
        }
    }
    p.finalPose = follower.pose;
    Explanation& why = p.explanation;
    why = Explanation{"Follow up: " + follower.name, std::nullopt, "15.5", {}, {}};
    if (p.targetId.empty()) {
        why.note = "no enemy it fought is moving away as its result allows";
        return p;
    }
    const Unit& target = *context.unit(p.targetId);
    const bool linePace = context.option("followUpPace") == "linePace";
    const TricornePace pace =
        linePace ? tricornePace(context, follower) : chargePace(context, follower);
    p.allowance = pace.inches * s.thisBound.followUpBounds;
    why.add(fmt::format("{} x {} bound", linePace ? "Pace" : "Charge pace",
                        formatRulesNumber(s.thisBound.followUpBounds)),
            p.allowance, "15.5, " + pace.rule,
            linePace ? "read as its line pace" : "read as its charge pace");
    why.add("After " + target.name, std::nullopt, "15.5", p.targetMovement);

    const geometry::UnitLayout* theirs = context.cachedLayout(target);
    if (!theirs) {
        return p;
    }
    const Vec2 towards = (theirs->centre() - follower.pose.position).normalized();
    Unit turned = follower;
    turned.pose.facingDegrees = Pose::bearingOf(towards);
    const auto mine = context.layout(turned);
    const geometry::UnitLayout* before = context.cachedLayout(follower);
    if (!mine || !before) {
        return p;
    }
    // 13.4: turning towards the enemy is a wheel, measured at the outer edge;
    // 13.6: the ground ahead at half speed.
    const double turn =
        geometry::angleBetween(follower.pose.facingDegrees, turned.pose.facingDegrees);
    const double wheel = geometry::wheelDistance(before->frontage, turn);
    if (wheel > geometry::kDistanceTolerance) {
        why.add(
            fmt::format("Wheel {}° to face {}", formatRulesNumber(std::round(turn)), target.name),
            wheel, "13.4", "measured at the outer edge");
    }
    const double left = std::max(0.0, p.allowance - wheel);
    double distance = distanceAffordable(context, follower.pose.position, towards, left);
    if (distance < left - geometry::kDistanceTolerance) {
        why.add("Ground ahead at half speed: it covers", distance, "13.6");
    }
    const auto swept = geometry::sweptFootprint(mine->footprint, towards * distance);
    for (const Unit* other : context.unitsWithin(swept, 0.0)) {
        const TricorneTroopType* troop = context.troop(*other);
        const geometry::UnitLayout* layout = context.cachedLayout(*other);
        if (other->id == follower.id || !troop || troop->category == TroopCategory::General ||
            !layout || context.status(*other).offTable) {
            continue;
        }
        const auto gap = geometry::distanceToContact(mine->footprint, towards, layout->footprint);
        if (gap && *gap <= distance &&
            (*gap > geometry::kContactTolerance || other->id == target.id)) {
            distance = *gap;
            p.contacted = other->id;
        }
    }
    p.distance = distance;
    p.finalPose = Pose{follower.pose.position + towards * distance, turned.pose.facingDegrees};
    why.value = distance;
    why.note = p.contacted.empty() ? fmt::format("moves {} in", formatRulesNumber(distance))
                                   : fmt::format("moves {} in and contacts {}",
                                                 formatRulesNumber(distance), p.contacted);
    return p;
}

// The contacted unit's worse reaction carried out now (6.2.2, 15.5 +2).
void moveAwayNow(GameState& state, const std::string& unitId, TricorneActionCode kind,
                 const std::string& follower, Explanation& why) {
    ReactionMove move;
    int reformBounds = 0;
    {
        const TricorneContext context(state);
        move = planReactionMove(context, *context.unit(unitId), kind, follower, 0, {});
        reformBounds = static_cast<int>(
            std::lround(context.factor(context.tables().timings, "reformAfterRoutBounds")));
    }
    state.editUnit(unitId)->pose = move.finalPose;
    TricorneGameState& tricorne = tricorneState(state);
    for (const std::string& passed : move.passedThrough) {
        tricorne.editStatus(passed)->unformed = true;
    }
    auto s = tricorne.editStatus(unitId);
    s->thisBound.movedInMoraleReaction = true;
    s->reactionEscalation = TricorneEscalation::None;
    s->reactionCause = follower;
    if (kind == TricorneActionCode::Rout) {
        s->thisBound.routed = true;
        s->unformed = true;
        if (move.leftTable) {
            s->offTable = true;
            s->routOffTable = true;
        } else if (s->routBoundsOwed == 0) {
            s->reformingBoundsLeft = std::max(s->reformingBoundsLeft, reformBounds);
        }
    } else {
        s->thisBound.retired = true;
    }
    why.add(move.explanation);
}

}  // namespace

void recordFollowUp(TricorneUnitState& status, const TricorneAction& action) {
    const double bounds = action.bounds.value_or(0);
    if (bounds > status.thisBound.followUpBounds) {
        status.thisBound.followUpBounds = bounds;
        status.thisBound.followUpTargets = action.targets;
        status.thisBound.followUpTargetArm = action.targetArm;
    }
}

std::vector<Resolution> resolveFollowUps(GameState& state) {
    std::vector<Resolution> resolutions;
    std::vector<std::string> followers;
    for (const Unit& unit : state.units()) {  // scenario order (A49)
        const TricorneUnitState& s = tricorneState(state).unit(unit.id);
        if (s.thisBound.followUpBounds > 0 && !s.offTable && s.routBoundsOwed == 0 &&
            !s.riddenDown) {
            followers.push_back(unit.id);
        }
    }
    for (const std::string& id : followers) {
        Pursuit pursuit;
        {
            const TricorneContext context(state);
            pursuit = planPursuit(context, *context.unit(id));
        }
        TricorneGameState& tricorne = tricorneState(state);
        tricorne.editStatus(id)->thisBound.followUpBounds = 0;
        if (pursuit.targetId.empty()) {
            continue;
        }
        state.editUnit(id)->pose = pursuit.finalPose;
        auto follower = tricorne.editStatus(id);
        follower->thisBound.movedInMoraleReaction = true;  // 8.11
        follower->thisBound.distanceMoved += pursuit.distance;
        Explanation& why = pursuit.explanation;
        std::string outcome;
        if (pursuit.contacted == pursuit.targetId) {
            auto t = tricorne.editStatus(pursuit.targetId);
            if (pursuit.targetMovement == "routing") {
                t->routBoundsOwed += 1;
                why.add("Followed up while routing", 1.0, "6.3.2", "routs a further bound");
                outcome = "it routs a further bound";
            } else if (pursuit.targetMovement == "retreating") {
                why.add("Followed up while retreating", std::nullopt, "6.2.2, 15.5",
                        "the retreat becomes a rout");
                moveAwayNow(state, pursuit.targetId, TricorneActionCode::Rout, id, why);
                outcome = "its retreat becomes a rout";
            } else if (pursuit.targetMovement == "recoiling") {
                why.add("Followed up after its recoil", std::nullopt, "15.5", "it retires");
                moveAwayNow(state, pursuit.targetId, TricorneActionCode::Retire, id, why);
                outcome = "it retires";
            } else {
                t->followedUpBy = id;
                why.add("Followed up while retiring", std::nullopt, "15.5",
                        "casualties from the follower will turn the retire into a retreat");
                outcome = "it is caught";
            }
        }
        Resolution r = openResolution("followUp", "moraleReactions", {id, pursuit.targetId});
        r.summary = fmt::format("{} follows up {}: {}{}", nameOf(state, id),
                                nameOf(state, pursuit.targetId), why.note,
                                outcome.empty() ? "" : "; " + outcome);
        r.explanation = std::move(why);
        resolutions.push_back(std::move(r));
    }
    return resolutions;
}

}  // namespace adjutant
