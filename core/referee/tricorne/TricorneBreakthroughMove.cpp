#include "core/referee/tricorne/TricorneBreakthroughMove.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TableEdge.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"

namespace adjutant {

namespace {

constexpr double kNudge = 0.1;  // inches: enough to tell "moves into" from "slides past"

}  // namespace

double distanceAffordable(const TricorneContext& context, Vec2 from, Vec2 direction,
                          double allowance) {
    if (allowance <= 0) {
        return 0;
    }
    const auto cost = [&](double d) {
        return pathCost(context, {from, from + direction * d}).cost;
    };
    if (cost(allowance) <= allowance + geometry::kDistanceTolerance) {
        return allowance;
    }
    double lo = 0;
    double hi = allowance;
    for (int i = 0; i < 40; ++i) {  // the cost grows with the distance: bisect for it
        const double mid = (lo + hi) / 2;
        (cost(mid) <= allowance ? lo : hi) = mid;
    }
    return lo;
}

double remainingChargeMove(const TricorneContext& context, const Unit& unit, double remaining) {
    if (remaining >= 0) {
        return remaining;
    }
    const TricornePace pace = chargePace(context, unit);
    return std::max(pace.inches - context.status(unit).thisBound.chargeMoveUsed, 0.0);
}

BreakthroughMove planBreakthroughMove(const TricorneContext& context, const Unit& unit,
                                      const Unit& through, double remainingMove) {
    BreakthroughMove move;
    move.unitId = unit.id;
    move.throughId = through.id;
    move.remainingMove = std::max(remainingMove, 0.0);
    move.finalPose = unit.pose;
    Explanation& why = move.explanation;
    why = Explanation{
        fmt::format("{} breaks through {}", unit.name, through.name), 0.0, "11", {}, {}};
    const geometry::UnitLayout* mine = context.cachedLayout(unit);
    const geometry::UnitLayout* theirs = context.cachedLayout(through);
    if (!mine || !theirs) {
        why.note = "cannot be laid out";
        return move;
    }
    const Vec2 ahead = unit.pose.forward();
    double rear = std::numeric_limits<double>::infinity();
    for (const Vec2& v : mine->footprint) {
        rear = std::min(rear, v.dot(ahead));
    }
    double far = -std::numeric_limits<double>::infinity();
    for (const Vec2& v : theirs->footprint) {
        far = std::max(far, v.dot(ahead));
    }
    // A unit that fell back out of contact first (skirmishers, 12.6) leaves
    // nothing to carry through: the move is what is left of the charge.
    const bool touching = geometry::distanceBetween(mine->footprint, theirs->footprint) <=
                          geometry::kContactTolerance;
    move.toClear = touching ? std::max(far - rear, 0.0) + 2 * geometry::kContactTolerance : 0.0;
    why.add("Charge move left", move.remainingMove, "11, 9.5");
    // 13.6: the ground ahead slows what is left of the charge.
    const double paid = distanceAffordable(context, unit.pose.position, ahead, move.remainingMove);
    if (paid < move.remainingMove - geometry::kDistanceTolerance) {
        why.add("Ground ahead at half speed: it covers", paid, "13.6",
                pathCost(context, {unit.pose.position, unit.pose.position + ahead * paid})
                    .explanation.note);
    }
    double distance = std::max(move.toClear, paid);
    if (touching) {
        why.add("Through and out of the far side", move.toClear, "6.4",
                "the momentum carries it at least this far");
    } else {
        why.add("It fell back out of contact", std::nullopt, "12.6",
                "nothing to carry through: what is left of the charge move");
    }

    // The first unit ahead that it runs into.
    const auto swept = geometry::sweptFootprint(mine->footprint, ahead * distance);
    double nearest = distance;
    const Unit* met = nullptr;
    for (const Unit* other : context.unitsWithin(swept, 0.0)) {
        const TricorneTroopType* troop = context.troop(*other);
        if (other->id == unit.id || (touching && other->id == through.id) || !troop ||
            troop->category == TroopCategory::General || context.status(*other).offTable) {
            continue;
        }
        const geometry::UnitLayout* layout = context.cachedLayout(*other);
        if (!layout) {
            continue;
        }
        std::optional<double> gap =
            geometry::distanceToContact(mine->footprint, ahead, layout->footprint);
        if (!gap) {
            continue;
        }
        if (*gap <= geometry::kContactTolerance &&
            geometry::footprintsPassedThrough(mine->footprint, ahead * kNudge, {layout->footprint})
                .empty()) {
            continue;  // touching at the start but not in the way
        }
        if (*gap < nearest) {
            nearest = *gap;
            met = other;
        }
    }
    if (met) {
        distance = nearest;
        if (met->id == through.id) {
            move.haltedBefore = met->id;
            why.add("Halts on reaching " + met->name, nearest, "11, 12.6",
                    "the unit it broke through, fallen back: no new contact");
        } else if (met->side != unit.side) {
            move.contacted = met->id;
            why.add("Contacts " + met->name, nearest, "8.6", "a new contact: response and melee");
        } else {
            move.haltedBefore = met->id;
            why.add("Halts before " + met->name, nearest, "11", "reading: a friend in the way");
        }
    }
    const double room =
        geometry::roomOnTable(context.state().setup().scenario->table, mine->footprint, ahead);
    if (room < distance) {
        distance = room;
        move.stoppedAtTableEdge = true;
        move.contacted.clear();
        move.haltedBefore.clear();
        why.add("Stops at the table edge", room, "11");
    }
    move.distance = distance;
    move.finalPose.position = unit.pose.position + ahead * distance;
    why.value = distance;
    why.note = fmt::format("moves {} in", formatRulesNumber(distance));
    return move;
}

void applyBreakthroughMove(GameState& state, const BreakthroughMove& move) {
    if (auto unit = state.editUnit(move.unitId)) {
        unit->pose = move.finalPose;
    }
    auto s = tricorneState(state).editStatus(move.unitId);
    s->thisBound.movedInChargePhase = true;
    s->thisBound.chargeMoveUsed += move.distance;
    s->thisBound.distanceMoved += move.distance;
}

}  // namespace adjutant
