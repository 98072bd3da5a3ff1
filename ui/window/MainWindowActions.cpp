// The menus of the main window and what their actions do: the File menu's
// dialogs, Edit's undo and redo, the View menu, and the Game menu that drives
// the sequence of play through the session.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolBar>

#include "core/model/DisplayName.h"
#include "core/referee/RulesetReferee.h"
#include "ui/docks/BriefingDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/StepActions.h"
#include "ui/tools/TableTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/FileKindText.h"
#include "ui/window/HelpDialog.h"
#include "ui/window/Language.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"
#include "ui/window/RecentFiles.h"
#include "ui/window/ScenarioLibraryDialog.h"
#include "ui/window/SettingsDialog.h"
#include "ui/window/StepHighlights.h"

namespace adjutant::ui {

namespace {

QAction* named(QAction* action, const char* objectName) {
    action->setObjectName(QString::fromLatin1(objectName));
    return action;
}

QList<QKeySequence> standardOr(QKeySequence::StandardKey key, const QKeySequence& fallback) {
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    return keys.isEmpty() ? QList<QKeySequence>{fallback} : keys;
}

// A function, not a constant: the words are looked up once the translation is installed.
QString saveFilter() {
    return QObject::tr("Saved games (*.save.jsonl);;All files (*)");
}

}  // namespace

void MainWindow::createActions() {
    createFileMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = named(edit->addAction(tr("&Undo"), this, &MainWindow::undoCommand), "undo");
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = named(edit->addAction(tr("&Redo"), this,
                                          [this] {
                                              if (session_->redo().accepted()) {
                                                  statusBar()->showMessage(tr("Redone"), 8000);
                                              }
                                          }),
                          "redo");
    // Ctrl+Y as well as the platform's own key, as in the scenario editor.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y))) {
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    }
    redo->setShortcuts(redoKeys);
    // The scenario editor's Copy and Paste, shown while it is.
    edit->addSeparator();
    edit->addActions(editor_->editActions());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // The game and the scenario editor each have their own view of the table:
    // the menu acts on the one on screen.
    const auto shown = [this] { return editing_ ? editor_->view() : view_; };
    named(view->addAction(tr("Zoom &in"), this, [shown] { shown()->zoomIn(); }), "zoomIn")
        ->setShortcut(QKeySequence::ZoomIn);
    named(view->addAction(tr("Zoom &out"), this, [shown] { shown()->zoomOut(); }), "zoomOut")
        ->setShortcut(QKeySequence::ZoomOut);
    named(view->addAction(tr("&Fit table"), this, [shown] { shown()->fitTable(); }), "fitTable")
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addSeparator();
    QAction* grid = named(view->addAction(tr("Show &grid")), "showGrid");
    grid->setCheckable(true);
    grid->setChecked(scene_->gridVisible());
    connect(grid, &QAction::toggled, scene_, &TableScene::setGridVisible);
    connect(grid, &QAction::toggled, editor_->scene(), &TableScene::setGridVisible);
    view->addSeparator();
    QMenu* panels = view->addMenu(tr("&Panels"));
    for (QDockWidget* dock : docks_) {
        QAction* toggle = dock->toggleViewAction();
        toggle->setObjectName("toggle_" + dock->objectName());
        panels->addAction(toggle);
    }
    createLayoutActions(view);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(tools_->toolActions()->actions());
    view->addSeparator();
    QMenu* overlays = view->addMenu(tr("&Overlays"));
    overlays->addActions(tools_->overlayActions());
    overlays->addSeparator();
    overlays->addAction(stepHighlights_->action());

