#include "core/referee/StepProcedureTable.h"

#include <fmt/format.h>

#include "core/referee/PlainText.h"

namespace adjutant {

std::vector<Resolution> resolveStepByProcedure(GameState& state, DiceSource& dice,
                                               std::span<const StepProcedure> steps,
                                               const char* noProcedure) {
    const SequenceStep& step = *state.currentStep();
    dice.takeRolls();  // only this step's rolls go into its resolutions
    std::vector<Resolution> done;
    const char* nothing = noProcedure;
    for (const StepProcedure& entry : steps) {
        if (entry.id == step.id) {
            done = entry.run(state, dice);
            nothing = entry.nothing;
            break;
        }
    }
    if (done.empty()) {
        Resolution r;
        r.kind = "step";
        r.step = step.id;
        const std::optional<int> phasing = state.phasingSide();
        r.summary = fmt::format("{}{}: nothing happened", step.name,
                                phasing ? " (" + sideName(state, *phasing) + ")" : std::string());
        r.explanation = Explanation{step.name, std::nullopt, step.rule, nothing, {}};
        done.push_back(std::move(r));
    }
    return done;
}

}  // namespace adjutant
