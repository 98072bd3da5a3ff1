#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>

#include "core/engine/GameSetup.h"
#include "core/io/FileIdentity.h"
#include "ui/docks/BriefingDock.h"
#include "ui/docks/DiceTrayDock.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/OrderOfBattleDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/docks/VictoryDock.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/scene/TableScene.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/TurnSummary.h"
#include "ui/session/TwoPlayerText.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/widgets/PlainText.h"
#include "ui/window/MessageBar.h"
#include "ui/window/RecentFiles.h"
#include "ui/window/ScreenRoom.h"
#include "ui/window/TableExport.h"
#include "ui/window/TableSync.h"

namespace adjutant::ui {

namespace {

// The warnings of the file just opened, then what the table did with its map
// (a scan shown scaled down, an image that could not be decoded), one a line.
QString openingWarnings(const GameSession& session, const TableScene& scene) {
    QStringList lines;
    if (!session.openWarnings().isEmpty()) {
        lines << session.openWarnings();
    }
    if (!scene.mapNotice().isEmpty()) {
        lines << scene.mapNotice();
    }
    return lines.join('\n');
}

}  // namespace

MainWindow::MainWindow(const RulesetRegistry& rulesets, QWidget* parent)
    : MainWindow(rulesets, builtinRulesetDescriptors(), parent) {}

MainWindow::MainWindow(const RulesetRegistry& rulesets, const RulesetDescriptors& descriptors,
                       QWidget* parent)
    : QMainWindow(parent), rulesets_(rulesets) {
    session_ = new GameSession(rulesets_, descriptors, this);
    computer_ = new ComputerTurns(*session_, this);
    scene_ = new TableScene(this);
    view_ = new TableView(this);
    view_->setScene(scene_);
    centre_ = new QStackedWidget(this);
    centre_->addWidget(view_);
    setCentralWidget(centre_);
    sync_ = new TableSync(*session_, *scene_, this);
    // After the sync, so the tools' overlays are added after a rebuild clears the scene.
    tools_ = new ToolBox(*session_, *scene_, *view_, this);

    // A long message is shown whole, over as many lines as it needs.
    setStatusBar(new MessageBar(this));
    turnLabel_ = new QLabel(this);
    turnLabel_->setObjectName("turnLabel");
    cursorLabel_ = new QLabel(this);
    cursorLabel_->setMinimumWidth(
        fontMetrics().horizontalAdvance("x 00.0 in (0000 paces), y 00.0 in (0000 paces)"));
    statusBar()->addPermanentWidget(turnLabel_);
    statusBar()->addPermanentWidget(cursorLabel_);
    connect(view_, &TableView::cursorMoved, this, &MainWindow::showCursor);
    connect(view_, &TableView::cursorLeft, cursorLabel_, &QLabel::clear);

    createStartPage();
    createDocks();
    editor_ = new ScenarioEditor(rulesets_, *this);
    centre_->addWidget(editor_->view());
    connect(editor_->view(), &TableView::cursorMoved, this, &MainWindow::showCursor);
    connect(editor_->view(), &TableView::cursorLeft, cursorLabel_, &QLabel::clear);
    // The editor's scenario is measured in its own ruleset's ground.
    connect(&editor_->session(), &EditorSession::scenarioReplaced, this,
            &MainWindow::updateEditorDistances);
    connect(&editor_->session(), &EditorSession::changed, this, &MainWindow::updateEditorDistances);
    createActions();

    connect(session_, &GameSession::gameReplaced, this, &MainWindow::onGameReplaced);
    connect(session_, &GameSession::changed, this, [this] {
        updateActions();
        updateTurn();
    });
    connect(session_, &GameSession::fileStateChanged, this, &MainWindow::updateTitle);
    connect(session_, &GameSession::refused, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Refused: %1").arg(reason), 10000);
    });
    connect(session_, &GameSession::autosaveFailed, this, [this](const QString& error) {
        showProblem(tr("Autosave failed"),
                    tr("The game could not be written to its file. The game itself is intact; "
                       "use Save As to write it elsewhere."),
                    error);
    });
    connect(tools_, &ToolBox::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    connect(sync_, &TableSync::tableRebuilt, this,
            [this] { QTimer::singleShot(0, view_, &TableView::fitTable); });

    setAcceptDrops(true);
    applySettings(DisplaySettings::load());
    // Roomy on a large screen, never larger than a small one (1366 x 768).
    const QSize available = roomOn(screen(), QSize(1280, 820));
    resize(std::min(1280, available.width()), std::min(820, available.height()));
    arrangeDocks(width() < kCompactBelowWidth);
    // Until a game is started or opened, the start page (the panels stay as
    // arranged for the table, out of sight).
    showPage(Page::Start);
    updateTurn();
}

MainWindow::~MainWindow() {
    // Everything that refers to the session or the scene goes first: clearing
    // the scene deselects its items, which would reach a session already gone.
    delete editor_;
    delete tools_;
    delete sync_;
    qDeleteAll(docks_);
    delete view_;
    delete scene_;
}

void MainWindow::createDocks() {
    phaseTracker_ = new PhaseTrackerDock(*session_, this);
    auto* order = new OrderOfBattleDock(*session_, this);
    auto* inspector = new UnitInspectorDock(*session_, this);
    auto* dice = new DiceTrayDock(*session_, this);
    auto* journal = new JournalDock(*session_, this);
    auto* victory = new VictoryDock(*session_, this);
    connect(victory, &VictoryDock::standingChanged, this, [this, victory] {
        sync_->showObjectives(victory->standing());
        const QString result =
            victory->battleOver()
                ? RefereeLanguage::text(session_->state(), victory->standing().summary)
                : QString();
        // Only a battle that ends or reopens changes the status bar's line.
        if (result != phaseTracker_->battleResult()) {
            phaseTracker_->setBattleOver(result);
            updateTurn();
        }
    });
    sync_->showObjectives(victory->standing());
    order->setObjectName("orderOfBattleDock");
    inspector->setObjectName("unitInspectorDock");
    dice->setObjectName("diceTrayDock");
    journal->setObjectName("journalDock");
    // The phase on the left; the selected unit, the journal, the dice and the
    // forces on the right, so the table keeps the middle at 1366 x 768.
    addDockWidget(Qt::LeftDockWidgetArea, phaseTracker_);
    // How the game is won and how it stands, under the phase.
    addDockWidget(Qt::LeftDockWidgetArea, victory);
    addDockWidget(Qt::RightDockWidgetArea, inspector);
    addDockWidget(Qt::RightDockWidgetArea, journal);
    tabifyDockWidget(journal, dice);
    tabifyDockWidget(dice, order);
    // The briefing beside the phase, one click away all game.
    addDockWidget(Qt::LeftDockWidgetArea, briefing_);
    tabifyDockWidget(phaseTracker_, briefing_);
    phaseTracker_->raise();
    journal->raise();
    docks_ = {phaseTracker_, briefing_, inspector, journal, dice, order, victory};
    createTeachingDocks(journal, inspector);
    // A lesson's text needs the height of a column: it shares the victory
    // conditions' place as a tab, raised when a lesson is chosen.
    tabifyDockWidget(victory, lessons_);
}

const Scenario* MainWindow::scenario() const {
    return session_->hasGame() ? session_->setup().scenario.get() : nullptr;
}

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

// --- files ---------------------------------------------------------------------

QString MainWindow::newGame(const QString& scenarioPath, quint64 seed,
                            const std::map<std::string, std::string>& readings) {
    const QString problems = session_->newGame(scenarioPath, seed, readings);
    if (problems.isEmpty()) {
        showPage(Page::Table);
        afterOpening(scenarioPath);
        statusBar()->showMessage(
            tr("New game on %1 (seed %2)").arg(QFileInfo(scenarioPath).fileName()).arg(seed), 8000);
        // A map image that is not there, above all: the table is bare, and why.
        const QString warnings = openingWarnings(*session_, *scene_);
        if (!warnings.isEmpty()) {
            showProblem(tr("Opened with warnings"),
                        tr("%1 was opened, with warnings.").arg(QFileInfo(scenarioPath).fileName()),
                        warnings);
        }
    }
    return problems;
}

QString MainWindow::openGame(const QString& savePath) {
    const QString problems = session_->open(savePath);
    if (problems.isEmpty()) {
        showPage(Page::Table);
        showTwoPlayerDock();
        updateCover();
        afterOpening(savePath);
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(savePath).fileName()), 8000);
        if (session_->isDamaged()) {
            askAboutDamagedGame(savePath);
        } else if (const QString warnings = openingWarnings(*session_, *scene_);
                   !warnings.isEmpty()) {
            showProblem(tr("Opened with warnings"),
                        tr("%1 was opened, with warnings.").arg(QFileInfo(savePath).fileName()),
                        warnings);
        }
    }
    return problems;
}

