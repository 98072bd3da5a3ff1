#pragma once

// Helpers shared by the Tricorne and Musket fire tests: a firer facing up the
// table with the centre of its front edge at kFirerX, kFirerY, and targets set
// straight ahead of it at a given distance, facing it, so that the distance
// measured front edge to front edge is exactly that distance.

#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

inline constexpr double kFirerX = 36.0;
inline constexpr double kFirerY = 44.0;
inline constexpr double kFacingUp = 0.0;
inline constexpr double kFacingDown = 180.0;

/// A firer of side a at the standard place, facing up the table.
inline Unit& addFirer(TricorneTestWorld& world, const std::string& id, const std::string& type,
                      int figures, Formation formation = Formation::Line,
                      const std::string& nation = "") {
    return world.addUnit(id, 0, type, figures, kFirerX, kFirerY, kFacingUp, formation, nation);
}

/// A target of side b straight ahead of the firer, `distance` inches from its
/// front edge, facing it.
inline Unit& addTargetAhead(TricorneTestWorld& world, const std::string& id,
                            const std::string& type, int figures, double distance,
                            Formation formation = Formation::Line, const std::string& nation = "") {
    return world.addUnit(id, 1, type, figures, kFirerX, kFirerY - distance, kFacingDown, formation,
                         nation);
}

/// A fire order of step 9.
inline FireRequest fireAt(const std::string& firer, const std::string& target) {
    FireRequest request;
    request.firerId = firer;
    request.targetId = target;
    return request;
}

/// Response fire "at X inches" (steps 2-3).
inline FireRequest respondAt(const std::string& firer, const std::string& target, double inches) {
    FireRequest request = fireAt(firer, target);
    request.atDistance = inches;
    request.responseFire = true;
    return request;
}

/// One volley resolved with scripted dice; `diceLeft` receives the dice not thrown.
inline FireResult fireWith(const GameState& state, const FireRequest& request,
                           std::vector<int> dice, std::size_t* diceLeft = nullptr) {
    ScriptedDice scripted(std::move(dice));
    const TricorneContext context(state);
    FireResult result = resolveFire(context, request, scripted);
    if (diceLeft) {
        *diceLeft = scripted.remaining();
    }
    return result;
}

/// The labels of an explanation's children, for asserting what a tree holds.
inline const Explanation* findChild(const Explanation& node, const std::string& label) {
    for (const Explanation& child : node.children) {
        if (child.label == label) {
            return &child;
        }
    }
    return nullptr;
}

}  // namespace adjutant::testing
