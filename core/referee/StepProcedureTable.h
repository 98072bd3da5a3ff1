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

/// One step of a ruleset's sequence and the procedure that resolves it, which
/// may throw dice or, like a step that only moves or clears records, none.
struct StepProcedure {
    using Resolve = std::vector<Resolution> (*)(GameState&, DiceSource&);
    using ResolveWithoutDice = std::vector<Resolution> (*)(GameState&);

    constexpr StepProcedure(std::string_view stepId, Resolve procedure, const char* whyNothing)
        : id(stepId), resolve(procedure), nothing(whyNothing) {}
    constexpr StepProcedure(std::string_view stepId, ResolveWithoutDice procedure,
                            const char* whyNothing)
        : id(stepId), resolveWithoutDice(procedure), nothing(whyNothing) {}

    /// Runs the procedure on `state`, throwing its dice through `dice`.
    std::vector<Resolution> run(GameState& state, DiceSource& dice) const {
        return resolve ? resolve(state, dice) : resolveWithoutDice(state);
    }

    std::string_view id;
    Resolve resolve = nullptr;
    ResolveWithoutDice resolveWithoutDice = nullptr;
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
