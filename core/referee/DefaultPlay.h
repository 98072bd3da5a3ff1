#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/Game.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// What playing bounds with the default orders did.
struct DefaultPlayReport {
    int boundsPlayed = 0;
    std::size_t commandsApplied = 0;
    /// Proposed orders the game refused (e.g. two units' moves that collide once
    /// the first is made); they are left out, and the save never holds them.
    std::size_t ordersRefused = 0;
    /// Empty when every step was resolved; otherwise why play stopped.
    std::string error;
};

/// Plays whole bounds headless: in every step, the referee's default
/// manoeuvres and then its default fire orders are applied as commands, then
/// the step is resolved with a ResolveStepCommand, all through `game` so its
/// journal (and a save of it) holds every command with its dice. Stops after
/// `bounds` bounds, at the first step of the next one, or at the first step
/// that cannot be resolved. `afterCommand` (if given) runs after each command
/// the game accepted, e.g. to append it to a saved game.
DefaultPlayReport playDefaultBounds(Game& game,
                                    const std::shared_ptr<const RefereeRegistry>& referees,
                                    int bounds, const std::function<void()>& afterCommand = {});

}  // namespace adjutant
