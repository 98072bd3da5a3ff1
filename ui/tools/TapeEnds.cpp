#include "ui/tools/TapeEnds.h"

#include <algorithm>
#include <limits>

namespace adjutant::ui {

namespace {

// The point of segment a-b nearest to p.
Vec2 nearestOnSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double length2 = ab.dot(ab);
    if (length2 <= 0) {
        return a;
    }
    const double t = std::clamp((p - a).dot(ab) / length2, 0.0, 1.0);
    return a + ab * t;
}

// Tries every corner of `corners` against every edge of `edges`, keeping the
// closest pair in `best` (as corner, edge point, or swapped).
void closestCornerToEdge(const std::vector<Vec2>& corners, const std::vector<Vec2>& edges,
                         bool swapped, TapeEnds& best, double& bestLength) {
    for (const Vec2& corner : corners) {
        for (std::size_t j = 0; j < edges.size(); ++j) {
            const Vec2 onEdge = nearestOnSegment(corner, edges[j], edges[(j + 1) % edges.size()]);
            const double length = (onEdge - corner).length();
            if (length < bestLength) {
                bestLength = length;
                best = swapped ? TapeEnds{onEdge, corner} : TapeEnds{corner, onEdge};
            }
        }
    }
}

}  // namespace

TapeEnds tapeEnds(const std::vector<Vec2>& from, const std::vector<Vec2>& to) {
    TapeEnds best;
    if (from.empty() || to.empty()) {
        return best;
    }
    // The nearest approach of two polygons apart always has a corner of one at
    // one end, so corners against edges both ways find it.
    double bestLength = std::numeric_limits<double>::infinity();
    closestCornerToEdge(from, to, false, best, bestLength);
    closestCornerToEdge(to, from, true, best, bestLength);
    return best;
}

}  // namespace adjutant::ui
