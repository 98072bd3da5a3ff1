#include "core/engine/Game.h"

#include <fmt/format.h>

#include <exception>
#include <optional>
#include <utility>

#include "core/dice/ScriptedDice.h"
#include "core/dice/SeededDice.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/engine/StateHash.h"

namespace adjutant {

namespace {

bool sameUnitState(const Unit& a, const Unit& b) {
    return a.pose == b.pose && a.formation == b.formation && a.figures == b.figures &&
           a.startFigures == b.startFigures && a.guns == b.guns && a.name == b.name &&
           a.moraleClass == b.moraleClass && a.status == b.status;
}

// Replays the recorded dice of `command` and checks that the rules asked for
// exactly those dice, for the same purposes, so that a save made by other rules
// (or edited by hand) is refused rather than silently giving another game.
std::string replayRecordedDice(GameState& state, Command& command) {
    std::vector<int> values;
    for (const DieRoll& roll : command.rolls()) {
        values.push_back(roll.value);
    }
    ScriptedDice scripted(std::move(values));
    command.perform(state, scripted);
    const std::vector<DieRoll> thrown = scripted.takeRolls();
    if (thrown.size() != command.rolls().size()) {
        return fmt::format("the command recorded {} dice but used {}", command.rolls().size(),
                           thrown.size());
    }
    for (std::size_t i = 0; i < thrown.size(); ++i) {
        if (thrown[i].purpose != command.rolls()[i].purpose) {
            return fmt::format("die {} was recorded for \"{}\" but is now thrown for \"{}\"", i + 1,
                               command.rolls()[i].purpose, thrown[i].purpose);
        }
    }
    if (!command.playerDice()) {
        // The recorded values came from the generator: move it on just as far,
        // so that the next new command throws what it threw in the original game.
        SeededDice generator(0);
        generator.restore(state.diceState());
        for (std::size_t i = 0; i < thrown.size(); ++i) {
            generator.roll("advance");
        }
        state.setDiceState(generator.state());
    }
    return {};
}

}  // namespace

Game::Game(std::shared_ptr<const GameSetup> setup, const RulesetStateFactory& rulesetStates,
           std::size_t snapshotInterval)
    : setup_(std::move(setup)),
      snapshotInterval_(snapshotInterval > 0 ? snapshotInterval : 1),
      current_(GameState::initial(setup_, rulesetStates)) {
    snapshots_.emplace(0, current_);
}

Game::Game(std::shared_ptr<const GameSetup> setup, GameState initial, std::size_t snapshotInterval)
    : setup_(std::move(setup)),
      snapshotInterval_(snapshotInterval > 0 ? snapshotInterval : 1),
      current_(std::move(initial)) {
    snapshots_.emplace(0, current_);
}

std::unique_ptr<Game> Game::clone() const {
    return std::unique_ptr<Game>(new Game(*this));
}

bool Game::addNote(std::size_t entry, std::string text) {
    if (entry >= journal_.size() || journal_[entry].action == JournalEntry::Action::Note) {
        return false;
    }
    JournalEntry note{JournalEntry::Action::Note, {}, stateHash(current_), entry, std::move(text)};
    journal_.push_back(std::move(note));
    return true;
}

std::string Game::noteOn(std::size_t entry) const {
    for (auto it = journal_.rbegin(); it != journal_.rend(); ++it) {
        if (it->action == JournalEntry::Action::Note && it->noteOn == entry) {
            return it->noteText;
        }
    }
    return {};
}

std::optional<GameState> Game::stateAfter(std::size_t commands, std::string& error) const {
    if (commands > commands_.size()) {
        error = fmt::format("the game has {} commands, not {}", commands_.size(), commands);
        return std::nullopt;
    }
    if (commands == cursor_) {
        return current_;
    }
    return rebuild(commands, error);
}

std::optional<std::size_t> Game::journalEntryOf(std::size_t command) const {
    if (command >= commandEntries_.size()) {
        return std::nullopt;
    }
    return commandEntries_[command];
}

std::string Game::run(GameState& state, Command& command, DiceSource* playerDice) {
    if (auto why = command.refusal(state)) {
        return *why;
    }
    return perform(state, command, playerDice);
}

std::string Game::perform(GameState& state, Command& command, DiceSource* playerDice) {
    try {
        if (command.hasRecordedDice()) {
            return replayRecordedDice(state, command);
        }
        if (playerDice) {
            playerDice->takeRolls();  // only this command's rolls belong to it
            command.perform(state, *playerDice);
            command.recordDice(playerDice->takeRolls(), true);
            return {};
        }
        SeededDice generator(0);
        const SeededDice::State before = state.diceState();
        generator.restore(before);
        command.perform(state, generator);
        // A command that sets the generator itself (SeedDiceCommand: a game
        // between two people seeds each step's dice from both sides' shares)
        // keeps what it set; any other carries the generator on past its dice.
        if (state.diceState() == before) {
            state.setDiceState(generator.state());
        }
        command.recordDice(generator.takeRolls(), false);
        return {};
    } catch (const DiceError& e) {
        return e.what();
    } catch (const std::exception& e) {
        // A fault in a command's own code must not take the program (and the
        // player's game) down with it; the state copy is simply dropped.
        return fmt::format("internal error in {}: {}", command.type(), e.what());
    }
}

std::string Game::runOnCopy(GameState& next, Command& command, DiceSource* playerDice) {
    // The copy carries on with what the current state derived (a ruleset's
    // layouts and spatial index): otherwise every command, whatever it moves,
    // would lay out the whole army again. A command refused has changed
    // nothing, and hands it back; one that failed on the way may have, and
    // the current state derives its own again when next asked.
    next.takeDerivedDataFrom(current_);
    if (auto why = command.refusal(next)) {
        current_.takeDerivedDataFrom(next);
        return *why;
    }
    return perform(next, command, playerDice);
}

GameChange Game::apply(std::unique_ptr<Command> command, DiceSource* playerDice) {
    if (!command) {
        return GameChange::refused("no command given");
    }
    GameState next = current_;
    if (std::string error = runOnCopy(next, *command, playerDice); !error.empty()) {
        return GameChange::refused(std::move(error));
    }
    nlohmann::json recorded = command->toJson();
    std::vector<DieRoll> rolls = command->rolls();

    commands_.resize(cursor_);
    commandEntries_.resize(cursor_);
    dropSnapshotsFrom(cursor_ + 1);
    // A command that threw dice never merges: its dice would be lost from the step.
    const bool merged = cursor_ > 0 && rolls.empty() && commands_[cursor_ - 1]->mergeWith(*command);
    if (merged) {
        // The snapshot after the merged step no longer describes it.
        dropSnapshotsFrom(cursor_);
        commandEntries_[cursor_ - 1] = journal_.size();
    } else {
        commands_.emplace_back(std::move(command));
        commandEntries_.push_back(journal_.size());
        ++cursor_;
    }
    GameChange change = describeChange(
        merged ? GameChange::Kind::Merged : GameChange::Kind::Applied, current_, next);
    current_ = std::move(next);
    keepSnapshotIfDue();
    change.rolls = std::move(rolls);
    record(JournalEntry::Action::Apply, std::move(recorded));
    return change;
}

GameChange Game::undo() {
    if (!canUndo()) {
        return GameChange::refused("there is nothing to undo");
    }
    std::string error;
    std::optional<GameState> previous = rebuild(cursor_ - 1, error);
    if (!previous) {
        return GameChange::refused("cannot undo: " + error);
    }
    GameChange change = describeChange(GameChange::Kind::Undone, current_, *previous);
    current_ = std::move(*previous);
    --cursor_;
    record(JournalEntry::Action::Undo);
    return change;
}

GameChange Game::redo() {
    if (!canRedo()) {
        return GameChange::refused("there is nothing to redo");
    }
    GameState next = current_;
    Command& command = *commands_[cursor_];
    if (std::string error = runOnCopy(next, command, nullptr); !error.empty()) {
        return GameChange::refused("cannot redo: " + error);
    }
    GameChange change = describeChange(GameChange::Kind::Redone, current_, next);
    change.rolls = command.rolls();
    current_ = std::move(next);
    commandEntries_[cursor_] = journal_.size();
    ++cursor_;
    keepSnapshotIfDue();
    record(JournalEntry::Action::Redo);
    return change;
}

std::optional<GameState> Game::rebuild(std::size_t count, std::string& error) const {
    auto nearest = snapshots_.upper_bound(count);
    --nearest;  // the snapshot at 0 is always there
    GameState state = nearest->second;
    for (std::size_t i = nearest->first; i < count; ++i) {
        if (std::string failure = run(state, *commands_[i], nullptr); !failure.empty()) {
            error = fmt::format("command {} ({}) no longer applies: {}", i + 1,
                                commands_[i]->describe(), failure);
            return std::nullopt;
        }
    }
    return state;
}

void Game::keepSnapshotIfDue() {
    if (cursor_ > 0 && cursor_ % snapshotInterval_ == 0) {
        snapshots_.insert_or_assign(cursor_, current_);
    }
}

void Game::dropSnapshotsFrom(std::size_t count) {
    if (count == 0) {
        count = 1;  // the initial state is never dropped
    }
    snapshots_.erase(snapshots_.lower_bound(count), snapshots_.end());
}

void Game::record(JournalEntry::Action action, nlohmann::json command) {
    journal_.push_back(JournalEntry{action, std::move(command), stateHash(current_), 0, {}});
}

GameChange Game::describeChange(GameChange::Kind kind, const GameState& before,
                                const GameState& after) {
    GameChange change;
    change.kind = kind;
    for (const Unit& unit : after.units()) {
        const Unit* old = before.findUnit(unit.id);
        if (!old || !sameUnitState(*old, unit)) {
            change.units.push_back(unit.id);
        }
    }
    change.turnChanged = before.bound() != after.bound() ||
                         before.stepIndex() != after.stepIndex() ||
                         before.sideToAct() != after.sideToAct();
    change.rulesetStateChanged = !before.rulesetState().sameAs(after.rulesetState());
    return change;
}

}  // namespace adjutant
