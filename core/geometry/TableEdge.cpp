#include "core/geometry/TableEdge.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::geometry {

namespace {

// How far `from` may go along `direction` before it crosses the line of the
// table edge it heads for; negative when it is already past that line,
// infinite for a nil direction.
double toEdgeLine(const Table& table, Vec2 from, Vec2 direction) {
    double limit = std::numeric_limits<double>::infinity();
    if (direction.x > 0) {
        limit = std::min(limit, (table.width - from.x) / direction.x);
    } else if (direction.x < 0) {
        limit = std::min(limit, -from.x / direction.x);
    }
    if (direction.y > 0) {
        limit = std::min(limit, (table.height - from.y) / direction.y);
    } else if (direction.y < 0) {
        limit = std::min(limit, -from.y / direction.y);
    }
    return limit;
}

}  // namespace

double distanceToTableEdge(const Table& table, Vec2 from, Vec2 direction) {
    if (from.x < 0 || from.y < 0 || from.x > table.width || from.y > table.height) {
        return 0.0;
    }
    const double limit = toEdgeLine(table, from, direction);
    return std::isfinite(limit) ? limit : 0.0;
}

double roomOnTable(const Table& table, const std::vector<Vec2>& footprint, Vec2 direction) {
    double room = std::numeric_limits<double>::infinity();
    for (const Vec2& v : footprint) {
        room = std::min(room, toEdgeLine(table, v, direction));
    }
    return std::max(room, 0.0);
}

}  // namespace adjutant::geometry
