#include "core/referee/RulesetContextSupport.h"

#include <bit>
#include <cstdint>
#include <limits>
#include <memory>
#include <unordered_map>

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

namespace {

struct LayoutKeyHash {
    std::size_t operator()(const UnitLayoutKey& key) const {
        std::size_t hash = std::hash<std::string>()(key.type);
        for (std::uint64_t part :
             {static_cast<std::uint64_t>(key.formation), static_cast<std::uint64_t>(key.figures),
              static_cast<std::uint64_t>(key.guns), key.x, key.y, key.facing}) {
            hash = (hash ^ part) * 0x100000001b3ULL;
        }
        return hash;
    }
};

// The layouts both referees ask for again and again (every unit of the army,
// for every manoeuvre checked and every target sought): kept for the game setup
// they were made under, forgotten when another setup asks or past a few
// thousand. One per thread, so games played on several threads share nothing.
struct LayoutMemo {
    static constexpr std::size_t kMostKept = 4096;
    std::weak_ptr<const GameSetup> setup;
    std::unordered_map<UnitLayoutKey, std::optional<geometry::UnitLayout>, LayoutKeyHash> layouts;
};

LayoutMemo& memoFor(const std::shared_ptr<const GameSetup>& setup) {
    thread_local LayoutMemo memo;
    const bool same =
        !memo.setup.owner_before(setup) && !setup.owner_before(memo.setup) && !memo.setup.expired();
    if (!same || memo.layouts.size() >= LayoutMemo::kMostKept) {
        memo.setup = setup;
        memo.layouts.clear();
    }
    return memo;
}

std::optional<geometry::UnitLayout> layOut(const GameState& state, const Unit& unit,
                                           const Pose& pose, Formation formation) {
    Unit placed;  // what layoutSpecFor reads, without copying the unit's names and status
    placed.type = unit.type;
    placed.formation = formation;
    placed.figures = unit.figures;
    placed.guns = unit.guns;
    auto spec = layoutSpecFor(placed, state.ruleset(), state.setup().scenario->figureScale);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, pose);
}

}  // namespace

UnitLayoutKey::UnitLayoutKey(const Unit& unit, const Pose& pose, Formation shape)
    : type(unit.type),
      formation(shape),
      figures(unit.figures),
      guns(unit.guns),
      x(std::bit_cast<std::uint64_t>(pose.position.x)),
      y(std::bit_cast<std::uint64_t>(pose.position.y)),
      facing(std::bit_cast<std::uint64_t>(pose.facingDegrees)) {}

bool UnitLayoutKey::samePlaceAndShape(const Unit& unit) const {
    return std::bit_cast<std::uint64_t>(unit.pose.position.x) == x &&
           std::bit_cast<std::uint64_t>(unit.pose.position.y) == y &&
           std::bit_cast<std::uint64_t>(unit.pose.facingDegrees) == facing &&
           unit.formation == formation && unit.figures == figures && unit.guns == guns;
}

std::optional<geometry::UnitLayout> layoutUnitAt(const GameState& state, const Unit& unit,
                                                 const Pose& pose, Formation formation) {
    if (!state.sharedSetup()) {
        return layOut(state, unit, pose, formation);
    }
    LayoutMemo& memo = memoFor(state.sharedSetup());
    UnitLayoutKey key(unit, pose, formation);
    const auto found = memo.layouts.find(key);
    if (found != memo.layouts.end()) {
        return found->second;
    }
    auto layout = layOut(state, unit, pose, formation);
    memo.layouts.emplace(std::move(key), layout);
    return layout;
}

double distanceToLayout(const Unit& from, const std::optional<geometry::UnitLayout>& to) {
    if (!to) {
        return std::numeric_limits<double>::infinity();
    }
    return geometry::distanceFromPoint(from.pose.position, to->footprint);
}

}  // namespace adjutant
