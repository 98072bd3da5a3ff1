#include "core/engine/commands/UnitPoseJson.h"

#include "core/json/InputLimits.h"

namespace adjutant {

void writeUnitPose(nlohmann::json& json, const std::string& unitId, const Pose& pose) {
    json["unit"] = unitId;
    json["x"] = pose.position.x;
    json["y"] = pose.position.y;
    json["facing"] = pose.facingDegrees;
}

Pose readUnitPose(const JsonReader& json, std::string& unitId) {
    unitId = json.requireString("unit");
    Pose pose;
    pose.position.x =
        json.requireNumber("x", -limits::kMaxCoordinateInches, limits::kMaxCoordinateInches);
    pose.position.y =
        json.requireNumber("y", -limits::kMaxCoordinateInches, limits::kMaxCoordinateInches);
    pose.facingDegrees = json.requireNumber("facing", -3600.0, 3600.0);
    return pose;
}

}  // namespace adjutant
