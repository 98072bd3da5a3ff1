#include "core/referee/tricorne/TricorneMovementObstruction.h"

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

namespace {

struct Box {
    Vec2 min{1e300, 1e300};
    Vec2 max{-1e300, -1e300};
    void add(Vec2 p) {
        min = {std::min(min.x, p.x), std::min(min.y, p.y)};
        max = {std::max(max.x, p.x), std::max(max.y, p.y)};
    }
    void add(const std::vector<Vec2>& polygon) {
        for (Vec2 p : polygon) {
            add(p);
        }
    }
    bool meets(const Box& o) const {
        return min.x <= o.max.x && o.min.x <= max.x && min.y <= o.max.y && o.min.y <= max.y;
    }
};

bool isGeneral(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category == TroopCategory::General;
}

bool ignored(const TricorneContext& context, const Unit& mover, const Unit& other) {
    if (other.id == mover.id || context.status(other).offTable) {
        return true;
    }
    // A battalion and the guns fielded with it move as one (2.1).
    if (context.status(other).battalion == mover.id ||
        context.status(mover).battalion == other.id) {
        return true;
    }
    return isGeneral(context, other);
}

std::string who(const Unit& mover, const Unit& other) {
    return other.name + (other.side == mover.side ? " (a friend)" : " (an enemy)");
}

}  // namespace

std::optional<std::string> obstructionOf(const TricorneContext& context, const Unit& mover,
                                         const std::vector<Vec2>& finalFootprint,
                                         const std::vector<TricorneSlide>& slides) {
    const Table& table = context.state().setup().scenario->table;
    for (Vec2 p : finalFootprint) {
        if (p.x < -geometry::kContactTolerance || p.y < -geometry::kContactTolerance ||
            p.x > table.width + geometry::kContactTolerance ||
            p.y > table.height + geometry::kContactTolerance) {
            return "it would leave the table; only routing units leave it (13.5)";
        }
    }
    if (isGeneral(context, mover)) {
        return std::nullopt;
    }
    // Only units whose bounding box meets the ground the mover covers can be in
    // the way; the box test keeps a check cheap on a crowded table.
    Box reach;
    reach.add(finalFootprint);
    for (const TricorneSlide& slide : slides) {
        reach.add(geometry::sweptFootprint(slide.footprint, slide.displacement));
    }
    if (reach.min.x > reach.max.x) {
        return std::nullopt;  // nothing covered, nothing met
    }
    // The index returns, in scenario order, a superset of the units whose box
    // meets the reach; the box test below still decides exactly as before.
    const std::vector<Vec2> reachPolygon{
        reach.min, {reach.max.x, reach.min.y}, reach.max, {reach.min.x, reach.max.y}};
    for (const Unit* candidate : context.unitsWithin(reachPolygon, geometry::kContactTolerance)) {
        const Unit& other = *candidate;
        if (ignored(context, mover, other)) {
            continue;
        }
        const geometry::UnitLayout* layout = context.cachedLayout(other);
        if (!layout) {
            continue;
        }
        Box box;
        box.add(layout->footprint);
        if (!reach.meets(box)) {
            continue;
        }
        if (geometry::overlaps(finalFootprint, layout->footprint)) {
            return "it would end overlapping " + who(mover, other);
        }
        const std::vector<std::vector<Vec2>> one{layout->footprint};
        for (const TricorneSlide& slide : slides) {
            if (!geometry::footprintsPassedThrough(slide.footprint, slide.displacement, one)
                     .empty()) {
                return "it would pass through " + who(mover, other) +
                       "; units pass through friends only when retiring, retreating or "
                       "routing (6.1-6.3)";
            }
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
