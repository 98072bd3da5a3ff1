#pragma once

// Who stands where, side by side, for the procedures that look for enemies
// near a unit rather than at one named unit: the default orders and the
// computer commander's tactics.

#include <cstddef>
#include <utility>
#include <vector>

#include "core/geometry/FootprintIndex.h"
#include "core/model/Unit.h"
#include "core/model/Vec2.h"

namespace adjutant {

class TricorneContext;
struct TricorneWeaponRow;

/// The units on the table with their footprints, and a spatial index of each side's.
struct TricorneBattlefield {
    struct Piece {
        const Unit* unit = nullptr;
        std::vector<Vec2> footprint;
        Vec2 centre;
    };
    std::vector<std::vector<Piece>> sides;
    std::vector<geometry::FootprintIndex> indices;

    explicit TricorneBattlefield(const TricorneContext& context);

    /// The piece of a unit on the table, or nullptr.
    const Piece* find(const std::string& unitId) const;
};

/// The enemy side's pieces nearest this piece, nearest first by edge-to-edge
/// distance, at most `count`.
std::vector<std::pair<double, const TricorneBattlefield::Piece*>> nearestEnemies(
    const TricorneBattlefield& field, int side, const TricorneBattlefield::Piece& piece,
    std::size_t count);

/// The enemies a piece of `side` may be given a fire order at, nearest first:
/// of its `count` nearest enemies, those within its weapon's long range; none
/// when it has no weapon or may not act in the firing step. Whether it may fire
/// at each of them (arc, sight) is for the fire check to say.
std::vector<std::pair<double, const TricorneBattlefield::Piece*>> enemiesInLongRange(
    const TricorneContext& context, const TricorneBattlefield& field, int side,
    const TricorneBattlefield::Piece& piece, std::size_t count);

/// The weapon row of the unit's type, or nullptr for a unit without one.
const TricorneWeaponRow* weaponOf(const TricorneContext& context, const Unit& unit);

/// The limit of the weapon's medium band (its long range when it has fewer bands).
double mediumRange(const TricorneWeaponRow& row);

}  // namespace adjutant
