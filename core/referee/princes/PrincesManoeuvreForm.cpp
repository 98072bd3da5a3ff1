#include "core/referee/princes/PrincesManoeuvreForm.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "core/geometry/Angles.h"
#include "core/geometry/TerrainQueries.h"
#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"

namespace adjutant {

namespace {

using Kind = PrincesManoeuvre::Kind;

constexpr std::array kKinds{
    std::pair{Kind::Move, std::string_view("move")},
    std::pair{Kind::ChangeFormation, std::string_view("changeFormation")},
    std::pair{Kind::Limber, std::string_view("limber")},
    std::pair{Kind::Unlimber, std::string_view("unlimber")},
    std::pair{Kind::Prolonge, std::string_view("prolonge")},
    std::pair{Kind::Reform, std::string_view("reform")},
};

}  // namespace

std::string_view princesManoeuvreKindKey(Kind kind) {
    for (const auto& [value, key] : kKinds) {
        if (value == kind) {
            return key;
        }
    }
    return "move";
}

nlohmann::json PrincesManoeuvreOrder::toJson() const {
    nlohmann::json json = {{"unitId", unitId},
                           {"kind", std::string(princesManoeuvreKindKey(kind))}};
    if (formation) {
        json["formation"] = std::string(formationKey(*formation));
    }
    if (!path.empty()) {
        nlohmann::json poses = nlohmann::json::array();
        for (const Pose& pose : path) {
            poses.push_back(
                {{"position", {pose.position.x, pose.position.y}}, {"facing", pose.facingDegrees}});
        }
        json["path"] = std::move(poses);
    }
    return json;
}

std::optional<PrincesManoeuvreOrder> PrincesManoeuvreOrder::fromJson(const JsonReader& json) {
    if (!json.isObject()) {
        json.error("expected a manoeuvre object");
        return std::nullopt;
    }
    json.warnUnknownMembers({"unitId", "kind", "formation", "path"});
    PrincesManoeuvreOrder order;
    order.unitId = json.requireString("unitId");
    const std::string kind = json.optionalString("kind", "move");
    bool known = false;
    for (const auto& [value, key] : kKinds) {
        if (key == kind) {
            order.kind = value;
            known = true;
        }
    }
    if (!known) {
        json.errorAt("kind", "unknown manoeuvre kind '" + kind +
                                 "' (expected move, changeFormation, limber, unlimber, "
                                 "prolonge or reform)");
        return std::nullopt;
    }
    if (order.kind == Kind::ChangeFormation) {
        const std::string key = json.requireString("formation");
        order.formation = formationFromKey(key);
        if (!order.formation) {
            json.errorAt("formation", "unknown formation '" + key + "'");
            return std::nullopt;
        }
    }
    for (const JsonReader& item : json.optionalArray("path")) {
        auto pose = readManoeuvrePose(item);
        if (!pose) {
            return std::nullopt;
        }
        order.path.push_back(*pose);
    }
    if ((order.kind == Kind::Move || order.kind == Kind::Prolonge) && order.path.empty()) {
        json.errorAt("path", "a move needs at least one pose");
        return std::nullopt;
    }
    if (order.unitId.empty()) {
        return std::nullopt;
    }
    return order;
}

PrincesPathMeasure measurePrincesPath(const Table& table, const Pose& start,
                                      const std::vector<Pose>& path, double roadHalfWidth) {
    PrincesPathMeasure measure;
    double facing = start.facingDegrees;
    std::vector<Vec2> points{start.position};
    for (const Pose& pose : path) {
        measure.facingChangeDegrees += geometry::angleBetween(facing, pose.facingDegrees);
        facing = pose.facingDegrees;
        points.push_back(pose.position);
    }
    if (points.size() < 2) {
        return measure;
    }
    const geometry::PathTerrain ground = geometry::terrainAlongPath(points, table, roadHalfWidth);
    measure.woodsDistance = ground.lengthIn(AreaKind::Woods) + ground.lengthIn(AreaKind::Town);
    measure.woodsDistance = std::min(measure.woodsDistance, ground.length);
    measure.openDistance = ground.length - measure.woodsDistance;
    measure.contoursCrossedUphill = ground.contoursUp();
    measure.contoursCrossed = ground.contoursUp() + ground.contoursDown();
    for (const geometry::LinearCrossing& crossing : ground.lines) {
        if (crossing.kind == LinearKind::Hedge || crossing.kind == LinearKind::Wall ||
            crossing.kind == LinearKind::Stream) {
            ++measure.obstaclesCrossed;
            measure.obstacleKinds.emplace_back(linearKindKey(crossing.kind));
        }
    }
    measure.entirelyOnRoad = ground.length > 0 && ground.whollyOnRoad;
    return measure;
}

double princesRoadHalfWidth(const geometry::UnitLayout& layout) {
    if (layout.stands.empty()) {
        return 0;
    }
    const auto& c = layout.stands.front().corners;
    return std::hypot(c[1].x - c[0].x, c[1].y - c[0].y) / 2;
}

}  // namespace adjutant