    createGameMenu();
    createScenarioMenu();
    createToolBar();
    gameMenus_ = {tools, menuBar()->findChild<QMenu*>("gameMenu")};

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    named(help->addAction(tr("&How to play"), this, &MainWindow::showHelp), "help")
        ->setShortcut(QKeySequence::HelpContents);
    addTeachingActions(help);
    named(help->addAction(tr("&About Adjutant"), this, &MainWindow::showAbout), "about");
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    named(file->addAction(tr("&New game..."), this, &MainWindow::chooseNewGame), "newGame")
        ->setShortcut(QKeySequence::New);
    named(file->addAction(tr("Scenario &library..."), this, &MainWindow::chooseFromLibrary),
          "scenarioLibrary");
    named(file->addAction(tr("&Open..."), this, &MainWindow::chooseGameToOpen), "openGame")
        ->setShortcut(QKeySequence::Open);
    QMenu* recentMenu = file->addMenu(tr("Open &recent"));
    recent_ = new RecentFiles(recentMenu, this);
    connect(recent_, &RecentFiles::openRequested, this, &MainWindow::openRecent);
    named(file->addAction(tr("Re&cover..."), this, &MainWindow::chooseAutosaveToRecover),
          "recoverGame")
        ->setToolTip(tr("Reopen a game that was never saved, from its autosave"));
    named(file->addAction(tr("&Import shared scenario..."), this,
                          &MainWindow::chooseScenarioToImport),
          "importScenario")
        ->setToolTip(tr("Keep a scenario someone sent you, with its map, among your own"));
    file->addSeparator();
    named(file->addAction(tr("&Save"), this, &MainWindow::save), "saveGame")
        ->setShortcut(QKeySequence::Save);
    // Some platforms give no standard key for these; then the usual ones.
    named(file->addAction(tr("Save &as..."), this, &MainWindow::chooseSaveAs), "saveGameAs")
        ->setShortcuts(
            standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    file->addSeparator();
    named(file->addAction(tr("Export table as &PNG..."), this, [this] { chooseExport(false); }),
          "exportPng");
    named(file->addAction(tr("Export table as P&DF..."), this, [this] { chooseExport(true); }),
          "exportPdf");
    named(file->addAction(tr("Export &report..."), this, &MainWindow::chooseReportFile),
          "exportReport")
        ->setToolTip(tr("The after-action report of the game as a PDF or a web page"));
    file->addSeparator();
    QAction* settings =
        named(file->addAction(tr("Se&ttings..."), this, &MainWindow::editSettings), "settings");
    settings->setShortcuts(
        standardOr(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    settings->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    named(file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows), "quit")
        ->setShortcut(QKeySequence::Quit);
}

void MainWindow::createGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName("gameMenu");
    QAction* give = named(game->addAction(tr("Give &default orders for this step"), this,
                                          &MainWindow::giveDefaultOrders),
                          "giveDefaultOrders");
    give->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    give->setToolTip(tr("Give the referee's simple orders for this step to both sides"));
    give->setIconText(tr("Default orders"));
    QAction* resolve =
        named(game->addAction(tr("&Resolve step"), this, &MainWindow::resolveStep), "resolveStep");
    resolve->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    resolve->setToolTip(tr("Carry out this step for both sides and go on to the next"));
    QAction* next =
        named(game->addAction(tr("&Next step"), this, &MainWindow::nextStep), "nextStep");
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    game->addSeparator();
    QAction* play =
        named(game->addAction(tr("&Play step with default orders"), this, &MainWindow::playStep),
              "playStep");
    play->setShortcut(QKeySequence(Qt::Key_F8));
    play->setToolTip(tr("Give the default orders, then resolve the step"));
    phaseTracker_->setStepActions(give, resolve, next);
    game->addSeparator();
    QAction* briefing = named(game->addAction(tr("&Briefing"), this,
                                              [this] {
                                                  briefing_->show();
                                                  briefing_->raise();
                                              }),
                              "briefing");
    briefing->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    briefing->setToolTip(tr("The scenario's briefing: its objectives and each side's orders"));
    QAction* houseRules = named(
        game->addAction(tr("&House rules..."), this, &MainWindow::showHouseRules), "houseRules");
    houseRules->setToolTip(tr("How this game reads the rules where they are unclear or silent"));
    createSoloActions(game);
    createTwoPlayer(game);
}

void MainWindow::createToolBar() {
    QToolBar* bar = addToolBar(tr("Table and game"));
    bar->setObjectName("mainToolBar");
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setMovable(false);
    bar->addActions(tools_->toolActions()->actions());
    bar->addSeparator();
    bar->addAction(action("undo"));
    bar->addAction(action("redo"));
    bar->addSeparator();
    bar->addAction(action("giveDefaultOrders"));
    bar->addAction(action("resolveStep"));
    bar->addSeparator();
    bar->addAction(action("nextOrder"));
    bar->addAction(action("pauseComputer"));
    bar->addSeparator();
    bar->addAction(action("briefing"));
}

void MainWindow::updateActions() {
    // While editing, the game's actions give their keys (Ctrl+Z, Ctrl+S...) to the editor's.
    const bool table = page_ == Page::Table;
    const bool game = session_->hasGame() && table;
    const bool referee = game && session_->referee() != nullptr;
    action("undo")->setEnabled(table && session_->canUndo());
    action("redo")->setEnabled(table && session_->canRedo());
    action("briefing")->setEnabled(game);
    action("houseRules")->setEnabled(game);
    action("recoverGame")->setEnabled(!editing_ && !folders_.autosaves().isEmpty());
    for (const char* name : {"saveGame", "saveGameAs", "exportPng", "exportPdf", "exportReport"}) {
        action(name)->setEnabled(game);
    }
    action("editGameScenario")->setEnabled(session_->hasGame());
    action("leaveEditor")->setEnabled(editing_);
    for (QAction* editorAction : editor_->menuActions() + editor_->editActions()) {
        if (editorAction->objectName() != "openScenarioForEditing" &&
            !editorAction->isSeparator()) {
            editorAction->setVisible(editing_);
        }
    }
    action("giveDefaultOrders")->setEnabled(referee);
    action("resolveStep")->setEnabled(referee);
    action("playStep")->setEnabled(referee);
    updateSoloActions();
    updateTwoPlayerActions();
    // A referee's steps are resolved, which moves on; skipping one by hand
    // would leave its procedures (and the end of the bound) undone.
    QAction* next = action("nextStep");
    next->setEnabled(game && !referee);
    next->setToolTip(referee ? tr("This ruleset's referee moves on when a step is resolved")
                             : tr("Go on to the next step"));
}

// --- File menu dialogs ---------------------------------------------------------------

void MainWindow::chooseNewGame() {
    // The start page: the game in hand is asked about only when another starts.
    if (editing_ && !maySetScenarioAside()) {
        return;
    }
    showStartPage();
}

void MainWindow::chooseFromLibrary() {
    // The shipped scenarios and the player's, each saying where it comes
    // from, with the rulesets and any file that could not be used.
    ScenarioLibraryDialog library(ScenarioLibrary::scan(folders_, rulesets_), folders_, this);
    if (library.exec() != QDialog::Accepted || library.chosen().isEmpty()) {
        return;
    }
    openRecent(library.chosen());
}

void MainWindow::chooseGameToOpen() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a saved game"), savedGamesFolder(),
        tr("Saved games and turn files (*.save.jsonl *.turn.jsonl);;Scenarios "
           "(*.scenario.json);;All files (*)"));
    if (!path.isEmpty()) {
        openRecent(path);
    }
}

