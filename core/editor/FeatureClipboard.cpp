#include "core/editor/FeatureClipboard.h"

#include <fmt/format.h>

#include "core/editor/ScenarioEdits.h"
#include "core/editor/detail/EditChecks.h"
#include "core/editor/detail/FeatureOutline.h"

namespace adjutant {

namespace {

std::vector<Vec2>& pointsOf(CopiedFeature& copied) {
    return std::visit(
        [](auto& feature) -> std::vector<Vec2>& {
            using T = std::decay_t<decltype(feature)>;
            if constexpr (std::is_same_v<T, LinearFeature>) {
                return feature.points;
            } else {
                return feature.outline;
            }
        },
        copied);
}

void shift(std::vector<Vec2>& points, Vec2 by) {
    for (Vec2& p : points) {
        p = p + by;
    }
}

}  // namespace

std::optional<CopiedFeature> copyFeature(const Scenario& scenario, FeatureRef feature) {
    return editor_detail::withFeatureList(scenario, feature.kind,
                                          [&](const auto& list) -> std::optional<CopiedFeature> {
                                              if (feature.index >= list.size()) {
                                                  return std::nullopt;
                                              }
                                              return CopiedFeature{list[feature.index]};
                                          });
}

Vec2 pasteOffset(const CopiedFeature& copied, const Table& table, Vec2 preferred) {
    CopiedFeature probe = copied;
    std::vector<Vec2>& points = pointsOf(probe);
    for (Vec2 offset : {preferred, -preferred}) {
        std::vector<Vec2> moved = points;
        shift(moved, offset);
        if (editor_detail::offTableReason(table, moved, "the copy").empty()) {
            return offset;
        }
    }
    return {};
}

ScenarioEdit pasteFeature(const CopiedFeature& copied, Vec2 offset) {
    CopiedFeature moved = copied;
    shift(pointsOf(moved), offset);
    ScenarioEdit edit = std::visit(
        [](auto feature) -> ScenarioEdit {
            using T = std::decay_t<decltype(feature)>;
            if constexpr (std::is_same_v<T, TerrainArea>) {
                feature.id.clear();
                return edits::addArea(std::move(feature));
            } else if constexpr (std::is_same_v<T, LinearFeature>) {
                feature.id.clear();
                return edits::addLine(std::move(feature));
            } else if constexpr (std::is_same_v<T, DeploymentZone>) {
                return edits::addZone(std::move(feature));
            } else {
                feature.id.clear();
                return edits::addObjective(std::move(feature));
            }
        },
        std::move(moved));
    // "Draw woods" becomes "Paste woods" in the Edit menu, "Place objective" "Paste objective".
    const std::size_t space = edit.label.find(' ');
    edit.label =
        "Paste" + (space == std::string::npos ? " " + edit.label : edit.label.substr(space));
    return edit;
}

}  // namespace adjutant
