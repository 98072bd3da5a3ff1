#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "core/engine/Command.h"
#include "core/engine/Game.h"
#include "core/engine/GameChange.h"
#include "core/io/SavedGamePlayers.h"
#include "core/referee/RefereeRegistry.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/session/DistanceFormat.h"

namespace adjutant {
struct Lesson;
struct SituationReadContext;
class RulesetReferee;
class DiceSource;
struct EngineRegistry;
class SavedGameWriter;
}  // namespace adjutant

namespace adjutant::ui {

/// The game the desktop program shows: the one owner of the `Game` (commands,
/// undo cursor, journal), its file on disk and the selected unit. Every widget
/// reads the game through it and changes the game only by `apply`, `undo` and
/// `redo`, so the table, the docks and a saved file always agree, and every
/// change is a command that can be undone, saved and replayed.
///
/// Autosave: once the game has a file, every accepted change is appended to it
/// (the saved-game format is a header plus one journal line per command), so
/// reopening after a crash resumes at the last command. A game never saved is
/// autosaved the same way into a file of its own in the autosave folder, when
/// one is set; saving the game, or setting it aside unsaved, removes that file,
/// so what is left there is what a crash left (File > Recover...).
class GameSession : public QObject {
    Q_OBJECT

  public:
    explicit GameSession(const RulesetRegistry& rulesets, QObject* parent = nullptr);
    ~GameSession() override;

    // --- files --------------------------------------------------------------
    /// Starts a new game on a scenario file with a seed. Returns every problem
    /// (file, JSON path, expectation) and keeps the present game on failure.
    QString newGame(const QString& scenarioPath, quint64 seed = 1);
    /// The figure scale a new game uses when its scenario names none (a key of
    /// the ruleset's figure scales); empty: the scenario reader's default.
    void setDefaultFigureScale(const QString& key) { defaultFigureScale_ = key; }
    /// Opens a saved game (*.save.jsonl) and replays it. Same failure rule.
    QString open(const QString& savePath);
    /// Writes the whole game to `path` through a temporary file and a rename;
    /// from then on autosave goes there. Returns the error, or empty.
    QString saveAs(const QString& path);
    /// Saves to the present file (empty path: nothing written, returns an error).
    QString save();

    /// Where games without a file of their own are autosaved (empty: they are not).
    void setAutosaveFolder(const QString& folder) { autosaveFolder_ = folder; }
    QString autosaveFolder() const { return autosaveFolder_; }
    /// The autosave of the present game, while it has no file of its own (empty
    /// until its first change).
    QString autosavePath() const { return autosavePath_; }
    /// Opens an autosave left by a crash as an unsaved game, which goes on
    /// being autosaved into the same file until it is saved. Same failure rule.
    QString recover(const QString& autosavePath);
    /// Removes the present game's autosave: the player chose not to keep the game.
    void discardAutosave();

    bool hasGame() const { return game_ != nullptr; }
    const Game& game() const { return *game_; }
    /// The game as it stands, or, while a replay views an earlier moment, as
    /// it stood then (viewAfterCommands).
    const GameState& state() const { return viewed_ ? *viewed_ : game_->state(); }
    const GameSetup& setup() const { return game_->setup(); }
    /// The referee of the game's ruleset, or nullptr for a ruleset without one.
    const RulesetReferee* referee() const;
    /// The folder of the scenario (resolves the map image).
    QString scenarioFolder() const { return scenarioFolder_; }
    QString filePath() const { return filePath_; }
    /// Changes since the last save or open (autosave does not clear it when
    /// the game has no file yet).
    bool isModified() const { return modified_; }
    /// Warnings of the last successful open (a torn last line, a recorded hash
    /// the replay did not reach), one per line; empty when there were none.
    QString openWarnings() const { return openWarnings_; }
    /// The referees and engine registry the game runs with, for widgets that
    /// build referee commands directly (they must outlive those commands).
    const std::shared_ptr<const RefereeRegistry>& referees() const { return referees_; }
    const EngineRegistry& engines() const { return *engines_; }

    /// How the game's distances are written for the player: inches or
    /// centimetres, with the ruleset's ground unit (the docks and the status
    /// bar give every figure of a move in it).
    DistanceFormat distanceFormat() const;
    /// Lengths in centimetres instead of inches; emits distancesChanged.
    void setMetricDistances(bool metric);

