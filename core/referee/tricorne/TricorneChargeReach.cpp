#include "core/referee/tricorne/TricorneChargeReach.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/Angles.h"
#include "core/geometry/Arc.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Wheel.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"
#include "core/referee/tricorne/TricorneObstacles.h"

namespace adjutant {

namespace {

// How far behind the contact point the charger is first set down before it is
// slid forward into contact: more than any stand can reach ahead of the front
// edge (an unformed unit's diagonal stands), so it starts clear of the target.
constexpr double kSetBack = 4.0;

Vec2 centreOf(const std::vector<Vec2>& polygon) {
    Vec2 sum;
    for (Vec2 p : polygon) {
        sum = sum + p;
    }
    return polygon.empty() ? sum : sum / static_cast<double>(polygon.size());
}

// The outward normal of edge i of a convex footprint.
Vec2 outwardNormal(const std::vector<Vec2>& footprint, std::size_t i) {
    const Vec2 a = footprint[i];
    const Vec2 b = footprint[(i + 1) % footprint.size()];
    Vec2 n = Vec2{-(b - a).y, (b - a).x}.normalized();
    if (n.dot((a + b) / 2 - centreOf(footprint)) < 0) {
        n = -n;
    }
    return n;
}

// How far a point lies outside the line of edge i (negative: inside).
double outside(const std::vector<Vec2>& footprint, std::size_t i, Vec2 point) {
    return outwardNormal(footprint, i).dot(point - footprint[i]);
}

// Edge i of the target footprint the charger strikes (footprint edges: 0 front,
// 1 right flank, 2 rear, 3 left flank).
std::size_t edgeStruck(const geometry::UnitLayout& target, geometry::Aspect aspect,
                       Vec2 chargerCentre) {
    const std::vector<Vec2>& fp = target.footprint;
    if (target.formation == Formation::Square || fp.size() != 4) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < fp.size(); ++i) {
            if (outside(fp, i, chargerCentre) > outside(fp, best, chargerCentre)) {
                best = i;
            }
        }
        return best;
    }
    switch (aspect) {
        case geometry::Aspect::Front:
            return 0;
        case geometry::Aspect::Rear:
            return 2;
        case geometry::Aspect::Flank:
            break;
    }
    return outside(fp, 1, chargerCentre) >= outside(fp, 3, chargerCentre) ? 1 : 3;
}

bool isCavalry(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category == TroopCategory::Cavalry;
}

// 13.6.2-3, A18: the ground that cancels a charge's impetus, by the charger's
// arm (the ruleset's impetusTerrain): woods or buildings the run enters, leaves
// or lies in; an obstacle it crosses; one the charger holds along its front
// edge and charges out over; one the target holds along the edge struck.
std::string impetusLost(const TricorneContext& context, const Unit& charger, const Unit& target,
                        geometry::Aspect aspect, const std::vector<Vec2>& points) {
    const bool cavalry = isCavalry(context, charger);
    const auto& rows = context.tables().impetusTerrain;
    const auto row = rows.find(
        std::string(troopCategoryKey(cavalry ? TroopCategory::Cavalry : TroopCategory::Infantry)));
    if (row == rows.end()) {
        return {};
    }
    const TricorneImpetusTerrain& ground = row->second;
    // Put together only for the answer: most runs keep their impetus.
    const auto rule = [&] { return " (" + ground.rule + ")"; };
    const Table& table = context.state().setup().scenario->table;
    const geometry::PathTerrain terrain = geometry::terrainAlongPath(points, table, 0.0);
    for (const AreaKind kind : ground.areas) {
        if (terrain.lengthIn(kind) > 0 || terrain.entries(kind) > 0 || terrain.exits(kind) > 0) {
            return (kind == AreaKind::Town ? std::string("buildings")
                                           : std::string(areaKindKey(kind))) +
                   rule();
        }
    }
    const auto cancels = [&](LinearKind kind) {
        return std::find(ground.lines.begin(), ground.lines.end(), kind) != ground.lines.end();
    };
    for (const LinearKind kind : ground.lines) {
        // A stream cancels it where crossing water costs what a stream costs
        // (a river by a ford, by default; never by a bridge).
        const int crossed =
            kind == LinearKind::Stream
                ? waterObstaclesCrossed(tricorneWaterReadings(context), terrain, true)
                : terrain.linesCrossed(kind);
        if (crossed > 0) {
            return "a " + std::string(linearKindKey(kind)) + rule();
        }
    }
    if (aspect == geometry::Aspect::Front) {
        for (const FrontObstacle& held : obstaclesAlongFront(context, target)) {
            if (cancels(held.kind)) {
                return obstacleName(context, held) + " held by " + target.name + rule();
            }
        }
    }
    for (const FrontObstacle& held : obstaclesAlongFront(context, charger)) {
        if (cancels(held.kind)) {
            return obstacleName(context, held) + " along its own front" + rule();
        }
    }
    return {};
}

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0) + " in";
}

}  // namespace

