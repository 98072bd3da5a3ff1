#include "core/io/ScenarioOverlapCheck.h"

#include <fmt/format.h>

#include <vector>

#include "core/geometry/Contact.h"
#include "core/geometry/FootprintIndex.h"
#include "core/geometry/UnitLayout.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

constexpr std::size_t kMostNamed = 20;

// The JSON pointer of the unit's pose: units are read side by side, in order.
std::string posePointer(const Scenario& scenario, std::size_t unitIndex) {
    std::size_t inSide = 0;
    for (std::size_t i = 0; i < unitIndex; ++i) {
        inSide += scenario.units[i].side == scenario.units[unitIndex].side ? 1 : 0;
    }
    return fmt::format("/sides/{}/units/{}/pose", scenario.units[unitIndex].side, inSide);
}

}  // namespace

void warnOverlappingUnits(const JsonReader& root, const ScenarioReadContext& context,
                          const Scenario& scenario) {
    if (context.ruleset == nullptr || context.figureScale == nullptr) {
        return;
    }
    std::vector<std::vector<Vec2>> footprints;
    footprints.reserve(scenario.units.size());
    for (const Unit& unit : scenario.units) {
        const auto spec = layoutSpecFor(unit, *context.ruleset, context.figureScale->key);
        footprints.push_back(spec ? geometry::layoutUnit(*spec, unit.pose).footprint
                                  : std::vector<Vec2>{});
    }
    geometry::FootprintIndex index;
    index.rebuild(footprints);
    std::size_t overlapping = 0;
    for (std::size_t i = 0; i < footprints.size(); ++i) {
        if (footprints[i].empty()) {
            continue;
        }
        for (std::size_t j : index.intersecting(footprints[i])) {
            if (j == i || !geometry::overlaps(footprints[i], footprints[j])) {
                continue;
            }
            if (++overlapping <= kMostNamed) {
                root.diagnostics().warning(
                    root.file(), posePointer(scenario, i),
                    fmt::format("unit \"{}\" overlaps unit \"{}\" on the table (expected units "
                                "apart, or at most in base contact)",
                                scenario.units[i].id, scenario.units[j].id));
            }
            break;
        }
    }
    if (overlapping > kMostNamed) {
        root.diagnostics().warning(
            root.file(), "/sides",
            fmt::format("{} more units overlap others on the table", overlapping - kMostNamed));
    }
}

}  // namespace adjutant
