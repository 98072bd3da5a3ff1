#include "core/referee/RulesetContextSupport.h"

#include <limits>

#include "core/geometry/Distance.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

std::map<std::string, std::string, std::less<>> chosenRuleOptions(const GameState& state) {
    std::map<std::string, std::string, std::less<>> chosen;
    for (const RuleOption& option : state.ruleset().options) {
        const std::string reading = state.setup().option(option.id);
        if (!reading.empty()) {
            chosen[option.id] = reading;
        }
    }
    return chosen;
}

std::optional<geometry::UnitLayout> layoutUnitAt(const GameState& state, const Unit& unit,
                                                 const Pose& pose, Formation formation) {
    Unit placed = unit;
    placed.pose = pose;
    placed.formation = formation;
    auto spec = layoutSpecFor(placed, state.ruleset(), state.setup().scenario->figureScale);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, pose);
}

double distanceToLayout(const Unit& from, const std::optional<geometry::UnitLayout>& to) {
    if (!to) {
        return std::numeric_limits<double>::infinity();
    }
    return geometry::distanceFromPoint(from.pose.position, to->footprint);
}

}  // namespace adjutant