void MainWindow::openRecent(const QString& path) {
    if (!maySetGameAside()) {
        return;
    }
    if (path.endsWith(".scenario.json", Qt::CaseInsensitive)) {
        startGameWithPlayers(path);
        return;
    }
    if (const QString problems = openFile(path); !problems.isEmpty()) {
        showProblem(tr("Cannot open the file"),
                    refusalText(path, problems) + ' ' + tr("The present game is kept."), problems);
    }
}

bool MainWindow::save() {
    if (!session_->hasGame()) {
        return false;
    }
    if (session_->filePath().isEmpty()) {
        return chooseSaveAs();
    }
    if (const QString error = session_->save(); !error.isEmpty()) {
        showProblem(tr("Cannot save"),
                    tr("The game could not be saved; the file keeps its "
                       "last good state."),
                    error);
        return false;
    }
    statusBar()->showMessage(tr("Saved"), 5000);
    return true;
}

bool MainWindow::chooseSaveAs() {
    if (!session_->hasGame()) {
        return false;
    }
    // A new game is offered a name from its scenario's title: "Tutorial-the-Galgenberg".
    QString suggested = QFileInfo(session_->filePath()).fileName();
    if (suggested.isEmpty()) {
        suggested = QString::fromStdString(session_->setup().scenario->title)
                        .replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"))
                        .remove(QRegularExpression(QStringLiteral("^-+|-+$"))) +
                    QStringLiteral(".save.jsonl");
    }
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save the game as"), QDir(savedGamesFolder()).filePath(suggested), saveFilter());
    if (path.isEmpty()) {
        return false;
    }
    if (!path.contains('.')) {
        path += ".save.jsonl";
    }
    if (const QString error = saveGameAs(path); !error.isEmpty()) {
        showProblem(tr("Cannot save"),
                    tr("The game could not be written to %1.").arg(QFileInfo(path).fileName()),
                    error);
        return false;
    }
    return true;
}