QString MainWindow::openFile(const QString& path) {
    // A named pipe or a device is never opened: reading one would wait for
    // a writer. The refusal names it for what it is.
    if (identifyFile(path.toStdString()).content == FileContent::Special) {
        return path + QStringLiteral(": error: is not a regular file");
    }
    if (path.endsWith(".turn.jsonl", Qt::CaseInsensitive)) {
        return openTurnFile(path);
    }
    if (path.endsWith(".scenario.json", Qt::CaseInsensitive)) {
        // A fresh seed for each new game; it is saved with the game, so a
        // replay throws the same dice.
        return newGame(path, QRandomGenerator::global()->bounded(1u, 1000000000u));
    }
    return openGame(path);
}

void MainWindow::afterOpening(const QString& path) {
    recent_->add(path);
    lastFolder_ = QFileInfo(path).absolutePath();
    // Saved games are offered where the player keeps them, never among the
    // shipped scenarios.
    if (!path.endsWith(".scenario.json", Qt::CaseInsensitive) &&
        folders_.originOf(path) == UserFolders::Origin::Elsewhere) {
        lastSaveFolder_ = lastFolder_;
    }
}

QString MainWindow::saveGameAs(const QString& path) {
    const QString error = session_->saveAs(path);
    if (error.isEmpty()) {
        afterOpening(path);
        statusBar()->showMessage(tr("Saved to %1").arg(QFileInfo(path).fileName()), 8000);
    }
    return error;
}

