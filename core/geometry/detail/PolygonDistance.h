#pragma once

#include <vector>

#include "core/model/Vec2.h"

// Exact distances between the small outlines the rules measure (unit
// footprints of four to a dozen corners) without converting them to
// Boost.Geometry polygons: a referee asks hundreds of thousands of these per
// bound, and for outlines this small a plain all-pairs scan is several times
// faster than the general algorithms, with the same answers.
namespace adjutant::geometry::detail {

/// Outlines with more corner pairs than this go to Boost.Geometry, whose
/// indexed algorithms win on long terrain outlines.
inline constexpr std::size_t kSmallOutlinePairs = 1024;

/// Squared distance between segments a0-a1 and b0-b1; 0 when they cross or touch.
double segmentDistanceSquared(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1);

/// Nearest approach of two outlines (closed implicitly, any orientation); 0
/// when they overlap, touch or one lies inside the other. Both non-empty.
double smallOutlineDistance(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

/// withinLimit(smallOutlineDistance(a, b), limit), always the same answer, but
/// it stops at the first pair of edges that is close enough: most footprints
/// an index query hands back touch or nearly touch the one asked about.
bool smallOutlinesWithin(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double limit);

/// Nearest approach of a segment to an outline; 0 when it touches or enters it.
double smallSegmentOutlineDistance(Vec2 s0, Vec2 s1, const std::vector<Vec2>& outline);

}  // namespace adjutant::geometry::detail
