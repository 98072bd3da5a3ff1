#include "core/referee/princes/PrincesManoeuvreForm.h"

#include <algorithm>
#include <cmath>

#include "core/geometry/Angles.h"
#include "core/geometry/TerrainQueries.h"
#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/princes/PrincesRules.h"

namespace adjutant {

namespace {

using Kind = PrincesManoeuvre::Kind;

constexpr ManoeuvreKindKeys<Kind, 6> kKinds{{
    std::pair{Kind::Move, std::string_view("move")},
    std::pair{Kind::ChangeFormation, std::string_view("changeFormation")},
    std::pair{Kind::Limber, std::string_view("limber")},
    std::pair{Kind::Unlimber, std::string_view("unlimber")},
    std::pair{Kind::Prolonge, std::string_view("prolonge")},
    std::pair{Kind::Reform, std::string_view("reform")},
}};

}  // namespace

std::string_view princesManoeuvreKindKey(Kind kind) {
    return manoeuvreKindKeyIn(kKinds, kind);
}

nlohmann::json PrincesManoeuvreOrder::toJson() const {
    return manoeuvreFormJson(*this, princesManoeuvreKindKey(kind));
}

std::optional<PrincesManoeuvreOrder> PrincesManoeuvreOrder::fromJson(const JsonReader& json) {
    PrincesManoeuvreOrder order;
    if (!readManoeuvreFormHead(json, {"unitId", "kind", "formation", "path"}, kKinds,
                               Kind::ChangeFormation, order) ||
        !readManoeuvreFormPath(json, order.kind == Kind::Move || order.kind == Kind::Prolonge,
                               order)) {
        return std::nullopt;
    }
    return order;
}

WaterReadings princesWaterReadings(const PrincesRules& rules) {
    return WaterReadings::fromOptions(rules.option("riverCrossing"), rules.option("fordCrossing"),
                                      rules.option("bridgeCrossing"));
}

PrincesPathMeasure measurePrincesPath(const Table& table, const Pose& start,
                                      const std::vector<Pose>& path, double roadHalfWidth,
                                      const WaterReadings& water) {
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
        if (crossing.kind == LinearKind::Hedge || crossing.kind == LinearKind::Wall) {
            ++measure.obstaclesCrossed;
            measure.obstacleKinds.emplace_back(linearKindKey(crossing.kind));
            continue;
        }
        switch (waterEffect(water, crossing, true)) {
            case WaterEffect::Obstacle:
                // A river by a ford, or anywhere when it is read as a stream,
                // costs and disorders as the stream row says.
                ++measure.obstaclesCrossed;
                measure.obstacleKinds.emplace_back("stream");
                break;
            case WaterEffect::Impassable:
                if (measure.impassableWater.empty()) {
                    measure.impassableWater = waterName(table, crossing);
                }
                break;
            case WaterEffect::Free:
                break;
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