QString MainWindow::exportPng(const QString& path) {
    if (!session_->hasGame()) {
        return tr("There is no game to export.");
    }
    return TableExport::toPng(*scene_, scene_->sceneRect(), path);
}

QString MainWindow::exportPdf(const QString& path) {
    if (!session_->hasGame()) {
        return tr("There is no game to export.");
    }
    const QString title = QString::fromStdString(session_->setup().scenario->title);
    return TableExport::toPdf(*scene_, scene_->sceneRect(), path,
                              tr("%1, bound %2").arg(title).arg(session_->state().bound()));
}

// --- what the window shows -----------------------------------------------------------

void MainWindow::onGameReplaced() {
    const GameSetup& setup = session_->setup();
    distances_ = DistanceFormat(settings_.metric, GroundScale::of(setup));
    // A game opened from a file goes on where it was; startGame waits again.
    waitingToBegin_ = false;
    briefing_->setWaitingToBegin(false);
    // A game begun elsewhere than on the start page's cards (a lesson, a
    // file dropped): the table shows it.
    if (page_ == Page::Start) {
        showPage(Page::Table);
    }
    updateBriefing();
    updateComputerHold();
    updateActions();
    updateTitle();
    updateTurn();
    // A game between two people begun on the start page (joined live, or
    // from a turn file) shows its panel once the table is shown.
    showTwoPlayerDock();
    updateCover();
}

void MainWindow::applySettings(const DisplaySettings& settings) {
    settings_ = settings;
    session_->setDefaultFigureScale(settings_.defaultFigureScale);
    scene_->setSideColours(settings_.sideColours);
    distances_ = DistanceFormat(settings_.metric, distances_.ground());
    updateEditorDistances();
    session_->setMetricDistances(settings_.metric);
    tools_->setMetric(settings_.metric);
    applyTextSize(settings_.textScale);
    sync_->syncAllUnits();
    scene_->update();
}

