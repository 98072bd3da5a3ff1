#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/Command.h"
#include "core/engine/Game.h"
#include "core/engine/GameChange.h"
#include "core/io/SavedGamePlayers.h"
#include "core/match/Match.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/session/DistanceFormat.h"
#include "ui/session/LiveSettings.h"

namespace adjutant {
struct Lesson;
struct SituationReadContext;
class RulesetReferee;
class DiceSource;
struct EngineRegistry;
class SavedGameWriter;
class MatchRecordWriter;
}  // namespace adjutant

namespace adjutant::net {
class GameLink;
class MatchConnection;
class MatchJoining;
struct MatchInvitation;
}  // namespace adjutant::net

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
    /// A session whose games are played by the referees of `descriptors`,
    /// which must outlive it (the program's are static).
    GameSession(const RulesetRegistry& rulesets, const RulesetDescriptors& descriptors,
                QObject* parent = nullptr);
    /// The same with the rulesets built into the program.
    explicit GameSession(const RulesetRegistry& rulesets, QObject* parent = nullptr);
    ~GameSession() override;

    // --- files --------------------------------------------------------------
    /// Starts a new game on a scenario file with a seed, and `readings` of the
    /// ruleset's options over the scenario's (GameSetup::options). Returns every
    /// problem (file, JSON path, expectation, an unknown reading) and keeps the
    /// present game on failure.
    QString newGame(const QString& scenarioPath, quint64 seed = 1,
                    const std::map<std::string, std::string>& readings = {});
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

    bool hasGame() const { return game_ != nullptr || match_ != nullptr; }
    /// The game the window shows: in a game between two people, what the
    /// side at the screen may see (the shared game with that side's own
    /// orders of the step, never the other side's).
    const Game& game() const { return match_ ? match_->view(screenSide_) : *game_; }
    /// The game as it stands, or, while a replay views an earlier moment, as
    /// it stood then (viewAfterCommands).
    const GameState& state() const { return viewed_ ? *viewed_ : game().state(); }
    const GameSetup& setup() const { return game().setup(); }
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
    /// The saved game last opened was damaged (its last line torn): it was
    /// opened with what could be read, and before the first change writes it
    /// whole again the file as it was is copied to damagedCopy().
    bool isDamaged() const { return !damagedCopy_.isEmpty(); }
    /// Where that copy goes (or went); empty when the game is not damaged.
    QString damagedCopy() const { return damagedCopy_; }
    /// The referees and engine registry the game runs with, for widgets that
    /// build referee commands directly (they must outlive those commands).
    const std::shared_ptr<const RefereeRegistry>& referees() const { return referees_; }
    const EngineRegistry& engines() const { return *engines_; }
    /// The ruleset engines this session's games are played by.
    const RulesetDescriptors& rulesetDescriptors() const { return descriptors_; }

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
    bool canUndo() const;
    bool canRedo() const;
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

    // --- a game between two people (GameSessionTwoPlayer.cpp) ------------------
    /// Starts a game between two people on a scenario, its record kept in
    /// `recordPath`: on one screen (`here` both sides), or by file or live
    /// (`here` the side played in this window). `options` are the game's
    /// readings (the set-up, ...). Returns every problem; on failure the
    /// present game stays.
    QString newTwoPlayerGame(const QString& scenarioPath, MatchWay way, std::array<bool, 2> here,
                             const std::map<std::string, std::string>& options,
                             const QString& recordPath);
    bool isTwoPlayer() const { return match_ != nullptr; }
    /// Both sides of the game between two people are played in this window.
    bool onOneScreen() const;
    /// Whether the file is this program's record of a game between two people.
    static bool isTwoPlayerRecord(const QString& path);
    /// Where a scenario a turn file names is looked for, by its file name
    /// (its map is beside it): the shipped scenarios and the player's.
    void setScenarioFolders(const QStringList& folders) { scenarioFolders_ = folders; }
    const Match* match() const { return match_.get(); }
    /// The side whose view is on the table (-1: none, the hand-over cover).
    int screenSide() const { return screenSide_; }
    /// Hands the screen to `side` (one screen): the table shows what it may see.
    void setScreenSide(int side);
    /// The side that should have the screen now (one screen: the next side
    /// with orders to give; else the side played here), or -1 when none.
    int sideToHandTo() const;
    /// Why the player at the screen may not order `unitId` now, in words (a
    /// unit of the other side, a step without orders, orders already fixed);
    /// empty when they may, and always empty outside a game between two people.
    QString whyNotOrderable(const std::string& unitId) const;
    /// The side at the screen places its units in its zones (a hidden set-up).
    bool isPlacingUnits() const {
        return match_ && screenSide_ >= 0 && match_->givesOrders(screenSide_) &&
               match_->openRound() && match_->openRound()->setUp;
    }
    /// "Ready": the side at the screen fixes its orders for the step. Returns the error, or empty.
    QString ready();
    /// Asks the other side to take back the last resolved step. Returns the error, or empty.
    QString askTakeBack();
    /// `side`'s answer to the other side's request to take back steps.
    QString answerTakeBack(int side, bool agree);
    /// A chat line from the side at the screen (or the side played here).
    QString sendChat(const QString& text);
    /// This window's side's turn file, with what the other player needs.
    QString writeTurnFile(const QString& path);
    /// Takes a turn file into the present game. A first turn file (an
    /// invitation) of another game starts that game when `mayStartGame`, its
    /// record kept in `recordFolder`; else it is refused. Returns every
    /// problem; nothing changes on a problem.
    QString takeTurnFile(const QString& path, const QString& recordFolder, bool mayStartGame);
    /// The computer of this window plays `side` from now on (its player left).
    QString handOverToComputer(int side);
    /// Entries from the other program (the live link): all or nothing.
    QString takeEntries(const std::vector<std::string>& lines, const QString& source);
    /// The lines the other program has not seen (what the live link sends).
    std::vector<std::string> linesToSend() const;

    // --- live (GameSessionLive.cpp) --------------------------------------------------
    /// Starts a game played live on a scenario, this window playing `side`,
    /// and waits for the other player's program (hosting, or through a broker,
    /// where the game is kept for the other to join). Same failure rule.
    QString startLiveGame(const QString& scenarioPath, int side,
                          const std::map<std::string, std::string>& options,
                          const QString& recordPath, const LiveSettings& settings);
    /// Joins a game hosted elsewhere, or kept on a broker: the game begins
    /// when the other program sends it (gameReplaced), its record kept in
    /// `recordFolder`; matchStopped says why it could not. Returns the error
    /// of a link that cannot even be made, or empty.
    QString joinLiveGame(const LiveSettings& settings, const QString& recordFolder);
    /// How the other player's program is reached now, in words; empty when
    /// the game is not played live.
    QString liveText() const;
    bool isLiveConnected() const { return liveConnected_; }

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
    /// Something happened in a game between two people (a side fixed its
    /// orders, a step was revealed, a request to take back, a chat line...).
    void matchEvent(const adjutant::MatchEvent& event);
    /// The same game is now seen otherwise, every part of it possibly
    /// different (a game between two people: orders revealed and steps
    /// resolved, steps taken back, the screen handed to another side):
    /// whatever shows the game shows it afresh.
    void viewReplaced();
    /// The live link came up or went down, or has something to say.
    void liveStateChanged(bool connected, const QString& text);
    /// Play with the other program stopped for good (its entries were refused:
    /// the games went apart or a file was tampered with), or joining failed.
    void matchStopped(const QString& why);
    /// The screen passed to another side (one screen) or to nobody.
    void screenSideChanged(int side);

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
    /// Drops the present game, its files and its view, saying nothing yet.
    void forgetGame(const QString& folder, const QString& file);
    /// Before `target` is written whole: a damaged file opened from it is
    /// copied aside first (once). Returns the error, or empty.
    QString keepDamagedOriginal(const QString& target);
    void replaceMatch(std::unique_ptr<Match> match, std::unique_ptr<MatchRecordWriter> writer,
                      const QString& folder);
    /// Loads a game between two people's record (open). Same failure rule.
    QString openMatch(const QString& path);
    /// After the match changed: the record written, its events sent on, the
    /// screen handed on, the table brought up to date.
    void afterMatchChange(const GameChange& change, bool revealed);
    void recordMatchLine(const std::string& line);
    QString saveMatchAs(const QString& path);
    QString takeInvitation(const nlohmann::json& invitation, const QString& hostSide,
                           const LiveSettings& settings, const QString& recordFolder);
    void reconnectLive(const nlohmann::json& live);
    void connectLive(std::unique_ptr<net::GameLink> link,
                     std::optional<net::MatchInvitation> invitation,
                     const std::vector<QByteArray>& earlier);
    void dropLive();
    /// What a change of the protocol (orders fixed, revealed, taken back,
    /// handed over) did to what is shown: anything at all.
    static GameChange wholeView();
    QString findScenarioFolder(const std::string& scenarioFile) const;

    const RulesetRegistry& rulesets_;
    const RulesetDescriptors& descriptors_;
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
    QString damagedCopy_;         // where a damaged file is copied before it is written
    bool damagedCopied_ = false;  // and it has been
    QString defaultFigureScale_;
    SidePlayers commanders_;
    bool lesson_ = false;
    std::optional<GameState> viewed_;
    std::optional<std::size_t> viewedCommands_;
    bool metric_ = false;
    // Created on the first autosave after an open (so opening never rewrites a
    // file), or by saveAs; appends each new journal entry.
    std::unique_ptr<SavedGameWriter> writer_;
    // A game between two people: the match, its record, the side at the screen.
    std::unique_ptr<Match> match_;
    std::unique_ptr<MatchRecordWriter> matchWriter_;
    int screenSide_ = -1;
    QStringList scenarioFolders_;
    QString lastStatus_;  // the last status written to the record
    // Live: the link to the other program (or the joining under way) and how it is made.
    std::unique_ptr<net::MatchConnection> connection_;
    std::unique_ptr<net::MatchJoining> joining_;
    std::optional<LiveSettings> liveSettings_;
    bool liveConnected_ = false;
};

}  // namespace adjutant::ui
