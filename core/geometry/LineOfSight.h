#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/model/Scenario.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// What blocks sight under the ruleset (Tricorne A47; War of Princes 5.4 and
/// Fire Effect 11.2 [P]: units, woods except at the edge, buildings, crests).
/// `woodsDepthSeen`/`townDepthSeen`: how far into woods or a town one may see;
/// a sight line running further than that inside one area is blocked.
struct SightRules {
    bool unitsBlock = true;
    bool woodsBlock = true;
    bool townsBlock = true;
    bool hillsBlock = true;
    double woodsDepthSeen = 0;  // inches
    double townDepthSeen = 0;   // inches
};

/// What stopped a sight line: a screening unit (index into the screens given)
/// or a terrain area (index into Table::areas).
struct SightBlocker {
    enum class Kind { Unit, Woods, Town, Hill };
    Kind kind = Kind::Unit;
    std::size_t index = 0;
};

/// Whether one straight sight line is clear. A line that only grazes a
/// screening footprint (runs inside it no further than kDistanceTolerance) is
/// not blocked. A hill blocks when the line passes over ground of a higher
/// contour level than both of its ends stand on.
std::optional<SightBlocker> sightLineBlocker(Vec2 from, Vec2 to, const Table& table,
                                             const std::vector<std::vector<Vec2>>& screens,
                                             const SightRules& rules);

struct SightResult {
    bool clear = false;
    Vec2 seenPoint;  // where a clear line reached the target
    std::optional<SightBlocker>
        blocker;  // when not clear: what blocked the line to the nearest point
};

/// Whether a target footprint can be seen from a point (the centre of the
/// firer's front edge or face): clear when a straight line reaches its nearest
/// point, its centre or one of its corners unblocked. `screens` are the
/// footprints that may screen it; leave out the firer, the target and anything
/// that never blocks (a battalion's own guns, Tricorne A47).
SightResult lineOfSight(Vec2 from, const std::vector<Vec2>& target, const Table& table,
                        const std::vector<std::vector<Vec2>>& screens, const SightRules& rules);

}  // namespace adjutant::geometry
