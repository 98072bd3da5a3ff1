// Games never saved are autosaved into the player's autosave folder, and what
// a crash leaves there is listed by File > Recover... and reopened as an
// unsaved game; saving or discarding a game removes its autosave.
#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include "core/engine/StateHash.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/files/AutosaveList.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"
#include "ui/window/RecoverDialog.h"

namespace adjutant {
namespace {

void rollDice(ui::GameSession& session) {
    std::string error;
    auto command =
        session.makeCommand({{"type", "rollDice"}, {"purpose", "test"}, {"count", 2}}, error);
    ASSERT_TRUE(command) << error;
    ASSERT_TRUE(session.apply(std::move(command)).accepted());
}

TEST(Autosave, AnUnsavedGameIsKeptInTheAutosaveFolderAfterEveryChange) {
    testing::appWithPrivateSettings();
    QTemporaryDir data;
    const QString folder = data.filePath("autosave");
    ui::GameSession session(testing::gameTestRulesets());
    session.setAutosaveFolder(folder);
    ASSERT_EQ(session.newGame(testing::tutorialScenario(), 5), QString());
    EXPECT_EQ(session.autosavePath(), QString());  // nothing to keep before the first change
    rollDice(session);
    const QString autosave = session.autosavePath();
    ASSERT_FALSE(autosave.isEmpty());
    EXPECT_TRUE(QFileInfo::exists(autosave));
    EXPECT_EQ(QFileInfo(autosave).absolutePath(), QDir(folder).absolutePath());
    EXPECT_TRUE(QFileInfo(autosave).fileName().startsWith("tricorne-tutorial-"));
    // Still unsaved: the player has not chosen a file for it.
    EXPECT_TRUE(session.filePath().isEmpty());
    EXPECT_TRUE(session.isModified());
    rollDice(session);

    const QList<ui::Autosave> listed = ui::listAutosaves(folder);
    ASSERT_EQ(listed.size(), 1);
    EXPECT_EQ(listed[0].path, autosave);
    EXPECT_EQ(listed[0].title, "Tutorial: the Galgenberg");
    EXPECT_EQ(listed[0].entries, 2);
}

TEST(Autosave, ARecoveredGameGoesOnWhereItStoppedAndIsStillUnsaved) {
    testing::appWithPrivateSettings();
    QTemporaryDir data;
    QString autosave;
    std::uint64_t hash = 0;
    {
        // A session that ends without saving or discarding: a crash.
        ui::GameSession crashed(testing::gameTestRulesets());
        crashed.setAutosaveFolder(data.path());
        ASSERT_EQ(crashed.newGame(testing::tutorialScenario(), 5), QString());
        rollDice(crashed);
        rollDice(crashed);
        autosave = crashed.autosavePath();
        hash = stateHash(crashed.state());
    }
    ui::MainWindow window(testing::gameTestRulesets());
    ui::UserFolders folders;
    folders.data = data.path() + "/data";
    window.setFolders(folders);
    ASSERT_EQ(window.recoverGame(autosave), QString());
    ui::GameSession& session = window.session();
    EXPECT_EQ(stateHash(session.state()), hash);
    EXPECT_TRUE(session.filePath().isEmpty());
    EXPECT_TRUE(session.isModified());
    EXPECT_EQ(session.autosavePath(), autosave);
    // It goes on being kept in the same file.
    rollDice(session);
    EXPECT_EQ(ui::listAutosaves(data.path()).value(0).entries, 3);
}

TEST(Autosave, SavingTheGameOrSettingItAsideRemovesItsAutosave) {
    testing::appWithPrivateSettings();
    QTemporaryDir data;
    ui::GameSession session(testing::gameTestRulesets());
    session.setAutosaveFolder(data.filePath("autosave"));
    ASSERT_EQ(session.newGame(testing::tutorialScenario(), 5), QString());
    rollDice(session);
    const QString first = session.autosavePath();
    ASSERT_TRUE(QFileInfo::exists(first));
    ASSERT_EQ(session.saveAs(data.filePath("kept.save.jsonl")), QString());
    EXPECT_FALSE(QFileInfo::exists(first));
    EXPECT_TRUE(session.autosavePath().isEmpty());
    // Saved: changes now go to the game's own file, none to the autosave folder.
    rollDice(session);
    EXPECT_TRUE(ui::listAutosaves(data.filePath("autosave")).isEmpty());
    EXPECT_FALSE(session.isModified());

    ASSERT_EQ(session.newGame(testing::tutorialScenario(), 6), QString());
    rollDice(session);
    const QString second = session.autosavePath();
    ASSERT_TRUE(QFileInfo::exists(second));
    session.discardAutosave();
    EXPECT_FALSE(QFileInfo::exists(second));
}

TEST(Autosave, TheRecoverDialogListsEveryAutosave) {
    testing::appWithPrivateSettings();
    QTemporaryDir data;
    for (quint64 seed : {11, 12}) {
        ui::GameSession session(testing::gameTestRulesets());
        session.setAutosaveFolder(data.path());
        ASSERT_EQ(session.newGame(testing::tutorialScenario(), seed), QString());
        rollDice(session);
    }
    ui::RecoverDialog dialog(data.path());
    EXPECT_EQ(dialog.count(), 2);
    EXPECT_EQ(ui::listAutosaves(data.path()).size(), 2);
}

TEST(Autosave, WithoutAnAutosaveFolderAnUnsavedGameWritesNothing) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ASSERT_EQ(session.newGame(testing::tutorialScenario(), 5), QString());
    rollDice(session);
    EXPECT_TRUE(session.autosavePath().isEmpty());
    EXPECT_TRUE(session.isModified());
}

}  // namespace
}  // namespace adjutant
