// Two players for the README: the cover the table hides behind while one
// screen passes between the players, two windows exchanging turn files, and
// two windows playing live. Taken like the other README pictures; without
// ADJUTANT_README_SCREENSHOTS they are only checked.
#include <gtest/gtest.h>

#include <QPainter>
#include <QTcpServer>
#include <QTemporaryDir>

#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/twoplayer/HandOverCover.h"
#include "ui/twoplayer/TwoPlayerDock.h"
#include "ui/view/TableView.h"

namespace adjutant {
namespace {

using testing::TwoPlayerWindow;
using testing::waitUntil;
using Way = ui::TwoPlayerChoice::Way;

// Two windows side by side in one picture, as two players' screens.
bool takeSideBySide(QWidget& left, QWidget& right, const QString& fileName) {
    QCoreApplication::processEvents();
    const QImage a = left.grab().toImage();
    const QImage b = right.grab().toImage();
    if (a.isNull() || b.isNull()) {
        return false;
    }
    QWidget canvas;  // only to hand takeScreenshot a widget of the joined size
    QImage joined(a.width() + b.width() + 12, std::max(a.height(), b.height()),
                  QImage::Format_RGB32);
    joined.fill(QColor(60, 60, 60));
    QPainter painter(&joined);
    painter.drawImage(0, 0, a);
    painter.drawImage(a.width() + 12, 0, b);
    painter.end();
    if (const char* folder = std::getenv("ADJUTANT_README_SCREENSHOTS")) {
        QDir().mkpath(folder);
        return joined.save(QDir(folder).filePath(fileName));
    }
    return true;
}

// The window's own side gives the default orders and is ready, if it has orders to give.
void playMySide(TwoPlayerWindow& two) {
    const int side = two.session().screenSide();
    if (side >= 0 && two.match().givesOrders(side)) {
        two.trigger("giveDefaultOrders");
        two.trigger("resolveStep");
    }
}

TEST(ReadmeScreenshotsTwoPlayer, TheCoverWhileTheScreenPassesBetweenPlayers) {
    TwoPlayerWindow two;
    two.window->resize(1366, 768);
    const QString started = two.start("mollwitz-1741", Way::OneScreen);
    ASSERT_TRUE(started.isEmpty()) << started.toStdString();
    two.window->show();
    // Rounds until both sides give orders at once and Prussia has given some.
    for (int turn = 0; turn < 60; ++turn) {
        if (two.window->isCovered()) {
            two.takeScreen();
        }
        const int side = two.session().screenSide();
        ASSERT_GE(side, 0);
        two.trigger("giveDefaultOrders");
        const bool both = two.match().givesOrders(0) && two.match().givesOrders(1);
        two.trigger("resolveStep");
        if (both && side == 0 && two.window->isCovered()) {
            break;
        }
    }
    ASSERT_TRUE(two.window->isCovered());
    EXPECT_EQ(two.window->handOverCover()->side(), 1);
    EXPECT_TRUE(testing::takeScreenshot(*two.window, "two-player-cover.png"));
}

TEST(ReadmeScreenshotsTwoPlayer, TwoWindowsPlayingByFile) {
    TwoPlayerWindow prussia, austria;
    QTemporaryDir post;
    for (TwoPlayerWindow* two : {&prussia, &austria}) {
        two->window->resize(1100, 720);
        two->window->show();
    }
    ASSERT_EQ(prussia.start("tricorne-tutorial", Way::ByFile, 0), QString());
    int sent = 0;
    const auto send = [&](TwoPlayerWindow& from, TwoPlayerWindow& to) {
        const QString path = post.filePath(QStringLiteral("turn-%1.turn.jsonl").arg(++sent));
        ASSERT_EQ(from.window->sendTurnTo(path, false), QString());
        ASSERT_EQ(to.window->openTurnFile(path), QString());
    };
    send(prussia, austria);
    for (int exchange = 0; exchange < 12 && prussia.match().shared().state().bound() < 3;
         ++exchange) {
        playMySide(austria);
        send(austria, prussia);
        playMySide(prussia);
        send(prussia, austria);
    }
    EXPECT_GE(austria.match().shared().state().bound(), 3);
    EXPECT_TRUE(takeSideBySide(*prussia.window, *austria.window, "two-player-by-file.png"));
}

TEST(ReadmeScreenshotsTwoPlayer, TwoWindowsPlayingLive) {
    TwoPlayerWindow host, guest;
    for (TwoPlayerWindow* two : {&host, &guest}) {
        two->window->resize(1100, 720);
        two->window->show();
    }
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    ui::TwoPlayerChoice choice;
    choice.way = Way::Host;
    choice.scenarioPath = testing::scenarioNamed("princes-tutorial");
    choice.address = QStringLiteral("127.0.0.1");
    choice.port = port;
    choice.gameName = QStringLiteral("Meeting house, Tuesday");
    ASSERT_EQ(host.window->startTwoPlayerGame(choice), QString());
    choice.way = Way::Join;
    ASSERT_EQ(guest.window->startTwoPlayerGame(choice), QString());
    ASSERT_TRUE(waitUntil([&] { return guest.session().isTwoPlayer(); }, 30000));
    ASSERT_TRUE(waitUntil(
        [&] {
            playMySide(host);
            playMySide(guest);
            return host.match().shared().state().bound() >= 2;
        },
        60000));
    // The British player at their table, orders given and not yet fixed; the
    // American window waits for them.
    ASSERT_TRUE(waitUntil(
        [&] {
            if (host.match().givesOrders(0) && !guest.match().givesOrders(1)) {
                return true;
            }
            playMySide(host);
            playMySide(guest);
            return false;
        },
        60000));
    host.trigger("giveDefaultOrders");
    ASSERT_EQ(guest.session().sendChat(QStringLiteral("Mind the riflemen in the wood.")),
              QString());
    ASSERT_TRUE(waitUntil(
        [&] { return host.window->twoPlayerDock()->logLines().join('\n').contains("riflemen"); },
        30000));
    EXPECT_TRUE(takeSideBySide(*host.window, *guest.window, "two-player-live.png"));
}

}  // namespace
}  // namespace adjutant
