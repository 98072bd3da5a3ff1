#pragma once

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMouseEvent>
#include <QProcess>
#include <QTemporaryDir>
#include <QWidget>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant::testing {

/// The shipped rulesets, loaded once (the same registry the game tests use).
inline const RulesetRegistry& editorRulesets() {
    return gameTestRulesets();
}

/// Sends a real mouse event to a table view's viewport at a point of the table.
inline void sendMouse(ui::TableView& view, QEvent::Type type, QPointF tableInches,
                      Qt::MouseButton button = Qt::LeftButton) {
    QWidget* viewport = view.viewport();
    const QPointF at = view.mapFromScene(tableInches);
    const Qt::MouseButtons held =
        type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(button);
    QMouseEvent event(type, at, viewport->mapToGlobal(at),
                      type == QEvent::MouseMove ? Qt::NoButton : button, held, Qt::NoModifier);
    QApplication::sendEvent(viewport, &event);
}

/// A click as the player makes it: press and release at one point.
inline void click(ui::TableView& view, QPointF tableInches) {
    sendMouse(view, QEvent::MouseButtonPress, tableInches);
    sendMouse(view, QEvent::MouseButtonRelease, tableInches);
}

/// A double click: a click, then the second press arrives as a double click.
inline void doubleClick(ui::TableView& view, QPointF tableInches) {
    click(view, tableInches);
    sendMouse(view, QEvent::MouseButtonDblClick, tableInches);
    sendMouse(view, QEvent::MouseButtonRelease, tableInches);
}

/// Press, move and release: a drag.
inline void drag(ui::TableView& view, QPointF from, QPointF to) {
    sendMouse(view, QEvent::MouseButtonPress, from);
    sendMouse(view, QEvent::MouseMove, (from + to) / 2);
    sendMouse(view, QEvent::MouseMove, to);
    sendMouse(view, QEvent::MouseButtonRelease, to);
}

/// The main window in edit mode on a new Tricorne scenario on a 72 x 48 table,
/// made through the New scenario wizard as a player makes it.
struct EditorWindow {
    QApplication& app = appWithPrivateSettings();
    ui::MainWindow window{editorRulesets()};
    ui::ScenarioEditor& editor = window.scenarioEditor();

    explicit EditorWindow(const QString& title = "Test of the editor") {
        window.resize(1366, 768);
        window.show();
        window.action("newScenario")->trigger();
        auto* wizard = window.findChild<ui::NewScenarioWizard*>("newScenarioWizard");
        if (!wizard) {
            ADD_FAILURE() << "the New scenario wizard did not open";
            return;
        }
        auto* ruleset = wizard->findChild<QComboBox*>("ruleset");
        ruleset->setCurrentIndex(ruleset->findData("tricorne"));
        wizard->findChild<QLineEdit*>("title")->setText(title);
        wizard->accept();
        QApplication::processEvents();
        // The view is laid out and fitted to the table, as on screen.
        editor.view()->fitTable();
    }

    const Scenario& scenario() const { return editor.session().scenario(); }
    ui::TableView& view() const { return *editor.view(); }

    /// Gives both sides the tutorial's forces, so that the scenario can be
    /// played, saves it as `name` in a folder of its own and has
    /// `adjutant-cli validate` accept it.
    void saveAndValidate(const QString& name) {
        ASSERT_EQ(editor.importOrderOfBattle(QString(adjutant::testResourceDir()) +
                                             "/orders-of-battle/tricorne-galgenberg.oob.csv"),
                  QString());
        QTemporaryDir saved;
        const QString path = saved.filePath(name);
        ASSERT_EQ(editor.saveAs(path), QString());
        QProcess cli;
        cli.start(adjutant::testCliProgram(), {"validate", path});
        ASSERT_TRUE(cli.waitForFinished(60000));
        EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardOutput().toStdString()
                                     << cli.readAllStandardError().toStdString();
    }
};

}  // namespace adjutant::testing
