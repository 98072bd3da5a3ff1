#include "core/referee/ManoeuvreJson.h"

namespace adjutant {

std::optional<Pose> readManoeuvrePose(const JsonReader& json) {
    const std::vector<JsonReader> xy = json.child("position").elements();
    if (xy.size() != 2) {
        json.error("expected a pose as {\"position\": [x, y], \"facing\": degrees}");
        return std::nullopt;
    }
    const auto x = xy[0].asNumber();
    const auto y = xy[1].asNumber();
    if (!x || !y) {
        return std::nullopt;
    }
    return Pose{{*x, *y}, json.optionalNumber("facing", 0.0)};
}

std::string manoeuvreReadFailure(const Diagnostics& diagnostics) {
    std::string reason = diagnostics.toString();
    while (!reason.empty() && reason.back() == '\n') {
        reason.pop_back();
    }
    return reason.empty() ? "the manoeuvre cannot be read" : reason;
}

}  // namespace adjutant
