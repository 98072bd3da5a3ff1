#include "core/referee/ManoeuvreJson.h"

#include <fmt/format.h>

#include "core/json/InputLimits.h"

namespace adjutant {

std::optional<Pose> readManoeuvrePose(const JsonReader& json) {
    const std::vector<JsonReader> xy = json.child("position").elements();
    if (xy.size() != 2) {
        json.error("expected a pose as {\"position\": [x, y], \"facing\": degrees}");
        return std::nullopt;
    }
    // A position far off any table would only make the geometry's loops long.
    const auto x = xy[0].asNumber(-limits::kMaxCoordinateInches, limits::kMaxCoordinateInches);
    const auto y = xy[1].asNumber(-limits::kMaxCoordinateInches, limits::kMaxCoordinateInches);
    if (!x || !y) {
        return std::nullopt;
    }
    return Pose{{*x, *y}, json.optionalNumber("facing", 0.0, -3600.0, 3600.0)};
}

bool readManoeuvrePath(const std::vector<JsonReader>& poses, std::vector<Pose>& path) {
    if (poses.size() > limits::kMaxShapePoints) {
        poses.front().error(fmt::format("a path of {} poses; a manoeuvre has at most {}",
                                        poses.size(), limits::kMaxShapePoints));
        return false;
    }
    for (const JsonReader& item : poses) {
        const std::optional<Pose> pose = readManoeuvrePose(item);
        if (!pose) {
            return false;
        }
        path.push_back(*pose);
    }
    return true;
}

nlohmann::json manoeuvrePathJson(const std::vector<Pose>& path) {
    nlohmann::json poses = nlohmann::json::array();
    for (const Pose& pose : path) {
        poses.push_back(
            {{"position", {pose.position.x, pose.position.y}}, {"facing", pose.facingDegrees}});
    }
    return poses;
}

std::optional<Formation> readManoeuvreFormation(const JsonReader& json) {
    const std::string key = json.requireString("formation");
    std::optional<Formation> formation = formationFromKey(key);
    if (!formation) {
        json.errorAt("formation", "unknown formation '" + key + "'");
    }
    return formation;
}

std::string manoeuvreReadFailure(const Diagnostics& diagnostics) {
    std::string reason = diagnostics.toString();
    while (!reason.empty() && reason.back() == '\n') {
        reason.pop_back();
    }
    return reason.empty() ? "the manoeuvre cannot be read" : reason;
}

}  // namespace adjutant
