// A gun within canister range chooses canister or roundshot (5.3, A17): the
// fire order carries the choice, the command checks it against the referee's
// fire modes, and the volley is worked out as the player chose (W8).
#include <gtest/gtest.h>

#include "core/referee/BuiltinEngines.h"
#include "core/referee/FireOrderCommand.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

/// W8: a gun with 3 crew left, an enemy column 10" in front of it.
GameState gunFacingAColumn(PrincesTestWorld& world, double distance, DiceSource& dice) {
    world.addUnit("gun-1", 0, "footGun", 3, 36, 40, 0, Formation::Unlimbered);
    world.addUnit("co-1", 1, "lineInfantry", 12, 36, 40 - distance, 180,
                  Formation::ColumnOfDivisions);
    GameState state = world.start();
    resolveUntil(state, "fire", dice);
    return state;
}

int figuresAfterFiring(GameState& state, const std::string& mode, ScriptedDice& dice) {
    FireOrderCommand order(makeBuiltinReferees(), "gun-1", "co-1", mode);
    const std::optional<std::string> refusal = order.refusal(state);
    EXPECT_FALSE(refusal) << *refusal;
    order.perform(state, dice);
    resolveAndAdvance(state, dice);
    return state.findUnit("co-1")->figures;
}

TEST(PrincesFireModeTest, WithinTwelveInchesTheGunMayChooseCanisterOrBall) {
    PrincesTestWorld world;
    ScriptedDice none({});
    GameState state = gunFacingAColumn(world, 10, none);
    const std::vector<FireMode> modes = kReferee.fireModes(state, "gun-1", "co-1");
    ASSERT_EQ(modes.size(), 2U);
    EXPECT_EQ(modes[0].id, "canister");  // the default comes first
    EXPECT_EQ(modes[1].id, "ball");
    EXPECT_NE(modes[0].rule.find("5.3"), std::string::npos);
}

TEST(PrincesFireModeTest, W8CanisterRollsOneDiePerCrewFigure) {
    PrincesTestWorld world;
    ScriptedDice dice({6, 5, 2});  // column, short row 5: the 5 and the 2 hit
    GameState state = gunFacingAColumn(world, 10, dice);
    EXPECT_EQ(figuresAfterFiring(state, "canister", dice), 10);
}

TEST(PrincesFireModeTest, W8TheSameGunFiringBallRollsOneDieNeedingThree) {
    PrincesTestWorld world;
    ScriptedDice dice({3});  // ball, artillery short band: 3 or less hits
    GameState state = gunFacingAColumn(world, 10, dice);
    EXPECT_EQ(figuresAfterFiring(state, "ball", dice), 11);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(PrincesFireModeTest, AnOrderWithoutAChoiceFiresCanisterWithinRange) {
    PrincesTestWorld world;
    ScriptedDice dice({6, 5, 2});
    GameState state = gunFacingAColumn(world, 10, dice);
    EXPECT_EQ(figuresAfterFiring(state, "", dice), 10);
}

TEST(PrincesFireModeTest, BeyondTwelveInchesThereIsNoChoiceAndAModeIsRefused) {
    PrincesTestWorld world;
    ScriptedDice none({});
    GameState state = gunFacingAColumn(world, 14, none);
    EXPECT_TRUE(kReferee.fireModes(state, "gun-1", "co-1").empty());
    FireOrderCommand order(makeBuiltinReferees(), "gun-1", "co-1", "canister");
    const std::optional<std::string> refusal = order.refusal(state);
    ASSERT_TRUE(refusal);
    EXPECT_EQ(*refusal, "gun-1 has no choice in how it fires at co-1");
}

TEST(PrincesFireModeTest, AModeTheRefereeDoesNotOfferIsRefusedWithTheChoices) {
    PrincesTestWorld world;
    ScriptedDice none({});
    GameState state = gunFacingAColumn(world, 10, none);
    FireOrderCommand order(makeBuiltinReferees(), "gun-1", "co-1", "grape");
    const std::optional<std::string> refusal = order.refusal(state);
    ASSERT_TRUE(refusal);
    EXPECT_EQ(*refusal, "gun-1 may fire canister or ball at co-1, not \"grape\"");
}

TEST(PrincesFireModeTest, TheChosenModeIsSavedWithTheOrderAndReadBack) {
    const FireOrderCommand order(makeBuiltinReferees(), "gun-1", "co-1", "ball");
    const nlohmann::json json = order.toJson();
    EXPECT_EQ(json.at("mode"), "ball");
    FireOrderCommand read(makeBuiltinReferees());
    Diagnostics diagnostics;
    read.readJson(JsonReader(json, "order.json", diagnostics));
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(read.mode(), "ball");
    EXPECT_EQ(read.describe(), "gun-1 to fire ball at co-1");
    // The default is not written, so orders saved before modes existed read the same.
    EXPECT_FALSE(
        FireOrderCommand(makeBuiltinReferees(), "gun-1", "co-1").toJson().contains("mode"));
}

}  // namespace
}  // namespace adjutant::princes_test
