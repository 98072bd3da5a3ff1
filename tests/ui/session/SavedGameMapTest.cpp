// A game sent to another player with its map beside it opens in the window
// with the map under the table; sent without it, the window says so.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QGraphicsPixmapItem>
#include <QTemporaryDir>

#include "core/editor/ScenarioSaving.h"
#include "core/io/ScenarioReader.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

bool showsAMap(const ui::GameSession& session) {
    ui::TableScene scene;
    scene.showScenario(*session.game().setup().scenario, *session.game().setup().ruleset,
                       session.scenarioFolder());
    for (const QGraphicsItem* item : scene.items()) {
        if (dynamic_cast<const QGraphicsPixmapItem*>(item) != nullptr) {
            return true;
        }
    }
    return false;
}

// The designer saves the tutorial in a folder of theirs (the map copied beside
// it and recorded by content), plays it and saves the game elsewhere.
QString designedAndSavedGame(const QTemporaryDir& root) {
    Diagnostics diagnostics;
    const std::string shippedFolder = std::string(testResourceDir()) + "/scenarios";
    const auto shipped = readScenarioFile(shippedFolder + "/tricorne-tutorial.scenario.json",
                                          gameTestRulesets(), diagnostics);
    EXPECT_TRUE(shipped.has_value()) << diagnostics.toString();
    std::string error;
    const Scenario carried = carryMapImage(shipped.value_or(Scenario{}), shippedFolder,
                                           root.filePath("designer").toStdString(), error);
    EXPECT_EQ(error, "");
    const QString scenario = root.filePath("designer/galgenberg.scenario.json");
    EXPECT_EQ(saveScenarioFile(scenario.toStdString(), carried, gameTestRulesets()), "");
    ui::GameSession session(gameTestRulesets());
    EXPECT_EQ(session.newGame(scenario, 3), QString());
    const QString save = root.filePath("games/galgenberg.save.jsonl");
    EXPECT_EQ(session.saveAs(save), QString());
    return save;
}

TEST(SavedGameMap, AGameSentWithItsMapBesideItShowsTheMap) {
    appWithPrivateSettings();
    QTemporaryDir root;
    ASSERT_TRUE(QDir(root.path()).mkpath("designer"));
    ASSERT_TRUE(QDir(root.path()).mkpath("games"));
    ASSERT_TRUE(QDir(root.path()).mkpath("opponent"));
    const QString save = designedAndSavedGame(root);
    ASSERT_TRUE(QFile::copy(save, root.filePath("opponent/galgenberg.save.jsonl")));
    ASSERT_TRUE(QFile::copy(root.filePath("designer/maps/galgenberg.svg"),
                            root.filePath("opponent/galgenberg.svg")));
    ASSERT_TRUE(QDir(root.filePath("designer")).removeRecursively());

    ui::GameSession opened(gameTestRulesets());
    ASSERT_EQ(opened.open(root.filePath("opponent/galgenberg.save.jsonl")), QString());
    EXPECT_EQ(opened.openWarnings(), QString());
    EXPECT_TRUE(showsAMap(opened));
}

TEST(SavedGameMap, AGameSentWithoutItsMapSaysSo) {
    appWithPrivateSettings();
    QTemporaryDir root;
    ASSERT_TRUE(QDir(root.path()).mkpath("designer"));
    ASSERT_TRUE(QDir(root.path()).mkpath("games"));
    ASSERT_TRUE(QDir(root.path()).mkpath("opponent"));
    const QString save = designedAndSavedGame(root);
    ASSERT_TRUE(QFile::copy(save, root.filePath("opponent/galgenberg.save.jsonl")));
    ASSERT_TRUE(QDir(root.filePath("designer")).removeRecursively());

    ui::GameSession opened(gameTestRulesets());
    ASSERT_EQ(opened.open(root.filePath("opponent/galgenberg.save.jsonl")), QString());
    EXPECT_TRUE(opened.openWarnings().contains(
        "the map image \"maps/galgenberg.svg\" of the game's scenario is not there"))
        << opened.openWarnings().toStdString();
    EXPECT_FALSE(showsAMap(opened));
}

}  // namespace
}  // namespace adjutant
