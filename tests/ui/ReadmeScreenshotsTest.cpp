// The pictures in the README, taken from the real main window at 1366 x 768 on
// the default scenario: scripts/screenshots runs this under Xvfb and writes
// them to docs/images. Without ADJUTANT_README_SCREENSHOTS the pictures are
// not written, but every scene is still set up and checked, so a change that
// breaks one of them fails here rather than in the README.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QSplitter>
#include <QTreeView>
#include <cstdlib>
#include <functional>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/JournalShotSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

// The seed of the pictured game: its default orders bring the lines to
// musket range by bound 2 and into melee in bound 3.
constexpr quint64 kSeed = 12;

class ReadmeScreenshots : public ::testing::Test {
  protected:
    void SetUp() override {
        testing::appWithPrivateSettings();
        window_ = std::make_unique<ui::MainWindow>(testing::gameTestRulesets());
        window_->resize(1366, 768);
        ASSERT_EQ(window_->newGame(testing::tutorialScenario(), kSeed), QString());
        window_->show();
        QCoreApplication::processEvents();
    }

    ui::MainWindow& window() { return *window_; }
    ui::GameSession& session() { return window_->session(); }

    /// Plays whole steps (default orders, then resolve) until `done` holds.
    bool playUntil(const std::function<bool()>& done, int most = 60) {
        for (int i = 0; i < most && !done(); ++i) {
            window().action("playStep")->trigger();
        }
        QCoreApplication::processEvents();
        return done();
    }
    bool atStep(const std::string& step, int bound) const {
        const GameState& state = window_->session().state();
        return state.bound() == bound && state.currentStep() != nullptr &&
               state.currentStep()->id == step;
    }
    QPointF centreOf(const QString& unitId) const {
        ui::UnitItem* item = window_->tableScene()->unitItem(unitId);
        return item ? item->sceneBoundingRect().center() : QPointF();
    }
    /// Shows this part of the table (inches) in the view.
    void showArea(const QRectF& area) {
        window().tableView()->fitInView(area, Qt::KeepAspectRatio);
        QCoreApplication::processEvents();
    }
    void shoot(const QString& name) {
        EXPECT_TRUE(testing::takeScreenshot(window(), name + ".png"));
    }

    std::unique_ptr<ui::MainWindow> window_;
};

TEST_F(ReadmeScreenshots, TableMidGameWithArcAndBands) {
    // Bound 3, other firing, orders given: the lines face each other in range.
    ASSERT_TRUE(playUntil([&] { return atStep("firing", 3); }));
    window().action("giveDefaultOrders")->trigger();
    session().selectUnit("pr-ir18-1");
    ASSERT_EQ(session().selectedUnit(), "pr-ir18-1");
    const QRectF both = QRectF(centreOf("pr-ir18-1"), centreOf("au-ir-1")).normalized();
    showArea(both.adjusted(-12, -6, 12, 6));
    shoot("table-mid-game");
}

TEST_F(ReadmeScreenshots, JournalWithAnExplanationOpened) {
    ui::JournalDock* journal = window().findChild<ui::JournalDock*>("journalDock");
    ASSERT_NE(journal, nullptr);
    // The first bound in which a shot hit: its fire resolution, opened.
    QModelIndex shot;
    ASSERT_TRUE(playUntil([&] {
        shot = testing::latestHittingShot(*journal->model());
        return shot.isValid();
    })) << "no shot hit in the pictured game";
    testing::openInJournal(window(), *journal, shot);
    EXPECT_TRUE(journal->detail()->toPlainText().contains(" fires at "));
    const QString firer = shot.data(ui::JournalModel::kUnitRole).toString();
    if (!firer.isEmpty()) {
        showArea(QRectF(centreOf(firer) - QPointF(8, 7), QSizeF(16, 14)));
    }
    shoot("journal-explanation");
}

TEST_F(ReadmeScreenshots, ChargeBeingDeclared) {
    ui::ChargeTool& tool = window().toolBox()->chargeTool();
    window().toolBox()->activate(&tool);
    const auto at = [](QPointF table, Qt::MouseButton button) {
        ui::ToolMouseEvent event;
        event.table = table;
        event.button = button;
        event.buttons = button;
        event.pixelsPerInch = 20.0;
        return event;
    };
    // The first charge the referee allows, in the first bound that has one,
    // looked for as a player would: by dragging from each unit onto each enemy.
    QString charger;
    QString target;
    for (int bound = 2; bound <= 8 && charger.isEmpty(); ++bound) {
        ASSERT_TRUE(playUntil([&] { return atStep("declareCharges", bound); }));
        for (const Unit& from : session().state().units()) {
            for (const Unit& to : session().state().units()) {
                if (from.side == to.side || !charger.isEmpty()) {
                    continue;
                }
                const QString fromId = QString::fromStdString(from.id);
                const QString toId = QString::fromStdString(to.id);
                tool.mousePress(at(centreOf(fromId), Qt::LeftButton));
                tool.mouseMove(at(centreOf(toId), Qt::NoButton));
                if (tool.targetId() == toId && !tool.refusal().has_value()) {
                    charger = fromId;
                    target = toId;
                } else {
                    tool.cancel();
                }
            }
        }
    }
    ASSERT_FALSE(charger.isEmpty()) << "no charge is possible in the pictured game";
    const QPointF middle = (centreOf(charger) + centreOf(target)) / 2.0;
    showArea(QRectF(middle - QPointF(12, 10), QSizeF(24, 20)));
    shoot("charge-declared");
    tool.cancel();
}

TEST_F(ReadmeScreenshots, PhaseTrackerDuringMoraleChecks) {
    // The first morale checks with a test to make, before they are resolved.
    QLabel* agenda = window().phaseTracker()->agendaLabel();
    ASSERT_TRUE(playUntil([&] {
        return !agenda->isHidden() && session().state().currentStep()->id == "moraleChecks";
    }));
    const StepAgenda tests = session().referee()->stepAgenda(session().state());
    ASSERT_FALSE(tests.empty());
    const QString unit = QString::fromStdString(tests.front().unitId);
    session().selectUnit(unit);
    showArea(QRectF(centreOf(unit) - QPointF(12, 10), QSizeF(24, 20)));
    shoot("phase-tracker-morale");
}

}  // namespace
}  // namespace adjutant
