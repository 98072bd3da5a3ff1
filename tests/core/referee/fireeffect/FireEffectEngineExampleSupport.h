#pragma once

// Helpers for the worked examples run through the engine: orders given through
// the shared FireOrderCommand and ChargeOrderCommand (so the engine's own checks
// see them), terrain drawn on the table, and a fire step resolved with scripted
// dice that must all be used.

#include <optional>
#include <string>
#include <vector>

#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {

/// Why the game refuses the order of `firer` to fire at `target`, or nothing.
inline std::optional<std::string> fireOrderRefusal(const GameState& state, const std::string& firer,
                                                   const std::string& target,
                                                   const std::string& mode = {}) {
    return FireOrderCommand(builtinReferees(), firer, target, mode).refusal(state);
}

/// Gives a fire order through the game's FireOrderCommand; fails the test if refused.
inline void orderFireThroughGame(GameState& state, const std::string& firer,
                                 const std::string& target, const std::string& mode = {}) {
    FireOrderCommand command(builtinReferees(), firer, target, mode);
    const std::optional<std::string> refusal = command.refusal(state);
    ASSERT_FALSE(refusal) << *refusal;
    ScriptedDice none({});
    command.perform(state, none);
}

/// Declares a charge through the game's ChargeOrderCommand; fails the test if refused.
inline void chargeThroughGame(GameState& state, const std::string& charger,
                              const std::string& target) {
    ChargeOrderCommand command(builtinReferees(), charger, {target});
    const std::optional<std::string> refusal = command.refusal(state);
    ASSERT_FALSE(refusal) << *refusal;
    ScriptedDice none({});
    command.perform(state, none);
}

/// A rectangle of terrain from (left, top) to (right, bottom), in inches.
inline TerrainArea areaOf(AreaKind kind, double left, double top, double right, double bottom) {
    TerrainArea area;
    area.id = "area" + std::to_string(static_cast<int>(kind));
    area.name = area.id;
    area.kind = kind;
    area.outline = {{left, top}, {right, top}, {right, bottom}, {left, bottom}};
    return area;
}

/// Brush (woods: soft cover, 3.4) over a target whose front edge is at `frontY`,
/// facing the bottom of the table, from x 20 to 52.
inline void brushAt(FireEffectTestWorld& world, double frontY) {
    world.scenario().table.areas.push_back(
        areaOf(AreaKind::Woods, 20, frontY - 6, 52, frontY + 0.01));
}

/// The outcome of one fire step of the first half.
struct FireStepOutcome {
    std::vector<Resolution> done;
    std::size_t diceLeft = 0;

    const Resolution* volleyOf(const std::string& firer) const {
        return findResolution(done, "fire", firer);
    }
};

/// Resolves up to the fire step, gives `firer` its order at `target` through the
/// game and resolves the fire step with `rolls`.
inline FireStepOutcome fireOnce(GameState& state, const std::string& firer,
                                const std::string& target, const std::string& mode,
                                std::vector<int> rolls) {
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    FireStepOutcome outcome;
    orderFireThroughGame(state, firer, target, mode);
    ScriptedDice dice(std::move(rolls));
    outcome.done = resolveStep(state, dice);
    outcome.diceLeft = dice.remaining();
    return outcome;
}

}  // namespace adjutant::fireeffect_test
