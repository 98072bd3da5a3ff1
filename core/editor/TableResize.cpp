// Scenario > Table size: a table made larger or smaller after the New
// scenario wizard, never leaving a piece of the scenario off it.
#include "core/editor/TableResize.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/json/InputLimits.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant::edits {

namespace {

// Names given in full before the rest are counted ("and 7 more").
constexpr std::size_t kNamesListed = 5;

/// What lies beyond the new edges, and how far everything reaches.
class OffTable {
  public:
    OffTable(double width, double height) : width_(width), height_(height) {}

    /// Notes `what` when any of `points` lies beyond the new edges.
    void check(const std::vector<Vec2>& points, std::string what) {
        bool off = false;
        for (const Vec2 point : points) {
            reach_.x = std::max(reach_.x, point.x);
            reach_.y = std::max(reach_.y, point.y);
            off = off || point.x > width_ + kTolerance || point.y > height_ + kTolerance;
        }
        if (off) {
            names_.push_back(std::move(what));
        }
    }

    bool empty() const { return names_.empty(); }

    std::string sentence() const {
        std::string list;
        const std::size_t listed = std::min(names_.size(), kNamesListed);
        for (std::size_t i = 0; i < listed; ++i) {
            const bool last = i + 1 == listed && names_.size() <= kNamesListed;
            list += i == 0 ? "" : last ? " and " : ", ";
            list += names_[i];
        }
        if (names_.size() > kNamesListed) {
            list += fmt::format(" and {} more", names_.size() - kNamesListed);
        }
        return fmt::format(
            "a table of {} x {} inches would leave {} off it; what is on the table reaches "
            "{:.1f} x {:.1f} inches, so make it at least that large, or move {} first",
            width_, height_, list, std::ceil(reach_.x * 10) / 10, std::ceil(reach_.y * 10) / 10,
            names_.size() == 1 ? "it" : "them");
    }

  private:
    // The reader's tolerance for a point on an edge.
    static constexpr double kTolerance = 1e-6;
    double width_;
    double height_;
    Vec2 reach_{0, 0};
    std::vector<std::string> names_;
};

std::string quoted(const std::string& name, const std::string& id) {
    return fmt::format("\"{}\"", name.empty() ? id : name);
}

void checkPieces(const Scenario& scenario, const RulesetDefinition& ruleset, OffTable& off) {
    for (const Unit& unit : scenario.units) {
        // The stands where the ruleset lays them out; the unit's point otherwise.
        std::vector<Vec2> corners{unit.pose.position};
        if (const auto spec = layoutSpecFor(unit, ruleset, scenario.figureScale)) {
            corners = geometry::layoutUnit(*spec, unit.pose).footprint;
        }
        off.check(corners, "unit " + quoted(unit.name, unit.id));
    }
    for (const Side& side : scenario.sides) {
        for (const General& general : side.generals) {
            off.check({general.pose.position}, "general " + quoted(general.name, general.id));
        }
    }
}

void checkShapes(const Scenario& scenario, OffTable& off) {
    for (const TerrainArea& area : scenario.table.areas) {
        off.check(area.outline,
                  fmt::format("the {} {}", areaKindKey(area.kind), quoted(area.name, area.id)));
    }
    for (const LinearFeature& line : scenario.table.lines) {
        off.check(line.points,
                  fmt::format("the {} {}", linearKindKey(line.kind), quoted(line.name, line.id)));
    }
    for (const Objective& objective : scenario.objectives) {
        off.check(objective.outline, "objective " + quoted(objective.name, objective.id));
    }
    for (const DeploymentZone& zone : scenario.deploymentZones) {
        const auto side = static_cast<std::size_t>(zone.side);
        const std::string sideName =
            side < scenario.sides.size() ? scenario.sides[side].name : std::to_string(zone.side);
        off.check(zone.outline, zone.name.empty()
                                    ? fmt::format("the deployment zone of {}", sideName)
                                    : fmt::format("the deployment zone \"{}\"", zone.name));
    }
}

}  // namespace

ScenarioEdit resizeTable(double width, double height, const RulesetDefinition& ruleset,
                         MapPixels image) {
    const std::string label = fmt::format("Make the table {} x {} inches", width, height);
    return {label, [width, height, &ruleset, image](Scenario& scenario) -> std::string {
                const double most = limits::kMaxTableInches;
                if (!(width > 0 && width <= most && height > 0 && height <= most)) {
                    return fmt::format(
                        "a table of {} x {} inches is not possible (expected each side more "
                        "than 0 and at most {} inches)",
                        width, height, most);
                }
                OffTable off(width, height);
                checkPieces(scenario, ruleset, off);
                checkShapes(scenario, off);
                if (!off.empty()) {
                    return off.sentence();
                }
                if (scenario.map) {
                    std::string error;
                    auto kept = mapWithItsOwnScale(*scenario.map, scenario.table, image, error);
                    if (!kept) {
                        return error;
                    }
                    scenario.map = std::move(*kept);
                }
                scenario.table.width = width;
                scenario.table.height = height;
                return {};
            }};
}

}  // namespace adjutant::edits
