#pragma once

// A drill manoeuvre (1): `{"unit": id, "to": {"x": inches, "y": inches,
// "facing": degrees}}`, the unit moved straight to that pose. The form is
// read here, so that the referee, the table's drags and the default orders
// write and read it alike.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/engine/GameState.h"
#include "core/model/Pose.h"
#include "core/referee/ManoeuvreOffer.h"

namespace adjutant {

/// The manoeuvre's JSON for a move of `unitId` to `to`.
nlohmann::json drillMoveJson(const std::string& unitId, const Pose& to);

struct DrillMove {
    std::string unitId;
    Pose to;
    nlohmann::json toJson() const { return drillMoveJson(unitId, to); }
};

/// The move a manoeuvre's JSON gives, or nothing, with why in plain words
/// in `why`, when it is not one.
std::optional<DrillMove> readDrillMove(const nlohmann::json& manoeuvre, std::string& why);

/// The verdict on a move: legal when it is the movement step, the unit has
/// figures, it ends on the table and it is no longer than what the unit has
/// left of its allowance this bound.
ManoeuvreVerdict checkDrillMove(const GameState& state, const DrillMove& move);

/// The move the default orders and the computer give `unit`: straight towards
/// the nearest enemy, facing it, stopping half an inch inside range, within
/// what is left of its allowance; nothing when it is already in range, has no
/// move left or no enemy.
std::optional<DrillMove> drillAdvance(const GameState& state, const Unit& unit);

}  // namespace adjutant
