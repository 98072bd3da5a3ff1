// Solo play in the main window: who plays each side (New game..., Game >
// Players...), the computer's orders shown one at a time with its speed,
// Pause and Next order, and Game > Simulate battles...
#include <QAction>
#include <QActionGroup>
#include <QFileInfo>
#include <QMenu>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QStatusBar>
#include <iterator>

#include "core/io/ScenarioReader.h"
#include "core/model/DisplayName.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/UnitNames.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/window/FileKindText.h"
#include "ui/window/MainWindow.h"
#include "ui/window/NewGameDialog.h"
#include "ui/window/ProblemText.h"
#include "ui/window/SimulateDialog.h"

namespace adjutant::ui {

namespace {

QStringList sideNames(const Scenario& scenario) {
    QStringList names;
    for (const Side& side : scenario.sides) {
        names << QString::fromStdString(displayName(side));
    }
    return names;
}

}  // namespace

void MainWindow::createSoloActions(QMenu* game) {
    game->addSeparator();
    QAction* players = game->addAction(tr("P&layers..."), this, &MainWindow::choosePlayers);
    players->setObjectName("choosePlayers");
    players->setToolTip(tr("Choose who gives each side's orders: a person or the computer"));

    QMenu* speed = game->addMenu(tr("Computer &speed"));
    speed->setObjectName("computerSpeedMenu");
    auto* speeds = new QActionGroup(this);
    const std::pair<ComputerTurns::Speed, QString> choices[] = {
        {ComputerTurns::Speed::StepByStep, tr("Step by step (Next order)")},
        {ComputerTurns::Speed::Normal, tr("Normal")},
        {ComputerTurns::Speed::Fast, tr("Fast")}};
    const char* names[] = {"computerSpeedStepByStep", "computerSpeedNormal", "computerSpeedFast"};
    for (std::size_t i = 0; i < std::size(choices); ++i) {
        QAction* choice = speed->addAction(choices[i].second);
        choice->setObjectName(QString::fromLatin1(names[i]));
        choice->setCheckable(true);
        choice->setChecked(choices[i].first == computer_->speed());
        speeds->addAction(choice);
        connect(choice, &QAction::triggered, this,
                [this, value = choices[i].first] { computer_->setSpeed(value); });
    }
    QAction* next = game->addAction(tr("Ne&xt order"), this, [this] { computer_->nextOrder(); });
    next->setObjectName("nextOrder");
    next->setShortcut(QKeySequence(Qt::Key_F9));
    next->setToolTip(tr("Give the computer's next order now"));
    QAction* pause = game->addAction(tr("&Pause computer"));
    pause->setObjectName("pauseComputer");
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(Qt::Key_Pause));
    pause->setIconText(tr("Pause"));
    pause->setToolTip(tr("Stop the computer until pressed again"));
    connect(pause, &QAction::toggled, computer_, &ComputerTurns::setPaused);

    game->addSeparator();
    QAction* simulate =
        game->addAction(tr("Si&mulate battles..."), this, [this] { showSimulateDialog(); });
    simulate->setObjectName("simulateBattles");
    simulate->setToolTip(tr("Play many computer-versus-computer games and chart the results"));

    connect(computer_, &ComputerTurns::orderGiven, this,
            [this](const QString& /*unitId*/, const QString& note) {
                lastComputerOrder_ = UnitNames(session_->state()).inText(note);
            });
    connect(computer_, &ComputerTurns::activityChanged, this, &MainWindow::showComputerActivity);
    connect(computer_, &ComputerTurns::gameDecided, this, [this](const QString& summary) {
        statusBar()->showMessage(tr("Game over: %1").arg(summary));
    });
    connect(session_, &GameSession::commandersChanged, this, &MainWindow::updateActions);
}

