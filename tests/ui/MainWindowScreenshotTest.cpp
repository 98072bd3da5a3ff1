// The whole window at the smallest screen it is made for (1366 x 768), after
// two bounds with a unit selected, and the exported table. The pictures are
// written to the folder named by ADJUTANT_WINDOW_SCREENSHOTS when it is set,
// so the layout can be looked at; the test itself checks that every dock is
// on screen and none is squeezed to nothing.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <cstdlib>

#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

TEST(MainWindowScreenshot, EveryDockFitsAtThirteenSixtySixBySevenSixtyEight) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 12), QString());
    window.show();
    for (int i = 0; i < 24; ++i) {
        window.action("playStep")->trigger();
    }
    window.session().selectUnit("pr-ir18-1");
    QCoreApplication::processEvents();

    const QImage image = window.grab().toImage();
    ASSERT_FALSE(image.isNull());
    // Docks behind a tab are moved off the window; those on it must be usable.
    int shown = 0;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock->isVisible() && window.rect().contains(dock->geometry())) {
            ++shown;
            EXPECT_GE(dock->width(), 200) << dock->objectName().toStdString();
            EXPECT_GE(dock->height(), 150) << dock->objectName().toStdString();
        }
    }
    // The phase with the victory conditions under it, the unit, and the
    // journal in front of its tabs.
    EXPECT_EQ(shown, 4);
    // The table keeps at least half the width.
    EXPECT_GE(window.centralWidget()->width(), 1366 / 2);

    if (const char* folder = std::getenv("ADJUTANT_WINDOW_SCREENSHOTS")) {
        QDir().mkpath(folder);
        EXPECT_TRUE(image.save(QDir(folder).filePath("main-window-1366x768.png")));
        EXPECT_EQ(window.exportPng(QDir(folder).filePath("table-export.png")), QString());
        EXPECT_EQ(window.exportPdf(QDir(folder).filePath("table-export.pdf")), QString());
    }
}

}  // namespace
}  // namespace adjutant
