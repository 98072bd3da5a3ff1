#include "core/referee/tricorne/TricorneReachRegion.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/TableEdge.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/Wheel.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"

namespace adjutant {

namespace {

// Bisection steps on a ray: 2^-12 of a 12 in move is well under the
// hundredth of an inch anyone measures on the table.
constexpr int kBisections = 12;

}  // namespace

double reachAlongRay(const TricorneContext& context, Vec2 from, Vec2 direction, double budget) {
    if (budget <= 0) {
        return 0.0;
    }
    const Table& table = context.state().setup().scenario->table;
    const double limit = std::min(budget, geometry::distanceToTableEdge(table, from, direction));
    auto costTo = [&](double along) {
        return pathCost(context, {from, from + direction * along}).cost;
    };
    // The cost only grows along a ray (ground halves the speed, never speeds
    // it up), so the end of the move lies where it first exceeds the budget.
    if (costTo(limit) <= budget + geometry::kDistanceTolerance) {
        return limit;
    }
    double low = 0.0;
    double high = limit;
    for (int i = 0; i < kBisections; ++i) {
        const double middle = (low + high) / 2.0;
        (costTo(middle) <= budget + geometry::kDistanceTolerance ? low : high) = middle;
    }
    return low;
}

std::vector<Vec2> movementRegion(const TricorneContext& context, const Unit& unit, double allowance,
                                 double stepDegrees) {
    if (allowance <= geometry::kDistanceTolerance) {
        return {};
    }
    const bool mayNotAdvance = context.status(unit).mayNotAdvance;
    const Vec2 from = unit.pose.position;
    const Vec2 forward = unit.pose.forward();
    const int rays = std::max(8, static_cast<int>(std::round(360.0 / stepDegrees)));
    std::vector<Vec2> region;
    region.reserve(static_cast<std::size_t>(rays));
    for (int i = 0; i < rays; ++i) {
        const Vec2 direction = Pose::directionOf(unit.pose.facingDegrees + 360.0 * i / rays);
        // 15.5: such a unit may still move back or sideways, never forwards.
        const bool barred = mayNotAdvance && direction.dot(forward) > geometry::kDistanceTolerance;
        const double along = barred ? 0.0 : reachAlongRay(context, from, direction, allowance);
        region.push_back(from + direction * along);
    }
    return region;
}

std::vector<Vec2> chargeRegion(const TricorneContext& context, const Unit& unit, double reach,
                               double frontage, double halfAngleDegrees, double stepDegrees) {
    if (reach <= geometry::kDistanceTolerance) {
        return {};
    }
    const Vec2 from = unit.pose.position;
    const int steps =
        std::max(2, static_cast<int>(std::ceil(2.0 * halfAngleDegrees / stepDegrees)));
    std::vector<Vec2> region{from};
    for (int i = 0; i <= steps; ++i) {
        const double offset = -halfAngleDegrees + 2.0 * halfAngleDegrees * i / steps;
        const double budget = reach - geometry::wheelDistance(frontage, std::abs(offset));
        const Vec2 direction = Pose::directionOf(unit.pose.facingDegrees + offset);
        region.push_back(from + direction * reachAlongRay(context, from, direction, budget));
    }
    return region;
}

}  // namespace adjutant