void MainWindow::updateSoloActions() {
    const bool game = session_->hasGame() && page_ == Page::Table;
    const bool computer = game && (session_->commanderFor(0) || session_->commanderFor(1));
    const bool busy = computer && computer_->isBusy();
    // While the computer's orders for the step are still to come, the step
    // is not resolved and no command is undone under it.
    if (busy) {
        for (const char* name : {"giveDefaultOrders", "resolveStep", "playStep"}) {
            action(name)->setEnabled(false);
        }
        if (!computer_->isPaused()) {
            action("undo")->setEnabled(false);
            action("redo")->setEnabled(false);
        }
    }
    action("choosePlayers")->setEnabled(game);
    action("nextOrder")->setEnabled(computer && computer_->ordersWaiting() > 0);
    QAction* pause = action("pauseComputer");
    pause->setEnabled(computer);
    const QSignalBlocker quiet(pause);
    pause->setChecked(computer_->isPaused());
}

void MainWindow::showComputerActivity() {
    const QString text = computer_->activityText();
    phaseTracker_->setComputerActivity(text);
    if (!text.isEmpty()) {
        // While it orders, the status bar also reads its last order's reason.
        statusBar()->showMessage(computer_->actingSide() >= 0 && !lastComputerOrder_.isEmpty()
                                     ? tr("%1 Last: %2").arg(text, lastComputerOrder_)
                                     : text);
    } else {
        lastComputerOrder_.clear();
        if (statusBar()->currentMessage().startsWith(tr("Computer"))) {
            statusBar()->clearMessage();
        }
    }
    updateActions();
}

void MainWindow::startGameWithPlayers(const QString& scenarioPath,
                                      const std::map<std::string, std::string>& readings) {
    // The sides' names for the dialog; a scenario that cannot be read is
    // reported by startGame below with all its problems.
    Diagnostics ignored;
    const std::optional<Scenario> scenario =
        readScenarioFile(scenarioPath.toStdString(), rulesets_, ignored);
    SidePlayers players;
    quint64 seed = 0;
    std::map<std::string, std::string> chosen = readings;
    if (scenario && scenario->sides.size() >= 2) {
        NewGameDialog dialog(sideNames(*scenario), {},
                             QRandomGenerator::global()->bounded(1u, 1000000000u), true, this);
        // The readings of the rules the game is played by (House rules...).
        if (const RulesetDefinition* ruleset = rulesets_.find(scenario->ruleset)) {
            dialog.offerHouseRules(*ruleset, scenario->options, readings, folders_.rulesets(),
                                   &rulesets_);
            connect(&dialog, &NewGameDialog::ruleRequested, this, &MainWindow::showRule);
        }
        if (dialog.exec() != QDialog::Accepted) {
            return;
        }
        players = dialog.players();
        seed = dialog.seed();
        chosen = dialog.readings();
    }
    if (const QString problems = startGame(scenarioPath, players, seed, chosen);
        !problems.isEmpty()) {
        showProblem(tr("Cannot start the game"),
                    refusalText(scenarioPath, problems) + ' ' + tr("The present game is kept."),
                    problems);
    }
}

void MainWindow::choosePlayers() {
    if (!session_->hasGame()) {
        return;
    }
    NewGameDialog dialog(sideNames(*session_->setup().scenario), session_->commanders(),
                         session_->setup().seed, false, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    if (const QString error = session_->setCommanders(dialog.players()); !error.isEmpty()) {
        showProblem(tr("Cannot save the players"),
                    tr("The players were changed, but the file could not be written."), error);
    }
}

void MainWindow::undoCommand() {
    if (!session_->canUndo()) {
        session_->undo();  // says there is nothing to undo
        return;
    }
    // What the last command said ("... resolved") no longer holds.
    statusBar()->showMessage(tr("Undone; Redo (Ctrl+Y) gives it back"), 8000);
    // The computer's orders (they carry its reasons) go back all together:
    // undoing one of them would leave its side's orders half given.
    const Game& game = session_->game();
    if (game.command(game.cursor() - 1).note().empty()) {
        session_->undo();
        return;
    }
    while (session_->canUndo() && !game.command(game.cursor() - 1).note().empty()) {
        session_->undo();
    }
}

SimulateDialog* MainWindow::showSimulateDialog() {
    if (!simulate_) {
        simulate_ = new SimulateDialog(rulesets_, *session_, this);
    }
    simulate_->show();
    simulate_->raise();
    return simulate_;
}

}  // namespace adjutant::ui
