#include "core/referee/BoundBenchmark.h"

#include <fmt/format.h>

#include <chrono>

#include "core/geometry/UnitLayout.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

// Space between neighbouring units of a line, so that they never touch.
constexpr double kIntervalInches = 0.5;
constexpr double kMarginInches = 2.0;

}  // namespace

std::optional<BenchmarkBattleSpec> shippedBenchmarkBattle(std::string_view ruleset,
                                                          int unitsPerSide, double gapInches,
                                                          const RulesetDescriptors& rulesets) {
    const RulesetDescriptor* descriptor = rulesets.findShipped(ruleset);
    if (descriptor == nullptr || descriptor->bench.unitType.empty()) {
        return std::nullopt;
    }
    BenchmarkBattleSpec spec;
    spec.ruleset = descriptor->shippedRuleset;
    spec.unitType = descriptor->bench.unitType;
    spec.nations[0] = descriptor->bench.nations[0];
    spec.nations[1] = descriptor->bench.nations[1];
    spec.period = descriptor->bench.period;
    spec.unitsPerSide = unitsPerSide;
    spec.gapInches = gapInches;
    return spec;
}

std::shared_ptr<const GameSetup> makeBenchmarkBattle(const RulesetRegistry& rulesets,
                                                     const BenchmarkBattleSpec& spec,
                                                     std::string& error) {
    const RulesetDefinition* ruleset = rulesets.find(spec.ruleset);
    if (!ruleset) {
        error = fmt::format("no ruleset \"{}\"", spec.ruleset);
        return nullptr;
    }
    const UnitType* type = ruleset->findUnitType(spec.unitType);
    if (!type) {
        error = fmt::format("ruleset \"{}\" has no unit type \"{}\"", spec.ruleset, spec.unitType);
        return nullptr;
    }
    auto scenario = std::make_shared<Scenario>();
    scenario->title = fmt::format("benchmark: {} units a side", spec.unitsPerSide);
    scenario->ruleset = ruleset->id;
    scenario->figureScale = ruleset->figureScales.empty() ? "15mm" : ruleset->figureScales[0].key;
    scenario->period = spec.period;

    Unit prototype;
    prototype.type = type->key;
    prototype.figures = type->defaultFigures;
    prototype.startFigures = type->defaultFigures;
    prototype.formation = type->defaultFormation;
    const auto layoutSpec = layoutSpecFor(prototype, *ruleset, scenario->figureScale);
    if (!layoutSpec) {
        error = fmt::format("cannot lay out a \"{}\" at {}", type->key, scenario->figureScale);
        return nullptr;
    }
    const geometry::UnitLayout layout = layoutUnit(*layoutSpec, Pose{});
    const double pitch = layout.frontage + kIntervalInches;
    const double depth = std::max(layout.frontage, 1.0) + kMarginInches;
    scenario->table.width = pitch * spec.unitsPerSide + 2 * kMarginInches;
    scenario->table.height = 2 * depth + spec.gapInches + 2 * kMarginInches;
    const double topFront = kMarginInches + depth;         // side 1's front edge, facing down
    const double bottomFront = topFront + spec.gapInches;  // side 0's front edge, facing up

    for (int s = 0; s < 2; ++s) {
        Side side;
        side.id = fmt::format("side{}", s);
        side.name = spec.nations[s];
        side.nation = spec.nations[s];
        side.baseline = s == 0 ? TableEdge::Bottom : TableEdge::Top;
        scenario->sides.push_back(side);
        for (int i = 0; i < spec.unitsPerSide; ++i) {
            Unit unit = prototype;
            unit.id = fmt::format("s{}-u{}", s, i);
            unit.name = unit.id;
            unit.side = s;
            unit.nation = side.nation;
            const double x = kMarginInches + pitch * (i + 0.5);
            unit.pose = s == 0 ? Pose{{x, bottomFront}, 0.0} : Pose{{x, topFront}, 180.0};
            scenario->units.push_back(std::move(unit));
        }
    }
    auto setup = std::make_shared<GameSetup>();
    setup->scenario = std::move(scenario);
    setup->ruleset = ruleset;
    setup->seed = 1;
    if (auto problems = setup->problems(); !problems.empty()) {
        error = problems.front();
        return nullptr;
    }
    return setup;
}

std::size_t playBoundDirect(GameState& state, const RulesetReferee& referee, DiceSource& dice,
                            BoundTiming* timing, std::vector<std::vector<Resolution>>* kept) {
    // Times one call that chooses orders, when asked to.
    auto choose = [timing](auto&& chooser) {
        if (!timing) {
            return chooser();
        }
        const auto begin = std::chrono::steady_clock::now();
        auto orders = chooser();
        timing->choosingOrdersMs +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin)
                .count();
        return orders;
    };
    std::size_t resolutions = 0;
    const int bound = state.bound();
    while (state.bound() == bound) {
        for (const ProposedCharge& order : choose([&] { return referee.defaultCharges(state); })) {
            // A refused order is left out, as a player's would be.
            (void)referee.declareCharge(state, order.chargerId, order.targetIds);
        }
        for (const ProposedManoeuvre& order :
             choose([&] { return referee.defaultManoeuvres(state); })) {
            (void)referee.performManoeuvre(state, *order.manoeuvre);
        }
        for (const ProposedFireOrder& order :
             choose([&] { return referee.defaultFireOrders(state); })) {
            (void)referee.giveFireOrder(state, order.firerId, order.targetId, order.mode);
        }
        std::vector<Resolution> step = referee.resolveStep(state, dice);
        resolutions += step.size();
        if (kept) {
            kept->push_back(std::move(step));
        }
        moveToNextStep(state, referee);
    }
    return resolutions;
}

}  // namespace adjutant
