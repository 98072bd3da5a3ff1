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
using editor_detail::Outline;
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

/// Why `points` cannot stand: some off the table, or, when they close an
/// outline, enclosing no area.
std::string placedReason(const Table& table, const std::vector<Vec2>& points, bool closed,
                         std::string_view what) {
    if (auto reason = offTableReason(table, points, what); !reason.empty()) {
        return reason;
    }
    return closed ? enclosesNoAreaReason(points, what) : std::string();
}

std::string tooFewPointsReason(const std::vector<Vec2>& points, std::size_t least,
                               std::string_view what) {
    return points.size() < least
               ? fmt::format("{} needs at least {} points, has {}", what, least, points.size())
               : std::string();
}

/// Why a drawn outline cannot be added: fewer than `least` points (three or
/// more close it), or placedReason.
std::string drawnReason(const Table& table, const std::vector<Vec2>& points, std::size_t least,
                        std::string_view what) {
    if (auto reason = tooFewPointsReason(points, least, what); !reason.empty()) {
        return reason;
    }
    return placedReason(table, points, least >= 3, what);
}

std::string hillLevelReason(AreaKind kind, int level) {
    return kind == AreaKind::Hill && level < 1
               ? fmt::format("a hill's contour level is 1 or more, not {}", level)
               : std::string();
}

/// Why `outline`, its points just changed, cannot stand: closed, it encloses no area.
std::string reshapedReason(const Outline& outline) {
    return outline.closed ? enclosesNoAreaReason(*outline.points, outline.what) : std::string();
}

/// Why `point` is no point of `outline`'s: there are `count` of them.
std::string noPointReason(const Outline& outline, std::size_t point, std::size_t count) {
    return fmt::format("{} has no point {} (it has {})", outline.what, point, count);
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

/// claimId among the ids of the table's areas and lines, which share one list.
std::string claimTerrainId(const Table& table, std::string& id, std::string_view stem) {
    return claimId(id, stem, "terrain",
                   [&](const std::string& taken) { return terrainIdTaken(table, taken); });
}

/// The edit that adds a drawn area or line (`kind` its kind's key) to the
/// table's `list`: its id claimed among the terrain's, which areas and lines
/// share, then `check` (given the table, the feature and the words naming it)
/// refusing it or settling what only its kind has.
template <typename Feature, typename Check>
ScenarioEdit addTerrain(Feature drawn, std::string_view kind, std::vector<Feature> Table::*list,
                        Check check) {
    return {fmt::format("Draw {}", kind),
            [given = std::move(drawn), kind, list, check](Scenario& scenario) -> std::string {
                Feature feature = given;
                if (auto refusal = claimTerrainId(scenario.table, feature.id, kind);
                    !refusal.empty()) {
                    return refusal;
                }
                const std::string what = fmt::format("the {} \"{}\"", kind, feature.id);
                if (auto reason = check(scenario.table, feature, what); !reason.empty()) {
                    return reason;
                }
                (scenario.table.*list).push_back(std::move(feature));
                return {};
            }};
}

/// An edit of the outline `feature` refers to, refused when there is none:
/// `change` is given the scenario and the outline, and answers as an edit does.
template <typename Change>
ScenarioEdit outlineEdit(std::string label, FeatureRef feature, Change change) {
    return {std::move(label), [=](Scenario& scenario) -> std::string {
                std::string error;
                const auto outline = outlineOf(scenario, feature, error);
                return outline ? change(scenario, *outline) : error;
            }};
}

}  // namespace

ScenarioEdit addArea(TerrainArea drawn) {
    const std::string_view kind = areaKindKey(drawn.kind);
    return addTerrain(
        std::move(drawn), kind, &Table::areas,
        [](const Table& table, TerrainArea& area, std::string_view what) {
            if (auto reason = tooFewPointsReason(area.outline, 3, what); !reason.empty()) {
                return reason;
            }
            if (auto reason = hillLevelReason(area.kind, area.level); !reason.empty()) {
                return reason;
            }
            if (area.kind != AreaKind::Hill) {
                area.level = 1;
            }
            return placedReason(table, area.outline, true, what);
        });
}

ScenarioEdit addLine(LinearFeature drawn) {
    const std::string_view kind = linearKindKey(drawn.kind);
    return addTerrain(std::move(drawn), kind, &Table::lines,
                      [](const Table& table, const LinearFeature& line, std::string_view what) {
                          return drawnReason(table, line.points, 2, what);
                      });
}

