#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// A spatial index (a uniform grid of cells over the footprints' bounding
/// boxes) of unit footprints, so that nearest, within-distance and
/// intersecting queries stay fast with a thousand units and more. It holds a
/// copy of the footprints; rebuild it whenever positions change, or update the
/// ones that moved. Results are indices into the vector last given to
/// `rebuild`, and every result is checked against the exact footprint, not
/// just its box.
class FootprintIndex {
  public:
    FootprintIndex();
    ~FootprintIndex();
    FootprintIndex(FootprintIndex&&) noexcept;
    FootprintIndex& operator=(FootprintIndex&&) noexcept;
    FootprintIndex(const FootprintIndex&) = delete;
    FootprintIndex& operator=(const FootprintIndex&) = delete;

    /// Indexes these footprints afresh; an empty footprint takes its index
    /// but is never found.
    void rebuild(const std::vector<std::vector<Vec2>>& footprints);
    /// Replaces one footprint (an index given to the last rebuild), leaving
    /// the others where they are: a moved unit costs the cells it leaves and
    /// enters, not a rebuild.
    void update(std::size_t index, const std::vector<Vec2>& footprint);
    std::size_t size() const;

    /// The `count` footprints nearest the point (edge distance, 0 inside),
    /// nearest first; ties in index order.
    std::vector<std::size_t> nearest(Vec2 point, std::size_t count) const;
    /// Footprints whose edge-to-edge distance from the polygon is within
    /// `distance` (inclusive, kDistanceTolerance), in index order.
    std::vector<std::size_t> withinDistance(const std::vector<Vec2>& polygon,
                                            double distance) const;
    /// Footprints whose bounding boxes come within `distance` of the
    /// polygon's bounding box, in index order: every footprint withinDistance
    /// finds and possibly more, none measured exactly. For a caller that can
    /// leave most of them out by a cheaper test of its own before measuring
    /// (units stacked on one spot, measured once for the stack).
    std::vector<std::size_t> boxesWithinDistance(const std::vector<Vec2>& polygon,
                                                 double distance) const;
    /// Footprints sharing any point with the polygon, in index order.
    std::vector<std::size_t> intersecting(const std::vector<Vec2>& polygon) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace adjutant::geometry
