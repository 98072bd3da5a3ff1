#include "core/ai/ObjectiveHolding.h"

#include <algorithm>
#include <cmath>

#include "core/geometry/PointInPolygon.h"

namespace adjutant {

namespace {

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

}  // namespace

bool atObjective(Vec2 point, const Objective& objective, double distance) {
    const std::vector<Vec2>& outline = objective.outline;
    if (outline.empty()) {
        return false;
    }
    if (outline.size() >= 3 && geometry::insidePolygon(point, outline)) {
        return true;
    }
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const Vec2 next = outline[(i + 1) % outline.size()];
        if (distanceToSegment(point, outline[i], next) <= distance + 1e-9) {
            return true;
        }
    }
    return false;
}

int objectiveHolder(const GameState& state, const Objective& objective, double distance,
                    const OutOfActionTest& outOfAction) {
    bool present[2] = {false, false};
    for (const Unit& unit : state.units()) {
        if (unit.side < 0 || unit.side > 1 || unit.figures <= 0 || present[unit.side] ||
            (outOfAction && outOfAction(state, unit))) {
            continue;
        }
        present[unit.side] = atObjective(unit.pose.position, objective, distance);
    }
    if (present[0] == present[1]) {
        return -1;
    }
    return present[0] ? 0 : 1;
}

}  // namespace adjutant