ScenarioEdit addZone(DeploymentZone zone) {
    return {"Draw deployment zone", [zone = std::move(zone)](Scenario& scenario) -> std::string {
                if (auto reason = editor_detail::unknownSideReason(scenario, zone.side);
                    !reason.empty()) {
                    return reason;
                }
                const std::string what = fmt::format("the deployment zone \"{}\"", zone.name);
                if (auto reason = drawnReason(scenario.table, zone.outline, 3, what);
                    !reason.empty()) {
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
                if (auto reason = placedReason(scenario.table, objective.outline, count >= 3, what);
                    !reason.empty()) {
                    return reason;
                }
                scenario.objectives.push_back(std::move(objective));
                return {};
            }};
}

ScenarioEdit moveVertex(FeatureRef feature, std::size_t vertex, Vec2 to) {
    return outlineEdit(fmt::format("Move point of {}", kindWord(feature.kind)), feature,
                       [=](Scenario& scenario, const Outline& outline) -> std::string {
                           std::vector<Vec2>& points = *outline.points;
                           if (vertex >= points.size()) {
                               return noPointReason(outline, vertex, points.size());
                           }
                           points[vertex] = to;
                           if (auto reason = offTableReason(scenario.table, {to}, outline.what);
                               !reason.empty()) {
                               return reason;
                           }
                           return reshapedReason(outline);
                       });
}

ScenarioEdit insertVertex(FeatureRef feature, std::size_t before, Vec2 at) {
    return outlineEdit(fmt::format("Add point to {}", kindWord(feature.kind)), feature,
                       [=](Scenario& scenario, const Outline& outline) -> std::string {
                           std::vector<Vec2>& points = *outline.points;
                           if (before > points.size()) {
                               return noPointReason(outline, before, points.size());
                           }
                           if (outline.objective && points.size() == 1) {
                               return fmt::format(
                                   "{} is a single point; an objective is one point or an "
                                   "area of three or more, so draw the area as a new objective",
                                   outline.what);
                           }
                           if (auto reason = offTableReason(scenario.table, {at}, outline.what);
                               !reason.empty()) {
                               return reason;
                           }
                           points.insert(points.begin() + static_cast<std::ptrdiff_t>(before), at);
                           return reshapedReason(outline);
                       });
}

ScenarioEdit deleteVertex(FeatureRef feature, std::size_t vertex) {
    return outlineEdit(fmt::format("Delete point of {}", kindWord(feature.kind)), feature,
                       [=](Scenario& /*scenario*/, const Outline& outline) -> std::string {
                           std::vector<Vec2>& points = *outline.points;
                           if (vertex >= points.size()) {
                               return noPointReason(outline, vertex, points.size());
                           }
                           if (outline.objective) {
                               if (points.size() == 1 || points.size() == 3) {
                                   return fmt::format(
                                       "{} would be left with {} points; an objective is one "
                                       "point or an area of three or more",
                                       outline.what, points.size() - 1);
                               }
                           } else {
                               const std::size_t least = outline.closed ? 3 : 2;
                               if (points.size() <= least) {
                                   return fmt::format(
                                       "{} needs at least {} points; delete the whole {} "
                                       "instead",
                                       outline.what, least, kindWord(feature.kind));
                               }
                           }
                           points.erase(points.begin() + static_cast<std::ptrdiff_t>(vertex));
                           return reshapedReason(outline);
                       });
}

ScenarioEdit moveFeature(FeatureRef feature, Vec2 by) {
    return outlineEdit(
        fmt::format("Move {}", kindWord(feature.kind)), feature,
        [=](Scenario& scenario, const Outline& outline) -> std::string {
            for (Vec2& point : *outline.points) {
                point = point + by;
            }
            if (feature.kind == FeatureRef::Kind::Line) {
                for (WaterCrossing& crossing : scenario.table.lines[feature.index].crossings) {
                    crossing.point = crossing.point + by;
                }
            }
            return offTableReason(scenario.table, *outline.points, outline.what);
        });
}

ScenarioEdit deleteFeature(FeatureRef feature) {
    return outlineEdit(
        fmt::format("Delete {}", kindWord(feature.kind)), feature,
        [=](Scenario& scenario, const Outline& /*outline*/) -> std::string {
            if (feature.kind == FeatureRef::Kind::Objective) {
                // What it was worth goes with it.
                auto& scored = scenario.victory.objectives;
                const std::string& id = scenario.objectives[feature.index].id;
                scored.erase(
                    std::remove_if(scored.begin(), scored.end(),
                                   [&](const VictoryObjective& v) { return v.objectiveId == id; }),
                    scored.end());
            }
            editor_detail::withFeatureList(scenario, feature.kind, [&](auto& list) {
                list.erase(list.begin() + static_cast<std::ptrdiff_t>(feature.index));
            });
            return {};
        });
}

ScenarioEdit renameFeature(FeatureRef feature, std::string name) {
    return outlineEdit(fmt::format("Rename {}", kindWord(feature.kind)), feature,
                       [=](Scenario& /*scenario*/, const Outline& outline) -> std::string {
                           *outline.name = name;
                           return {};
                       });
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
                if (auto reason = hillLevelReason(AreaKind::Hill, level); !reason.empty()) {
                    return reason;
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
