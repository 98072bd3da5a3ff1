// The table drawn on a screen scaled by 1, 1.5 or 2 (QT_SCALE_FACTOR; the
// test suite runs these with each): the names are drawn at the screen's own
// resolution where the labels were placed, and the stands where the units are.
#include <gtest/gtest.h>

#include <QImage>
#include <QTabBar>
#include <cmath>

#include "tests/ui/GameTestSupport.h"
#include "ui/items/LabelPlate.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ScreenRoom.h"

namespace adjutant {
namespace {

double scaleFactor() {
    bool number = false;
    const double factor = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&number);
    return number && factor > 0 ? factor : 1.0;
}

TEST(ScaleFactor, NamesAndStandsAreDrawnAtTheScreensResolution) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    window.show();
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 1), QString());
    ui::TableView& view = *window.tableView();
    view.fitInView(QRectF(20, 30, 24, 16), Qt::KeepAspectRatio);
    QCoreApplication::processEvents();
    const QImage image = view.viewport()->grab().toImage();
    const double ratio = scaleFactor();
    EXPECT_DOUBLE_EQ(image.devicePixelRatio(), ratio);
    EXPECT_NEAR(image.width(), view.viewport()->width() * ratio, 1.0);

    ui::UnitItem* item = window.tableScene()->unitItem("pr-ir18-1");
    ASSERT_NE(item, nullptr);
    ASSERT_NE(item->shownName(), nullptr);
    // The name's plate as drawn: a pixmap at the screen's own resolution.
    EXPECT_DOUBLE_EQ(item->shownName()->pixmap(ratio).devicePixelRatio(), ratio);
    const auto device = [&](QPointF logical) { return (logical * ratio).toPoint(); };
    // Inside the plate, left of its text: the pale plate over the table.
    const QPointF plate = view.mapFromScene(item->rearCentre()) + item->nameOffset() +
                          QPointF(-1.0, item->shownName()->size().height() / 2.0);
    EXPECT_GT(image.pixelColor(device(plate)).lightness(), 180)
        << "no name plate at " << plate.x() << ", " << plate.y();
    // The middle of the battalion: its side's colour (the symbol's lines aside).
    const QPointF body =
        view.mapFromScene(item->body().footprint.boundingRect().center() + QPointF(0.8, 0.0));
    const QColor unit = image.pixelColor(device(body));
    EXPECT_LT(unit.lightness(), 120) << unit.name().toStdString();
    EXPECT_GT(unit.blue(), unit.red());
}

// The window fits the smallest screen a player uses at this scale: a
// 1366 x 768 laptop at 100% and 150%, a 1920 x 1080 screen at 200%. Its
// least size (panels in one column, a game on the table) must fit, and the
// room it is given must not come out a pixel wider than the screen.
TEST(ScaleFactor, TheWindowFitsTheSmallestScreenAtThisScale) {
    testing::appWithPrivateSettings();
    const double ratio = scaleFactor();
    const QSize screen = ratio > 1.6 ? QSize(1920, 1080) : QSize(1366, 768);
    const QSize room(static_cast<int>(std::round(screen.width() / ratio)),
                     static_cast<int>(std::round(screen.height() / ratio)));
    const QSize given = ui::wholePixelRoom(room, ratio);
    EXPECT_LE(given.width() * ratio, screen.width());
    EXPECT_LE(given.height() * ratio, screen.height());

    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(given);
    window.show();
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 1), QString());
    QCoreApplication::processEvents();
    const QSize least = window.minimumSizeHint();
    EXPECT_LE(least.width(), given.width()) << "at " << ratio;
    EXPECT_LE(least.height(), given.height()) << "at " << ratio;
    EXPECT_LE(window.width() * ratio, screen.width());
    // Every panel's tab gives its whole name ("Journal", never "Jo…").
    int tabs = 0;
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        if (!bar->isVisible()) {
            continue;
        }
        for (int i = 0; i < bar->count(); ++i, ++tabs) {
            EXPECT_GE(bar->tabRect(i).width(),
                      bar->fontMetrics().horizontalAdvance(bar->tabText(i)))
                << bar->tabText(i).toStdString() << " at " << ratio;
        }
    }
    EXPECT_GE(tabs, 4);
}

TEST(ScaleFactor, TheRoomGivenIsWholeScreenPixels) {
    EXPECT_EQ(ui::wholePixelRoom(QSize(911, 512), 1.5), QSize(910, 512));
    EXPECT_EQ(ui::wholePixelRoom(QSize(1366, 768), 1.0), QSize(1366, 768));
    EXPECT_EQ(ui::wholePixelRoom(QSize(960, 540), 2.0), QSize(960, 540));
    EXPECT_EQ(ui::wholePixelRoom(QSize(1093, 615), 1.25), QSize(1092, 614));
}

}  // namespace
}  // namespace adjutant
