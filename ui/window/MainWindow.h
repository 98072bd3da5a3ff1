#pragma once

#include <QLabel>
#include <QMainWindow>
#include <QPointer>
#include <QString>

#include "core/io/SavedGamePlayers.h"
#include "core/model/Scenario.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/files/UserFolders.h"
#include "ui/session/DistanceFormat.h"
#include "ui/window/DisplaySettings.h"

class QDockWidget;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace adjutant {
struct LessonHighlight;
struct MatchEvent;
}  // namespace adjutant

namespace adjutant::ui {

class BriefingDock;
class BriefingMarksItem;
class ComputerTurns;
class GameSession;
class JournalDock;
class LessonHighlightItem;
class LessonsDock;
class ReferenceDock;
class ReplayDock;
class UnitInspectorDock;
class PhaseTrackerDock;
class StepHighlights;
class SimulateDialog;
class RecentFiles;
class ScenarioEditor;
class StartPage;
class TableScene;
class TableSync;
class TableView;
class ToolBox;
class HandOverCover;
class TwoPlayerDock;
struct TwoPlayerChoice;

/// The program's main window: the table in the centre, the docks around it,
/// and the menus that drive a whole game through the session (new, open, save,
/// undo, redo, give orders, resolve steps). Hot-seat play is simply both
/// players using this window in turn.
///
/// Every action has an object name (e.g. "resolveStep"), so tests and scripts
/// can find and trigger it. The file methods below do what the File menu does
/// without its dialogs; each returns every problem, or empty on success.
class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    /// A window whose games are played by the referees of `descriptors`, which
    /// must outlive it.
    MainWindow(const RulesetRegistry& rulesets, const RulesetDescriptors& descriptors,
               QWidget* parent = nullptr);
    /// The same with the rulesets built into the program.
    explicit MainWindow(const RulesetRegistry& rulesets, QWidget* parent = nullptr);
    ~MainWindow() override;

    // --- the start page and the briefing -----------------------------------------
    /// Shows the start page (File > New game...): the scenarios to play, the
    /// courses and the saved games; the game, if any, stays as it was.
    void showStartPage();
    bool isStartPageShown() const;
    StartPage* startPage() const { return startPage_; }
    /// What the start page's Play does: a new game on the scenario with a
    /// fresh seed (or `seed`), played by `players` (the computer's judgement
    /// seeded with the game's seed), shown with its briefing, the first bound
    /// waiting until the player begins it. Returns every problem; on failure
    /// the present game stays.
    /// `readings`: the rule options' readings chosen for this game (Game >
    /// House rules...), over the scenario's.
    QString startGame(const QString& scenarioPath, const SidePlayers& players, quint64 seed = 0,
                      const std::map<std::string, std::string>& readings = {});
    BriefingDock* briefing() const { return briefing_; }
    /// The briefing shown before bound 1, until the player begins the battle
    /// (the computer waits meanwhile).
    bool isWaitingToBegin() const;
    /// Shows one of the scenario's objectives on the table and in the view.
    void showObjective(const QString& objectiveId);

    // --- a game between two people (MainWindowTwoPlayer.cpp) -----------------------
    /// What Game > New two-player game does once its dialog is answered.
    /// Returns every problem; on failure the present game stays.
    QString startTwoPlayerGame(const TwoPlayerChoice& choice);
    /// Writes this window's turn file (Game > Send turn...) to `path`; with
    /// `offerMail`, offers to open the mail program with it attached.
    QString sendTurnTo(const QString& path, bool offerMail);
    /// Takes a turn file: into its game, or a first one starts the game.
    QString openTurnFile(const QString& path);
    TwoPlayerDock* twoPlayerDock() const { return twoPlayer_; }
    /// The cover the table hides behind while one screen passes between players.
    HandOverCover* handOverCover() const { return cover_; }
    bool isCovered() const;

    // --- how the window shares its room -------------------------------------------
    /// Every panel in one column beside the table (a small screen), or the
    /// phase on the left and the rest on the right.
    void arrangeDocks(bool compact);
    bool docksCompact() const { return compactDocks_; }
    /// "Table first": the panels hidden to a strip of buttons at the edge,
    /// each of which shows its panel again.
    void setTableFirst(bool tableFirst);
    bool isTableFirst() const { return tableFirst_; }
    QToolBar* panelStrip() const { return panelStrip_; }

    // --- files, without dialogs -----------------------------------------------
    /// Starts a new game on a scenario with a seed; on failure the present game stays.
    QString newGame(const QString& scenarioPath, quint64 seed,
                    const std::map<std::string, std::string>& readings = {});
    /// A new game on a scenario with seed 1 (kept for scripts and older tests).
    QString openScenario(const QString& path) { return newGame(path, 1); }
    QString openGame(const QString& savePath);
    /// A scenario (*.scenario.json) starts a new game with a fresh seed; any
    /// other file is opened as a saved game.
    QString openFile(const QString& path);
    QString saveGameAs(const QString& path);
    QString exportPng(const QString& path);
    QString exportPdf(const QString& path);

