#include "core/referee/tricorne/TricorneObstacles.h"

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"

namespace adjutant {

namespace {

bool isObstacle(LinearKind kind) {
    return kind == LinearKind::Wall || kind == LinearKind::Hedge || kind == LinearKind::Stream ||
           kind == LinearKind::Ditch;
}

bool cameOverObstacle(const TricorneContext& context, const Unit& unit) {
    const TricorneUnitState& s = context.status(unit);
    return s.overObstacle || (!s.thisBound.chargeTargets.empty() && s.thisBound.chargeImpetusLost);
}

const Table& tableOf(const TricorneContext& context) {
    return context.state().setup().scenario->table;
}

}  // namespace

std::vector<FrontObstacle> obstaclesAlongFront(const TricorneContext& context, const Unit& unit) {
    std::vector<FrontObstacle> found;
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop || troop->category == TroopCategory::General ||
        troop->category == TroopCategory::Artillery) {
        return found;
    }
    const auto layout = context.layout(unit);
    const Table& table = tableOf(context);
    if (!layout || table.lines.empty()) {
        return found;
    }
    // The ground in front of the front edge, as deep as the reading allows.
    const bool onEdge = context.option("heldObstacle") == "onTheEdge";
    const double depth = onEdge ? geometry::kContactTolerance : layout->depth;
    const Vec2 ahead = Pose::directionOf(layout->pose.facingDegrees) * depth;
    const std::vector<Vec2> band{layout->frontLeft, layout->frontRight, layout->frontRight + ahead,
                                 layout->frontLeft + ahead};
    for (const std::size_t line :
         geometry::linearFeaturesNear(band, table, geometry::kContactTolerance)) {
        if (isObstacle(table.lines[line].kind)) {
            found.push_back({line, table.lines[line].kind});
        }
    }
    return found;
}

std::vector<FrontObstacle> obstaclesHeld(const TricorneContext& context, const Unit& unit) {
    if (cameOverObstacle(context, unit)) {
        return {};
    }
    return obstaclesAlongFront(context, unit);
}

std::optional<FrontObstacle> holdsObstacle(const TricorneContext& context, const Unit& unit,
                                           const std::vector<LinearKind>& kinds) {
    for (const FrontObstacle& obstacle : obstaclesHeld(context, unit)) {
        if (std::find(kinds.begin(), kinds.end(), obstacle.kind) != kinds.end()) {
            return obstacle;
        }
    }
    return std::nullopt;
}

namespace {

bool inBuildings(const TricorneContext& context, const Unit& unit) {
    const auto layout = context.layout(unit);
    if (!layout) {
        return false;
    }
    const Table& table = tableOf(context);
    for (const std::size_t area : geometry::areasUnder(layout->footprint, table)) {
        if (table.areas[area].kind == AreaKind::Town) {
            return true;
        }
    }
    return false;
}

}  // namespace

bool inHardCover(const TricorneContext& context, const Unit& unit) {
    return inBuildings(context, unit) ||
           holdsObstacle(context, unit, {LinearKind::Wall}).has_value();
}

bool enemyBehindHardCover(const TricorneContext& context, const Unit& unit, const Unit& enemy) {
    if (inBuildings(context, enemy)) {
        return true;
    }
    if (!holdsObstacle(context, enemy, {LinearKind::Wall})) {
        return false;
    }
    // Across the wall: the unit stands before the enemy's front.
    const auto mine = context.layout(unit);
    const auto theirs = context.layout(enemy);
    return mine && theirs &&
           geometry::aspectOf(*theirs, mine->footprint) == geometry::Aspect::Front;
}

std::string obstacleName(const TricorneContext& context, const FrontObstacle& obstacle) {
    const LinearFeature& line = tableOf(context).lines[obstacle.line];
    const std::string kind(linearKindKey(obstacle.kind));
    return line.name.empty() ? "a " + kind : kind + " '" + line.name + "'";
}

}  // namespace adjutant
