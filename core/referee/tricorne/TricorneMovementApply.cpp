// Carrying out a checked manoeuvre: the unit's pose, formation and limber
// state, the guns fielded with a battalion, and the bookkeeping the rest of the
// bound reads (advance and fire, 13.3; pivots, 13.7; square formed, 9.3).

#include <cmath>
#include <numbers>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneMovementPace.h"

namespace adjutant {

namespace {

using Kind = TricorneManoeuvre::Kind;

/// Where a point that kept its place relative to a unit stands after the unit
/// went from `before` to `after`: the rigid move of a battalion carrying its guns.
Pose carried(const Pose& point, const Pose& before, const Pose& after) {
    const double turn = after.facingDegrees - before.facingDegrees;
    const double r = turn * std::numbers::pi / 180.0;
    const Vec2 d = point.position - before.position;
    // Bearings turn clockwise on screen, where y grows downwards.
    const Vec2 rotated{d.x * std::cos(r) - d.y * std::sin(r),
                       d.x * std::sin(r) + d.y * std::cos(r)};
    return Pose{after.position + rotated, Pose::normalizeBearing(point.facingDegrees + turn)};
}

}  // namespace

void applyManoeuvre(GameState& state, const TricorneManoeuvre& manoeuvre) {
    MoveCheck check;
    bool batteryPivot = false;
    TricorneLimberTiming limber;
    double reformAfterRout = 0;
    double reformOther = 0;
    {
        const TricorneContext context(state);
        check = checkManoeuvre(context, manoeuvre);
        if (!check.legal) {
            throw std::invalid_argument(check.reason);
        }
        const Unit& unit = *context.unit(manoeuvre.unitId);
        const TricorneTroopType* troop = context.troop(unit);
        batteryPivot = troop && troop->category == TroopCategory::Artillery;
        limber = limberTiming(context, unit);
        reformAfterRout = context.factor(context.tables().timings, "reformAfterRoutBounds");
        reformOther = context.factor(context.tables().timings, "reformOtherBounds");
    }
    auto unit = state.editUnit(manoeuvre.unitId);
    TricorneGameState& tricorne = tricorneState(state);
    auto s = tricorne.editStatus(unit->id);
    const Pose before = unit->pose;
    unit->pose = check.finalPose;

    switch (manoeuvre.kind) {
        case Kind::Move:
        case Kind::Wheel:
        case Kind::Pivot:
            s->thisBound.distanceMoved += check.cost;
            s->thisBound.advanced += check.distanceCovered;
            if (manoeuvre.kind == Kind::Pivot && batteryPivot) {
                s->thisBound.pivoted += std::abs(manoeuvre.angleDegrees);
            }
            break;
        case Kind::Turn:
            s->thisBound.turned = true;
            break;
        case Kind::ChangeFormation:
            unit->formation = manoeuvre.formation;
            s->thisBound.changedFormation = true;
            if (manoeuvre.formation == Formation::Square) {
                s->squareFormedBound = state.bound();  // no fire while forming (9.3)
            }
            break;
        case Kind::Limber:
        case Kind::Unlimber:
            s->limbered = manoeuvre.kind == Kind::Limber;
            unit->formation = s->limbered ? Formation::Limbered : Formation::Unlimbered;
            s->limberingBoundsLeft = limber.bounds;
            s->thisBound.distanceMoved += limber.inches;
            break;
        case Kind::Reform:
            s->reformingBoundsLeft = static_cast<int>(std::lround(
                s->thisBound.routed || s->lastBound.routed ? reformAfterRout : reformOther));
            break;
    }

    // 2.1: a battalion's guns keep their place beside it, however it moves.
    if (!(before == unit->pose)) {
        std::vector<std::string> guns;
        for (const std::size_t position : tricorne.cache(state).gunsOfBattalion(unit->id)) {
            guns.push_back(state.units()[position].id);
        }
        for (const std::string& id : guns) {
            auto gun = state.editUnit(id);
            gun->pose = carried(gun->pose, before, unit->pose);
        }
    }
}

}  // namespace adjutant
