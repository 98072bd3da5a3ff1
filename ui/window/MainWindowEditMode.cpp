// The main window's edit mode: the Scenario menu and switching between the
// game and the scenario editor.
#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/start/ScenarioFacts.h"
#include "ui/tools/TableTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/FileKindText.h"
#include "ui/window/MainWindow.h"
#include "ui/window/NewGameDialog.h"
#include "ui/window/ProblemText.h"

namespace adjutant::ui {

void MainWindow::createScenarioMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&Scenario"));
    menu->setObjectName("scenarioMenu");
    QAction* create = menu->addAction(tr("&New scenario..."), this, &MainWindow::chooseNewScenario);
    create->setObjectName("newScenario");
    QAction* editGame = menu->addAction(tr("&Edit this game's scenario"), this, [this] {
        const QString problem = editGameScenario();
        if (!problem.isEmpty()) {
            showProblem(tr("The scenario cannot be edited"), problem, {});
        }
    });
    editGame->setObjectName("editGameScenario");
    menu->addActions(editor_->menuActions());
    menu->addSeparator();
    QAction* leave = menu->addAction(tr("&Back to the game"), this, [this] {
        if (maySetScenarioAside()) {
            setEditing(false);
        }
    });
    leave->setObjectName("leaveEditor");

    for (QDockWidget* dock : editor_->docks()) {
        addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->hide();
    }
    tabifyDockWidget(editor_->docks().at(0), editor_->docks().at(1));
    tabifyDockWidget(editor_->docks().at(1), editor_->docks().at(2));
    addToolBar(editor_->toolBar());
    editor_->toolBar()->hide();

    connect(&editor_->session(), &EditorSession::scenarioReplaced, this,
            [this] { setEditing(true); });
    connect(&editor_->session(), &EditorSession::fileStateChanged, this, [this] {
        if (editing_) {
            updateTitle();
        }
    });
    connect(editor_, &ScenarioEditor::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    // Play this scenario goes the way a scenario card's Play goes: who plays
    // each side first, then two people to the two-player choice, else a game
    // with the computer that opens on the briefing. Cancelled, the editor
    // stays as it was, its scenario saved and its history whole.
    connect(editor_, &ScenarioEditor::playRequested, this, [this](const QString& path) {
        QStringList sides;
        const Scenario& scenario = editor_->session().scenario();
        for (int side = 0; side < int(scenario.sides.size()); ++side) {
            sides << sideName(scenario, side);
        }
        // As a card offers it at first: a person against the computer.
        SidePlayers offered;
        offered[1] = CommanderSettings{Difficulty::Steady, 1};
        // Not modal to the program's event loop: the window goes on drawing,
        // and tests and scripts find the dialog (findChild) and answer it.
        auto* dialog = new NewGameDialog(
            sides, offered, QRandomGenerator::global()->bounded(1u, 1000000000u), true, this);
        dialog->setObjectName("playScenarioDialog");
        dialog->setWindowTitle(tr("Play this scenario"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // The readings of the rules the game is played by (House rules...).
        if (const RulesetDefinition* ruleset = rulesets_.find(scenario.ruleset)) {
            dialog->offerHouseRules(*ruleset, scenario.options, {}, folders_.rulesets(),
                                    &rulesets_);
            connect(dialog, &NewGameDialog::ruleRequested, this, &MainWindow::showRule);
        }
        connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
            const SidePlayers players = dialog->players();
            if (!anyComputer(players)) {
                // Two people: hidden orders and shared dice, on one screen or apart.
                chooseTwoPlayerGame(path, dialog->readings());
                return;
            }
            if (!maySetGameAside()) {
                return;
            }
            if (const QString problems = startGame(path, players, dialog->seed(),
                                                   dialog->readings());
                !problems.isEmpty()) {
                showProblem(tr("The scenario cannot be played"), refusalText(path, problems),
                            problems);
            }
        });
        dialog->open();
    });
}

void MainWindow::setEditing(bool editing) {
    // Out of the editor: the game if there is one, else where a game begins.
    // The game stays as it was meanwhile; the computer waits rather than play
    // on where the player cannot follow it (showPage holds it).
    showPage(editing ? Page::Editor : session_->hasGame() ? Page::Table : Page::Start);
}

QString MainWindow::editGameScenario() {
    if (!session_->hasGame()) {
        return tr("There is no game whose scenario could be edited.");
    }
    if (!maySetScenarioAside()) {
        return {};
    }
    editor_->session().editScenario(*session_->setup().scenario, {}, session_->scenarioFolder());
    return {};
}

void MainWindow::chooseNewScenario() {
    if (!maySetScenarioAside()) {
        return;
    }
    // Not modal: a test or script finds it by its object name and accepts it.
    auto* wizard = new NewScenarioWizard(rulesets_, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // Made on Finish: a refusal keeps the wizard open with what was entered.
    wizard->setMaker([this](const NewScenarioSpec& spec) { return editor_->newScenario(spec); });
    wizard->open();
}

bool MainWindow::maySetScenarioAside() {
    EditorSession& editing = editor_->session();
    if (!editing.hasScenario() || !editing.isModified()) {
        return true;
    }
    const auto answer = QMessageBox::question(
        this, tr("Unsaved scenario"),
        tr("The scenario has edits that are not saved. Save them before going on?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return editor_->action("saveScenario") && [this] {
            editor_->action("saveScenario")->trigger();
            return !editor_->session().isModified();
        }();
    }
    return answer == QMessageBox::Discard;
}

}  // namespace adjutant::ui
