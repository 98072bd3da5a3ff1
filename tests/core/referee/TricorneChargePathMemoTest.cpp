// The charge-path memo (TricorneChargePathMemo.h) and the bound's charge list
// (ChargeList): a path is handed out again only while nothing it read has
// changed, and a list finds each unit's first charge as a scan would.
//
// The test environment sets ADJUTANT_VERIFY_STATE_CACHE=1, under which a
// kept path that differs from a fresh one throws: these tests fail either by
// an answer or by that throw if the memo misses a change.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "tests/core/referee/TricorneChargeTestSupport.h"

namespace adjutant {
namespace {

using testing::addCharger;
using testing::addTargetAt;
using testing::statusOf;

ChargePath pathOf(GameState& state, const std::string& charger, const std::string& target) {
    const TricorneContext context(state);
    return planChargePath(context, *context.unit(charger), *context.unit(target));
}

TEST(TricorneChargePathMemo, NothingChangedGivesTheSamePath) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    world.addUnit("far", 0, "musketeer", 12, testing::kChargerX + 30, testing::kChargerY, 0);
    GameState state = world.start();
    const ChargePath first = pathOf(state, "hussars", "ir");
    EXPECT_TRUE(first.blockedBy.empty());
    EXPECT_NEAR(first.length, 12, 1e-6);
    // A unit moving well away from the run changes nothing in the path.
    state.editUnit("far")->pose.position.x += 10;
    EXPECT_EQ(pathOf(state, "hussars", "ir"), first);
}

TEST(TricorneChargePathMemo, AFriendThatDeclaresItsOwnChargeNoLongerBlocks) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    world.addUnit("friend", 0, "musketeer", 12, testing::kChargerX, testing::kChargerY - 5, 0);
    GameState state = world.start();
    EXPECT_NE(pathOf(state, "hussars", "ir").blockedBy.find("friend"), std::string::npos);
    // 9.4.4: a friend that charges moves off ahead; no unit moved, only its status.
    statusOf(state, "friend")->thisBound.chargeTargets = {"ir"};
    EXPECT_TRUE(pathOf(state, "hussars", "ir").blockedBy.empty());
    statusOf(state, "friend")->thisBound.chargeTargets.clear();
    EXPECT_NE(pathOf(state, "hussars", "ir").blockedBy.find("friend"), std::string::npos);
}

TEST(TricorneChargePathMemo, AUnitMovedIntoTheRunBlocksIt) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    world.addUnit("friend", 0, "musketeer", 12, testing::kChargerX + 30, testing::kChargerY - 5, 0);
    GameState state = world.start();
    EXPECT_TRUE(pathOf(state, "hussars", "ir").blockedBy.empty());
    state.editUnit("friend")->pose.position.x = testing::kChargerX;
    EXPECT_NE(pathOf(state, "hussars", "ir").blockedBy.find("friend"), std::string::npos);
}

TEST(TricorneChargePathMemo, TheChargerMovedGivesANewPath) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    GameState state = world.start();
    EXPECT_NEAR(pathOf(state, "hussars", "ir").length, 12, 1e-6);
    state.editUnit("hussars")->pose.position.y -= 4;
    EXPECT_NEAR(pathOf(state, "hussars", "ir").length, 8, 1e-6);
}

TEST(ChargeList, FindsEachUnitsFirstChargeAndItsPlace) {
    ChargeImpetus a;
    a.unitId = "a";
    a.targets = {"x"};
    ChargeImpetus b;
    b.unitId = "b";
    ChargeImpetus again = a;
    again.targets = {"y"};
    const ChargeList list{a, b, again};
    ASSERT_EQ(list.size(), 3u);
    ASSERT_NE(list.find("a"), nullptr);
    EXPECT_EQ(list.find("a")->targets, std::vector<std::string>{"x"});  // the first, as a scan
    EXPECT_EQ(list.find("a"), findCharge(list, "a"));
    EXPECT_EQ(list.rankOf("a"), 0u);
    EXPECT_EQ(list.rankOf("b"), 1u);
    EXPECT_EQ(list.find("c"), nullptr);
    EXPECT_EQ(list.rankOf("c"), 3u);  // no charge: after every charger
}

}  // namespace
}  // namespace adjutant
