#include "core/engine/GameState.h"

#include <fmt/format.h>

#include <utility>

#include "core/engine/RulesetStateFactory.h"
#include "core/engine/UnitPositionIndex.h"

namespace adjutant {

GameState::GameState(std::shared_ptr<const GameSetup> setup,
                     std::unique_ptr<RulesetGameState> rulesetState)
    : setup_(std::move(setup)), rulesetState_(std::move(rulesetState)) {}

GameState GameState::initial(std::shared_ptr<const GameSetup> setup,
                             const RulesetStateFactory& rulesetStates) {
    auto rulesetState = rulesetStates.create(*setup);
    GameState state(std::move(setup), std::move(rulesetState));
    if (state.setup_->scenario) {
        state.units_ = state.setup_->scenario->units;
    }
    if (state.rulesetState_) {
        state.positions_ = state.rulesetState_->unitPlaces();
    }
    if (!state.positions_ || !state.positions_->indexes(state.units_)) {
        state.positions_ = std::make_shared<const UnitPositionIndex>(state.units_);
    }
    state.unitChanges_ = ChangeRevisions(state.units_.size());
    state.diceState_ = SeededDice(state.setup_->seed).state();
    return state;
}

GameState& GameState::operator=(const GameState& other) {
    if (this != &other) {
        GameState copy(other);
        *this = std::move(copy);
    }
    return *this;
}

void GameState::takeDerivedDataFrom(GameState& source) {
    if (rulesetState_ && source.rulesetState_) {
        rulesetState_->takeDerivedDataFrom(*source.rulesetState_);
    }
}

std::optional<std::size_t> GameState::positionOf(const std::string& id) const {
    if (!positions_) {
        return std::nullopt;
    }
    return positions_->find(id);
}

const Unit* GameState::findUnit(const std::string& id) const {
    const auto position = positionOf(id);
    return position ? &units_[*position] : nullptr;
}

NotedEdit<Unit> GameState::editUnit(const std::string& id) {
    const auto position = positionOf(id);
    if (!position) {
        return {};
    }
    return {units_[*position], &unitChanges_, *position};
}

bool GameState::alternatesPlayerTurns() const {
    return ruleset().playerTurns == PlayerTurns::Alternate;
}

std::optional<int> GameState::phasingSide() const {
    return alternatesPlayerTurns() ? std::optional<int>(sideToAct_) : std::nullopt;
}

const SequenceStep* GameState::currentStep() const {
    const auto& sequence = ruleset().sequence;
    return stepIndex_ < sequence.size() ? &sequence[stepIndex_] : nullptr;
}

nlohmann::json unitStateToJson(const Unit& unit) {
    nlohmann::json json = {
        {"id", unit.id},
        {"name", unit.name},
        {"side", unit.side},
        {"type", unit.type},
        {"nation", unit.nation},
        {"brigade", unit.brigade},
        {"moraleClass", unit.moraleClass},
        {"figures", unit.figures},
        {"startFigures", unit.startFigures},
        {"guns", unit.guns},
        {"formation", std::string(formationKey(unit.formation))},
        {"x", unit.pose.position.x},
        {"y", unit.pose.position.y},
        {"facing", unit.pose.facingDegrees},
        {"status", unit.status},
    };
    if (unit.battalionGuns) {
        json["battalionGuns"] = {{"count", unit.battalionGuns->count},
                                 {"weapon", unit.battalionGuns->weapon}};
    }
    return json;
}

nlohmann::json GameState::toJson() const {
    nlohmann::json units = nlohmann::json::array();
    for (const Unit& unit : units_) {
        units.push_back(unitStateToJson(unit));
    }
    // 64-bit words as hex text: JSON readers in other languages hold numbers as
    // doubles and would silently lose their low bits.
    nlohmann::json dice = nlohmann::json::array();
    for (const std::uint64_t word : diceState_) {
        dice.push_back(fmt::format("{:016x}", word));
    }
    const SequenceStep* step = currentStep();
    nlohmann::json json = {
        {"bound", bound_},
        {"step", stepIndex_},
        {"stepId", step ? step->id : std::string()},
        {"sideToAct", sideToAct_},
        {"dice", std::move(dice)},
        {"units", std::move(units)},
        {"ruleset", rulesetState_ ? rulesetState_->toJson() : nlohmann::json::object()},
    };
    // Only rulesets with player turns have one to record, so the states (and
    // hashes) of the others are what they always were.
    if (alternatesPlayerTurns()) {
        json["playerTurn"] = playerTurn_;
    }
    return json;
}

}  // namespace adjutant
