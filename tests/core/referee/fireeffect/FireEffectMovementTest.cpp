// Fire Effect movement (digest 6.1-6.5) against worked example F14, every rate of the
// table, the limited paces and the costs of limbering and formation changes.
#include <gtest/gtest.h>

#include "core/referee/fireeffect/FireEffectMovement.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::explains;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectMoveInputs move(const std::string& arm, const std::string& mover,
                          const std::string& pace) {
    FireEffectMoveInputs inputs;
    inputs.name = mover;
    inputs.arm = troopCategoryFromKey(arm).value();
    inputs.mover = mover;
    inputs.pace = pace;
    return inputs;
}

FireEffectMoveResult run(const FireEffectMoveInputs& inputs, const Options& options = {}) {
    return fireEffectMove(fireEffectRules(options), inputs);
}

TEST(FireEffectMovementTest, F14aFootArtilleryUnlimberingAfterMoving) {
    FireEffectMoveInputs inputs = move("artillery", "footArtillery", "walk");
    inputs.limberOperations = 1;
    FireEffectMoveResult r = run(inputs);
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_DOUBLE_EQ(r.allowance, 100);
    EXPECT_DOUBLE_EQ(r.allowanceInches, 2);
    EXPECT_EQ(r.spent.numerator * 3, r.spent.denominator);
    // Limbers, moves and unlimbers: a third of 150.
    inputs.limberOperations = 2;
    EXPECT_DOUBLE_EQ(run(inputs).allowance, 50);
    inputs.limberOperations = 3;
    EXPECT_DOUBLE_EQ(run(inputs).allowance, 0);
}

TEST(FireEffectMovementTest, F14bColumnAlongARoadAtQuickMarch) {
    FireEffectMoveInputs inputs = move("infantry", "infantry", "quickMarch");
    inputs.formation = Formation::MarchColumn;
    inputs.wholeMoveOnRoad = true;
    const FireEffectMoveResult r = run(inputs);
    EXPECT_DOUBLE_EQ(r.roadBonus, 33);
    EXPECT_DOUBLE_EQ(r.allowance, 213);
    EXPECT_DOUBLE_EQ(r.allowanceInches, 4.26);
    EXPECT_TRUE(explains(r.explanation, "Along a road", 33));
    // B14 (b): the road's only benefit is quick march.
    EXPECT_DOUBLE_EQ(run(inputs, {{"roadBonus", "quickMarchOnly"}}).allowance, 180);
    // A march along the road: 183.
    inputs.pace = "march";
    EXPECT_DOUBLE_EQ(run(inputs).allowance, 183);
}

TEST(FireEffectMovementTest, QuickMarchOnlyInColumnOrOnARoad) {
    FireEffectMoveInputs inputs = move("infantry", "infantry", "quickMarch");
    inputs.formation = Formation::Line;
    EXPECT_FALSE(run(inputs).allowed);
    inputs.wholeMoveOnRoad = true;
    EXPECT_TRUE(run(inputs).allowed);
    EXPECT_TRUE(run(inputs, {{"roadBonus", "quickMarchOnly"}}).allowed);
}

TEST(FireEffectMovementTest, RoadBonusOnlyForInfantryUnlessAllArms) {
    FireEffectMoveInputs inputs = move("cavalry", "lightCavalry", "trot");
    inputs.wholeMoveOnRoad = true;
    EXPECT_DOUBLE_EQ(run(inputs).allowance, 180);
    EXPECT_DOUBLE_EQ(run(inputs, {{"roadBonusArms", "allArms"}}).allowance, 213);
}

TEST(FireEffectMovementTest, F14cLightCavalryExtendedGallops) {
    FireEffectMoveInputs inputs = move("cavalry", "lightCavalry", "extendedGallop");
    inputs.paceHistory = {3, 5};
    inputs.moveNumber = 8;
    FireEffectMoveResult refused = run(inputs);
    EXPECT_FALSE(refused.allowed);
    EXPECT_EQ(refused.usesInWindow, 2);
    inputs.pace = "gallop";  // the normal gallop is still allowed
    FireEffectMoveResult gallop = run(inputs);
    EXPECT_TRUE(gallop.allowed);
    EXPECT_DOUBLE_EQ(gallop.allowance, 300);
    inputs.pace = "extendedGallop";
    inputs.moveNumber = 9;
    FireEffectMoveResult allowed = run(inputs);
    EXPECT_TRUE(allowed.allowed);
    EXPECT_TRUE(allowed.limitedPace);
    EXPECT_EQ(allowed.usesInWindow, 1);
    EXPECT_DOUBLE_EQ(allowed.allowance, 500);
}

