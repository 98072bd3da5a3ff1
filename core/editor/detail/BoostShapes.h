#pragma once

// Boost.Geometry types for the editor's tracing and snapping; included only
// by .cpp files.
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::editor_detail {

namespace bg = boost::geometry;
using BPoint = bg::model::d2::point_xy<double>;
using BPolygon = bg::model::polygon<BPoint>;
using BLine = bg::model::linestring<BPoint>;
using BMultiPolygon = bg::model::multi_polygon<BPolygon>;

inline BPolygon polygonOf(const std::vector<Vec2>& outline) {
    BPolygon polygon;
    for (const Vec2& p : outline) {
        polygon.outer().emplace_back(p.x, p.y);
    }
    bg::correct(polygon);
    return polygon;
}

/// The outer ring's points without the repeated closing point.
inline std::vector<Vec2> outlineOf(const BPolygon& polygon) {
    std::vector<Vec2> points;
    for (const BPoint& p : polygon.outer()) {
        points.push_back({p.x(), p.y()});
    }
    if (points.size() > 1 && points.front() == points.back()) {
        points.pop_back();
    }
    return points;
}

}  // namespace adjutant::editor_detail
