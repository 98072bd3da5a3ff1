// Two windows play by file: each sends the other a turn file and opens the
// one it gets back; the game they reach is the same, a file opened twice or
// from another game is refused by name, and a window with no game starts one
// from the first file it is sent.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QListWidget>

#include "core/engine/StateHash.h"
#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"
#include "ui/session/TwoPlayerText.h"
#include "ui/start/StartPage.h"

namespace adjutant {
namespace {

using testing::TwoPlayerWindow;
using Way = ui::TwoPlayerChoice::Way;

std::string hashOf(const Game& game) {
    return formatStateHash(stateHash(game.state()));
}

// The window's own side gives the referee's default orders and is ready,
// when it has orders to give.
void playMySide(TwoPlayerWindow& two) {
    const Match& match = two.match();
    const int side = two.session().screenSide();
    if (side >= 0 && match.givesOrders(side)) {
        two.trigger("giveDefaultOrders");
        two.trigger("resolveStep");
    }
}

TEST(PlayByFile, TwoWindowsExchangeTurnFilesAndReachTheSameGame) {
    TwoPlayerWindow prussia;
    TwoPlayerWindow austria;
    QTemporaryDir post;  // where the players leave each other's files
    ASSERT_EQ(prussia.start("tricorne-tutorial", Way::ByFile, 0), QString());
    EXPECT_FALSE(prussia.window->isCovered());
    EXPECT_EQ(prussia.session().screenSide(), 0);
    int sent = 0;
    const auto send = [&](TwoPlayerWindow& from, const char* name) {
        const QString path =
            post.filePath(QStringLiteral("%1-%2.turn.jsonl").arg(name).arg(++sent));
        EXPECT_EQ(from.window->sendTurnTo(path, false), QString());
        return path;
    };
    // The invitation: Austria's window has no game and starts it from the file.
    QString file = send(prussia, "prussia");
    ASSERT_EQ(austria.window->openTurnFile(file), QString());
    ASSERT_TRUE(austria.session().isTwoPlayer());
    EXPECT_EQ(austria.session().screenSide(), 1);
    EXPECT_EQ(austria.match().gameId(), prussia.match().gameId());
    // The same file again is refused by name, and changes nothing.
    const QString twice = austria.window->openTurnFile(file);
    EXPECT_NE(twice.indexOf(QFileInfo(file).fileName()), -1) << twice.toStdString();
    EXPECT_NE(twice.indexOf("already"), -1) << twice.toStdString();
    for (int exchange = 0; exchange < 40 && prussia.match().shared().state().bound() < 3;
         ++exchange) {
        playMySide(austria);
        file = send(austria, "austria");
        ASSERT_EQ(prussia.window->openTurnFile(file), QString());
        playMySide(prussia);
        file = send(prussia, "prussia");
        ASSERT_EQ(austria.window->openTurnFile(file), QString());
    }
    EXPECT_GE(prussia.match().shared().state().bound(), 3);
    EXPECT_EQ(hashOf(prussia.match().shared()), hashOf(austria.match().shared()));
    // Whose move it is, as the start page's list of games to go on with says.
    const QString status = ui::TwoPlayerText::statusLine(austria.match(), true);
    EXPECT_FALSE(status.isEmpty());
    ui::StartPage page(testing::gameTestRulesets());
    page.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    page.setRecentFiles({austria.session().filePath()});
    page.refresh();
    auto* games = page.findChild<QListWidget*>(QStringLiteral("savedGames"));
    ASSERT_NE(games, nullptr);
    ASSERT_EQ(games->count(), 1);
    EXPECT_TRUE(games->item(0)->text().contains(status)) << games->item(0)->text().toStdString();
    EXPECT_TRUE(games->item(0)->text().contains("Galgenberg"));
}

// A turn file opened from the desktop in a window that has no game (or
// another one) opens this player's own record of its game first.
TEST(PlayByFile, ATurnFileOpensItsGameFromThePlayersRecord) {
    TwoPlayerWindow prussia, austria;
    QTemporaryDir post;
    ASSERT_EQ(prussia.start("tricorne-tutorial", Way::ByFile, 0), QString());
    const QString first = post.filePath("1.turn.jsonl");
    ASSERT_EQ(prussia.window->sendTurnTo(first, false), QString());
    ASSERT_EQ(austria.window->openTurnFile(first), QString());
    playMySide(austria);
    const QString answer = post.filePath("2.turn.jsonl");
    ASSERT_EQ(austria.window->sendTurnTo(answer, false), QString());
    // Prussia's player closed the program; a new window, in the same folders, opens the answer.
    const QString record = prussia.session().filePath();
    TwoPlayerWindow later;
    later.window->setFolders(
        ui::UserFolders{adjutant::testResourceDir(), {}, prussia.games.path()});
    ASSERT_EQ(later.window->openTurnFile(answer), QString());
    ASSERT_TRUE(later.session().isTwoPlayer());
    EXPECT_EQ(QFileInfo(later.session().filePath()).absoluteFilePath(),
              QFileInfo(record).absoluteFilePath());
    // It took every entry Austria sent.
    EXPECT_EQ(later.match().ledger(1).size(), austria.match().ledger(1).size());
}

TEST(PlayByFile, AFileOfAnotherGameIsRefusedByName) {
    TwoPlayerWindow first, second, stranger;
    QTemporaryDir post;
    ASSERT_EQ(first.start("tricorne-tutorial", Way::ByFile, 0), QString());
    ASSERT_EQ(second.window->openTurnFile([&] {
        const QString path = post.filePath("first.turn.jsonl");
        EXPECT_EQ(first.window->sendTurnTo(path, false), QString());
        return path;
    }()),
              QString());
    ASSERT_EQ(stranger.start("tricorne-tutorial", Way::ByFile, 0), QString());
    const QString foreign = post.filePath("stranger.turn.jsonl");
    ASSERT_EQ(stranger.window->sendTurnTo(foreign, false), QString());
    const std::string before = hashOf(second.match().shared());
    const QString refused = second.window->openTurnFile(foreign);
    EXPECT_NE(refused.indexOf("stranger.turn.jsonl"), -1) << refused.toStdString();
    EXPECT_NE(refused.indexOf("another game"), -1) << refused.toStdString();
    EXPECT_EQ(hashOf(second.match().shared()), before);
}

}  // namespace
}  // namespace adjutant