TEST(FireEffectMovementTest, F14dHeavyCavalryExtendedGallops) {
    FireEffectMoveInputs inputs = move("cavalry", "heavyCavalry", "extendedGallop");
    inputs.paceHistory = {1, 2};
    for (int moveNumber = 3; moveNumber <= 10; ++moveNumber) {
        inputs.moveNumber = moveNumber;
        EXPECT_FALSE(run(inputs).allowed) << moveNumber;
    }
    inputs.moveNumber = 11;
    EXPECT_TRUE(run(inputs).allowed);
}

TEST(FireEffectMovementTest, FixedBlocksReadingOfTheGallopLimits) {
    const Options blocks{{"gallopWindow", "fixedBlocks"}};
    FireEffectMoveInputs inputs = move("cavalry", "lightCavalry", "extendedGallop");
    inputs.paceHistory = {3, 5};
    inputs.moveNumber = 6;
    EXPECT_FALSE(run(inputs, blocks).allowed);
    inputs.moveNumber = 7;  // a new block of 6 moves
    EXPECT_TRUE(run(inputs, blocks).allowed);
    EXPECT_FALSE(run(inputs).allowed);  // the sliding window still holds 3 and 5
}

TEST(FireEffectMovementTest, LimitedPacesOfEveryMover) {
    struct Case {
        const char* mover;
        const char* pace;
        int uses;
        int inMoves;
    };
    const Case cases[] = {
        {"heavyCavalry", "extendedGallop", 2, 10}, {"mediumCavalry", "extendedGallop", 2, 16},
        {"lightCavalry", "extendedGallop", 2, 6},  {"horseArtillery", "extendedGallop", 2, 10},
        {"footArtillery", "slowTrot", 2, 10},      {"footArtillery", "gallop", 1, 10}};
    for (const Case& c : cases) {
        FireEffectMoveInputs inputs = move("artillery", c.mover, c.pace);
        // `uses` earlier uses at the very start of the window: one more is refused ...
        for (int i = 0; i < c.uses; ++i) {
            inputs.paceHistory.push_back(1 + i);
        }
        inputs.moveNumber = c.inMoves;
        EXPECT_FALSE(run(inputs).allowed) << c.mover << " " << c.pace;
        // ... and allowed once the first of them leaves the window.
        inputs.moveNumber = c.inMoves + 1;
        EXPECT_TRUE(run(inputs).allowed) << c.mover << " " << c.pace;
    }
}

TEST(FireEffectMovementTest, EveryRateOfTheTable) {
    struct Case {
        const char* arm;
        const char* mover;
        const char* pace;
        double yards;
    };
    const Case cases[] = {
        {"infantry", "infantry", "march", 150},
        {"infantry", "infantry", "advancingFiring", 100},
        {"infantry", "infantry", "charge", 200},
        {"cavalry", "heavyCavalry", "walk", 150},
        {"cavalry", "heavyCavalry", "trot", 180},
        {"cavalry", "heavyCavalry", "gallop", 200},
        {"cavalry", "heavyCavalry", "extendedGallop", 400},
        {"cavalry", "mediumCavalry", "walk", 150},
        {"cavalry", "mediumCavalry", "trot", 180},
        {"cavalry", "mediumCavalry", "gallop", 250},
        {"cavalry", "mediumCavalry", "extendedGallop", 400},
        {"cavalry", "lightCavalry", "walk", 150},
        {"cavalry", "lightCavalry", "trot", 180},
        {"cavalry", "lightCavalry", "gallop", 300},
        {"cavalry", "lightCavalry", "extendedGallop", 500},
        {"artillery", "footArtillery", "walk", 150},
        {"artillery", "footArtillery", "slowTrot", 200},
        {"artillery", "footArtillery", "gallop", 300},
        {"artillery", "horseArtillery", "walk", 150},
        {"artillery", "horseArtillery", "trot", 180},
        {"artillery", "horseArtillery", "gallop", 200},
        {"artillery", "horseArtillery", "extendedGallop", 400},
    };
    for (const Case& c : cases) {
        FireEffectMoveInputs inputs = move(c.arm, c.mover, c.pace);
        inputs.distance = c.yards;
        const FireEffectMoveResult at = run(inputs);
        EXPECT_TRUE(at.allowed) << c.mover << " " << c.pace << ": " << at.reason;
        EXPECT_DOUBLE_EQ(at.allowance, c.yards) << c.mover << " " << c.pace;
        inputs.distance = c.yards + 1;
        EXPECT_FALSE(run(inputs).allowed) << c.mover << " " << c.pace << " one yard beyond";
    }
    EXPECT_FALSE(run(move("infantry", "infantry", "gallop")).allowed);
    EXPECT_FALSE(run(move("infantry", "zeppelin", "march")).allowed);
}

