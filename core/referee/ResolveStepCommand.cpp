#include "core/referee/ResolveStepCommand.h"

#include <fmt/format.h>

#include "core/referee/ForwardingDice.h"

namespace adjutant {

std::unique_ptr<Command> ResolveStepCommand::clone() const {
    return std::make_unique<ResolveStepCommand>(*this);
}

std::string ResolveStepCommand::describe() const {
    if (step_.empty()) {
        return "resolve the current step";
    }
    return fmt::format("resolve bound {} step {} ({} resolutions)", bound_, step_,
                       resolutions_.size());
}

std::optional<std::string> ResolveStepCommand::refusal(const GameState& state) const {
    const SequenceStep* current = state.currentStep();
    if (!current) {
        return fmt::format("ruleset \"{}\" defines no sequence of play", state.ruleset().id);
    }
    if (!refereeFor(state)) {
        return noRefereeReason(state);
    }
    if (!step_.empty() && (step_ != current->id || bound_ != state.bound())) {
        return fmt::format(
            "this resolves bound {} step \"{}\" but the game is at bound {} step \"{}\"", bound_,
            step_, state.bound(), current->id);
    }
    return std::nullopt;
}

void ResolveStepCommand::perform(GameState& state, DiceSource& dice) {
    const RulesetReferee& referee = *refereeFor(state);
    step_ = state.currentStep()->id;
    bound_ = state.bound();
    // The procedures take their rolls for their resolutions; the game's dice
    // must keep them too, since they are what this command records.
    ForwardingDice forwarded(dice);
    resolutions_ = referee.resolveStep(state, forwarded);
    moveToNextStep(state, referee);
}

namespace {

// The first step at or after `from` that runs in the present player turn:
// steps run once a bound are passed over after the first player turn.
std::size_t stepToRun(const GameState& state, std::size_t from) {
    const auto& sequence = state.ruleset().sequence;
    while (from < sequence.size() && state.playerTurn() > 0 && sequence[from].oncePerBound) {
        ++from;
    }
    return from;
}

}  // namespace

void moveToNextStep(GameState& state, const RulesetReferee& referee) {
    const std::size_t next = stepToRun(state, state.stepIndex() + 1);
    if (next < state.ruleset().sequence.size()) {
        state.setStepIndex(next);
        return;
    }
    // Alternate player turns: the sequence runs again for the next side
    // before the bound ends.
    const auto sides =
        state.setup().scenario ? static_cast<int>(state.setup().scenario->sides.size()) : 0;
    if (state.alternatesPlayerTurns() && state.playerTurn() + 1 < sides) {
        state.setPlayerTurn(state.playerTurn() + 1);
        state.setSideToAct(referee.phasingSide(state, state.playerTurn()));
        state.setStepIndex(stepToRun(state, 0));
        return;
    }
    referee.endBound(state);
    state.setStepIndex(0);
    state.setBound(state.bound() + 1);
    if (state.alternatesPlayerTurns()) {
        state.setPlayerTurn(0);
        state.setSideToAct(referee.phasingSide(state, 0));
    }
}

void ResolveStepCommand::writeFields(nlohmann::json& json) const {
    if (step_.empty()) {
        return;
    }
    json["step"] = step_;
    json["bound"] = bound_;
    nlohmann::json list = nlohmann::json::array();
    for (const Resolution& resolution : resolutions_) {
        list.push_back(resolution.toJson());
    }
    json["resolutions"] = std::move(list);
}

void ResolveStepCommand::readFields(const JsonReader& json) {
    step_ = json.optionalString("step");
    bound_ = json.optionalInt("bound", 0, 0);
    resolutions_.clear();
    for (const JsonReader& item : json.optionalArray("resolutions")) {
        try {
            resolutions_.push_back(Resolution::fromJson(item.node()));
        } catch (const nlohmann::json::exception& e) {
            item.error(fmt::format("cannot read this resolution: {}", e.what()));
        }
    }
}

}  // namespace adjutant