ChargeReach chargeReachOf(const TricorneContext& context, const Unit& charger) {
    ChargeReach reach;
    const TricornePace pace = chargePace(context, charger);
    reach.explanation = Explanation{"Charge reach", std::nullopt, "9.5", {}, {}};
    if (!pace.whyNot.empty()) {
        reach.whyNot = pace.whyNot;
        reach.explanation.note = pace.whyNot;
        reach.explanation.value = 0.0;
        return reach;
    }
    reach.tableInches = pace.tableInches;
    reach.inches = pace.inches;
    reach.explanation.add("Line or skirmish pace + charge bonus", pace.tableInches, "13.1",
                          pace.basis);
    if (context.distanceMultiplier() != 1.0) {
        reach.explanation.add("Figure scale x" + formatRulesNumber(context.distanceMultiplier()),
                              pace.inches, "1.4");
    }
    reach.explanation.value = reach.inches;
    return reach;
}

ChargePath planChargePathAfresh(const TricorneContext& context, const Unit& charger,
                                const Unit& target, ChargeSweep* sweep) {
    ChargePath path;
    path.start = charger.pose;
    path.contactPose = charger.pose;
    Explanation& why = path.explanation;
    why = Explanation{"Charge path to " + target.name, std::nullopt, "19.3.5", {}, {}};
    const auto mine = context.layout(charger);
    const auto theirs = context.layout(target);
    if (!mine || !theirs) {
        path.blockedBy = "the units cannot be laid out";
        why.note = path.blockedBy;
        return path;
    }
    // A34: the charge arc is the fire arc, or under `chargeArc` aheadOfFront
    // anything ahead of the line of the front edge.
    const double halfAngle =
        context.option("chargeArc") == "aheadOfFront"
            ? 90.0
            : context.factor(context.tables().fireGeometry, "arcHalfAngleDegrees");
    path.inFront =
        geometry::arcReachesPolygon(geometry::frontArcOf(*mine, halfAngle), theirs->footprint);
    path.distance = geometry::distanceBetween(mine->footprint, theirs->footprint);
    const geometry::Aspect aspect = geometry::aspectOf(*theirs, mine->footprint);
    path.aspect = std::string(geometry::aspectKey(aspect));

    // The edge struck and the contact pose on it.
    const std::vector<Vec2>& fp = theirs->footprint;
    const std::size_t edge = edgeStruck(*theirs, aspect, mine->centre());
    const Vec2 a = fp[edge];
    const Vec2 b = fp[(edge + 1) % fp.size()];
    const double edgeLength = (b - a).length();
    double t = 0.5;
    if (edgeLength > mine->frontage && edgeLength > 0) {
        const double half = mine->frontage / 2 / edgeLength;
        t = std::clamp((charger.pose.position - a).dot(b - a) / (edgeLength * edgeLength), half,
                       1.0 - half);
    }
    const Vec2 normal = outwardNormal(fp, edge);
    const double facing = Pose::bearingOf(-normal);
    const Vec2 forward = Pose::directionOf(facing);
    const Pose placed{a + (b - a) * t - forward * kSetBack, facing};
    Vec2 contact = a + (b - a) * t;
    if (const auto set = context.layoutAt(charger, placed)) {
        if (auto gap = geometry::distanceToContact(set->footprint, forward, fp)) {
            contact = placed.position + forward * *gap;
        }
    }
    path.contactPose = Pose{contact, facing};
    path.wheelDegrees = geometry::signedTurn(charger.pose.facingDegrees, facing);
    path.wheelCost = geometry::wheelDistance(mine->frontage, path.wheelDegrees);

    // The run, its ground and what stands in the way.
    const std::vector<Vec2> points{charger.pose.position, contact};
    const TricornePathCost ground = pathCost(context, points);
    path.length = ground.length;
    path.cost = ground.cost + path.wheelCost;
    path.terrainNotes = ground.notes;
    path.impetusLostBecause = impetusLost(context, charger, target, aspect, points);
    if (ground.impassable) {
        path.blockedBy = waterName(context.state().setup().scenario->table, *ground.impassable) +
                         " lies in the way, away from any bridge or ford (13.6, a proposed "
                         "reading)";
    }
    if (auto blocker = firstInTheWay(context, charger, target, path, path.length, true, sweep)) {
        path.blockedBy = blocker->unit->name +
                         (blocker->unit->side == charger.side ? " (a friend)" : " (an enemy)") +
                         " stands in the way";
    }

    why.add("Charger stands on the target's " + path.aspect, std::nullopt, "A44");
    why.add("Distance now, edge to edge", path.distance, "A33");
    if (std::abs(path.wheelDegrees) > 1e-9) {
        why.add(fmt::format("Wheel {}° at the outer edge",
                            formatRulesNumber(std::round(path.wheelDegrees))),
                path.wheelCost, "13.4");
    }
    why.add("Run to contact", path.length, "13.1");
    if (!ground.explanation.children.empty()) {
        why.add(ground.explanation);
    }
    if (!path.impetusLostBecause.empty()) {
        why.add("Impetus lost to " + path.impetusLostBecause, std::nullopt, "A18");
    }
    if (!path.blockedBy.empty()) {
        why.add("Blocked", std::nullopt, "13", path.blockedBy);
    }
    why.value = path.cost;
    why.note = "costs " + inches(path.cost);
    return path;
}

