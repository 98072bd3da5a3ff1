#pragma once

#include <cstdint>
#include <string>

#include "core/engine/CommandOf.h"
#include "core/model/Pose.h"

namespace adjutant {

/// Puts a unit at a new pose (position of its front-edge centre and facing),
/// as the select/move tool does when a unit is dragged or rotated.
///
/// Every mouse move of one drag is its own command carrying the same drag
/// number; successive commands of one drag merge into a single undo step.
class MoveUnitCommand final : public CommandOf<MoveUnitCommand> {
  public:
    static constexpr std::string_view kType = "moveUnit";

    MoveUnitCommand() = default;
    /// `drag` identifies one drag gesture; 0 means the move stands alone.
    MoveUnitCommand(std::string unitId, Pose pose, std::uint64_t drag = 0);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    bool mergeWith(const Command& next) override;

    const std::string& unitId() const { return unitId_; }
    const Pose& pose() const { return pose_; }
    std::uint64_t drag() const { return drag_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string unitId_;
    Pose pose_;
    std::uint64_t drag_ = 0;
};

}  // namespace adjutant
