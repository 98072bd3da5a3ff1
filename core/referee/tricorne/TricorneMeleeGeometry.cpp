#include "core/referee/tricorne/TricorneMeleeGeometry.h"

#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

bool takesPart(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category != TroopCategory::General && !context.status(unit).offTable;
}

Vec2 centreOf(const std::vector<Vec2>& polygon) {
    Vec2 sum;
    for (const Vec2& v : polygon) {
        sum = sum + v;
    }
    return polygon.empty() ? sum : sum / static_cast<double>(polygon.size());
}

}  // namespace

std::vector<const Unit*> enemiesTouching(const TricorneContext& context, const Unit& unit) {
    std::vector<const Unit*> result;
    const geometry::UnitLayout* mine = context.cachedLayout(unit);
    if (!mine || !takesPart(context, unit)) {
        return result;
    }
    for (const Unit* other : context.unitsNearContact(unit, *mine)) {
        if (other->id != unit.id && other->side != unit.side && takesPart(context, *other)) {
            result.push_back(other);
        }
    }
    return result;
}

bool fightingUphill(const TricorneContext& context, const Unit& unit, const Unit& enemy) {
    const geometry::UnitLayout* mine = context.cachedLayout(unit);
    const geometry::UnitLayout* theirs = context.cachedLayout(enemy);
    if (!mine || !theirs) {
        return false;
    }
    const Table& table = context.state().setup().scenario->table;
    return geometry::elevationAt(centreOf(mine->footprint), table) <
           geometry::elevationAt(centreOf(theirs->footprint), table);
}

bool attackerOnFlankOrRear(const TricorneContext& context, const Unit& unit, const Unit& attacker) {
    const geometry::UnitLayout* mine = context.cachedLayout(unit);
    const geometry::UnitLayout* theirs = context.cachedLayout(attacker);
    if (!mine || !theirs) {
        return false;
    }
    return geometry::aspectOf(*mine, theirs->footprint) != geometry::Aspect::Front;
}

geometry::UnitLayoutRef formedLayout(const TricorneContext& context, const Unit& unit) {
    return context.layoutWith(unit, Cohesion::Ordered);
}

std::string nearestFriendlyInfantry(const TricorneContext& context, const Unit& unit, double limit,
                                    double* distance) {
    const geometry::UnitLayout* mine = context.cachedLayout(unit);
    if (!mine) {
        return {};
    }
    std::string best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const Unit* other : context.unitsWithin(mine->footprint, limit)) {
        const TricorneTroopType* troop = context.troop(*other);
        if (other->side != unit.side || other->id == unit.id || !troop ||
            !isFoot(troop->category) || !takesPart(context, *other)) {
            continue;
        }
        const geometry::UnitLayout* theirs = context.cachedLayout(*other);
        const double d =
            theirs ? geometry::distanceBetween(mine->footprint, theirs->footprint) : bestDistance;
        if (d < bestDistance) {
            bestDistance = d;
            best = other->id;
        }
    }
    if (distance) {
        *distance = bestDistance;
    }
    return best;
}

}  // namespace adjutant
