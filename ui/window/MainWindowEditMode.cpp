// The main window's edit mode: the Scenario menu and switching between the
// game and the scenario editor.
#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/tools/TableTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/FileKindText.h"
#include "ui/window/MainWindow.h"
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
    connect(editor_, &ScenarioEditor::playRequested, this, [this](const QString& path) {
        if (!maySetGameAside()) {
            return;
        }
        const QString problem = openFile(path);
        if (problem.isEmpty()) {
            setEditing(false);
        } else {
            showProblem(tr("The scenario cannot be played"), refusalText(path, problem), problem);
        }
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
