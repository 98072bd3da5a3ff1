#include <gtest/gtest.h>

#include <QTreeWidget>
#include <deque>
#include <optional>

#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/DiceTrayDock.h"
#include "ui/docks/UnitNames.h"

namespace adjutant {
namespace {

using testing::defaultScenarioPath;
using testing::dockTestRulesets;

const Command& latestCommand(const ui::GameSession& session) {
    return session.game().command(session.game().cursor() - 1);
}

int rollsInEffect(const ui::GameSession& session) {
    int count = 0;
    for (std::size_t i = 0; i < session.game().cursor(); ++i) {
        count += static_cast<int>(session.game().command(i).rolls().size());
    }
    return count;
}

// The tray's rows from the top must be these rolls, newest first, their
// purposes with the units' names for their ids.
void expectNewestFirst(const ui::GameSession& session, const QTreeWidget& list,
                       const std::vector<DieRoll>& rolls, const QString& by) {
    const ui::UnitNames names(session.state());
    ASSERT_GE(list.topLevelItemCount(), static_cast<int>(rolls.size()));
    for (std::size_t i = 0; i < rolls.size(); ++i) {
        const DieRoll& roll = rolls[rolls.size() - 1 - i];
        const QTreeWidgetItem* item = list.topLevelItem(static_cast<int>(i));
        EXPECT_EQ(item->text(0), QString::number(roll.value)) << i;
        EXPECT_EQ(item->text(1), names.inText(QString::fromStdString(roll.purpose))) << i;
        EXPECT_EQ(item->text(2), by) << i;
    }
}

TEST(DiceTrayDock, ListsTheRollsOfAStepWithTheirPurposesNewestFirst) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::DiceTrayDock dock(session);
    EXPECT_EQ(dock.rollList()->topLevelItemCount(), 0);

    ASSERT_NE(testing::playUntilResolution(session, "moraleTest"), nullptr);
    const Command& step = latestCommand(session);
    ASSERT_FALSE(step.rolls().empty());
    for (const DieRoll& roll : step.rolls()) {
        EXPECT_FALSE(roll.purpose.empty());
    }
    expectNewestFirst(session, *dock.rollList(), step.rolls(), "computer");
    // Older steps' rolls follow, as many as the tray keeps.
    EXPECT_EQ(dock.rollList()->topLevelItemCount(),
              std::min(rollsInEffect(session), ui::DiceTrayDock::kMaxRolls));

    // Undone rolls are no longer in effect and leave the tray.
    session.undo();
    EXPECT_EQ(dock.rollList()->topLevelItemCount(),
              std::min(rollsInEffect(session), ui::DiceTrayDock::kMaxRolls));
}

TEST(DiceTrayDock, PhysicalDiceAreAskedForWithTheirPurpose) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::DiceTrayDock dock(session);
    std::vector<QString> asked;
    std::deque<int> answers = {5, 2, 6, 1, 3, 4, 2, 2, 5, 6};
    dock.setDieAsker([&](const QString& purpose) -> std::optional<int> {
        asked.push_back(purpose);
        if (answers.empty()) {
            return std::nullopt;
        }
        const int value = answers.front();
        answers.pop_front();
        return value;
    });
    dock.setManualDice(true);
    ASSERT_TRUE(dock.manualDice());
    ASSERT_NE(session.playerDice(), nullptr);

    // Bound 1 begins with the initiative roll (7.2): its dice are the player's.
    ASSERT_TRUE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    const Command& step = latestCommand(session);
    ASSERT_FALSE(step.rolls().empty());
    EXPECT_TRUE(step.playerDice());
    ASSERT_EQ(asked.size(), step.rolls().size());
    const std::vector<int> given = {5, 2, 6, 1, 3, 4, 2, 2, 5, 6};
    for (std::size_t i = 0; i < asked.size(); ++i) {
        EXPECT_EQ(asked[i], QString::fromStdString(step.rolls()[i].purpose));
        EXPECT_EQ(step.rolls()[i].value, given[i]);
    }
    expectNewestFirst(session, *dock.rollList(), step.rolls(), "you");

    dock.setManualDice(false);
    EXPECT_EQ(session.playerDice(), nullptr);
}

TEST(DiceTrayDock, ACancelledDieRefusesTheCommandAndChangesNothing) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::DiceTrayDock dock(session);
    int asks = 0;
    dock.setDieAsker([&](const QString&) -> std::optional<int> {
        ++asks;
        return std::nullopt;  // the player cancels the first die
    });
    dock.setManualDice(true);
    const std::uint64_t hash = stateHash(session.state());
    const std::size_t commands = session.game().commandCount();
    int refused = 0;
    int changed = 0;
    QObject::connect(&session, &ui::GameSession::refused, [&] { ++refused; });
    QObject::connect(&session, &ui::GameSession::changed, [&] { ++changed; });

    const GameChange change = testing::applyJson(session, {{"type", "resolveStep"}});
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("cancelled"), std::string::npos) << change.reason;
    EXPECT_EQ(asks, 1);
    EXPECT_EQ(stateHash(session.state()), hash);
    EXPECT_EQ(session.game().commandCount(), commands);
    EXPECT_EQ(refused, 1);
    EXPECT_EQ(changed, 0);
    EXPECT_EQ(dock.rollList()->topLevelItemCount(), 0);

    // Nothing was lost: the same step resolves once the dice are given.
    dock.setDieAsker([](const QString&) -> std::optional<int> { return 4; });
    ASSERT_TRUE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    for (const DieRoll& roll : latestCommand(session).rolls()) {
        EXPECT_EQ(roll.value, 4);
    }
}

TEST(DiceTrayDock, LeavesNoDiceBehindInTheSession) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    {
        ui::DiceTrayDock dock(session);
        dock.setManualDice(true);
        ASSERT_NE(session.playerDice(), nullptr);
    }
    EXPECT_EQ(session.playerDice(), nullptr);
}

}  // namespace
}  // namespace adjutant
