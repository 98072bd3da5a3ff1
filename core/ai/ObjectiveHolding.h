#pragma once

#include <functional>

#include "core/engine/GameState.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Whether a unit is out of action (routing, broken, off the table): the
/// referee's call for its ruleset.
using OutOfActionTest = std::function<bool(const GameState&, const Unit&)>;

/// Whether `point` is at the objective: inside its area, or within `distance`
/// inches of its point or of its outline.
bool atObjective(Vec2 point, const Objective& objective, double distance);

/// The side holding the objective now: the only side with a unit in action
/// at it (its front centre there); -1 when neither or both have one.
int objectiveHolder(const GameState& state, const Objective& objective, double distance,
                    const OutOfActionTest& outOfAction);

}  // namespace adjutant
