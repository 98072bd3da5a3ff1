#include "core/referee/tricorne/TricorneBattlefield.h"

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/geometry/Distance.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

TricorneBattlefield::TricorneBattlefield(const TricorneContext& context) {
    const std::size_t sideCount = context.state().setup().scenario->sides.size();
    sides.resize(sideCount);
    indices.resize(sideCount);
    for (const Unit& unit : context.state().units()) {
        if (unit.side < 0 || static_cast<std::size_t>(unit.side) >= sideCount ||
            context.status(unit).offTable) {
            continue;
        }
        if (auto layout = context.layout(unit)) {
            sides[static_cast<std::size_t>(unit.side)].push_back(
                {&unit, layout->footprint, layout->centre()});
        }
    }
    for (std::size_t s = 0; s < sideCount; ++s) {
        std::vector<std::vector<Vec2>> footprints;
        footprints.reserve(sides[s].size());
        for (const Piece& piece : sides[s]) {
            footprints.push_back(piece.footprint);
        }
        indices[s].rebuild(footprints);
    }
}

const TricorneBattlefield::Piece* TricorneBattlefield::find(const std::string& unitId) const {
    for (const auto& side : sides) {
        for (const Piece& piece : side) {
            if (piece.unit->id == unitId) {
                return &piece;
            }
        }
    }
    return nullptr;
}

std::vector<std::pair<double, const TricorneBattlefield::Piece*>> nearestEnemies(
    const TricorneBattlefield& field, int side, const TricorneBattlefield::Piece& piece,
    std::size_t count) {
    // Each side's grid index gives its `count` nearest by a point; they are then
    // ordered by edge-to-edge distance, each measured once.
    std::vector<std::pair<double, const TricorneBattlefield::Piece*>> found;
    for (std::size_t s = 0; s < field.sides.size(); ++s) {
        if (static_cast<int>(s) == side) {
            continue;
        }
        for (std::size_t i : field.indices[s].nearest(piece.unit->pose.position, count)) {
            const TricorneBattlefield::Piece& enemy = field.sides[s][i];
            found.emplace_back(geometry::distanceBetween(piece.footprint, enemy.footprint), &enemy);
        }
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    if (found.size() > count) {
        found.resize(count);
    }
    return found;
}

std::vector<std::pair<double, const TricorneBattlefield::Piece*>> enemiesInLongRange(
    const TricorneContext& context, const TricorneBattlefield& field, int side,
    const TricorneBattlefield::Piece& piece, std::size_t count) {
    const Unit& unit = *piece.unit;
    const TricorneWeaponRow* weapon = weaponOf(context, unit);
    if (!weapon || whyCannotAct(context, unit.id, "firing")) {
        return {};
    }
    const double longRange = context.scaled(weapon->longRange());
    auto found = nearestEnemies(field, side, piece, count);
    // Nearest first: the first beyond range and all after it are out of reach.
    const auto beyond = std::find_if(found.begin(), found.end(),
                                     [&](const auto& enemy) { return enemy.first > longRange; });
    found.erase(beyond, found.end());
    return found;
}

const TricorneWeaponRow* weaponOf(const TricorneContext& context, const Unit& unit) {
    const UnitType* type = context.state().ruleset().findUnitType(unit.type);
    if (!type || type->weapon.empty()) {
        return nullptr;
    }
    return context.tables().weaponRow(type->weapon);
}

double mediumRange(const TricorneWeaponRow& row) {
    return row.bands.size() >= 2 ? row.bands[1].maxRange : row.longRange();
}

}  // namespace adjutant
