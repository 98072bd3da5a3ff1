#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// One change to a game, as a player (or the AI, or a script) asked for it.
///
/// A command checks itself against the state, applies itself, and keeps every
/// die it rolled and every choice it made, so that applying it again (redo,
/// undo by replay, loading a save) gives exactly the same result without
/// throwing any die again. It reads and writes itself as JSON:
/// `{"type": ..., <its fields>, "dice": [{"purpose": ..., "value": ...}]}`.
///
/// Game runs commands; a command never touches a game directly.
class Command {
  public:
    virtual ~Command() = default;

    /// The key it is registered under in the CommandFactory, e.g. "moveUnit".
    virtual std::string_view type() const = 0;
    virtual std::unique_ptr<Command> clone() const = 0;
    /// A short line for the journal view, e.g. "move IR 12 to (30.0, 20.5) facing 90".
    virtual std::string describe() const = 0;

    /// Why this command cannot be applied to `state` now, or nothing if it can.
    virtual std::optional<std::string> refusal(const GameState& state) const = 0;
    /// Changes `state`, throwing every die through `dice`. Called only when
    /// refusal() gave nothing. May throw DiceError; the caller then discards
    /// the state it was working on.
    virtual void perform(GameState& state, DiceSource& dice) = 0;

    /// The unit this command gives an order to, when it is one of the orders a
    /// player gives in the sequence of play (a manoeuvre, a fire order, a
    /// charge, a set-up placing); empty for anything else. A game between two
    /// people takes only such commands from a player, and only for units of
    /// the player's own side (core/match).
    virtual std::string orderedUnit() const { return {}; }

    /// Folds `next`, applied straight after this command, into this one so that
    /// both become one undo step (successive drags of one unit). Returns false,
    /// changing nothing, when they do not belong together.
    virtual bool mergeWith(const Command& next);

    nlohmann::json toJson() const;
    /// Reads the fields written by toJson (the type is the factory's business);
    /// problems go to the reader's diagnostics.
    void readJson(const JsonReader& json);

    /// True once the command has been applied or was read with its dice: from
    /// then on it replays those dice instead of rolling.
    bool hasRecordedDice() const { return rolls_.has_value(); }
    const std::vector<DieRoll>& rolls() const;
    /// True if a player entered the dice; the game's generator did not throw them.
    bool playerDice() const { return playerDice_; }
    void recordDice(std::vector<DieRoll> rolls, bool byPlayer);

    /// One line saying why the command was given ("2nd Battalion forms square:
    /// cuirassiers within charge reach"), set by whoever gave it (the computer
    /// commander); empty for most commands. It changes nothing in the game and
    /// is written as "note" only when not empty, so older saves read the same.
    const std::string& note() const { return note_; }
    void setNote(std::string note) { note_ = std::move(note); }

  protected:
    Command() = default;
    Command(const Command&) = default;
    Command& operator=(const Command&) = default;

    virtual void writeFields(nlohmann::json& json) const = 0;
    virtual void readFields(const JsonReader& json) = 0;

  private:
    std::optional<std::vector<DieRoll>> rolls_;
    bool playerDice_ = false;
    std::string note_;
};

}  // namespace adjutant
