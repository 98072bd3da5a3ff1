#pragma once

// Boost.Geometry models of the module's shapes. Included only by the few .cpp
// files that need Boost: a translation unit that includes it takes ~18 s to build.
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::geometry::detail {

namespace bg = boost::geometry;

using BoostPoint = bg::model::d2::point_xy<double>;
using BoostPolygon = bg::model::polygon<BoostPoint>;  // clockwise in y-up terms, closed
using BoostLine = bg::model::linestring<BoostPoint>;
using BoostSegment = bg::model::segment<BoostPoint>;
using BoostBox = bg::model::box<BoostPoint>;

inline BoostPoint toBoost(Vec2 v) {
    return {v.x, v.y};
}

/// Any simple polygon, closed and put in Boost's orientation whatever the
/// order of the input vertices.
inline BoostPolygon toBoostPolygon(const std::vector<Vec2>& outline) {
    BoostPolygon polygon;
    for (const Vec2& v : outline) {
        polygon.outer().push_back(toBoost(v));
    }
    bg::correct(polygon);
    return polygon;
}

inline BoostLine toBoostLine(const std::vector<Vec2>& points) {
    BoostLine line;
    for (const Vec2& v : points) {
        line.push_back(toBoost(v));
    }
    return line;
}

}  // namespace adjutant::geometry::detail