    /// Where the shipped files and the player's own are: games are saved in
    /// `savedGames` unless the player chooses otherwise, unsaved games are
    /// autosaved in `autosaves()`, and the scenario lists read both scenario folders.
    void setFolders(const UserFolders& folders);
    const UserFolders& folders() const { return folders_; }
    /// Writes the after-action report of the present game (PDF or, by the
    /// name's ending, HTML). Returns the error, or empty.
    QString exportReport(const QString& path);
    /// What File > Import shared scenario... does without its dialog: returns
    /// every problem, or empty when the scenario is now among the player's.
    QString importSharedScenario(const QString& sharedFile);
    /// Opens an autosave left by a crash as an unsaved game (File > Recover...).
    QString recoverGame(const QString& autosavePath);
    /// The folder Save as... and Open... start in: the game's own folder, else
    /// the last one the player saved or opened a game in, else `savedGames`
    /// (made when first needed); never the shipped scenarios' folder.
    QString savedGamesFolder() const;

    // --- the scenario editor (edit mode) ------------------------------------------
    /// Shows the scenario editor in place of the game (true) or the game again.
    /// The game and the scenario under edit both stay as they are.
    void setEditing(bool editing);
    bool isEditing() const { return editing_; }
    ScenarioEditor& scenarioEditor() const { return *editor_; }
    /// Edits the present game's scenario (a copy; the game is not changed).
    QString editGameScenario();

    GameSession& session() const { return *session_; }
    /// Plays the sides the computer commands (Game > Players...).
    ComputerTurns& computerTurns() const { return *computer_; }
    /// Opens Game > Simulate battles... (one dialog, kept) and returns it.
    SimulateDialog* showSimulateDialog();
    TableScene* tableScene() const { return scene_; }
    TableView* tableView() const { return view_; }
    TableSync* tableSync() const { return sync_; }
    PhaseTrackerDock* phaseTracker() const { return phaseTracker_; }
    /// Teaching the rules (MainWindowTeaching.cpp): the rules reference, the
    /// lessons, the replay of a game, and what a lesson highlights on the table.
    ReferenceDock* referenceDock() const { return reference_; }
    LessonsDock* lessonsDock() const { return lessons_; }
    ReplayDock* replayDock() const { return replay_; }
    LessonHighlightItem* lessonHighlight() const;
    /// The table's marks of who may act and what the selected unit threatens.
    StepHighlights* stepHighlights() const { return stepHighlights_; }
    /// Opens the rules reference at a section or glossary term.
    void showRule(const QString& section);
    ToolBox* toolBox() const { return tools_; }
    /// The scenario of the present game, or nullptr before the first game.
    const Scenario* scenario() const;
    /// The action with this object name, or nullptr.
    QAction* action(const QString& objectName) const;

    const DisplaySettings& displaySettings() const { return settings_; }
    void applySettings(const DisplaySettings& settings);
    /// What the status bar says about the turn and about the cursor.
    QString turnText() const { return turnLabel_->text(); }
    QString cursorText() const { return cursorLabel_->text(); }
    /// The last problem reported to the player (title and text), for tests.
    QString lastProblem() const { return lastProblem_; }

  protected:
    void closeEvent(QCloseEvent* event) override;
    /// A saved game, a scenario or a turn file dropped on the window opens it.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    /// Below this width every panel goes into one column (arrangeDocks).
    static constexpr int kCompactBelowWidth = 1200;
    // The briefing's room beside the table before the battle begins, in pixels.
    static constexpr int kBriefingWidth = 430;
    /// What the centre of the window shows.
    enum class Page { Start, Table, Editor };
    void showPage(Page page);
    /// The computer plays only while its table is shown and the battle has begun.
    void updateComputerHold();
    void createStartPage();
    void createLayoutActions(QMenu* view);
    /// The panels' widths and heights for the window's size and text size.
    void sizeDocks();
    void updateBriefing();
    void beginBattle();
    void openLessons(const QString& rulesetId);
    /// The application's font and the table's labels at the text size chosen.
    void applyTextSize(double scale);
    void createDocks();
    void createTeachingDocks(JournalDock* journal, UnitInspectorDock* inspector);
    /// Help > Rules reference and Lessons..., Game > Replay.
    void addTeachingActions(QMenu* help);
    void showLessonHighlight(const adjutant::LessonHighlight* highlight);
    /// With the setting on, resolves a step in which nobody can act once the
    /// game reaches it (at most a bound's steps in a row, so a game in which
    /// nobody can ever act again does not run on by itself).
    void passStepIfNothingToDecide();
    void createActions();
    void createFileMenu();
    void createGameMenu();
    void createToolBar();
    void createScenarioMenu();
    /// Game > Players..., the computer's speed, Pause, Next order, Simulate.
    void createSoloActions(QMenu* game);
    void updateSoloActions();
    void showComputerActivity();
    void chooseNewScenario();
    /// Asks to save a scenario with unsaved edits; false if the player cancels.
    bool maySetScenarioAside();
    void updateActions();
    void updateTitle();
    void updateTurn();
    void onGameReplaced();
    void showCursor(QPointF tableInches);
    void updateEditorDistances();
    void showProblem(const QString& title, const QString& summary, const QString& details);
    void afterOpening(const QString& path);
    /// A saved game opened damaged: says what is damaged and, when the
    /// computer plays a side, holds it until the player chooses to go on.
    void askAboutDamagedGame(const QString& path);

