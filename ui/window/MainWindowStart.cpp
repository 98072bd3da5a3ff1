// The main window's pages and the way into a game: the start page (File > New
// game...), the scenario's briefing before bound 1, and which page the centre
// of the window shows (the start page, the table, or the scenario editor).
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include "core/io/ScenarioReader.h"
#include "ui/docks/BriefingDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/items/BriefingMarksItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/session/VictoryText.h"
#include "ui/start/BriefingText.h"
#include "ui/start/StartPage.h"
#include "ui/tools/TableTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/FileKindText.h"
#include "ui/window/HouseRulesDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"
#include "ui/window/RecentFiles.h"
#include "ui/window/TableSync.h"

namespace adjutant::ui {

void MainWindow::createStartPage() {
    startPage_ = new StartPage(rulesets_, this);
    centre_->insertWidget(0, startPage_);
    connect(startPage_, &StartPage::playRequested, this,
            [this](const QString& path, const SidePlayers& players) {
                if (!anyComputer(players)) {
                    // Two people: hidden orders and shared dice, on one screen or apart.
                    chooseTwoPlayerGame(path);
                    return;
                }
                if (!maySetGameAside()) {
                    return;
                }
                if (const QString problems = startGame(path, players); !problems.isEmpty()) {
                    showProblem(tr("Cannot start the game"),
                                refusalText(path, problems) + ' ' + tr("The present game is kept."),
                                problems);
                }
            });
    // A card's House rules...: the readings first, then the game as Play starts it.
    connect(startPage_, &StartPage::playWithHouseRulesRequested, this,
            [this](const QString& path, const SidePlayers& players) {
                Diagnostics ignored;  // a scenario that cannot be read is refused below
                const std::optional<Scenario> scenario =
                    readScenarioFile(path.toStdString(), rulesets_, ignored);
                const RulesetDefinition* ruleset =
                    scenario ? rulesets_.find(scenario->ruleset) : nullptr;
                std::map<std::string, std::string> readings;
                if (ruleset) {
                    HouseRulesDialog dialog(*ruleset, scenario->options, {}, true, this);
                    dialog.setHouseRulesFolder(folders_.rulesets(), &rulesets_);
                    connect(&dialog, &HouseRulesDialog::ruleRequested, this, &MainWindow::showRule);
                    if (dialog.exec() != QDialog::Accepted) {
                        return;
                    }
                    readings = dialog.readings();
                }
                if (!anyComputer(players)) {
                    chooseTwoPlayerGame(path, readings);
                    return;
                }
                if (!maySetGameAside()) {
                    return;
                }
                if (const QString problems = startGame(path, players, 0, readings);
                    !problems.isEmpty()) {
                    showProblem(tr("Cannot start the game"),
                                refusalText(path, problems) + ' ' + tr("The present game is kept."),
                                problems);
                }
            });
    connect(startPage_, &StartPage::continueRequested, this, &MainWindow::openRecent);
    connect(startPage_, &StartPage::openFileRequested, this, &MainWindow::chooseGameToOpen);
    connect(startPage_, &StartPage::libraryRequested, this, &MainWindow::chooseFromLibrary);
    connect(startPage_, &StartPage::twoPlayersRequested, this,
            [this](const QString& path) { chooseTwoPlayerGame(path); });
    connect(startPage_, &StartPage::lessonsRequested, this, &MainWindow::openLessons);
    connect(startPage_, &StartPage::backRequested, this, [this] { showPage(Page::Table); });

    briefing_ = new BriefingDock(this);
    connect(briefing_, &BriefingDock::begun, this, &MainWindow::beginBattle);
    connect(briefing_, &BriefingDock::objectiveRequested, this, &MainWindow::showObjective);
    // The objectives are marked on the table while the briefing is in sight.
    connect(briefing_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (briefingMarks_) {
            briefingMarks_->setVisible(visible);
        }
    });
    // The scene deletes its items when it shows a new game; the marks come back.
    connect(sync_, &TableSync::tableRebuilt, this, [this] {
        briefingMarks_ = new BriefingMarksItem;
        briefingMarks_->setVisible(briefing_->isVisible());
        scene_->addItem(briefingMarks_);
        updateBriefing();
    });
}

void MainWindow::showStartPage() {
    startPage_->setRecentFiles(recent_->files());
    startPage_->setGameOpen(session_->hasGame());
    startPage_->refresh();
    showPage(Page::Start);
}

bool MainWindow::isStartPageShown() const {
    return page_ == Page::Start;
}

QString MainWindow::startGame(const QString& scenarioPath, const SidePlayers& players, quint64 seed,
                              const std::map<std::string, std::string>& readings) {
    if (seed == 0) {
        // A fresh seed for each game; it is saved with the game, so a replay
        // throws the same dice.
        seed = QRandomGenerator::global()->bounded(1u, 1000000000u);
    }
    if (const QString problems = newGame(scenarioPath, seed, readings); !problems.isEmpty()) {
        return problems;
    }
    // Held before the computer is given its sides: it waits for the briefing.
    waitingToBegin_ = true;
    updateComputerHold();
    SidePlayers seeded = players;
    for (std::optional<CommanderSettings>& player : seeded) {
        if (player) {
            player->seed = seed;
        }
    }
    if (anyComputer(seeded)) {
        if (const QString error = session_->setCommanders(seeded); !error.isEmpty()) {
            showProblem(tr("Cannot save the players"),
                        tr("The players were set, but the file could not be written."), error);
        }
    }
    updateBriefing();
    briefing_->setWaitingToBegin(true);
    if (!tableFirst_) {
        briefing_->show();
        briefing_->raise();
        if (!compactDocks_) {
            resizeDocks({briefing_}, {std::min(kBriefingWidth, width() / 3)}, Qt::Horizontal);
        }
    }
    statusBar()->showMessage(tr("Read the briefing, then begin the battle"), 10000);
    return {};
}

