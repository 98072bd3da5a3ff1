#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/CommandOf.h"
#include "core/referee/Manoeuvre.h"
#include "core/referee/RefereeCommand.h"

namespace adjutant {

/// A player's manoeuvre of one unit (a move along a path, a wheel, a turn, a
/// change of formation, ...), checked and made by the ruleset's referee.
/// Unlike MoveUnitCommand, which puts a unit anywhere (setting up, correcting
/// a mistake), this one must be legal under the rules.
///
/// Made from a manoeuvre a referee made (an offer the player took, a default
/// or computer order), it carries that very object; read from a file, the
/// network or the command line, it carries the ruleset's JSON form, which the
/// game's referee reads when the command is first checked. Either way the JSON
/// form is written only when the command is saved or sent.
class ManoeuvreCommand final : public CommandOf<ManoeuvreCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "manoeuvre";

    ManoeuvreCommand(std::shared_ptr<const RefereeRegistry> referees, ManoeuvrePtr manoeuvre)
        : CommandOf(std::move(referees)), manoeuvre_(std::move(manoeuvre)) {}
    explicit ManoeuvreCommand(std::shared_ptr<const RefereeRegistry> referees,
                              nlohmann::json form = nlohmann::json::object())
        : CommandOf(std::move(referees)), form_(std::move(form)) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    std::string orderedUnit() const override { return unitId(); }

    /// The manoeuvre in its ruleset's JSON form, as it is saved.
    nlohmann::json form() const;
    /// The unit it moves.
    std::string unitId() const;
    /// Once applied: the manoeuvre in the referee's words ("Wheel 30° right")
    /// and the inches it added to what the unit moved this bound or player
    /// turn, as the referee counts it: what the status bar and the journal
    /// say of it. Not saved: every replay applies the command again.
    const std::string& label() const { return label_; }
    double distanceInches() const { return distanceInches_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;
    /// The typed manoeuvre, read from the JSON form by the state's referee the
    /// first time it is asked for; nullptr, with the reason, when it cannot be.
    const Manoeuvre* typed(const GameState& state, std::string& reason) const;

    mutable ManoeuvrePtr manoeuvre_;  // once read, or as made
    nlohmann::json form_;             // as read; empty when made from a typed one
    std::string label_;
    double distanceInches_ = 0;
};

}  // namespace adjutant
