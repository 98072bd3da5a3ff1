#include "core/referee/ResolveStepCommand.h"

#include <fmt/format.h>

#include "core/engine/SequencePosition.h"
#include "core/json/InputLimits.h"
#include "core/referee/ForwardingDice.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

std::string ResolveStepCommand::describe() const {
    if (step_.empty()) {
        return "resolve the current step";
    }
    return fmt::format("bound {}: {} resolved ({} {})", bound_, spelledOut(step_),
                       resolutions_.size(), resolutions_.size() == 1 ? "outcome" : "outcomes");
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

void moveToNextStep(GameState& state, const RulesetReferee& referee) {
    const int sides =
        state.setup().scenario ? static_cast<int>(state.setup().scenario->sides.size()) : 0;
    const SequencePosition at{state.bound(), state.stepIndex(), state.playerTurn()};
    const SequencePosition next =
        nextSequencePosition(state.ruleset(), referee.playerTurnsPerBound(state, sides), at);
    if (next.bound == at.bound && next.playerTurn == at.playerTurn) {
        state.setStepIndex(next.stepIndex);
        return;
    }
    if (next.bound == at.bound) {
        // The sequence runs again for the next side before the bound ends.
        state.setPlayerTurn(next.playerTurn);
        state.setSideToAct(referee.phasingSide(state, next.playerTurn));
        state.setStepIndex(next.stepIndex);
        return;
    }
    referee.endBound(state);
    state.setStepIndex(next.stepIndex);
    state.setBound(next.bound);
    if (state.alternatesPlayerTurns()) {
        state.setPlayerTurn(next.playerTurn);
        state.setSideToAct(referee.phasingSide(state, next.playerTurn));
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
    bound_ = json.optionalInt("bound", 0, 0, limits::kMaxGameBounds);
    resolutions_.clear();
    const std::vector<JsonReader> resolutions = json.optionalArray("resolutions");
    if (resolutions.size() > limits::kMaxResolutionsPerStep) {
        json.errorAt("resolutions",
                     fmt::format("{} resolutions; a step records at most {}", resolutions.size(),
                                 limits::kMaxResolutionsPerStep));
        return;
    }
    for (const JsonReader& item : resolutions) {
        try {
            resolutions_.push_back(Resolution::fromJson(item.node()));
        } catch (const nlohmann::json::exception& e) {
            item.error(fmt::format("cannot read this resolution: {}", e.what()));
        }
    }
}

}  // namespace adjutant