bool MainWindow::isWaitingToBegin() const {
    return waitingToBegin_;
}

void MainWindow::beginBattle() {
    waitingToBegin_ = false;
    briefing_->setWaitingToBegin(false);
    if (!tableFirst_) {
        phaseTracker_->show();
        phaseTracker_->raise();
    }
    arrangeDocks(compactDocks_);
    // The phase is narrower than the briefing was: the table takes the room.
    QTimer::singleShot(0, view_, &TableView::fitTable);
    updateComputerHold();
    statusBar()->showMessage(tr("Bound 1 begins"), 8000);
}

void MainWindow::updateBriefing() {
    if (!session_->hasGame()) {
        briefing_->setBriefing({});
        return;
    }
    // A lesson is led by the Lessons dock; a briefing of who plays and how
    // a battle is won has nothing to say about it.
    if (session_->isLesson()) {
        briefing_->setBriefing({});
        briefing_->hide();
        return;
    }
    const Scenario& scenario = *session_->setup().scenario;
    briefing_->setBriefing(
        briefingHtml(scenario, session_->setup().ruleset, session_->commanders(),
                     victoryConditionsText(scenario, rulesBreakPoint(session_->setup().ruleset))));
    if (briefingMarks_) {
        QList<BriefingMarksItem::Mark> marks;
        for (const Objective& objective : scenario.objectives) {
            BriefingMarksItem::Mark mark;
            mark.id = QString::fromStdString(objective.id);
            mark.name =
                QString::fromStdString(objective.name.empty() ? objective.id : objective.name);
            for (const Vec2& point : objective.outline) {
                mark.outline << QPointF(point.x, point.y);
            }
            marks << mark;
        }
        briefingMarks_->setMarks(marks);
    }
}

void MainWindow::showObjective(const QString& objectiveId) {
    if (!briefingMarks_ || page_ != Page::Table) {
        return;
    }
    briefingMarks_->setHighlighted(objectiveId);
    briefingMarks_->setVisible(true);
    const QRectF area = briefingMarks_->areaOf(objectiveId);
    const QRectF seen = view_->mapToScene(view_->viewport()->rect()).boundingRect();
    if (area.width() > seen.width() * 0.8 || area.height() > seen.height() * 0.8) {
        view_->fitInView(area.adjusted(-6, -6, 6, 6), Qt::KeepAspectRatio);
    } else {
        view_->centerOn(area.center());
    }
}

void MainWindow::openLessons(const QString& rulesetId) {
    // The lessons dock is the Help menu's (Help > Lessons...): it lists every
    // ruleset's course, this one among them.
    if (QAction* lessons = action(QStringLiteral("lessons"))) {
        if (session_->hasGame()) {
            showPage(Page::Table);
        }
        lessons->trigger();
        return;
    }
    statusBar()->showMessage(tr("The lessons for %1 are not installed").arg(rulesetId), 10000);
}

void MainWindow::updateComputerHold() {
    // The computer plays only where the player can follow it, once begun.
    if (computer_) {
        computer_->setHeld(page_ != Page::Table || waitingToBegin_);
    }
}

void MainWindow::showPage(Page page) {
    if (page == page_) {
        updateComputerHold();
        updateActions();
        updateTitle();
        return;
    }
    if (page_ == Page::Table) {
        tools_->activeTool()->cancel();
        docksShownBeforeEditing_.clear();
        for (QDockWidget* dock : docks_) {
            if (!dock->isHidden()) {
                docksShownBeforeEditing_ << dock;
            }
            dock->hide();
        }
    }
    if (page_ == Page::Editor) {
        for (QDockWidget* dock : editor_->docks()) {
            dock->hide();
        }
    }
    page_ = page;
    editing_ = page == Page::Editor;
    switch (page) {
        case Page::Table:
            if (!tableFirst_) {
                for (QDockWidget* dock : docksShownBeforeEditing_) {
                    dock->show();
                }
                // Arranged for another window size while out of sight.
                if (docksNeedSizing_) {
                    arrangeDocks(compactDocks_);
                }
            }
            centre_->setCurrentWidget(view_);
            break;
        case Page::Editor:
            for (QDockWidget* dock : editor_->docks()) {
                dock->show();
            }
            editor_->docks().at(0)->raise();
            centre_->setCurrentWidget(editor_->view());
            break;
        case Page::Start:
            centre_->setCurrentWidget(startPage_);
            break;
    }
    const bool table = page == Page::Table;
    findChild<QToolBar*>(QStringLiteral("mainToolBar"))->setVisible(table);
    panelStrip_->setVisible(table && tableFirst_);
    turnLabel_->setVisible(table);  // the bound and step are the game's
    editor_->toolBar()->setVisible(editing_);
    for (QMenu* menu : gameMenus_) {
        menu->menuAction()->setVisible(table);
    }
    updateComputerHold();
    updateActions();
    updateTitle();
}

}  // namespace adjutant::ui
