#include "core/referee/princes/PrincesRetreatMove.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/geometry/Contact.h"
#include "core/geometry/TableEdge.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/TableEdgeOnMove.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"

namespace adjutant {

namespace {

std::vector<Vec2> translated(const std::vector<Vec2>& polygon, Vec2 by) {
    std::vector<Vec2> out;
    out.reserve(polygon.size());
    for (const Vec2& p : polygon) {
        out.push_back(p + by);
    }
    return out;
}

// The greatest distance between two corners: no slide longer than the sum of
// two of these and the gap between them is needed to clear one polygon of another.
double extent(const std::vector<Vec2>& polygon) {
    double most = 0;
    for (const Vec2& a : polygon) {
        for (const Vec2& b : polygon) {
            most = std::max(most, (a - b).length());
        }
    }
    return most;
}

// How far `moving` must slide along `direction` to be wholly past `other`:
// slid far beyond it, the way back to touching it again.
double clearOf(const std::vector<Vec2>& moving, Vec2 direction, const std::vector<Vec2>& other) {
    const double beyond =
        (other.front() - moving.front()).length() + 2 * (extent(moving) + extent(other));
    const auto back =
        geometry::distanceToContact(translated(moving, direction * beyond), -direction, other);
    return back ? beyond - *back : 0.0;
}

// Where the footprint, sliding along `direction`, first meets ground it may
// not enter: a marsh (`impassableGround`, 10.2 [P]), traced from its corners
// and the middles of its sides, or a river away from its bridges and fords
// (`riverCrossing`, 4.6 [P]).
struct ImpassableAhead {
    double at = std::numeric_limits<double>::infinity();
    std::string what;  // "marsh" or "the river Oder"
    std::string rule;
};

ImpassableAhead toImpassableGround(const PrincesContext& context,
                                   const std::vector<Vec2>& footprint, Vec2 direction,
                                   double distance) {
    ImpassableAhead first;
    const bool marshStops = context.rules().optionIs("impassableGround", "marsh");
    const WaterReadings water = princesWaterReadings(context.rules());
    const Table& table = context.state().setup().scenario->table;
    std::vector<Vec2> points = footprint;
    for (std::size_t i = 0; i < footprint.size(); ++i) {
        points.push_back((footprint[i] + footprint[(i + 1) % footprint.size()]) / 2);
    }
    for (const Vec2& p : points) {
        const geometry::PathTerrain ground =
            geometry::terrainAlongPath({p, p + direction * distance}, table, 0.0);
        for (const geometry::BoundaryCrossing& crossing : ground.boundaries) {
            if (marshStops && crossing.kind == AreaKind::Marsh && crossing.inwards &&
                crossing.distanceAlongPath < first.at) {
                first = {crossing.distanceAlongPath, "marsh",
                         princesRule("10.2", "impassableGround")};
            }
        }
    }
    // A river is crossed where the unit's middle crosses it, as a move crosses
    // it (a battalion wider than a ford still crosses by the ford); it stops
    // the unit with its leading edge on the bank.
    Vec2 middle;
    for (const Vec2& corner : footprint) {
        middle = middle + corner / static_cast<double>(footprint.size());
    }
    double lead = 0;
    for (const Vec2& corner : footprint) {
        lead = std::max(lead, (corner - middle).dot(direction));
    }
    const geometry::PathTerrain alongMiddle =
        geometry::terrainAlongPath({middle, middle + direction * (distance + lead)}, table, 0.0);
    if (const auto river = firstImpassableWater(water, alongMiddle);
        river && river->distanceAlongPath - lead < first.at) {
        first = {std::max(0.0, river->distanceAlongPath - lead), waterName(table, *river),
                 princesRule("4.6", "riverCrossing")};
    }
    return first;
}

struct InTheWay {
    double at = 0;
    const Unit* unit = nullptr;
    std::vector<Vec2> footprint;
};

// The units the slide would run into, nearest first.
std::vector<InTheWay> unitsInTheWay(const PrincesContext& context, const Unit& unit,
                                    const std::vector<Vec2>& start, Vec2 direction,
                                    double distance) {
    std::vector<InTheWay> found;
    const std::vector<Vec2> swept = geometry::sweptFootprint(start, direction * distance);
    for (const Unit* other : context.unitsNear(swept, 0.0)) {
        if (other->id == unit.id) {
            continue;
        }
        auto theirs = context.layout(*other);
        if (!theirs ||
            geometry::footprintsPassedThrough(start, direction * distance, {theirs->footprint})
                .empty()) {
            continue;
        }
        const double at =
            geometry::distanceToContact(start, direction, theirs->footprint).value_or(0.0);
        found.push_back({at, other, theirs->footprint});
    }
    std::sort(found.begin(), found.end(),
              [](const InTheWay& a, const InTheWay& b) { return a.at < b.at; });
    return found;
}

}  // namespace

PrincesRetreatMove planPrincesRetreat(const PrincesContext& context, const Unit& unit,
                                      const std::string& enemyId, double distance, bool rout) {
    PrincesRetreatMove move;
    move.wanted = distance;
    move.finalPose = unit.pose;
    move.explanation =
        Explanation{rout ? "Rout move" : "Retire move", std::nullopt, "7.2, 10.2", {}, {}};
    Explanation& why = move.explanation;
    auto placed = context.layout(unit);
    if (!placed) {
        return move;
    }
    const Unit* enemy = enemyId.empty() ? nullptr : context.state().findUnit(enemyId);
    if (!enemy || !context.active(*enemy)) {
        enemy = context.nearestEnemy(unit);
    }
    // Directly away: from the enemy's centre through the unit's; straight back
    // when there is no enemy to run from or the centres coincide.
    move.direction = -unit.pose.forward();
    if (auto enemyPlaced = enemy ? context.layout(*enemy) : std::nullopt) {
        const Vec2 d = placed->centre() - enemyPlaced->centre();
        if (d.length() > 1e-9) {
            move.direction = d / d.length();
        }
    }
    Pose start = unit.pose;
    if (rout) {
        // Turned about its centre, then moved: the front edge leads away.
        start.facingDegrees = Pose::bearingOf(move.direction);
        start.position = placed->centre() + move.direction * (placed->depth / 2);
    }
    auto turned = context.layoutAt(unit, start, unit.formation);
    if (!turned) {
        return move;
    }
    const std::vector<Vec2>& footprint = turned->footprint;
    const Table& table = context.state().setup().scenario->table;
    why.add(fmt::format("Directly away{}", enemy ? " from " + enemy->name : std::string()),
            Pose::bearingOf(move.direction), "7.2",
            rout ? "turned to face away" : "keeping its facing");
    why.add(rout ? "Rout distance" : "Retire distance", distance, "7.2");

    double limit = distance;
    const ImpassableAhead impassable =
        toImpassableGround(context, footprint, move.direction, distance);
    const double ground = impassable.at;
    std::vector<const InTheWay*> passed;
    const std::vector<InTheWay> inTheWay =
        unitsInTheWay(context, unit, footprint, move.direction, distance);
    const bool passFriends = context.rules().optionIs("routersPassThroughFriends", "pass");
    for (const InTheWay& other : inTheWay) {
        if (other.at >= std::min(limit, ground)) {
            break;
        }
        const bool friendly = other.unit->side == unit.side;
        if (rout && friendly && passFriends) {
            passed.push_back(&other);
            continue;
        }
        limit = other.at;
        move.haltedBefore = other.unit->id;
        move.haltedByEnemy = !friendly;
        why.add(fmt::format("Stops in front of {}", other.unit->name), limit, "10.2",
                std::string_view(friendly ? "a friend in the way" : "an enemy in the way"));
        break;
    }
    if (ground < limit) {
        limit = ground;
        move.haltedBefore.clear();
        move.haltedByEnemy = false;
        move.haltedByGround = true;
        why.add("Stops at impassable ground", limit, impassable.rule, impassable.what);
    }
    // A router never ends inside a friend it runs through: it runs on until clear
    // (clearing one friend may take it into the next).
    for (bool extended = true; extended;) {
        extended = false;
        for (const InTheWay* other : passed) {
            const bool inside =
                geometry::overlaps(translated(footprint, move.direction * limit), other->footprint);
            if (other->at < limit && inside) {
                limit = std::max(limit, clearOf(footprint, move.direction, other->footprint));
                extended = true;
            }
        }
    }
    for (const InTheWay* other : passed) {
        if (other->at < limit) {
            move.passedThrough.push_back(other->unit->id);
            why.add(fmt::format("Runs through {}", other->unit->name), limit,
                    princesRule("10.2", "routersPassThroughFriends"));
        }
    }
    const double edge = geometry::roomOnTable(table, footprint, move.direction);
    endAtTableEdge(move, edge, rout && geometry::withinLimit(edge, limit), limit, why,
                   {"Runs off the table", "7.2", "out of the game [P]"},
                   {"Stops at the table edge", "10.2", {}});
    const bool blocked = move.haltedByEnemy || move.haltedByGround;
    if (rout && blocked && !move.leftTable &&
        context.rules().optionIs("blockedRouters", "surrender")) {
        move.surrenders = true;
        why.add("Blocked: it surrenders", std::nullopt, princesRule("10.2", "blockedRouters"),
                "out of the game");
    }
    move.distance = std::max(0.0, limit);
    move.finalPose = Pose{start.position + move.direction * move.distance, start.facingDegrees};
    why.value = move.distance;
    why.note = fmt::format("{}\" of {}\"", formatRulesNumber(std::round(move.distance * 100) / 100),
                           formatRulesNumber(distance));
    return move;
}

}  // namespace adjutant
