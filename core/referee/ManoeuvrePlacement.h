#pragma once

// Where a manoeuvre may leave a unit, as the Fire Effect and War of Princes
// referees both judge it: laid out whole on the table, and not on top of
// another unit still in the game. One check, so that both rulesets refuse the
// same places with the same words.

#include <fmt/format.h>

#include <optional>
#include <string>

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant {

/// Why `unit` cannot end a manoeuvre at `pose` in `formation`; nothing when it
/// may. `context` is the ruleset's read-only view of the game: it lays units
/// out (`layout`, `layoutAt`) and finds those still in the game near a place
/// (`unitsNear`).
template <typename Context>
std::optional<std::string> manoeuvreEndProblem(const Context& context, const Unit& unit,
                                               const Pose& pose, Formation formation) {
    auto after = context.layoutAt(unit, pose, formation);
    if (!after) {
        return std::string("the unit cannot be laid out there");
    }
    const GameState& state = context.state();
    const Table& table = state.setup().scenario->table;
    for (const Vec2& corner : after->footprint) {
        if (corner.x < 0 || corner.y < 0 || corner.x > table.width || corner.y > table.height) {
            return std::string("it would end off the table");
        }
    }
    for (const Unit* other : context.unitsNear(after->footprint, 0.0)) {
        if (other->id == unit.id) {
            continue;
        }
        auto placed = context.layout(*other);
        if (placed && geometry::overlaps(after->footprint, placed->footprint)) {
            return fmt::format("it would end on top of {}", other->name);
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
