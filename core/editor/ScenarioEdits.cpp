// The terrain, deployment zone, objective and map edits of ScenarioEdits.h;
// the unit, brigade, general and text edits are in UnitEdits.cpp.
#include "core/editor/ScenarioEdits.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/editor/detail/EditChecks.h"
#include "core/editor/detail/FeatureOutline.h"

namespace adjutant::edits {

namespace {

using editor_detail::doubledArea;
using editor_detail::freshId;
using editor_detail::kindWord;
using editor_detail::offTableReason;
using editor_detail::outlineOf;

// Below this an outline encloses no area worth the name: three points in a
// row, or a point dragged onto its neighbour.
constexpr double kLeastDoubledArea = 1e-9;

std::string enclosesNoAreaReason(const std::vector<Vec2>& outline, std::string_view what) {
    if (std::abs(doubledArea(outline)) < kLeastDoubledArea) {
        return fmt::format("{} would enclose no area (its points would lie in one line)", what);
    }
    return {};
}

bool terrainIdTaken(const Table& table, const std::string& id) {
    return std::any_of(table.areas.begin(), table.areas.end(),
                       [&](const TerrainArea& a) { return a.id == id; }) ||
           std::any_of(table.lines.begin(), table.lines.end(),
                       [&](const LinearFeature& l) { return l.id == id; });
}

bool objectiveIdTaken(const Scenario& scenario, const std::string& id) {
    return std::any_of(scenario.objectives.begin(), scenario.objectives.end(),
                       [&](const Objective& o) { return o.id == id; });
}

/// Gives an empty id a fresh one made from `stem`; the refusal when a given
/// id is already used (`what` names the list, e.g. "terrain").
template <typename Taken>
std::string claimId(std::string& id, std::string_view stem, std::string_view what,
                    const Taken& taken) {
    if (id.empty()) {
        id = freshId(stem, taken);
        return {};
    }
    return taken(id) ? fmt::format("{} id \"{}\" is already used; choose another", what, id)
                     : std::string();
}

}  // namespace

ScenarioEdit addArea(TerrainArea drawn) {
    const std::string label = fmt::format("Draw {}", areaKindKey(drawn.kind));
    return {
        label, [given = std::move(drawn)](Scenario& scenario) -> std::string {
            TerrainArea area = given;
            const auto taken = [&](const std::string& id) {
                return terrainIdTaken(scenario.table, id);
            };
            if (auto refusal = claimId(area.id, areaKindKey(area.kind), "terrain", taken);
                !refusal.empty()) {
                return refusal;
            }
            const std::string what = fmt::format("the {} \"{}\"", areaKindKey(area.kind), area.id);
            if (area.outline.size() < 3) {
                return fmt::format("{} needs at least 3 points, has {}", what, area.outline.size());
            }
            if (area.kind == AreaKind::Hill && area.level < 1) {
                return fmt::format("a hill's contour level is 1 or more, not {}", area.level);
            }
            if (area.kind != AreaKind::Hill) {
                area.level = 1;
            }
            if (auto reason = offTableReason(scenario.table, area.outline, what); !reason.empty()) {
                return reason;
            }
            if (auto reason = enclosesNoAreaReason(area.outline, what); !reason.empty()) {
                return reason;
            }
            scenario.table.areas.push_back(std::move(area));
            return {};
        }};
}

ScenarioEdit addLine(LinearFeature drawn) {
    const std::string label = fmt::format("Draw {}", linearKindKey(drawn.kind));
    return {
        label, [given = std::move(drawn)](Scenario& scenario) -> std::string {
            LinearFeature line = given;
            const auto taken = [&](const std::string& id) {
                return terrainIdTaken(scenario.table, id);
            };
            if (auto refusal = claimId(line.id, linearKindKey(line.kind), "terrain", taken);
                !refusal.empty()) {
                return refusal;
            }
            const std::string what =
                fmt::format("the {} \"{}\"", linearKindKey(line.kind), line.id);
            if (line.points.size() < 2) {
                return fmt::format("{} needs at least 2 points, has {}", what, line.points.size());
            }
            if (auto reason = offTableReason(scenario.table, line.points, what); !reason.empty()) {
                return reason;
            }
            scenario.table.lines.push_back(std::move(line));
            return {};
        }};
}

ScenarioEdit addZone(DeploymentZone zone) {
    return {
        "Draw deployment zone", [zone = std::move(zone)](Scenario& scenario) -> std::string {
            if (auto reason = editor_detail::unknownSideReason(scenario, zone.side);
                !reason.empty()) {
                return reason;
            }
            const std::string what = fmt::format("the deployment zone \"{}\"", zone.name);
            if (zone.outline.size() < 3) {
                return fmt::format("{} needs at least 3 points, has {}", what, zone.outline.size());
            }
            if (auto reason = offTableReason(scenario.table, zone.outline, what); !reason.empty()) {
                return reason;
            }
            if (auto reason = enclosesNoAreaReason(zone.outline, what); !reason.empty()) {
                return reason;
            }
            scenario.deploymentZones.push_back(zone);
            return {};
        }};
}

ScenarioEdit addObjective(Objective drawn) {
    const std::string label = drawn.outline.size() == 1 ? "Place objective" : "Draw objective";
    return {label, [given = std::move(drawn)](Scenario& scenario) -> std::string {
                Objective objective = given;
                const auto taken = [&](const std::string& id) {
                    return objectiveIdTaken(scenario, id);
                };
                if (auto refusal = claimId(objective.id, "objective", "objective", taken);
                    !refusal.empty()) {
                    return refusal;
                }
                const std::string what = fmt::format("the objective \"{}\"", objective.id);
                const std::size_t count = objective.outline.size();
                if (count == 0 || count == 2) {
                    return fmt::format(
                        "{} has {} points; an objective is one point or an area of "
                        "three or more",
                        what, count);
                }
                if (auto reason = offTableReason(scenario.table, objective.outline, what);
                    !reason.empty()) {
                    return reason;
                }
                if (count >= 3) {
                    if (auto reason = enclosesNoAreaReason(objective.outline, what);
                        !reason.empty()) {
                        return reason;
                    }
                }
                scenario.objectives.push_back(std::move(objective));
                return {};
            }};
}

ScenarioEdit moveVertex(FeatureRef feature, std::size_t vertex, Vec2 to) {
    return {fmt::format("Move point of {}", kindWord(feature.kind)),
            [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                if (!outline) {
                    return error;
                }
                std::vector<Vec2>& points = *outline->points;
                if (vertex >= points.size()) {
                    return fmt::format("{} has no point {} (it has {})", outline->what, vertex,
                                       points.size());
                }
                points[vertex] = to;
                if (auto reason = offTableReason(scenario.table, {to}, outline->what);
                    !reason.empty()) {
                    return reason;
                }
                return outline->closed ? enclosesNoAreaReason(points, outline->what)
                                       : std::string();
            }};
}

ScenarioEdit insertVertex(FeatureRef feature, std::size_t before, Vec2 at) {
    return {fmt::format("Add point to {}", kindWord(feature.kind)),
            [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                if (!outline) {
                    return error;
                }
                std::vector<Vec2>& points = *outline->points;
                if (before > points.size()) {
                    return fmt::format("{} has no point {} (it has {})", outline->what, before,
                                       points.size());
                }
                if (outline->objective && points.size() == 1) {
                    return fmt::format(
                        "{} is a single point; an objective is one point or an "
                        "area of three or more, so draw the area as a new objective",
                        outline->what);
                }
                if (auto reason = offTableReason(scenario.table, {at}, outline->what);
                    !reason.empty()) {
                    return reason;
                }
                points.insert(points.begin() + static_cast<std::ptrdiff_t>(before), at);
                return outline->closed ? enclosesNoAreaReason(points, outline->what)
                                       : std::string();
            }};
}

ScenarioEdit deleteVertex(FeatureRef feature, std::size_t vertex) {
    return {fmt::format("Delete point of {}", kindWord(feature.kind)),
            [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                if (!outline) {
                    return error;
                }
                std::vector<Vec2>& points = *outline->points;
                if (vertex >= points.size()) {
                    return fmt::format("{} has no point {} (it has {})", outline->what, vertex,
                                       points.size());
                }
                if (outline->objective) {
                    if (points.size() == 1 || points.size() == 3) {
                        return fmt::format(
                            "{} would be left with {} points; an objective is one "
                            "point or an area of three or more",
                            outline->what, points.size() - 1);
                    }
                } else {
                    const std::size_t least = outline->closed ? 3 : 2;
                    if (points.size() <= least) {
                        return fmt::format(
                            "{} needs at least {} points; delete the whole {} "
                            "instead",
                            outline->what, least, kindWord(feature.kind));
                    }
                }
                points.erase(points.begin() + static_cast<std::ptrdiff_t>(vertex));
                return outline->closed ? enclosesNoAreaReason(points, outline->what)
                                       : std::string();
            }};
}

ScenarioEdit moveFeature(FeatureRef feature, Vec2 by) {
    return {fmt::format("Move {}", kindWord(feature.kind)), [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                if (!outline) {
                    return error;
                }
                for (Vec2& point : *outline->points) {
                    point = point + by;
                }
                if (feature.kind == FeatureRef::Kind::Line) {
                    for (WaterCrossing& crossing : scenario.table.lines[feature.index].crossings) {
                        crossing.point = crossing.point + by;
                    }
                }
                return offTableReason(scenario.table, *outline->points, outline->what);
            }};
}

ScenarioEdit deleteFeature(FeatureRef feature) {
    return {fmt::format("Delete {}", kindWord(feature.kind)),
            [=](Scenario& scenario) -> std::string {
                std::string error;
                if (!outlineOf(scenario, feature, error)) {
                    return error;
                }
                const auto at = static_cast<std::ptrdiff_t>(feature.index);
                switch (feature.kind) {
                    case FeatureRef::Kind::Area:
                        scenario.table.areas.erase(scenario.table.areas.begin() + at);
                        break;
                    case FeatureRef::Kind::Line:
                        scenario.table.lines.erase(scenario.table.lines.begin() + at);
                        break;
                    case FeatureRef::Kind::Zone:
                        scenario.deploymentZones.erase(scenario.deploymentZones.begin() + at);
                        break;
                    case FeatureRef::Kind::Objective: {
                        // What it was worth goes with it.
                        auto& scored = scenario.victory.objectives;
                        const std::string id = scenario.objectives[at].id;
                        scored.erase(std::remove_if(scored.begin(), scored.end(),
                                                    [&](const VictoryObjective& v) {
                                                        return v.objectiveId == id;
                                                    }),
                                     scored.end());
                        scenario.objectives.erase(scenario.objectives.begin() + at);
                        break;
                    }
                }
                return {};
            }};
}

ScenarioEdit renameFeature(FeatureRef feature, std::string name) {
    return {fmt::format("Rename {}", kindWord(feature.kind)),
            [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                if (!outline) {
                    return error;
                }
                *outline->name = name;
                return {};
            }};
}

ScenarioEdit setHillLevel(std::size_t area, int level) {
    return {"Set hill level", [=](Scenario& scenario) -> std::string {
                auto& areas = scenario.table.areas;
                if (area >= areas.size()) {
                    return fmt::format("there is no terrain area {} (the scenario has {})", area,
                                       areas.size());
                }
                if (areas[area].kind != AreaKind::Hill) {
                    return fmt::format("the {} \"{}\" is not a hill; only hills have levels",
                                       areaKindKey(areas[area].kind), areas[area].id);
                }
                if (level < 1) {
                    return fmt::format("a hill's contour level is 1 or more, not {}", level);
                }
                areas[area].level = level;
                return {};
            }};
}

ScenarioEdit setMap(std::optional<MapImage> map) {
    const std::string label = map ? "Set map" : "Remove map";
    return {label, [map = std::move(map)](Scenario& scenario) -> std::string {
                if (map) {
                    if (map->file.empty()) {
                        return "a map needs an image file";
                    }
                    if (!(map->inchesPerPixel >= 0)) {
                        return fmt::format("a map's scale cannot be negative ({} in per pixel)",
                                           map->inchesPerPixel);
                    }
                    if (!(map->opacity >= 0 && map->opacity <= 1)) {
                        return fmt::format("a map's opacity is from 0 to 1, not {}", map->opacity);
                    }
                }
                scenario.map = map;
                return {};
            }};
}

}  // namespace adjutant::edits
