#include <gtest/gtest.h>

#include <QDir>
#include <QImage>
#include <QTreeView>
#include <cstdlib>

#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/DiceTrayDock.h"
#include "ui/docks/DieEntryDialog.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/OrderOfBattleDock.h"
#include "ui/docks/UnitInspectorDock.h"

namespace adjutant {
namespace {

// Grabs a widget at a dock's usual size; writes it as <name>.png into the
// folder named by ADJUTANT_DOCK_SCREENSHOTS when that is set, so the docks can
// be looked at (run under xvfb-run with QT_QPA_PLATFORM=xcb for real fonts).
void grab(QWidget& widget, const QString& name, QSize size) {
    widget.resize(size);
    widget.show();
    QApplication::processEvents();
    const QImage image = widget.grab().toImage();
    ASSERT_FALSE(image.isNull()) << name.toStdString();
    EXPECT_EQ(image.size(), size * widget.devicePixelRatioF());
    if (const char* folder = std::getenv("ADJUTANT_DOCK_SCREENSHOTS")) {
        QDir().mkpath(folder);
        EXPECT_TRUE(image.save(QDir(folder).filePath(name + ".png")));
    }
}

TEST(DockScreenshots, EveryDockRendersAfterAFewSteps) {
    testing::qtTestApp();
    ui::GameSession session(testing::dockTestRulesets());
    ASSERT_EQ(session.newGame(testing::defaultScenarioPath()), QString());
    ui::UnitInspectorDock inspector(session);
    ui::JournalDock journal(session);
    ui::DiceTrayDock dice(session);
    ui::OrderOfBattleDock order(session);
    // The first melee of the tutorial; then the steps up to its morale tests.
    const Resolution* melee = testing::playUntilResolution(session, "melee");
    ASSERT_NE(melee, nullptr);
    const Resolution copy = *melee;
    ASSERT_NE(testing::playUntilResolution(session, "moraleTest"), nullptr);
    // Show a unit that fought, which has casualties to explain.
    session.selectUnit(QString::fromStdString(copy.units.front()));

    grab(inspector, "unit-inspector", {360, 560});
    // The journal opened on the volley, as a player would look at it.
    ui::JournalModel& model = *journal.model();
    for (int row = model.rowCount() - 1; row >= 0; --row) {
        const QModelIndex step = model.index(row, 0);
        for (int r = 0; r < model.rowCount(step); ++r) {
            if (model.index(r, 0, step).data().toString() == QString::fromStdString(copy.summary)) {
                journal.view()->expand(model.index(r, 0, step));
                journal.view()->scrollTo(model.index(r, 0, step), QAbstractItemView::PositionAtTop);
                row = 0;
                break;
            }
        }
    }
    grab(journal, "journal", {560, 460});
    grab(dice, "dice-tray", {360, 360});
    grab(order, "order-of-battle", {360, 380});
    ui::DieEntryDialog dialog(
        QString::fromStdString(copy.rolls.empty() ? std::string("a test") : copy.rolls[0].purpose));
    grab(dialog, "die-entry", dialog.sizeHint().expandedTo({360, 10}));
}

}  // namespace
}  // namespace adjutant