void MainWindow::chooseExport(bool pdf) {
    QString path = QFileDialog::getSaveFileName(
        this, pdf ? tr("Export the table as PDF") : tr("Export the table as PNG"),
        savedGamesFolder(), pdf ? tr("PDF (*.pdf)") : tr("PNG images (*.png)"));
    if (path.isEmpty()) {
        return;
    }
    const QString suffix = pdf ? ".pdf" : ".png";
    if (!path.endsWith(suffix, Qt::CaseInsensitive)) {
        path += suffix;
    }
    const QString error = pdf ? exportPdf(path) : exportPng(path);
    if (!error.isEmpty()) {
        showProblem(tr("Cannot export"), tr("The table could not be exported."), error);
    } else {
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 8000);
    }
}

void MainWindow::editSettings() {
    QStringList scales;
    for (const RulesetDefinition* ruleset : rulesets_.all()) {
        for (const FigureScale& scale : ruleset->figureScales) {
            if (!scales.contains(QString::fromStdString(scale.key))) {
                scales << QString::fromStdString(scale.key);
            }
        }
    }
    QStringList sides;
    if (session_->hasGame()) {
        for (const Side& side : session_->setup().scenario->sides) {
            sides << QString::fromStdString(displayName(side));
        }
    }
    SettingsDialog dialog(settings_, scales, sides, this);
    if (dialog.exec() == QDialog::Accepted) {
        const DisplaySettings chosen = dialog.settings();
        chosen.save();
        applySettings(chosen);
        if (dialog.language() != chosenLanguage()) {
            setChosenLanguage(dialog.language());
            statusBar()->showMessage(
                tr("The new language is used from the next start of Adjutant."), 10000);
        }
    }
}

// --- Game menu ----------------------------------------------------------------------

void MainWindow::giveDefaultOrders() {
    const DefaultOrdersReport report = StepActions::giveDefaultOrders(*session_);
    if (!report.error.isEmpty()) {
        statusBar()->showMessage(report.error, 10000);
        return;
    }
    QString message = report.given == 1 ? tr("1 default order given")
                                        : tr("%1 default orders given").arg(report.given);
    if (!report.refused.isEmpty()) {
        message += tr("; %1 refused: %2").arg(report.refused.size()).arg(report.refused.first());
    }
    statusBar()->showMessage(message, 10000);
}

void MainWindow::resolveStep() {
    if (session_->isTwoPlayer()) {
        const MatchRound* before = session_->match()->openRound();
        const std::uint64_t roundBefore = before ? before->number : 0;
        const QString error = session_->ready();
        const MatchRound* after = session_->match()->openRound();
        // Where the other side was ready first, its orders are revealed at once.
        const bool revealed = before && (!after || after->number != roundBefore);
        statusBar()->showMessage(
            !error.isEmpty() ? error
            : revealed       ? tr("Both sides are ready: their orders are revealed and carried out")
                       : tr("Your orders are fixed; they stay hidden until both sides are ready"),
            10000);
        return;
    }
    const SequenceStep* step = session_->hasGame() ? session_->state().currentStep() : nullptr;
    const QString name = step ? RefereeLanguage::text(session_->state(), step->name) : QString();
    const GameChange change = StepActions::resolveStep(*session_);
    if (change.accepted()) {
        statusBar()->showMessage(
            tr("%1 resolved (%2)")
                .arg(name, change.rolls.size() == 1
                               ? tr("1 die thrown")
                               : tr("%1 dice thrown").arg(change.rolls.size())),
            10000);
    }
}

void MainWindow::nextStep() {
    StepActions::nextStep(*session_);
}

void MainWindow::playStep() {
    giveDefaultOrders();
    resolveStep();
}

void MainWindow::showHelp() {
    auto* dialog = findChild<HelpDialog*>();
    if (!dialog) {
        dialog = new HelpDialog(this);
    }
    dialog->show();
    dialog->raise();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Adjutant"),
                       tr("<b>Adjutant</b> %1<br>A table manager and referee for "
                          "horse-and-musket miniature wargames.<br><br>Press F1 for how to "
                          "play.")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace adjutant::ui