    // The File menu's dialogs.
    void chooseNewGame();
    /// The scenarios and rulesets found, with the files left out (File > Library...).
    void chooseFromLibrary();
    void chooseGameToOpen();
    void openRecent(const QString& path);
    bool save();
    bool chooseSaveAs();
    void chooseExport(bool pdf);
    void chooseReportFile();
    void chooseAutosaveToRecover();
    /// File > Import shared scenario...: a scenario someone sent (its folder
    /// as Export scenario for sharing writes it) is copied with its map into
    /// the player's scenarios folder and shown on the start page.
    void chooseScenarioToImport();
    void editSettings();
    /// Asks to save a game with unsaved changes; false if the player cancels.
    bool maySetGameAside();

    // The Game menu.
    /// Asks who plays each side and the seed, then starts the game.
    void startGameWithPlayers(const QString& scenarioPath,
                              const std::map<std::string, std::string>& readings = {});
    /// Game > House rules...: the game's readings, read-only (MainWindowHouseRules.cpp).
    void showHouseRules();
    void choosePlayers();
    /// Undo; the computer's orders in a step are taken back together.
    void undoCommand();
    void giveDefaultOrders();
    void resolveStep();
    void nextStep();
    void playStep();
    void showAbout();
    void showHelp();

    // Two players (MainWindowTwoPlayer.cpp, MainWindowLive.cpp).
    void createTwoPlayer(QMenu* game);
    void updateTwoPlayerActions();
    void updateCover();
    void showTwoPlayerDock();
    void onMatchEvent(const adjutant::MatchEvent& event);
    /// Game > New two-player game; `scenarioPath` is chosen in it when given.
    void chooseTwoPlayerGame(const QString& scenarioPath = {},
                             const std::map<std::string, std::string>& readings = {});
    void chooseTurnFile();
    void handOtherSideToComputer();
    /// This player's record of the game a turn file belongs to, among the
    /// games opened lately and those in the saved-games folder; empty when none.
    QString recordOfGame(const QString& turnPath) const;
    QString startLiveGame(const TwoPlayerChoice& choice);
    void connectLiveSignals();

    const RulesetRegistry& rulesets_;
    GameSession* session_ = nullptr;
    ComputerTurns* computer_ = nullptr;
    SimulateDialog* simulate_ = nullptr;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    TableSync* sync_ = nullptr;
    PhaseTrackerDock* phaseTracker_ = nullptr;
    ToolBox* tools_ = nullptr;
    TwoPlayerDock* twoPlayer_ = nullptr;
    HandOverCover* cover_ = nullptr;
    ReferenceDock* reference_ = nullptr;
    LessonsDock* lessons_ = nullptr;
    ReplayDock* replay_ = nullptr;
    QPointer<LessonHighlightItem> highlight_;  // in the scene; a new table deletes it
    const adjutant::LessonHighlight* highlighted_ = nullptr;
    StepHighlights* stepHighlights_ = nullptr;
    bool passPending_ = false;
    int passesInARow_ = 0;
    QStackedWidget* centre_ = nullptr;
    ScenarioEditor* editor_ = nullptr;
    StartPage* startPage_ = nullptr;
    BriefingDock* briefing_ = nullptr;
    BriefingMarksItem* briefingMarks_ = nullptr;
    Page page_ = Page::Table;  // the start page once the window is made
    bool editing_ = false;
    bool waitingToBegin_ = false;
    bool compactDocks_ = false;
    bool docksNeedSizing_ = false;  // arranged while hidden: arranged again when shown
    bool tableFirst_ = false;
    QToolBar* panelStrip_ = nullptr;
    QList<QDockWidget*> docksBeforeTableFirst_;
    QList<QMenu*> gameMenus_;  // hidden while editing
    QList<QDockWidget*> docks_;
    QList<QDockWidget*> docksShownBeforeEditing_;  // the table's, while another page shows
    RecentFiles* recent_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* cursorLabel_ = nullptr;
    DisplaySettings settings_;
    UserFolders folders_;
    DistanceFormat distances_;
    DistanceFormat editorDistances_;  // the scenario under edit's ground
    QString lastFolder_;
    QString lastSaveFolder_;  // where the player last saved or opened a game
    QString lastProblem_;
    QString lastComputerOrder_;  // the reason of the computer's last order, unit names in
};

}  // namespace adjutant::ui
