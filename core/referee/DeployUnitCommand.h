#pragma once

#include <string>

#include "core/engine/CommandOf.h"
#include "core/model/Pose.h"
#include "core/referee/RefereeCommand.h"

namespace adjutant {

/// Places a unit before the first bound, anywhere within one of its side's
/// deployment zones: the set-up each side makes unseen in a game between two
/// people with the option "Setting up" at "hidden" (core/match). The unit's
/// stands, laid out as the referee lays them out, must lie wholly inside a zone
/// of its side and on no other unit; only at the very start of the game.
class DeployUnitCommand final : public CommandOf<DeployUnitCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "deployUnit";

    explicit DeployUnitCommand(std::shared_ptr<const RefereeRegistry> referees,
                               std::string unitId = {}, Pose pose = {})
        : CommandOf(std::move(referees)), unitId_(std::move(unitId)), pose_(pose) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    std::string orderedUnit() const override { return unitId_; }
    /// Successive placings of one unit are one undo step.
    bool mergeWith(const Command& next) override;

    const Pose& pose() const { return pose_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string unitId_;
    Pose pose_;
};

/// Whether the game stands where set-up placings may be made: bound 1, the
/// first step of the first player turn.
bool atSetUp(const GameState& state);

}  // namespace adjutant
