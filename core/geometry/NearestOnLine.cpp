#include "core/geometry/NearestOnLine.h"

#include <algorithm>
#include <limits>

namespace adjutant::geometry {

PointOnLine nearestOnLine(Vec2 from, const std::vector<Vec2>& line) {
    PointOnLine best;
    if (line.empty()) {
        best.distance = std::numeric_limits<double>::infinity();
        return best;
    }
    best.point = line.front();
    best.distance = (from - line.front()).length();
    double walked = 0;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const Vec2 a = line[i];
        const Vec2 ab = line[i + 1] - a;
        const double squared = ab.dot(ab);
        const double t = squared > 0 ? std::clamp((from - a).dot(ab) / squared, 0.0, 1.0) : 0.0;
        const Vec2 at = a + ab * t;
        const double distance = (from - at).length();
        if (distance < best.distance) {
            best = {at, distance, i, walked + ab.length() * t};
        }
        walked += ab.length();
    }
    return best;
}

}  // namespace adjutant::geometry
