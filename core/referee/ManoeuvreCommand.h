#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/CommandOf.h"
#include "core/referee/RefereeCommand.h"

namespace adjutant {

/// A player's manoeuvre of one unit (a move along a path, a wheel, a turn, a
/// change of formation, ...) in the ruleset's own JSON form, checked and made by
/// the ruleset's referee. Unlike MoveUnitCommand, which puts a unit anywhere
/// (setting up, correcting a mistake), this one must be legal under the rules.
class ManoeuvreCommand final : public CommandOf<ManoeuvreCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "manoeuvre";

    explicit ManoeuvreCommand(std::shared_ptr<const RefereeRegistry> referees,
                              nlohmann::json manoeuvre = nlohmann::json::object())
        : CommandOf(std::move(referees)), manoeuvre_(std::move(manoeuvre)) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    std::string orderedUnit() const override { return unitId(); }

    const nlohmann::json& manoeuvre() const { return manoeuvre_; }
    /// The unit it moves, as the manoeuvre names it.
    std::string unitId() const;
    /// Once applied: the manoeuvre in the referee's words ("Wheel 30° right")
    /// and the inches it added to what the unit moved this bound or player
    /// turn, as the referee counts it (the figure the journal gives). Not
    /// saved: every replay applies the command again.
    const std::string& label() const { return label_; }
    double distanceInches() const { return distanceInches_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    nlohmann::json manoeuvre_;
    std::string label_;
    double distanceInches_ = 0;
};

}  // namespace adjutant
