#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "core/json/JsonReader.h"
#include "core/model/Pose.h"

namespace adjutant {

// A pose as the commands that put a unit somewhere (moving it by hand, placing
// it at set-up) write it beside their "unit": "x" and "y" of its front-edge
// centre in inches and "facing" in degrees. Saves and journals hold this form,
// so it does not change.

/// Writes "unit" (the unit's id) and its pose.
void writeUnitPose(nlohmann::json& json, const std::string& unitId, const Pose& pose);
/// The unit and pose written by writeUnitPose, with the facing as written (not
/// brought into 0-360); problems go to the reader.
Pose readUnitPose(const JsonReader& json, std::string& unitId);

}  // namespace adjutant
