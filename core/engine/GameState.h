#pragma once

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/SeededDice.h"
#include "core/engine/ChangeRevisions.h"
#include "core/engine/CloningPtr.h"
#include "core/engine/GameSetup.h"
#include "core/engine/NotedEdit.h"
#include "core/engine/RulesetGameState.h"
#include "core/model/Unit.h"

namespace adjutant {

class RulesetStateFactory;
class UnitPositionIndex;

/// The state of a game at one moment: every unit as it now stands, where the
/// game is in the ruleset's sequence of play, whose turn it is, the dice
/// generator's state and the ruleset's own state.
///
/// A state is a value: copying it copies everything (the ruleset part through
/// clone()), so a command can work on a copy and be thrown away if it fails.
class GameState {
  public:
    /// The state before any command: the scenario's units, bound 1, the first step.
    static GameState initial(std::shared_ptr<const GameSetup> setup,
                             const RulesetStateFactory& rulesetStates);

    GameState(const GameState& other) = default;
    GameState& operator=(const GameState& other);
    GameState(GameState&&) noexcept = default;
    GameState& operator=(GameState&&) noexcept = default;
    ~GameState() = default;

    const GameSetup& setup() const { return *setup_; }
    const std::shared_ptr<const GameSetup>& sharedSetup() const { return setup_; }
    const RulesetDefinition& ruleset() const { return *setup_->ruleset; }

    const std::vector<Unit>& units() const { return units_; }
    const Unit* findUnit(const std::string& id) const;
    /// A unit to change, empty when no unit has that id. When the edit ends
    /// the change is noted by the unit's position in unitChanges(), which is
    /// how data derived from the units (a ruleset's layouts and spatial index)
    /// knows which to bring up to date.
    [[nodiscard]] NotedEdit<Unit> editUnit(const std::string& id);
    /// The position of a unit in units(), if there is such a unit.
    std::optional<std::size_t> positionOf(const std::string& id) const;
    /// The changes made to units() through editUnit, by position. Not part of
    /// the state's value.
    const ChangeRevisions& unitChanges() const { return unitChanges_; }
    /// Takes over the data the ruleset's part derived from `source` (its
    /// layouts, spatial index and memos), which `source` then no longer has.
    /// For a copy just made of `source` that is to replace it: the copy then
    /// brings that data up to date with what it changes, instead of deriving
    /// it all afresh. `source` derives its own again if asked.
    void takeDerivedDataFrom(GameState& source);

    /// Bound (game turn) number, from 1.
    int bound() const { return bound_; }
    void setBound(int bound) { bound_ = bound; }
    /// Index into the ruleset's sequence of play.
    std::size_t stepIndex() const { return stepIndex_; }
    void setStepIndex(std::size_t index) { stepIndex_ = index; }
    /// The current step, or nullptr if the ruleset defines no sequence.
    const SequenceStep* currentStep() const;
    /// Index into the scenario's sides of the side to act. In a ruleset with
    /// alternate player turns this is the phasing side (see phasingSide).
    int sideToAct() const { return sideToAct_; }
    void setSideToAct(int side) { sideToAct_ = side; }

    /// True when the ruleset runs its sequence once for each side in turn
    /// (RulesetDefinition::playerTurns is Alternate).
    bool alternatesPlayerTurns() const;
    /// The player turn of the bound under way, from 0 (always 0 when every
    /// side acts in every step).
    int playerTurn() const { return playerTurn_; }
    void setPlayerTurn(int turn) { playerTurn_ = turn; }
    /// The side whose player turn it is (the one that moves, fires and
    /// charges; the others only react), or nothing when every side acts in
    /// every step. What the UI shows as "player turn: <side>".
    std::optional<int> phasingSide() const;

    const SeededDice::State& diceState() const { return diceState_; }
    void setDiceState(const SeededDice::State& state) { diceState_ = state; }

    /// False only for a state moved from.
    bool hasRulesetState() const { return static_cast<bool>(rulesetState_); }
    RulesetGameState& rulesetState() { return *rulesetState_; }
    const RulesetGameState& rulesetState() const { return *rulesetState_; }

    /// The whole state as canonical JSON (sorted keys, units in scenario
    /// order); StateHash is taken over it.
    nlohmann::json toJson() const;

  private:
    GameState(std::shared_ptr<const GameSetup> setup,
              std::unique_ptr<RulesetGameState> rulesetState);

    std::shared_ptr<const GameSetup> setup_;
    std::vector<Unit> units_;
    // Unit id -> position in units_; units are never added or removed once a
    // game starts, so copies share it.
    std::shared_ptr<const UnitPositionIndex> positions_;
    ChangeRevisions unitChanges_;
    int bound_ = 1;
    std::size_t stepIndex_ = 0;
    int sideToAct_ = 0;
    int playerTurn_ = 0;
    SeededDice::State diceState_{};
    CloningPtr<RulesetGameState> rulesetState_;
};

/// A unit's state as canonical JSON (the part of GameState::toJson for one unit).
nlohmann::json unitStateToJson(const Unit& unit);

}  // namespace adjutant
