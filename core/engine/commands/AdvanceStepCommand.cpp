#include "core/engine/commands/AdvanceStepCommand.h"

#include <fmt/format.h>

namespace adjutant {

std::string AdvanceStepCommand::describe() const {
    return fromStep_.empty() ? std::string("next step") : "end step " + fromStep_;
}

std::optional<std::string> AdvanceStepCommand::refusal(const GameState& state) const {
    const SequenceStep* step = state.currentStep();
    if (!step) {
        return fmt::format("ruleset \"{}\" defines no sequence of play", state.ruleset().id);
    }
    if (!fromStep_.empty() && fromStep_ != step->id) {
        return fmt::format("this ends step \"{}\" but the game is at step \"{}\"", fromStep_,
                           step->id);
    }
    return std::nullopt;
}

void AdvanceStepCommand::perform(GameState& state, DiceSource& /*dice*/) {
    fromStep_ = state.currentStep()->id;
    const std::size_t next = state.stepIndex() + 1;
    if (next < state.ruleset().sequence.size()) {
        state.setStepIndex(next);
        return;
    }
    state.setStepIndex(0);
    state.setBound(state.bound() + 1);
    const auto sides = static_cast<int>(state.setup().scenario->sides.size());
    if (sides > 0) {
        state.setSideToAct((state.sideToAct() + 1) % sides);
    }
}

void AdvanceStepCommand::writeFields(nlohmann::json& json) const {
    if (!fromStep_.empty()) {
        json["from"] = fromStep_;
    }
}

void AdvanceStepCommand::readFields(const JsonReader& json) {
    fromStep_ = json.optionalString("from");
}

}  // namespace adjutant
