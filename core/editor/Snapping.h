#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/editor/FeatureRef.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Where a new vertex is drawn to: a vertex of a terrain area or line near
/// the pointer, or else the nearest point of an edge.
struct SnapTarget {
    enum class To { Vertex, Edge };
    To to = To::Vertex;
    Vec2 point;
    FeatureRef feature;
    std::size_t index = 0;  // the vertex, or the first vertex of the edge
};

/// The vertex of a terrain area or line within `within` inches of `point` (the
/// nearest), or else the nearest point within `within` on an edge of one;
/// nothing when none is that near. `skip` leaves out the feature being drawn
/// or edited.
std::optional<SnapTarget> snapPoint(const Scenario& scenario, Vec2 point, double within,
                                    std::optional<FeatureRef> skip = std::nullopt);

/// An outline fitted to the areas around it so that they share borders
/// without gap or overlap: each vertex within `within` of a neighbour's edge
/// moves onto it, two such vertices in a row on one neighbour take that
/// neighbour's vertices between them, and what still overlaps a neighbour is
/// cut away (keeping the largest piece). A neighbour wholly inside the outline
/// is left alone (an area cannot have holes). Nothing comes back when the
/// outline lies within a neighbour or the cutting leaves nothing of it: what
/// it would add is drawn already.
std::vector<Vec2> fitToNeighbours(const std::vector<Vec2>& outline,
                                  const std::vector<std::vector<Vec2>>& neighbours, double within);

}  // namespace adjutant
