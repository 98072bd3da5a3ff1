#include "core/engine/commands/MoveUnitCommand.h"

#include <fmt/format.h>

#include <cmath>
#include <utility>

#include "core/engine/commands/UnitPoseJson.h"

namespace adjutant {

MoveUnitCommand::MoveUnitCommand(std::string unitId, Pose pose, std::uint64_t drag)
    : unitId_(std::move(unitId)), pose_(pose), drag_(drag) {
    pose_.facingDegrees = Pose::normalizeBearing(pose_.facingDegrees);
}

std::string MoveUnitCommand::describe() const {
    return fmt::format("move {} to ({:.2f}, {:.2f}) facing {:.1f}", unitId_, pose_.position.x,
                       pose_.position.y, pose_.facingDegrees);
}

std::optional<std::string> MoveUnitCommand::refusal(const GameState& state) const {
    if (!state.findUnit(unitId_)) {
        return fmt::format("there is no unit \"{}\"", unitId_);
    }
    const Vec2 at = pose_.position;
    if (!std::isfinite(at.x) || !std::isfinite(at.y) || !std::isfinite(pose_.facingDegrees)) {
        return fmt::format("the new position of {} is not a number", unitId_);
    }
    const Table& table = state.setup().scenario->table;
    if (at.x < 0 || at.y < 0 || at.x > table.width || at.y > table.height) {
        return fmt::format("({:.2f}, {:.2f}) is off the {} x {} inch table", at.x, at.y,
                           table.width, table.height);
    }
    return std::nullopt;
}

void MoveUnitCommand::perform(GameState& state, DiceSource& /*dice*/) {
    state.editUnit(unitId_)->pose = pose_;
}

bool MoveUnitCommand::mergeWith(const Command& next) {
    const auto* move = dynamic_cast<const MoveUnitCommand*>(&next);
    if (!move || drag_ == 0 || move->drag_ != drag_ || move->unitId_ != unitId_) {
        return false;
    }
    // The pose is absolute, so the last one of the drag says all the earlier ones did.
    pose_ = move->pose_;
    return true;
}

void MoveUnitCommand::writeFields(nlohmann::json& json) const {
    writeUnitPose(json, unitId_, pose_);
    if (drag_ != 0) {
        json["drag"] = drag_;
    }
}

void MoveUnitCommand::readFields(const JsonReader& json) {
    pose_ = readUnitPose(json, unitId_);
    pose_.facingDegrees = Pose::normalizeBearing(pose_.facingDegrees);
    if (json.has("drag")) {
        const JsonReader drag = json.child("drag");
        if (drag.node().is_number_unsigned()) {
            drag_ = drag.node().get<std::uint64_t>();
        } else {
            drag.error("expected a drag number (a whole number from 0)");
        }
    }
}

}  // namespace adjutant
