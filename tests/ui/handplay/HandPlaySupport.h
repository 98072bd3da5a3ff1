#pragma once

// A person at the table, for the HandPlay tests: the real MainWindow shown
// offscreen, driven only with the mouse and the keyboard (QTest events on the
// table's viewport, the Game menu's shortcuts, the context menus). What the
// test asks of the game (where a unit stands, which orders wait) it reads from
// the session; the choice of which unit to order is the test's, made with the
// referee's own verdicts so that the test plays a legal game whatever the dice.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <functional>
#include <optional>
#include <string>

#include "core/geometry/Wheel.h"
#include "core/referee/RulesetReferee.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/StandingOrdersOverlay.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant::testing {

inline QString shippedScenario(const char* file) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + file;
}

/// Makes the test application before the window.
struct HandPlayApp {
    HandPlayApp() { appWithPrivateSettings(); }
};

struct HandPlay : HandPlayApp {
    ui::MainWindow window;

    HandPlay(const QString& scenario, quint64 seed)
        : HandPlay(scenario, seed, gameTestRulesets(), builtinRulesetDescriptors()) {}
    /// A game played by the referees of `descriptors` (the test rulesets too,
    /// for instance) on rulesets read by their engines.
    HandPlay(const QString& scenario, quint64 seed, const RulesetRegistry& rulesets,
             const RulesetDescriptors& descriptors)
        : window(rulesets, descriptors) {
        window.resize(1400, 900);
        EXPECT_EQ(window.newGame(scenario, seed), QString());
        window.show();
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&window));
        view().setFocus();
        view().fitTable();
        QCoreApplication::processEvents();
    }

    ui::GameSession& session() const { return window.session(); }
    const GameState& state() const { return session().state(); }
    const RulesetReferee& referee() const { return *session().referee(); }
    ui::TableView& view() const { return *window.tableView(); }
    QWidget* viewport() const { return view().viewport(); }
    ui::ToolBox& tools() const { return *window.toolBox(); }
    const Unit& unit(const std::string& id) const { return *state().findUnit(id); }
    /// The ids of the game's units, in order: a command replaces the state, so
    /// a loop that orders units goes over their ids, never over the units.
    std::vector<std::string> unitIds() const {
        std::vector<std::string> ids;
        for (const Unit& u : state().units()) {
            ids.push_back(u.id);
        }
        return ids;
    }
    std::string step() const { return state().currentStep()->id; }
    QString status() const { return window.statusBar()->currentMessage(); }

    // --- where things are ------------------------------------------------------
    geometry::UnitLayout layout(const std::string& id) const {
        return *referee().picture(state(), id).layout;
    }
    QPointF centreOf(const std::string& id) const {
        const Vec2 c = layout(id).centre();
        return {c.x, c.y};
    }
    /// Brings a point of the table into view and gives its pixel on the viewport.
    QPoint pixelOf(QPointF table) {
        if (!viewport()->rect().adjusted(20, 20, -20, -20).contains(view().mapFromScene(table))) {
            view().centerOn(table);
            QCoreApplication::processEvents();
        }
        return view().mapFromScene(table);
    }

    // --- the mouse and the keyboard ---------------------------------------------
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        // A popup menu takes the window's activation with it; shortcuts need it back.
        if (QApplication::activeWindow() != &window) {
            QApplication::setActiveWindow(&window);
        }
        if (!view().hasFocus()) {
            view().setFocus();
        }
        QTest::keyClick(&view(), key, modifiers);
        QCoreApplication::processEvents();
    }
    /// Presses the first key combination of an action's shortcut, as a person does.
    void shortcut(const char* actionName) {
        const QAction* action = window.action(actionName);
        ASSERT_NE(action, nullptr) << actionName;
        ASSERT_FALSE(action->shortcut().isEmpty()) << actionName;
        const QKeyCombination combination = action->shortcut()[0];
        key(combination.key(), combination.keyboardModifiers());
    }
    void click(QPointF table, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        const QPoint at = pixelOf(table);
        QTest::mouseMove(viewport(), at);
        QTest::mouseClick(viewport(), Qt::LeftButton, modifiers, at);
        QCoreApplication::processEvents();
    }
    /// Presses at `from`, moves there in steps and releases at `to`.
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        const QPoint a = pixelOf(from);
        const QPoint b = view().mapFromScene(to);
        QTest::mouseMove(viewport(), a);
        QTest::mousePress(viewport(), Qt::LeftButton, modifiers, a);
        constexpr int kSteps = 8;
        for (int i = 1; i <= kSteps; ++i) {
            QTest::mouseMove(viewport(), a + (b - a) * i / kSteps);
        }
        QTest::mouseRelease(viewport(), Qt::LeftButton, modifiers, b);
        QCoreApplication::processEvents();
    }
    /// Presses at `from` and moves to `to` without releasing: the drag's ghost
    /// and the referee's verdict stay on the table until endDrag.
    void beginDrag(QPointF from, QPointF to) {
        const QPoint a = pixelOf(from);
        const QPoint b = view().mapFromScene(to);
        QTest::mouseMove(viewport(), a);
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, a);
        for (int i = 1; i <= 8; ++i) {
            QTest::mouseMove(viewport(), a + (b - a) * i / 8);
        }
        QCoreApplication::processEvents();
    }
    void endDrag(QPointF to) {
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, view().mapFromScene(to));
        QCoreApplication::processEvents();
    }
    /// Right-clicks a point and picks the menu entry whose text is `label`;
    /// the entries the menu showed, for a test that wants them.
    QStringList chooseFromMenu(QPointF table, const QString& label) {
        QStringList shown;
        bool picked = false;
        QTimer::singleShot(0, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu) {
                return;
            }
            for (QAction* action : menu->actions()) {
                shown << action->text();
                if (action->text() == label && action->isEnabled()) {
                    picked = true;
                    menu->setActiveAction(action);
                }
            }
            if (picked) {
                QTest::keyClick(menu, Qt::Key_Return);
            } else {
                menu->close();
            }
        });
        const QPoint at = pixelOf(table);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, viewport()->mapToGlobal(at));
        QApplication::sendEvent(viewport(), &event);
        QCoreApplication::processEvents();
        EXPECT_TRUE(picked) << "no enabled entry \"" << label.toStdString() << "\" in "
                            << shown.join(" | ").toStdString();
        return shown;
    }

    // --- the Game menu by its shortcuts -----------------------------------------
    std::size_t cursor() const { return session().game().cursor(); }
    void resolveStep() {
        const std::size_t before = cursor();
        shortcut("resolveStep");
        EXPECT_EQ(cursor(), before + 1)
            << "the step " << step() << " was not resolved: " << status().toStdString();
    }
    void giveDefaultOrders() { shortcut("giveDefaultOrders"); }
    void undo() { shortcut("undo"); }
    void redo() { shortcut("redo"); }
    /// Resolves steps until the game stands at `stepId`, giving the default
    /// orders in each step when `withOrders`; false after `limit` steps.
    bool advanceTo(const std::string& stepId, bool withOrders = false, int limit = 60) {
        for (int i = 0; i < limit && step() != stepId; ++i) {
            if (withOrders) {
                giveDefaultOrders();
            }
            resolveStep();
        }
        return step() == stepId;
    }
    /// Plays on with the default orders until `ready` says so at a step
    /// (asked before the orders of each step); false after `limit` steps.
    bool playUntil(const std::function<bool()>& ready, int limit = 400) {
        for (int i = 0; i < limit; ++i) {
            if (ready()) {
                return true;
            }
            giveDefaultOrders();
            resolveStep();
        }
        return ready();
    }

    // --- the referee's verdicts, to choose what to order -----------------------
    bool mayAct(const Unit& u) const { return !referee().whyCannotAct(state(), u.id); }
    std::optional<ManoeuvreOffer> dragOffer(const std::string& id, ManoeuvreDrag::Kind kind,
                                            const Pose& to, double angle = 0) const {
        ManoeuvreDrag drag;
        drag.kind = kind;
        drag.unitId = id;
        drag.to = to;
        drag.angleDegrees = angle;
        return referee().offerDrag(state(), drag);
    }
    std::vector<StandingOrder> ordersOf(const std::string& id) const {
        std::vector<StandingOrder> mine;
        for (const StandingOrder& order : referee().standingOrders(state())) {
            if (order.unitId == id) {
                mine.push_back(order);
            }
        }
        return mine;
    }
    /// The first legal entry of a unit's context menu in `group`, if any.
    std::optional<ManoeuvreOffer> menuOffer(const std::string& id, const std::string& group) const {
        for (const ManoeuvreOffer& offer : referee().offerManoeuvres(state(), id)) {
            if (offer.group == group && offer.verdict.legal) {
                return offer;
            }
        }
        return std::nullopt;
    }
};

}  // namespace adjutant::testing