void MainWindow::updateTitle() {
    if (editing_ && editor_->session().hasScenario()) {
        const EditorSession& editing = editor_->session();
        const QString file = editing.filePath().isEmpty()
                                 ? tr("Unsaved scenario")
                                 : QFileInfo(editing.filePath()).fileName();
        setWindowTitle(tr("%1[*] - editing %2 - Adjutant")
                           .arg(file, QString::fromStdString(editing.scenario().title)));
        setWindowModified(editing.isModified());
        return;
    }
    if (!session_->hasGame()) {
        setWindowTitle(tr("Adjutant"));
        setWindowModified(false);
        return;
    }
    const QString file = session_->filePath().isEmpty()
                             ? tr("Unsaved game")
                             : QFileInfo(session_->filePath()).fileName();
    const QString scenario = QString::fromStdString(session_->setup().scenario->title);
    // "[*]" is where Qt puts the modified mark.
    setWindowTitle(tr("%1[*] - %2 - Adjutant").arg(file, scenario));
    setWindowModified(session_->isModified());
}

void MainWindow::updateTurn() {
    if (const Match* match = session_->match()) {
        turnLabel_->setText(
            TwoPlayerText::statusLine(*match, match->setup().way == MatchWay::ByFile));
        return;
    }
    const TurnSummary summary = TurnSummary::of(*session_);
    if (!summary.valid) {
        turnLabel_->clear();
        return;
    }
    if (const QString result = phaseTracker_ ? phaseTracker_->battleResult() : QString();
        !result.isEmpty()) {
        turnLabel_->setText(tr("The battle is over: %1").arg(result));
        return;
    }
    const TurnSummary::Step* step = summary.currentStep();
    const QString bound = summary.playerTurn.isEmpty()
                              ? tr("Bound %1").arg(summary.bound)
                              : tr("Bound %1 (%2)").arg(summary.bound).arg(summary.playerTurn);
    turnLabel_->setText(
        tr("%1 · %2 · to act: %3")
            .arg(bound, step ? step->name : tr("no sequence of play"), summary.toAct));
}

void MainWindow::showCursor(QPointF tableInches) {
    const Scenario* shown =
        editing_ ? (editor_->session().hasScenario() ? &editor_->session().scenario() : nullptr)
                 : scenario();
    if (!shown) {
        return;
    }
    const Table& table = shown->table;
    const bool onTable = tableInches.x() >= 0 && tableInches.y() >= 0 &&
                         tableInches.x() <= table.width && tableInches.y() <= table.height;
    if (!onTable) {
        cursorLabel_->clear();
        return;
    }
    cursorLabel_->setText((editing_ ? editorDistances_ : distances_).position(tableInches));
}

void MainWindow::updateEditorDistances() {
    const EditorSession& editing = editor_->session();
    const RulesetDefinition* ruleset = editing.hasScenario() ? editing.ruleset() : nullptr;
    if (!ruleset) {
        editorDistances_ = DistanceFormat(settings_.metric, GroundScale{});
        return;
    }
    GameSetup setup;
    setup.scenario = std::make_shared<const Scenario>(editing.scenario());
    setup.ruleset = ruleset;
    editorDistances_ = DistanceFormat(settings_.metric, GroundScale::of(setup));
}

void MainWindow::showProblem(const QString& title, const QString& summary, const QString& details) {
    lastProblem_ = title + '\n' + summary + '\n' + details;
    statusBar()->showMessage(summary, 10000);
    // Not modal: the table stays usable, and a script or test is never blocked.
    auto* box = new QMessageBox(QMessageBox::Warning, title, summary, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!details.isEmpty()) {
        box->setDetailedText(details);
        box->setInformativeText(details.section('\n', 0, 2));
    }
    makeTextsPlain(box);  // a problem quotes the file's own values
    box->open();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maySetScenarioAside() && maySetGameAside()) {
        event->accept();
    } else {
        event->ignore();
    }
}

bool MainWindow::maySetGameAside() {
    if (!session_->hasGame() || !session_->isModified()) {
        return true;
    }
    const auto answer = QMessageBox::question(
        this, tr("Unsaved game"),
        session_->filePath().isEmpty()
            ? tr("This game has never been saved. Save it before going on?")
            : tr("The last changes could not be written to %1. Save the game before going on?")
                  .arg(QFileInfo(session_->filePath()).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    if (answer == QMessageBox::Discard) {
        session_->discardAutosave();
        return true;
    }
    return false;
}

}  // namespace adjutant::ui
