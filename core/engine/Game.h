#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/CloningPtr.h"
#include "core/engine/Command.h"
#include "core/engine/GameChange.h"
#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/JournalEntry.h"

namespace adjutant {

class RulesetStateFactory;

/// A game in play: its setup, the initial state, the commands applied with an
/// undo cursor, the current state and the journal of everything done.
///
/// The state after k commands is the initial state with the first k commands
/// replayed (with their recorded dice), so undo rebuilds the state from the
/// nearest snapshot (one is kept every `snapshotInterval` commands) rather
/// than asking each command to reverse itself. Save, load, undo, redo and
/// replay are all the same mechanism.
class Game {
  public:
    static constexpr std::size_t kDefaultSnapshotInterval = 32;

    /// Starts a game; `setup` must have no problems() (checked by the caller).
    Game(std::shared_ptr<const GameSetup> setup, const RulesetStateFactory& rulesetStates,
         std::size_t snapshotInterval = kDefaultSnapshotInterval);
    /// Starts a game at a moment other than the scenario's first (a lesson, a
    /// situation on the table): `initial` must belong to `setup`.
    Game(std::shared_ptr<const GameSetup> setup, GameState initial,
         std::size_t snapshotInterval = kDefaultSnapshotInterval);

    /// A copy of the whole game (its commands, undo cursor, journal and
    /// snapshots), to be played on apart from this one: a player's orders
    /// given in a copy of the game the two sides share, hidden until both
    /// sides' orders are in (core/match).
    std::unique_ptr<Game> clone() const;

    const GameSetup& setup() const { return *setup_; }
    const GameState& state() const { return current_; }
    const GameState& initialState() const { return snapshots_.at(0); }

    /// Applies a command. A refused command changes nothing and says why.
    /// Without `playerDice` a new command's dice come from the game's seeded
    /// generator; with it, from the player (e.g. ManualDice). A command that
    /// already carries recorded dice (read from a save) replays them.
    /// Commands after the undo cursor are dropped.
    GameChange apply(std::unique_ptr<Command> command, DiceSource* playerDice = nullptr);
    GameChange undo();
    /// Re-applies the next undone command with the dice it threw the first time.
    GameChange redo();
    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ < commands_.size(); }

    /// Commands in effect (before the cursor) plus those that can be redone.
    std::size_t commandCount() const { return commands_.size(); }
    /// How many commands are in effect.
    std::size_t cursor() const { return cursor_; }
    const Command& command(std::size_t index) const { return *commands_.at(index); }

    /// Every apply, undo, redo and note in the order they happened.
    const std::vector<JournalEntry>& journal() const { return journal_; }

    /// Attaches a player's note to journal entry `entry` (an index into
    /// journal(), not itself a note), as an entry of its own so that the saved
    /// game keeps it; an empty text takes the note away. Changes nothing in
    /// the game. False for an entry there is no note for.
    bool addNote(std::size_t entry, std::string text);
    /// The latest note on journal entry `entry`, empty when it has none.
    std::string noteOn(std::size_t entry) const;

    /// The state after the first `commands` commands (of those in effect or
    /// undone), as a replay shows it; nothing, with `error`, past the end.
    std::optional<GameState> stateAfter(std::size_t commands, std::string& error) const;
    /// The journal entry that put command `command` where it is now (its
    /// apply, the last apply merged into it, or the redo that brought it
    /// back), for a note on it.
    std::optional<std::size_t> journalEntryOf(std::size_t command) const;

  private:
    Game(const Game& other) = default;

    /// Runs one command on `state`; returns why it failed, or empty.
    static std::string run(GameState& state, Command& command, DiceSource* playerDice);
    /// The part of run after the command's refusal check.
    static std::string perform(GameState& state, Command& command, DiceSource* playerDice);
    /// run on `next`, a copy of the current state just made to replace it,
    /// which takes over the data the current state derived (see
    /// GameState::takeDerivedDataFrom) and hands it back if the command is refused.
    std::string runOnCopy(GameState& next, Command& command, DiceSource* playerDice);
    /// The state with the first `count` commands applied, from the nearest snapshot.
    std::optional<GameState> rebuild(std::size_t count, std::string& error) const;
    void keepSnapshotIfDue();
    void dropSnapshotsFrom(std::size_t count);
    void record(JournalEntry::Action action, nlohmann::json command = {});
    static GameChange describeChange(GameChange::Kind kind, const GameState& before,
                                     const GameState& after);

    std::shared_ptr<const GameSetup> setup_;
    std::size_t snapshotInterval_;
    std::vector<CloningPtr<Command>> commands_;
    // For each command, the journal entry that last put it in place: its
    // apply (the last one merged into it) or the redo that brought it back.
    std::vector<std::size_t> commandEntries_;
    std::size_t cursor_ = 0;
    GameState current_;
    std::map<std::size_t, GameState> snapshots_;  // commands applied -> state; 0 always present
    std::vector<JournalEntry> journal_;
};

}  // namespace adjutant
