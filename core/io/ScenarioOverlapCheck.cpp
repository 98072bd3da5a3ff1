#include "core/io/ScenarioOverlapCheck.h"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <tuple>
#include <utility>
#include <vector>

#include "core/geometry/Contact.h"
#include "core/geometry/FootprintIndex.h"
#include "core/geometry/UnitLayout.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

constexpr std::size_t kMostNamed = 20;
// Positions this close (in inches) are one spot: a copied unit, not one placed by hand.
constexpr double kSameSpotInches = 0.01;

// The JSON pointer of the unit's pose: units are read side by side, in order.
std::string posePointer(const Scenario& scenario, std::size_t unitIndex) {
    std::size_t inSide = 0;
    for (std::size_t i = 0; i < unitIndex; ++i) {
        inSide += scenario.units[i].side == scenario.units[unitIndex].side ? 1 : 0;
    }
    return fmt::format("/sides/{}/units/{}/pose", scenario.units[unitIndex].side, inSide);
}

std::string sideNameOf(const Scenario& scenario, int side) {
    if (side < 0 || static_cast<std::size_t>(side) >= scenario.sides.size()) {
        return "the army";
    }
    const Side& entry = scenario.sides[static_cast<std::size_t>(side)];
    return "the " + (entry.name.empty() ? entry.id : entry.name);
}

std::string numberText(double value) {
    return std::abs(value - std::round(value)) < 0.005 ? fmt::format("{:.0f}", value)
                                                       : fmt::format("{:.2f}", value);
}

// A spot and a facing: two units whose front edges meet face to face stand
// on one spot (their poses are their fronts' centres) without overlapping;
// the footprints decide for them below, as for any other pair.
using SpotKey = std::tuple<long long, long long, long long>;

SpotKey spotOf(const Pose& pose) {
    const double facing = std::fmod(std::fmod(pose.facingDegrees, 360.0) + 360.0, 360.0);
    return {std::llround(pose.position.x / kSameSpotInches),
            std::llround(pose.position.y / kSameSpotInches), std::llround(facing) % 360};
}

/// Units standing on one spot, in the order they are read; each group of two
/// or more gets one warning, and only its first unit is weighed against the
/// others, so a stack of a thousand costs what one unit does.
std::vector<std::vector<std::size_t>> spots(const Scenario& scenario) {
    std::map<SpotKey, std::size_t> groupOf;
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < scenario.units.size(); ++i) {
        const auto [it, added] = groupOf.try_emplace(spotOf(scenario.units[i].pose), groups.size());
        if (added) {
            groups.emplace_back();
        }
        groups[it->second].push_back(i);
    }
    return groups;
}

void warnStack(const JsonReader& root, const Scenario& scenario,
               const std::vector<std::size_t>& stack) {
    const Unit& first = scenario.units[stack.front()];
    std::string sides = sideNameOf(scenario, first.side);
    for (const std::size_t i : stack) {
        if (scenario.units[i].side != first.side) {
            sides += " and " + sideNameOf(scenario, scenario.units[i].side);
            break;
        }
    }
    root.diagnostics().warning(
        root.file(), posePointer(scenario, stack.front()),
        fmt::format("{} units stand on the same spot at ({}, {}) in {}, \"{}\" first: units "
                    "cannot overlap on the table (expected each unit apart, or at most in base "
                    "contact)",
                    stack.size(), numberText(first.pose.position.x),
                    numberText(first.pose.position.y), sides, first.id));
}

}  // namespace

void warnOverlappingUnits(const JsonReader& root, const ScenarioReadContext& context,
                          const Scenario& scenario) {
    if (context.ruleset == nullptr || context.figureScale == nullptr) {
        return;
    }
    const auto groups = spots(scenario);
    std::vector<std::size_t> weighed;  // the first unit of each spot
    std::vector<std::vector<Vec2>> footprints;
    for (const auto& group : groups) {
        const Unit& unit = scenario.units[group.front()];
        const auto spec = layoutSpecFor(unit, *context.ruleset, context.figureScale->key);
        weighed.push_back(group.front());
        footprints.push_back(spec ? geometry::layoutUnit(*spec, unit.pose).footprint
                                  : std::vector<Vec2>{});
    }
    std::size_t stacks = 0;
    for (const auto& group : groups) {
        if (group.size() > 1 && ++stacks <= kMostNamed) {
            warnStack(root, scenario, group);
        }
    }
    if (stacks > kMostNamed) {
        root.diagnostics().warning(
            root.file(), "/sides",
            fmt::format("{} more spots have units stacked on them", stacks - kMostNamed));
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
                    root.file(), posePointer(scenario, weighed[i]),
                    fmt::format("unit \"{}\" overlaps unit \"{}\" on the table (expected units "
                                "apart, or at most in base contact)",
                                scenario.units[weighed[i]].id, scenario.units[weighed[j]].id));
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
