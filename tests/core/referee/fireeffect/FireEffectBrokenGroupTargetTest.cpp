// Broken groups on the table (7.4, 8.2, F13): named "UNIT/broken-N", they can be
// fired at and charged through the game's commands, are shown by the display,
// and the default orders turn to them when no formed enemy can be hit.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/referee/fireeffect/FireEffectEngineExampleSupport.h"

namespace adjutant::fireeffect_test {
namespace {

/// Prussians at y 40 facing the top; the French unit "fr" far off at the top,
/// its broken group of `figures` standing with its front `yards` from the Prussians.
FireEffectTestWorld brokenGroupAhead(int figures, double yards, int prussians = 10,
                                     const std::string& prussianType = "lineInfantryBreech") {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, prussianType, prussians, 36, 40, 0);
    Unit& parent = world.addUnit("fr", 1, "lineInfantryBreech", 12, 36, 4, 180);
    // The stand-in faces its own rear (the top) with its front edge at the group's
    // place; its body lies behind that, so its near edge is a little nearer.
    const double y = 40 - yards / 50.0;
    const nlohmann::json group = {
        {"figures", figures}, {"position", {36, y}}, {"state", "fleeing"}, {"halfBroken", -3}};
    parent.status = {{"brokenGroups", nlohmann::json::array({group})}};
    return world;
}

TEST(FireEffectBrokenGroupTargetTest, F13BrokenTroopsCaughtWinAndOnlyTheyTakeALoss) {
    GameState state = brokenGroupAhead(6, 120).start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    chargeThroughGame(state, "pr", "fr/broken-1");
    resolveUntil(state, "handToHand", none);
    ASSERT_EQ(fireEffectState(state).contacts.size(), 1U);
    const double before = fireEffectState(state).unit("fr").brokenGroups[0].position.y;

    ScriptedDice dice({2, 5});  // attackers 10 x 1 x 2 = 20; broken 6 x 1 x 5 = 30
    const std::vector<Resolution> done = resolveStep(state, dice);
    const Resolution* melee = findResolution(done, "melee", "pr");
    ASSERT_NE(melee, nullptr);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_TRUE(explains(melee->explanation, "pr", 20));
    EXPECT_TRUE(explains(melee->explanation, "Winner loses", 2));  // half of 5 = 2.5 -> 2
    EXPECT_TRUE(explains(melee->explanation, "Loss not taken against broken troops", -5));
    EXPECT_EQ(figuresOf(state, "pr"), 10);  // the attackers lose nothing
    const auto& groups = fireEffectState(state).unit("fr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].figures, 4);
    EXPECT_EQ(groups[0].state, FireEffectBrokenState::Fleeing);
    // It keeps fleeing a full move (quick march, 180 yds) away from the attackers.
    EXPECT_NEAR(groups[0].position.y, before - 3.6, 1e-6);
    EXPECT_EQ(figuresOf(state, "fr"), 12);  // the parent's ranks are untouched
}

TEST(FireEffectBrokenGroupTargetTest, F13HadTheBrokenSideLostItLosesHalfOfItsSix) {
    GameState state = brokenGroupAhead(6, 120).start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    chargeThroughGame(state, "pr", "fr/broken-1");
    resolveUntil(state, "handToHand", none);
    ScriptedDice dice({5, 2});  // attackers 50; broken 12
    resolveStep(state, dice);
    EXPECT_EQ(figuresOf(state, "pr"), 10);
    ASSERT_EQ(fireEffectState(state).unit("fr").brokenGroups.size(), 1U);
    EXPECT_EQ(fireEffectState(state).unit("fr").brokenGroups[0].figures, 3);
}

TEST(FireEffectBrokenGroupTargetTest, ABrokenGroupIsFiredAtAndDoesNotTestAgain) {
    GameState state = brokenGroupAhead(6, 250).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr/broken-1", "mass", {5});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 5));  // 10 x 5 / 10, close, open
    const auto& groups = fireEffectState(state).unit("fr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].figures, 1);
    // Fired at this half (index 0): it is not out of danger next half.
    EXPECT_EQ(groups[0].halfBroken, 0);
    EXPECT_TRUE(fireEffectState(state).volleyLog.empty());
    ScriptedDice none({});
    const std::vector<Resolution> morale = resolveStep(state, none);
    EXPECT_EQ(findResolution(morale, "moraleTest", "fr"), nullptr);
    EXPECT_FALSE(fireEffectState(state).units.count("fr/broken-1"));
}

TEST(FireEffectBrokenGroupTargetTest, AGroupShotToNothingIsGoneAtTheEndOfTheHalf) {
    GameState state = brokenGroupAhead(2, 250).start();
    fireOnce(state, "pr", "fr/broken-1", "mass", {6});  // 6 casualties, 2 to take
    EXPECT_EQ(fireEffectState(state).unit("fr").brokenGroups.size(), 1U);
    ScriptedDice none({});
    resolveUntil(state, "brokenTroops", none);  // the French half
    EXPECT_TRUE(fireEffectState(state).unit("fr").brokenGroups.empty());
}

TEST(FireEffectBrokenGroupTargetTest, ShellsTakeThreeOffAsOpenOrderOrOneAsAColumn) {
    FireEffectTestWorld world = brokenGroupAhead(6, 500, 4, "rifledFieldGun");
    world.scenario().units[0].formation = Formation::Unlimbered;
    GameState open = world.start();
    fireOnce(open, "pr", "fr/broken-1", "", {5});  // point-blank: automatic hit
    EXPECT_EQ(fireEffectState(open).unit("fr").brokenGroups[0].figures, 4);  // 5 - 3

    world.options()["brokenGroupAsTarget"] = "column";
    GameState column = world.start();
    fireOnce(column, "pr", "fr/broken-1", "", {5});
    EXPECT_EQ(fireEffectState(column).unit("fr").brokenGroups[0].figures, 2);  // 5 - 1
}

TEST(FireEffectBrokenGroupTargetTest, OnlyGroupsThatExistCanBeNamed) {
    GameState state = brokenGroupAhead(6, 250).start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    EXPECT_FALSE(fireOrderRefusal(state, "pr", "fr/broken-1"));
    const std::optional<std::string> missing = fireOrderRefusal(state, "pr", "fr/broken-2");
    ASSERT_TRUE(missing);
    EXPECT_NE(missing->find("fr/broken-2"), std::string::npos);
    EXPECT_TRUE(fireOrderRefusal(state, "pr", "pr/broken-1"));
    EXPECT_TRUE(referee().isTarget(state, "fr/broken-1"));
    EXPECT_FALSE(referee().isTarget(state, "fr/broken-0"));
    EXPECT_FALSE(referee().isTarget(state, "fr/broken-x"));
    const FirePreview preview = referee().previewFire(state, "pr", "fr/broken-1", "mass");
    EXPECT_TRUE(preview.legal) << preview.reason;
    EXPECT_EQ(preview.band, "close");
}

TEST(FireEffectBrokenGroupTargetTest, TheDisplayNamesAndOutlinesTheGroup) {
    GameState state = brokenGroupAhead(6, 250).start();
    const UnitDescription parent = referee().describeUnit(state, "fr");
    EXPECT_TRUE(parent.valueOf("6 figures (fr/broken-1)").has_value());
    const UnitDescription group = referee().describeUnit(state, "fr/broken-1");
    EXPECT_EQ(group.unitId, "fr/broken-1");
    EXPECT_EQ(group.valueOf("Figures").value_or(""), "6");
    EXPECT_EQ(group.valueOf("State").value_or(""), "fleeing");
    EXPECT_FALSE(referee().overlays(state, "fr/broken-1").footprint.empty());
}

TEST(FireEffectBrokenGroupTargetTest, DefaultOrdersTurnToBrokenGroupsWhenNoFormedEnemyCanBeHit) {
    GameState state = brokenGroupAhead(6, 120).start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    const std::vector<ProposedCharge> charges = referee().defaultCharges(state);
    ASSERT_EQ(charges.size(), 1U);
    EXPECT_EQ(charges[0].targetIds, (std::vector<std::string>{"fr/broken-1"}));

    GameState firing = brokenGroupAhead(6, 250).start();
    resolveUntil(firing, "fire", none);
    const std::vector<ProposedFireOrder> orders = referee().defaultFireOrders(firing);
    ASSERT_EQ(orders.size(), 1U);
    EXPECT_EQ(orders[0].firerId, "pr");
    EXPECT_EQ(orders[0].targetId, "fr/broken-1");
}

TEST(FireEffectBrokenGroupTargetTest, DefaultOrdersStillPreferAFormedEnemy) {
    FireEffectTestWorld world = brokenGroupAhead(6, 250);
    world.addUnit("formed", 1, "lineInfantryBreech", 12, 30, 31, 180);  // long range
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    const std::vector<ProposedFireOrder> orders = referee().defaultFireOrders(state);
    const auto prussians = std::find_if(
        orders.begin(), orders.end(), [](const ProposedFireOrder& o) { return o.firerId == "pr"; });
    ASSERT_NE(prussians, orders.end());
    EXPECT_EQ(prussians->targetId, "formed");
}

}  // namespace
}  // namespace adjutant::fireeffect_test