TEST(FireEffectMovementTest, NormalGallopReadings) {
    const Options all{{"normalGallop", "allThreeHundred"}};
    EXPECT_DOUBLE_EQ(run(move("cavalry", "heavyCavalry", "gallop"), all).allowance, 300);
    EXPECT_DOUBLE_EQ(run(move("cavalry", "mediumCavalry", "gallop"), all).allowance, 300);
    // Foot artillery's gallop is its own (B16).
    EXPECT_DOUBLE_EQ(run(move("artillery", "footArtillery", "gallop"), all).allowance, 300);
    EXPECT_DOUBLE_EQ(run(move("artillery", "horseArtillery", "gallop"), all).allowance, 200);
}

TEST(FireEffectMovementTest, FormationChangesMountingAndDoubledMovement) {
    FireEffectMoveInputs inputs = move("infantry", "infantry", "march");
    inputs.formationChanges = 1;
    EXPECT_DOUBLE_EQ(run(inputs).allowance, 100);
    EXPECT_DOUBLE_EQ(run(inputs, {{"formationChanges", "free"}}).allowance, 150);
    FireEffectMoveInputs riders = move("cavalry", "lightCavalry", "walk");
    riders.mountOperations = 1;
    EXPECT_DOUBLE_EQ(run(riders).allowance, 100);
    const FireEffectMoveResult doubled =
        run(move("infantry", "infantry", "march"), {{"movementMultiplier", "2"}});
    EXPECT_DOUBLE_EQ(doubled.allowance, 300);
    EXPECT_DOUBLE_EQ(doubled.allowanceInches, 6);
}

TEST(FireEffectMovementTest, GroundScaleOption) {
    const FireEffectRules rules = fireEffectRules();
    EXPECT_DOUBLE_EQ(rules.yardsPerInch(), 50);
    EXPECT_DOUBLE_EQ(rules.toInches(33), 0.66);
    EXPECT_DOUBLE_EQ(rules.toYards(13.3), 665);
    const FireEffectRules small = fireEffectRules({{"yardsPerInch", "25"}});
    EXPECT_DOUBLE_EQ(small.toInches(150), 6);
    EXPECT_DOUBLE_EQ(
        run(move("infantry", "infantry", "march"), {{"yardsPerInch", "25"}}).allowanceInches, 6);
}

TEST(FireEffectMovementTest, MoversOfUnitTypesAndFlight) {
    const FireEffectRules rules = fireEffectRules();
    EXPECT_EQ(fireEffectMoverOf(rules, "lancers"), "mediumCavalry");
    EXPECT_EQ(fireEffectMoverOf(rules, "horseArtilleryGun"), "horseArtillery");
    EXPECT_EQ(fireEffectMoverOf(rules, "militia"), "infantry");
    EXPECT_DOUBLE_EQ(fireEffectFlight(rules, TroopCategory::Infantry, "").yards, 180);
    EXPECT_DOUBLE_EQ(fireEffectFlight(rules, TroopCategory::Cavalry, "lightCavalry").yards, 300);
    EXPECT_DOUBLE_EQ(fireEffectFlight(rules, TroopCategory::Artillery, "footArtillery").yards, 180);
}

}  // namespace
}  // namespace adjutant
