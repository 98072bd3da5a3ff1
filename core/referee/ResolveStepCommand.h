#pragma once

#include <string>
#include <vector>

#include "core/engine/CommandOf.h"
#include "core/referee/RefereeCommand.h"
#include "core/referee/Resolution.h"

namespace adjutant {

/// Resolves the current step of the sequence of play for both sides through the
/// ruleset's referee, then moves the game to the next step. After the last step
/// the referee does its end-of-bound bookkeeping and the next bound begins at
/// the first step.
///
/// Like every command it records the dice it threw; it also keeps the
/// resolutions (rolls, summaries and explanation trees) in its JSON, so the
/// journal and the saved game show why everything happened. On replay the
/// resolutions are worked out again from the recorded dice.
///
/// It remembers the step it resolved, so a replay that reaches another step
/// (a damaged or hand-edited save) is refused instead of drifting.
class ResolveStepCommand final : public CommandOf<ResolveStepCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "resolveStep";

    explicit ResolveStepCommand(std::shared_ptr<const RefereeRegistry> referees)
        : CommandOf(std::move(referees)) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

    /// The step this command resolved (empty before it is applied).
    const std::string& step() const { return step_; }
    /// The bound of the step it resolved (0 before it is applied).
    int bound() const { return bound_; }
    const std::vector<Resolution>& resolutions() const { return resolutions_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string step_;
    int bound_ = 0;
    std::vector<Resolution> resolutions_;
};

/// Moves the game past the step just resolved: to the next step, or after the
/// last one, through the referee's end-of-bound bookkeeping to the first step
/// of the next bound.
void moveToNextStep(GameState& state, const RulesetReferee& referee);

}  // namespace adjutant