std::optional<ChargeObstacle> firstInTheWay(const TricorneContext& context, const Unit& charger,
                                            const Unit& target, const ChargePath& path, double run,
                                            bool passChargingFriends, ChargeSweep* sweep) {
    const auto from =
        context.layoutAt(charger, Pose{path.start.position, path.contactPose.facingDegrees});
    const Vec2 line = path.contactPose.position - path.start.position;
    if (!from || line.length() <= 0 || run <= 0) {
        return std::nullopt;
    }
    const Vec2 direction = line.normalized();
    const Vec2 displacement = direction * run;
    const auto swept = geometry::sweptFootprint(from->footprint, displacement);
    const std::vector<const Unit*> near = context.unitsWithin(swept, geometry::kContactTolerance);
    if (sweep) {
        sweep->swept = swept;
        sweep->found = near;
    }
    std::optional<ChargeObstacle> first;
    for (const Unit* other : near) {
        const TricorneUnitState& os = context.status(*other);
        const TricorneTroopType* troop = context.troop(*other);
        if (other->id == charger.id || other->id == target.id || os.offTable ||
            (troop && troop->category == TroopCategory::General) || os.battalion == charger.id ||
            (passChargingFriends && other->side == charger.side &&
             !os.thisBound.chargeTargets.empty())) {
            continue;
        }
        // Passed through: overlapped somewhere along the run, which is the
        // swept area overlapping it (as footprintsPassedThrough measures it,
        // without sweeping the same run again for each unit found).
        const geometry::UnitLayout* layout = context.cachedLayout(*other);
        if (!layout || !geometry::overlaps(swept, layout->footprint)) {
            continue;
        }
        const double at =
            geometry::distanceToContact(from->footprint, direction, layout->footprint).value_or(0);
        if (!first || at < first->at) {
            first = ChargeObstacle{at, other};
        }
    }
    return first;
}

Pose poseAlongChargePath(const ChargePath& path, double along) {
    const Vec2 run = path.contactPose.position - path.start.position;
    const double length = run.length();
    const double s = length > 0 ? std::clamp(along, 0.0, length) / length : 1.0;
    return Pose{path.start.position + run * s, path.contactPose.facingDegrees};
}

double runToStopShort(const ChargePath& path, double gap) {
    const Vec2 run = path.contactPose.position - path.start.position;
    const double length = run.length();
    if (length <= 0) {
        return 0.0;
    }
    // The run may be oblique to the facing: `gap` is measured square to the
    // edge struck, so the part of the run that covers it is longer.
    const double square = std::max(run.normalized().dot(path.contactPose.forward()), 0.1);
    return std::clamp(length - gap / square, 0.0, length);
}

double chargeRunCost(const TricorneContext& context, const ChargePath& path, double run) {
    const Pose to = poseAlongChargePath(path, run);
    return path.wheelCost + pathCost(context, {path.start.position, to.position}).cost;
}

double chargeRunAffordable(const TricorneContext& context, const ChargePath& path,
                           double allowance) {
    if (allowance <= path.wheelCost) {
        return 0;
    }
    if (chargeRunCost(context, path, path.length) <= allowance + geometry::kDistanceTolerance) {
        return path.length;
    }
    double lo = 0;
    double hi = path.length;
    for (int i = 0; i < 40; ++i) {  // the cost grows with the run: bisect for it
        const double mid = (lo + hi) / 2;
        (chargeRunCost(context, path, mid) <= allowance ? lo : hi) = mid;
    }
    return lo;
}

}  // namespace adjutant
