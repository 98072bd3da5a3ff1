#pragma once

// How every referee resolves a step: each step id has one procedure in a
// table, with the words that say why a step that resolved nothing had nothing
// to do. A step that resolves nothing still leaves one resolution, so that the
// journal shows every step of every turn.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/Resolution.h"

namespace adjutant {

/// One step of a ruleset's sequence and the procedure that resolves it.
struct StepProcedure {
    using Resolve = std::vector<Resolution> (*)(GameState&, DiceSource&);
    std::string_view id;
    Resolve resolve;
    const char* nothing;  // why a step that did nothing had nothing to do
};

/// Resolves the present step by its procedure in `steps` (only this step's
/// rolls go into its resolutions). When it resolves nothing, one "step"
/// resolution says "<step> (<phasing side>): nothing happened", explained by
/// the entry's `nothing`, or `noProcedure` for a step the table lacks.
std::vector<Resolution> resolveStepByProcedure(GameState& state, DiceSource& dice,
                                               std::span<const StepProcedure> steps,
                                               const char* noProcedure);

}  // namespace adjutant
