#pragma once

#include <nlohmann/json.hpp>

#include "core/json/JsonReader.h"
#include "core/model/Pose.h"

namespace adjutant {

// A pose as the commands that put a unit somewhere (moving it by hand, placing
// it at set-up) write it beside their "unit": "x" and "y" of its front-edge
// centre in inches and "facing" in degrees. Saves and journals hold this form,
// so it does not change.

void writeUnitPose(nlohmann::json& json, const Pose& pose);
/// The pose written by writeUnitPose, with the facing as written (not brought
/// into 0-360); problems go to the reader.
Pose readUnitPose(const JsonReader& json);

}  // namespace adjutant
