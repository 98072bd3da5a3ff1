#include "core/io/ScenarioShapeReader.h"

#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/json/BoundedArray.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

// Points typed by hand on the edge of a 72 x 48 table come out as 72.0000001
// after a round trip through a drawing tool; that is still on the edge.
constexpr double kEdgeTolerance = 1e-6;

}  // namespace

std::optional<Vec2> ScenarioShapeReader::readPoint(const JsonReader& node) const {
    if (!node.present()) {
        return std::nullopt;
    }
    const nlohmann::json& value = node.node();
    if (!value.is_array() || value.size() != 2 || !value[0].is_number() || !value[1].is_number()) {
        node.error("expected a point [x, y] in inches, found " +
                   (value.is_array() ? fmt::format("an array of {} values", value.size())
                                     : JsonReader::describeType(value)));
        return std::nullopt;
    }
    const Vec2 point{value[0].get<double>(), value[1].get<double>()};
    if (!std::isfinite(point.x) || !std::isfinite(point.y)) {
        node.error("expected a point [x, y] with finite coordinates");
        return std::nullopt;
    }
    return point;
}

std::vector<Vec2> ScenarioShapeReader::readPoints(const JsonReader& owner, std::string_view key,
                                                  std::size_t minPoints,
                                                  std::string_view what) const {
    std::vector<Vec2> points;
    const JsonReader list = owner.child(key);
    if (!list.present()) {
        owner.errorAt(key, fmt::format("missing (expected {}: a list of at least {} points)", what,
                                       minPoints));
        return points;
    }
    if (!list.isArray()) {
        list.error(fmt::format("expected {}: a list of points [x, y], found {}", what,
                               JsonReader::describeType(list.node())));
        return points;
    }
    if (!withinLimit(list, list.node().size(), limits::kMaxShapePoints, "points")) {
        return points;
    }
    for (const JsonReader& element : list.elements()) {
        if (auto point = readPoint(element)) {
            checkOnTable(element, *point);
            points.push_back(*point);
        }
    }
    if (list.node().size() < minPoints) {
        list.error(fmt::format("{} needs at least {} points, found {}", what, minPoints,
                               list.node().size()));
    }
    return points;
}

Pose ScenarioShapeReader::readPose(const JsonReader& owner, std::string_view key) const {
    Pose pose;
    const JsonReader poseNode = owner.requireObject(key);
    if (!poseNode.present()) {
        return pose;
    }
    poseNode.warnUnknownMembers({"position", "facing"});
    const JsonReader position = poseNode.child("position");
    if (!position.present()) {
        poseNode.errorAt("position", "missing (expected a point [x, y] in inches)");
    } else if (auto point = readPoint(position)) {
        pose.position = *point;
    }
    pose.facingDegrees = Pose::normalizeBearing(poseNode.requireNumber("facing"));
    return pose;
}

bool ScenarioShapeReader::onTable(Vec2 point) const {
    if (!context_.tableKnown()) {
        return true;
    }
    return point.x >= -kEdgeTolerance && point.y >= -kEdgeTolerance &&
           point.x <= context_.tableWidth + kEdgeTolerance &&
           point.y <= context_.tableHeight + kEdgeTolerance;
}

bool ScenarioShapeReader::checkOnTable(const JsonReader& node, Vec2 point) const {
    if (onTable(point)) {
        return true;
    }
    node.error(
        fmt::format("point [{}, {}] is off the table (expected x from 0 to {} and y "
                    "from 0 to {})",
                    point.x, point.y, context_.tableWidth, context_.tableHeight));
    return false;
}

double ScenarioShapeReader::doubledArea(const std::vector<Vec2>& outline) {
    double sum = 0.0;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        sum += outline[i].cross(outline[(i + 1) % outline.size()]);
    }
    return sum;
}

}  // namespace adjutant
