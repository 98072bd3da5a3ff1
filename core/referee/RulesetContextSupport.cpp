#include "core/referee/RulesetContextSupport.h"

#include <limits>

#include "core/geometry/Distance.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

/// What the readings were worked out from: they depend on nothing else.
struct ChosenRuleOptionsKey {
    const RulesetDefinition* ruleset = nullptr;
    std::string rulesetId;
    std::size_t optionCount = 0;
    std::map<std::string, std::string> setupOptions;
    std::map<std::string, std::string> scenarioOptions;

    bool matches(const GameSetup& setup, const RulesetDefinition& definition) const {
        return ruleset == &definition && rulesetId == definition.id &&
               optionCount == definition.options.size() && setupOptions == setup.options &&
               scenarioOptions == (setup.scenario ? setup.scenario->options
                                                  : std::map<std::string, std::string>{});
    }
};

}  // namespace

std::shared_ptr<const ChosenRuleOptions> chosenRuleOptions(const GameState& state) {
    thread_local ChosenRuleOptionsKey key;
    thread_local std::shared_ptr<const ChosenRuleOptions> last;
    const GameSetup& setup = state.setup();
    const RulesetDefinition& definition = state.ruleset();
    if (last && key.matches(setup, definition)) {
        return last;
    }
    auto chosen = std::make_shared<ChosenRuleOptions>();
    for (const RuleOption& option : definition.options) {
        std::string reading = setup.option(option.id);
        if (!reading.empty()) {
            (*chosen)[option.id] = std::move(reading);
        }
    }
    key.ruleset = &definition;
    key.rulesetId = definition.id;
    key.optionCount = definition.options.size();
    key.setupOptions = setup.options;
    key.scenarioOptions =
        setup.scenario ? setup.scenario->options : std::map<std::string, std::string>{};
    last = std::move(chosen);
    return last;
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
