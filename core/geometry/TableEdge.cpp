#include "core/geometry/TableEdge.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::geometry {

double distanceToTableEdge(const Table& table, Vec2 from, Vec2 direction) {
    if (from.x < 0 || from.y < 0 || from.x > table.width || from.y > table.height) {
        return 0.0;
    }
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
    return std::isfinite(limit) ? limit : 0.0;
}

}  // namespace adjutant::geometry
