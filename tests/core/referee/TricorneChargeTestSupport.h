#pragma once

// Helpers shared by the charge tests (steps 1-3): side 0 stands low on the
// table facing up (bearing 0), side 1 above it facing down, so a unit set
// `distance` inches ahead of another is that far front edge to front edge.

#include <map>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeMove.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

inline constexpr double kChargerX = 36.0;
inline constexpr double kChargerY = 40.0;

/// A unit of side 0 at the standard place, facing up the table.
inline Unit& addCharger(TricorneTestWorld& world, const std::string& id, const std::string& type,
                        int figures, Formation formation = Formation::Line) {
    return world.addUnit(id, 0, type, figures, kChargerX, kChargerY, 0.0, formation);
}

/// A unit of side 1 straight ahead of the charger, `distance` from its front, facing it.
inline Unit& addTargetAt(TricorneTestWorld& world, const std::string& id, const std::string& type,
                         int figures, double distance, const std::string& nation = "",
                         Formation formation = Formation::Line) {
    return world.addUnit(id, 1, type, figures, kChargerX, kChargerY - distance, 180.0, formation,
                         nation);
}

inline NotedEdit<TricorneUnitState> statusOf(GameState& state, const std::string& id) {
    return tricorneState(state).editStatus(id);
}

inline ChargeDeclarationCheck checkCharge(const GameState& state, const std::string& charger,
                                          std::vector<std::string> targets) {
    const TricorneContext context(state);
    return checkChargeDeclaration(context, ChargeDeclaration{charger, std::move(targets)});
}

/// Declares the charge and runs step 1.
inline std::vector<Resolution> declareAndAdvance(GameState& state, const std::string& charger,
                                                 std::vector<std::string> targets) {
    declareCharge(state, ChargeDeclaration{charger, std::move(targets)});
    return resolveChargeDeclarationsStep(state);
}

/// Runs step 2 with scripted dice.
inline std::vector<Resolution> testResponses(
    GameState& state, std::vector<int> dice,
    const std::map<std::string, std::string>& choices = {}) {
    ScriptedDice scripted(std::move(dice));
    auto resolutions = resolveResponseTestsStep(state, scripted, choices);
    EXPECT_EQ(scripted.remaining(), 0u);
    return resolutions;
}

/// Runs step 3 with scripted dice.
inline std::vector<Resolution> carryOutResponses(GameState& state, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto resolutions = resolveResponsesStep(state, scripted);
    EXPECT_EQ(scripted.remaining(), 0u);
    return resolutions;
}

/// The first resolution of a kind, or nullptr.
inline const Resolution* findKind(const std::vector<Resolution>& resolutions,
                                  const std::string& kind) {
    for (const Resolution& r : resolutions) {
        if (r.kind == kind) {
            return &r;
        }
    }
    return nullptr;
}

/// Front-edge to front-edge distance between two units now.
inline double gapBetween(const GameState& state, const std::string& a, const std::string& b) {
    const TricorneContext context(state);
    const auto la = context.layout(*context.unit(a));
    const auto lb = context.layout(*context.unit(b));
    return geometry::distanceBetween(la->footprint, lb->footprint);
}

}  // namespace adjutant::testing
