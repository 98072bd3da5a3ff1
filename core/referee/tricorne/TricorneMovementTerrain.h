#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/geometry/TerrainQueries.h"
#include "core/model/Vec2.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class TricorneContext;

/// What the ground along a path does to a move (13.6): woods, walls, hedges,
/// uphill, buildings, streams and ditches each halve a unit's speed.
///
/// Our reading [I]: an inch inside woods or a town (buildings) costs two inches
/// of the allowance; a move that crosses a wall, hedge, stream or ditch, climbs
/// a contour, or goes into or out of a town is made at half speed as a whole,
/// so every inch of it costs two. Halving is never compounded: half speed is
/// the slowest the ground makes a unit. Marshes and roads are not in 13.6 and
/// change nothing.
///
/// Rivers, bridges and fords are not in the text [P]: a river is crossed only
/// by a bridge or ford (option `riverCrossing`, else as a stream); a ford
/// halves speed as a stream does (`fordCrossing`); a bridge is no obstacle
/// (`bridgeCrossing`). A path over a river where it may not be crossed costs
/// without limit and names the river in `impassable`.
struct TricornePathCost {
    double length = 0;               // table inches along the path
    double cost = 0;                 // inches of the allowance the path uses
    std::vector<std::string> notes;  // "2.0 in of woods cost 2 an inch (13.6)"
    Explanation explanation;
    std::optional<geometry::LinearCrossing> impassable;
};

struct WaterReadings;

/// The ruleset's readings of rivers, bridges and fords (its three options).
WaterReadings tricorneWaterReadings(const TricorneContext& context);

/// The cost of moving the front-edge centre through `points` (at least one).
TricornePathCost pathCost(const TricorneContext& context, const std::vector<Vec2>& points);

}  // namespace adjutant
