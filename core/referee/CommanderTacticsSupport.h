#pragma once

// What every ruleset's tactics for the computer commander share: the step
// they are asked about, the weight that turns progress towards a goal into
// figures, the goals looked up by unit, and the making of the three kinds of
// option. The weights are judgement, not rules; they are here so that all
// rulesets value a move towards an objective alike.

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/CommanderOptions.h"

namespace adjutant::tactics {

/// The present step, by which each ruleset's tactics choose their options; null
/// when there is none or `side` is not one of the scenario's sides, so that a
/// commander asked for a side that is not there is offered nothing.
inline const SequenceStep* presentStepFor(const GameState& state, int side) {
    const SequenceStep* step = state.currentStep();
    if (!step || side < 0 ||
        static_cast<std::size_t>(side) >= state.setup().scenario->sides.size()) {
        return nullptr;
    }
    return step;
}

/// The kind of order the commander gives in a step: charges are declared in
/// "declareCharges", manoeuvres made in "movement" and fire given in the
/// ruleset's fire step; no order in any other step.
enum class OrderStep { None, Charges, Movement, Fire };

inline OrderStep orderStepOf(const SequenceStep& step, std::string_view fireStepId) {
    if (step.id == "declareCharges") {
        return OrderStep::Charges;
    }
    if (step.id == "movement") {
        return OrderStep::Movement;
    }
    return step.id == fireStepId ? OrderStep::Fire : OrderStep::None;
}

/// The kind of order `side` gives in the present step: None with no step, for
/// a side the scenario lacks, or in a step without orders.
inline OrderStep orderStepFor(const GameState& state, int side, std::string_view fireStepId) {
    const SequenceStep* step = presentStepFor(state, side);
    return step ? orderStepOf(*step, fireStepId) : OrderStep::None;
}

/// The options of the kind the step calls for, from the ruleset's proposer of
/// that kind; none in a step without orders.
template <typename View, typename Charges, typename Manoeuvres, typename Fire>
std::vector<CommanderOption> optionsOfStep(OrderStep kind, const View& view, Charges charges,
                                           Manoeuvres manoeuvres, Fire fire) {
    switch (kind) {
        case OrderStep::Charges:
            return charges(view);
        case OrderStep::Movement:
            return manoeuvres(view);
        case OrderStep::Fire:
            return fire(view);
        case OrderStep::None:
            break;
    }
    return {};
}

// Progress towards a goal, in figures per inch: a full move of 6 inches is
// worth a little more than half a figure, so any volley or threat outweighs it.
inline constexpr double kProgressPerInch = 0.1;

// Changing formation (column to march, line or skirmish order to fight), in
// figures: less than any useful volley, more than a short step forward.
inline constexpr double kFormationValue = 0.8;
// Unlimbering guns with a target in range; limbering to follow the foot.
inline constexpr double kUnlimberValue = 1.5;
inline constexpr double kLimberValue = 0.6;

// A hold goal counts as reached within this many inches.
inline constexpr double kHoldTolerance = 3.0;

/// Whether a unit `toGoal` inches from its goal's point keeps its post there:
/// the goal is to hold, and the unit stands within kHoldTolerance of the point.
inline bool keepsPost(const UnitGoal& goal, double toGoal) {
    return !goal.advance && toGoal <= kHoldTolerance;
}

// Fractions of a wanted move tried in turn until the referee accepts one
// (something may stand in the way of the whole of it).
inline constexpr double kAdvanceFractions[] = {1.0, 0.75, 0.5, 0.25};

/// Each unit's goal by its id (the goals must outlive the map).
inline std::map<std::string, const UnitGoal*> goalsByUnit(const std::vector<UnitGoal>& goals) {
    std::map<std::string, const UnitGoal*> byUnit;
    for (const UnitGoal& goal : goals) {
        byUnit[goal.unitId] = &goal;
    }
    return byUnit;
}

/// The goal of a unit, or nullptr when it has none.
inline const UnitGoal* goalOf(const std::map<std::string, const UnitGoal*>& goals,
                              const std::string& unitId) {
    auto it = goals.find(unitId);
    return it == goals.end() ? nullptr : it->second;
}

/// Where unit `unitId` moves to: its goal, or without one an advance on the
/// nearest enemy (`enemy`, standing at `enemyPoint`); nothing with neither.
inline std::optional<UnitGoal> goalOrAdvanceOn(const std::string& unitId, const UnitGoal* goal,
                                               const Unit* enemy, Vec2 enemyPoint) {
    if (goal) {
        return *goal;
    }
    if (enemy) {
        return UnitGoal{unitId, enemyPoint, true, "advances on " + enemy->name};
    }
    return std::nullopt;
}

inline CommanderOption manoeuvreOption(const std::string& unitId, ManoeuvrePtr manoeuvre,
                                       double value, std::string reason) {
    CommanderOption option;
    option.kind = CommanderOption::Kind::Manoeuvre;
    option.unitId = unitId;
    option.manoeuvre = std::move(manoeuvre);
    option.value = value;
    option.reason = std::move(reason);
    return option;
}

inline CommanderOption fireOption(const std::string& unitId, const std::string& targetId,
                                  std::string mode, double value, std::string reason) {
    CommanderOption option;
    option.kind = CommanderOption::Kind::Fire;
    option.unitId = unitId;
    option.targetIds = {targetId};
    option.fireMode = std::move(mode);
    option.value = value;
    option.reason = std::move(reason);
    return option;
}

inline CommanderOption chargeOption(const std::string& unitId, std::vector<std::string> targetIds,
                                    double value, double risk, std::string reason) {
    CommanderOption option;
    option.kind = CommanderOption::Kind::Charge;
    option.unitId = unitId;
    option.targetIds = std::move(targetIds);
    option.value = value;
    option.risk = risk;
    option.reason = std::move(reason);
    return option;
}

}  // namespace adjutant::tactics
