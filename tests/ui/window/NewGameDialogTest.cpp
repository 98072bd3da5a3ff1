// The players dialog of New game... and Game > Players...: a person or the
// computer for each side, the computer at a difficulty, all seeded alike.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>

#include "tests/ui/QtTestApp.h"
#include "ui/window/NewGameDialog.h"

namespace adjutant {
namespace {

TEST(NewGameDialog, EachSideIsAPersonOrTheComputerAtADifficultySeededWithTheGame) {
    testing::qtTestApp();
    ui::NewGameDialog dialog({"Prussian brigade", "Austrian brigade"}, {}, 42, true);
    EXPECT_EQ(dialog.playerBox(0)->currentText(), "Human");
    EXPECT_FALSE(dialog.difficultyBox(0)->isEnabled());
    EXPECT_FALSE(anyComputer(dialog.players()));

    dialog.playerBox(1)->setCurrentIndex(1);  // Computer
    EXPECT_TRUE(dialog.difficultyBox(1)->isEnabled());
    dialog.difficultyBox(1)->setCurrentIndex(dialog.difficultyBox(1)->findText("Veteran"));
    dialog.seedBox()->setValue(7);
    const SidePlayers players = dialog.players();
    EXPECT_FALSE(players[0].has_value());
    ASSERT_TRUE(players[1].has_value());
    EXPECT_EQ(players[1]->difficulty, Difficulty::Veteran);
    EXPECT_EQ(players[1]->seed, 7u);
    EXPECT_EQ(dialog.seed(), 7u);
}

TEST(NewGameDialog, MidGameItShowsThePresentPlayersAndKeepsTheGamesSeed) {
    testing::qtTestApp();
    const SidePlayers present = {CommanderSettings{Difficulty::Novice, 9}, std::nullopt};
    ui::NewGameDialog dialog({"A", "B"}, present, 12345678901ULL, false);
    EXPECT_EQ(dialog.playerBox(0)->currentText(), "Computer");
    EXPECT_EQ(dialog.difficultyBox(0)->currentText(), "Novice");
    EXPECT_FALSE(dialog.seedBox()->isEnabled());
    // A seed too large for the box is kept exactly.
    EXPECT_EQ(dialog.seed(), 12345678901ULL);
    EXPECT_EQ(dialog.players()[0]->seed, 12345678901ULL);
}

}  // namespace
// Each level says what it does, beside the boxes and on each choice.
TEST(NewGameDialog, EachLevelIsExplainedInPlainWords) {
    testing::qtTestApp();
    ui::NewGameDialog dialog({"A", "B"}, {}, 1, true);
    auto* meanings = dialog.findChild<QLabel*>("difficultyMeanings");
    ASSERT_NE(meanings, nullptr);
    EXPECT_TRUE(meanings->text().contains("the level the shipped scenarios are balanced with"))
        << meanings->text().toStdString();
    QComboBox* levels = dialog.difficultyBox(0);
    const int veteran = levels->findText("Veteran");
    ASSERT_GE(veteran, 0);
    EXPECT_TRUE(levels->itemData(veteran, Qt::ToolTipRole)
                    .toString()
                    .contains("plays for the victory conditions"));
}

}  // namespace adjutant
