#pragma once

#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry::test {

/// An axis-aligned rectangle [x0, x1] x [y0, y1] as a footprint-ordered outline.
inline std::vector<Vec2> rect(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

/// A line of `figures` infantry on 1" x 0.5" figure bases, in two ranks of
/// four-figure stands: 12 figures make 3 stands of 2" x 1", 6" x 1" in all.
inline LayoutSpec twoRankLine(int figures = 12) {
    LayoutSpec spec;
    spec.formation = Formation::Line;
    spec.figures = figures;
    spec.figuresPerStand = 4;
    spec.figureFrontage = 1.0;
    spec.figureDepth = 0.5;
    spec.ranks = 2;
    return spec;
}

}  // namespace adjutant::geometry::test