    // --- commands -----------------------------------------------------------
    /// Applies a command; its dice come from the game's seeded generator unless
    /// player dice are set. Returns the change (refused: `reason` says why).
    GameChange apply(std::unique_ptr<Command> command);
    GameChange undo();
    GameChange redo();
    bool canUndo() const { return game_ && game_->canUndo(); }
    bool canRedo() const { return game_ && game_->canRedo(); }
    /// Dice typed in by the player instead of the computer's (nullptr: computer).
    /// The session does not own it.
    void setPlayerDice(DiceSource* dice) { playerDice_ = dice; }
    DiceSource* playerDice() const { return playerDice_; }

    /// Builders for the generic commands, so widgets need not know the registries.
    std::unique_ptr<Command> makeCommand(const nlohmann::json& commandJson,
                                         std::string& error) const;

    // --- lessons and replay (GameSessionTeaching.cpp) -----------------------------
    /// Starts a game at a lesson's moment. It has no file and is never saved;
    /// closing it asks nothing.
    void startLesson(const Lesson& lesson);
    bool isLesson() const { return lesson_; }
    /// What reading a lesson or a situation needs: the session's rulesets,
    /// engines and referees, and the scenario reader.
    SituationReadContext situationContext() const;

    /// Shows the game as it stood after its first `commands` commands (a
    /// replay), or as it stands now (nothing). While a replay is shown the
    /// game takes no commands. Returns the error, or empty.
    QString viewAfterCommands(std::optional<std::size_t> commands);
    std::optional<std::size_t> viewedCommands() const { return viewedCommands_; }
    bool isViewing() const { return viewed_.has_value(); }

    /// Attaches a player's note to command `command` (saved in the game's
    /// file as a journal line of its own); an empty text takes it away.
    QString setNote(std::size_t command, const QString& text);
    /// The note on command `command`, empty when it has none.
    QString noteOn(std::size_t command) const;

    // --- who plays each side -----------------------------------------------------
    /// Who gives each side's orders: a person (nothing) or the computer
    /// commander. All people in a new game; as saved in an opened one.
    const SidePlayers& commanders() const { return commanders_; }
    /// The computer commander's settings for `side`, or nothing for a person.
    std::optional<CommanderSettings> commanderFor(int side) const;
    /// Sets who plays each side. A game with a file is written again whole
    /// (atomically) so that it reopens with them. Returns the error, or empty.
    QString setCommanders(const SidePlayers& players);

    // --- selection ----------------------------------------------------------
    QString selectedUnit() const { return selectedUnit_; }
    void selectUnit(const QString& unitId);

  signals:
    /// A new game was started or opened: rebuild everything from scratch.
    void gameReplaced();
    /// A command was applied, undone or redone (never emitted for a refusal).
    void changed(const adjutant::GameChange& change);
    /// A command was refused; `reason` is the engine's.
    void refused(const QString& reason);
    void selectionChanged(const QString& unitId);
    /// The file, or whether it is modified, changed (window title, actions).
    void fileStateChanged();
    /// Autosave failed; the game in memory is intact.
    void autosaveFailed(const QString& error);
    /// Who plays a side changed (setCommanders; not on gameReplaced).
    void commandersChanged();
    /// A replay moved to another moment, or back to the present (state() changed).
    void viewChanged();
    /// A note was set on a command.
    void noteChanged(std::size_t command);
    /// Distances are now written otherwise (setMetricDistances).
    void distancesChanged();

  private:
    void afterChange(const GameChange& change);
    /// Brings the game's file up to date after a change; true on success.
    bool autosave();
    /// The file autosave writes: the game's own, else its autosave (chosen on
    /// first use), else empty when there is neither.
    QString autosaveTarget();
    /// The scenario's folder as the saved game at `savePath` records it.
    QString scenarioFolderFrom(const QString& savePath) const;
    void replaceGame(std::unique_ptr<Game> game, const QString& folder, const QString& file);

    const RulesetRegistry& rulesets_;
    std::shared_ptr<const RefereeRegistry> referees_;
    std::unique_ptr<EngineRegistry> engines_;
    std::unique_ptr<Game> game_;
    QString scenarioFolder_;
    QString filePath_;
    QString autosaveFolder_;
    QString autosavePath_;
    QString autosaveName_;  // the scenario's file name, for the autosave's
    bool modified_ = false;
    DiceSource* playerDice_ = nullptr;
    QString selectedUnit_;
    QString openWarnings_;
    QString defaultFigureScale_;
    SidePlayers commanders_;
    bool lesson_ = false;
    std::optional<GameState> viewed_;
    std::optional<std::size_t> viewedCommands_;
    bool metric_ = false;
    // Created on the first autosave after an open (so opening never rewrites a
    // file), or by saveAs; appends each new journal entry.
    std::unique_ptr<SavedGameWriter> writer_;
};

}  // namespace adjutant::ui
