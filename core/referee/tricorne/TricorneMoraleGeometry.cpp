#include "core/referee/tricorne/TricorneMoraleGeometry.h"

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

std::optional<TroopCategory> moraleCategoryOf(const TricorneTroopType& troop) {
    if (troop.category == TroopCategory::LightInfantry) {
        return TroopCategory::Infantry;  // the results table has no light-infantry column
    }
    if (troop.category == TroopCategory::General) {
        return std::nullopt;
    }
    return troop.category;
}

bool takesPartInMorale(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category != TroopCategory::General && !context.status(unit).offTable;
}

bool isLightInfantry(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category == TroopCategory::LightInfantry;
}

std::optional<std::vector<Vec2>> footprintOf(const TricorneContext& context, const Unit& unit) {
    auto layout = context.layout(unit);
    if (!layout) {
        return std::nullopt;
    }
    return layout->footprint;
}

std::vector<const Unit*> unitsInContactWith(const TricorneContext& context, const Unit& unit) {
    std::vector<const Unit*> result;
    const geometry::UnitLayoutRef layout = context.layout(unit);
    if (!layout) {
        return result;
    }
    const std::vector<Vec2>& mine = layout->footprint;
    // The index finds the few units near enough to touch (a superset: its
    // distance allows kDistanceTolerance more); inContact decides as before.
    for (const Unit* other : context.unitsNearContact(unit, *layout)) {
        if (other->id == unit.id || !takesPartInMorale(context, *other)) {
            continue;
        }
        const geometry::UnitLayout* theirs = context.cachedLayout(*other);
        if (theirs && geometry::inContact(mine, theirs->footprint)) {
            result.push_back(other);
        }
    }
    return result;
}

std::vector<std::pair<std::string, std::vector<Vec2>>> generalFootprints(
    const TricorneContext& context, int side) {
    std::vector<std::pair<std::string, std::vector<Vec2>>> result;
    const Scenario& scenario = *context.state().setup().scenario;
    if (side >= 0 && static_cast<std::size_t>(side) < scenario.sides.size()) {
        for (const General& general : scenario.sides[static_cast<std::size_t>(side)].generals) {
            // A general on the scenario's side list is drawn on a general's base.
            Unit figure;
            figure.id = general.id;
            figure.type = "general";
            figure.side = side;
            figure.figures = 1;
            figure.startFigures = 1;
            figure.pose = general.pose;
            const auto spec =
                layoutSpecFor(figure, context.state().ruleset(), scenario.figureScale);
            if (spec) {
                result.emplace_back(general.id,
                                    geometry::layoutUnit(*spec, general.pose).footprint);
            } else {
                result.emplace_back(general.id, std::vector<Vec2>{general.pose.position});
            }
        }
    }
    for (const Unit* general : context.generalUnits()) {
        const Unit& unit = *general;
        if (unit.side == side && !context.status(unit).offTable) {
            if (auto footprint = footprintOf(context, unit)) {
                result.emplace_back(unit.id, *footprint);
            }
        }
    }
    return result;
}

double scaledRuleDistance(const TricorneContext& context, double tableInches) {
    return context.option("scaleConversion") == "movementAndRangesOnly"
               ? tableInches
               : context.scaled(tableInches);
}

Vec2 towardsBaseline(const TricorneContext& context, int side) {
    const Scenario& scenario = *context.state().setup().scenario;
    TableEdge edge = TableEdge::Bottom;
    if (side >= 0 && static_cast<std::size_t>(side) < scenario.sides.size()) {
        edge = scenario.sides[static_cast<std::size_t>(side)].baseline;
    }
    switch (edge) {  // table y grows towards the bottom edge
        case TableEdge::Top:
            return {0, -1};
        case TableEdge::Bottom:
            return {0, 1};
        case TableEdge::Left:
            return {-1, 0};
        case TableEdge::Right:
            return {1, 0};
    }
    return {0, 1};
}

// The unit whose test covers this one (15.2), or "" when it tests for itself.
std::string moraleTestParentOf(const TricorneContext& context, const Unit& unit) {
    const TricorneUnitState& status = context.status(unit);
    if (!status.shelteringWith.empty() && context.unit(status.shelteringWith)) {
        return status.shelteringWith;  // 10.1: the crew is part of that unit
    }
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop || troop->category != TroopCategory::Artillery) {
        return {};
    }
    const bool regimentalGun = troop->artilleryClass == "horse" && unit.nation == "russia";
    if (!troop->battalionGun && !regimentalGun) {
        return {};
    }
    for (const Unit* other : unitsInContactWith(context, unit)) {
        const TricorneTroopType* parent = context.troop(*other);
        if (other->side != unit.side || !parent) {
            continue;
        }
        if (troop->battalionGun && moraleCategoryOf(*parent) == TroopCategory::Infantry) {
            return other->id;
        }
        if (regimentalGun && (other->type == "dragoon" || other->type == "horseGrenadier")) {
            return other->id;
        }
    }
    return {};
}

}  // namespace adjutant
