#include "core/editor/OutlineSimplify.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/editor/detail/BoostShapes.h"

namespace adjutant {

using namespace editor_detail;

namespace {

std::vector<Vec2> withoutRepeats(const std::vector<Vec2>& points, double within) {
    std::vector<Vec2> kept;
    for (const Vec2& p : points) {
        if (kept.empty() || (p - kept.back()).length() > within) {
            kept.push_back(p);
        }
    }
    return kept;
}

BPolygon simplified(const BPolygon& polygon, double tolerance) {
    BPolygon out;
    bg::simplify(polygon, out, tolerance);
    bg::correct(out);
    return out;
}

std::size_t vertexCount(const BPolygon& polygon) {
    return polygon.outer().empty() ? 0 : polygon.outer().size() - 1;
}

}  // namespace

std::vector<Vec2> simplifyOutlineToCount(const std::vector<Vec2>& outline, int vertices) {
    const std::size_t wanted = std::size_t(std::max(3, vertices));
    const BPolygon polygon = polygonOf(withoutRepeats(outline, 0.0));
    BPolygon best = simplified(polygon, 0.0);
    if (vertexCount(best) <= wanted) {
        return outlineOf(best);
    }
    bg::model::box<BPoint> box;
    bg::envelope(polygon, box);
    double low = 0.0;  // too many vertices at this tolerance
    double high = std::max(box.max_corner().x() - box.min_corner().x(),
                           box.max_corner().y() - box.min_corner().y());
    // The count falls as the tolerance grows; halving 40 times finds the edge
    // to far below a pixel.
    for (int i = 0; i < 40; ++i) {
        const double middle = (low + high) / 2;
        if (vertexCount(simplified(polygon, middle)) <= wanted) {
            high = middle;
        } else {
            low = middle;
        }
    }
    // A tolerance that folds the outline over itself is stepped down until it
    // does not, giving a few vertices more than asked rather than a bad shape.
    for (double tolerance = high; tolerance > 1e-9; tolerance *= 0.8) {
        BPolygon candidate = simplified(polygon, tolerance);
        if (vertexCount(candidate) >= 3 && bg::is_valid(candidate)) {
            return outlineOf(candidate);
        }
    }
    return outlineOf(best);
}

std::optional<std::vector<Vec2>> simplifyStroke(const std::vector<Vec2>& stroke, bool closed,
                                                double tolerance, std::string& error) {
    const std::vector<Vec2> points = withoutRepeats(stroke, tolerance / 10);
    if (closed) {
        if (points.size() >= 3) {
            BPolygon polygon = polygonOf(points);
            BPolygon out = simplified(polygon, tolerance);
            if (vertexCount(out) < 3 || !(bg::area(out) > 0)) {
                out = polygon;
            }
            const std::vector<Vec2> kept = outlineOf(out);
            if (kept.size() >= 3 && bg::area(out) > tolerance * tolerance) {
                return kept;
            }
        }
        error = fmt::format(
            "the stroke encloses too little to be an area ({} points); draw around the area",
            points.size());
        return std::nullopt;
    }
    if (points.size() < 2) {
        error = "the stroke is too short to be a line; press, draw and release further on";
        return std::nullopt;
    }
    BLine line;
    for (const Vec2& p : points) {
        line.emplace_back(p.x, p.y);
    }
    BLine out;
    bg::simplify(line, out, tolerance);
    std::vector<Vec2> kept;
    for (const BPoint& p : out) {
        kept.push_back({p.x(), p.y()});
    }
    if (kept.size() < 2) {
        kept = {points.front(), points.back()};
    }
    return kept;
}

}  // namespace adjutant
