// Step 4: melee (12), both sides' casualties computed at once and removed
// together, with the digest's worked examples T6 and T7.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneMelee.h"
#include "core/referee/tricorne/TricorneMeleeAvoidance.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "tests/core/referee/TricorneMeleeTestSupport.h"

namespace adjutant {
namespace {

using testing::statusOf;

GameState t6World(testing::TricorneTestWorld& world) {
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("cav", 1, "cuirassier", 8, 30, 30, 180);
    return world.start();
}

bool hasTrigger(const TricorneUnitState& s, const std::string& cause, const std::string& source) {
    for (const MoraleTrigger& t : s.thisBound.moraleTriggers) {
        if (t.cause == cause && t.source == source) {
            return true;
        }
    }
    return false;
}

TEST(TricorneMelee, FindsTheContactAndPutsTheChargerFirst) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    const TricorneContext context(state);
    const MeleeSituation situation = findMelees(context, {testing::chargeOf("cav", "inf")});
    ASSERT_EQ(situation.engagements.size(), 1u);
    ASSERT_EQ(situation.engagements[0].pairs.size(), 1u);
    EXPECT_EQ(situation.engagements[0].pairs[0].first, "cav");
    EXPECT_EQ(situation.engagements[0].pairs[0].second, "inf");
    EXPECT_FALSE(situation.engagements[0].pairs[0].continuing);
    EXPECT_TRUE(situation.avoiding.empty());
}

// T6: cavalry die 2 (no remainder die), infantry die 4 then die2 = 2.
TEST(TricorneMelee, T6FirstBoundBothSidesAtOnce) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    const std::vector<ChargeImpetus> charges{testing::chargeOf("cav", "inf")};
    ScriptedDice dice({2, 4, 2});
    const auto resolutions = resolveMeleeStep(state, charges, dice);
    EXPECT_EQ(dice.remaining(), 0u);
    ASSERT_EQ(resolutions.size(), 1u);
    const Resolution& r = resolutions[0];
    EXPECT_EQ(r.kind, "melee");
    EXPECT_EQ(r.step, "melee");
    ASSERT_EQ(r.rolls.size(), 3u);
    EXPECT_NE(testing::findNode(r.explanation, "8 figures x 2.5 (charging)"), nullptr);
    EXPECT_NE(testing::findNode(r.explanation, "12 figures x 1 (in contact)"), nullptr);
    // The infantry lost 3 but struck with all 12: removal waits for both sides.
    EXPECT_EQ(state.findUnit("inf")->figures, 9);
    EXPECT_EQ(state.findUnit("cav")->figures, 6);
    for (const char* id : {"inf", "cav"}) {
        const TricorneUnitState& s = tricorneState(state).unit(id);
        EXPECT_TRUE(s.unformed) << id;  // 12.5
        EXPECT_FALSE(s.thisBound.unformedBeforeMelee) << id;
        EXPECT_TRUE(s.thisBound.inMelee) << id;
    }
    EXPECT_EQ(statusOf(state, "inf")->thisBound.casualties, 3);
    EXPECT_EQ(statusOf(state, "inf")->thisBound.meleeCasualties, 3);
    EXPECT_EQ(statusOf(state, "cav")->casualtiesThisGame, 2);
    EXPECT_TRUE(hasTrigger(tricorneState(state).unit("inf"), "meleeCasualties", "cav"));
    EXPECT_TRUE(hasTrigger(tricorneState(state).unit("cav"), "meleeCasualties", "inf"));
    EXPECT_EQ(statusOf(state, "inf")->thisBound.meleeOpponents, std::vector<std::string>{"cav"});

    // Run again (steps 6-7): the pair has fought this bound and is not fought again.
    ScriptedDice none({});
    EXPECT_TRUE(resolveMeleeStep(state, charges, none).empty());
}

TEST(TricorneMelee, T6SecondCaseRemainderDieThreeGivesOneCasualty) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    const TricorneContext context(state);
    const std::vector<ChargeImpetus> charges{testing::chargeOf("cav", "inf")};
    const MeleeSituation situation = findMelees(context, charges);
    ScriptedDice dice({2, 4, 3});
    const MeleeResult result = resolveMelee(context, situation.engagements[0], charges, dice);
    ASSERT_EQ(result.bouts.size(), 2u);
    EXPECT_DOUBLE_EQ(result.bouts[0].totalBeforeDie, 20);
    EXPECT_EQ(result.bouts[0].roll.casualties, 3);
    EXPECT_FALSE(result.bouts[0].roll.remainderDie.has_value());
    EXPECT_DOUBLE_EQ(result.bouts[1].totalBeforeDie, 12);
    EXPECT_DOUBLE_EQ(result.bouts[1].roll.remainder, 2);
    EXPECT_EQ(result.losses.at("cav"), 1);
    EXPECT_EQ(result.losses.at("inf"), 3);
    EXPECT_EQ(state.findUnit("inf")->figures, 12);  // resolving changes nothing
}

// T7: second bound, unformed medium cavalry against an established square.
GameState t7World(testing::TricorneTestWorld& world) {
    world.addUnit("cav", 0, "dragoon", 8, 30, 30, 0);
    world.addUnit("sq", 1, "musketeer", 16, 30, 30, 180, Formation::Square);
    GameState state = world.start();
    statusOf(state, "cav")->unformed = true;
    statusOf(state, "cav")->lastBound.meleeOpponents = {"sq"};
    statusOf(state, "cav")->continuousMeleeBounds = 0;
    statusOf(state, "sq")->lastBound.meleeOpponents = {"cav"};
    return state;
}

TEST(TricorneMelee, T7ContinuingMeleeAgainstASquare) {
    for (const auto& [die2, cavalryLoss] : {std::pair{3, 1}, std::pair{5, 0}}) {
        testing::TricorneTestWorld world;
        GameState state = t7World(world);  // 16 in square: 4 a face
        ScriptedDice dice({3, 1, die2});
        const auto resolutions = resolveMeleeStep(state, {}, dice);
        ASSERT_EQ(resolutions.size(), 1u);
        const Explanation& why = resolutions[0].explanation;
        EXPECT_NE(testing::findNode(why, "8 figures x 1.5 (in contact)"), nullptr);
        EXPECT_NE(testing::findNode(why, "Cavalry against infantry in square"), nullptr);
        EXPECT_NE(testing::findNode(why, "Reforming, shaken, unformed or retreated"), nullptr);
        EXPECT_NE(testing::findNode(why, "4 figures x 1 (in contact)"), nullptr);
        EXPECT_EQ(state.findUnit("sq")->figures, 15);
        EXPECT_EQ(state.findUnit("cav")->figures, 8 - cavalryLoss);
        EXPECT_FALSE(statusOf(state, "sq")->unformed);  // squares never unform (12.5)
        EXPECT_TRUE(statusOf(state, "cav")->unformed);
        // 15.4: one bound of continuous melee before this one.
        EXPECT_EQ(statusOf(state, "cav")->continuousMeleeBounds, 1);
        EXPECT_EQ(statusOf(state, "sq")->continuousMeleeBounds, 0);  // cavalry only
    }
}

TEST(TricorneMelee, ContinuousMeleeCountFeedsTheCavalryMoraleFactor) {
    testing::TricorneTestWorld world;
    GameState state = t7World(world);
    ScriptedDice dice({3, 1, 5});
    resolveMeleeStep(state, {}, dice);
    Explanation why;
    const TricorneContext context(state);
    presentMoraleStatus(context, "cav", &why);
    const Explanation* line = testing::findNode(why, "Bounds in continuous melee");
    ASSERT_NE(line, nullptr);
    EXPECT_DOUBLE_EQ(line->value.value_or(0), -1);
    // A bound without melee ends the count.
    statusOf(state, "cav")->thisBound.inMelee = false;
    statusOf(state, "cav")->endBound();
    EXPECT_EQ(statusOf(state, "cav")->continuousMeleeBounds, 0);
}

TEST(TricorneMelee, ContinuingFromLastBoundEvenWithoutNewCharge) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    statusOf(state, "inf")->thisBound.meleeOpponents = {"cav"};
    statusOf(state, "inf")->endBound();  // last bound's melee becomes "last bound"
    const TricorneContext context(state);
    const MeleeSituation situation = findMelees(context, {});
    ASSERT_EQ(situation.engagements.size(), 1u);
    EXPECT_TRUE(situation.engagements[0].pairs[0].continuing);
    EXPECT_EQ(situation.engagements[0].pairs[0].first, "inf");  // scenario order
}

// One unit touching two enemies fights both; every casualty is removed at once.
TEST(TricorneMelee, AUnitFightsTwoEnemiesInOneEngagement) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    const double halfCavalry = 4 * 10 * testing::kMm / 2;
    world.addUnit("left", 1, "hussar", 4, 30 - halfCavalry, 30, 180);
    world.addUnit("right", 1, "hussar", 4, 30 + halfCavalry, 30, 180);
    GameState state = world.start();
    const TricorneContext context(state);
    const MeleeSituation situation = findMelees(context, {});
    ASSERT_EQ(situation.engagements.size(), 1u);
    EXPECT_EQ(situation.engagements[0].units.size(), 3u);
    EXPECT_EQ(situation.engagements[0].pairs.size(), 2u);
}

TEST(TricorneMelee, SkirmishersFallBackInsteadOfFighting) {
    testing::TricorneTestWorld world;
    world.addUnit("jaeger", 0, "lightInfantry", 8, 30, 30, 0, Formation::SkirmishLine);
    world.addUnit("cav", 1, "hussar", 8, 30, 30, 180);
    GameState state = world.start();
    {
        const TricorneContext context(state);
        const MeleeSituation situation = findMelees(context, {testing::chargeOf("cav", "jaeger")});
        EXPECT_TRUE(situation.engagements.empty());
        ASSERT_EQ(situation.avoiding.size(), 1u);
        EXPECT_EQ(situation.avoiding[0].unitId, "jaeger");
        EXPECT_EQ(situation.avoiding[0].kind, "skirmishersFallBack");
    }
    ScriptedDice none({});
    const auto resolutions = resolveMeleeStep(state, {testing::chargeOf("cav", "jaeger")}, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(resolutions[0].kind, "meleeAvoided");
    EXPECT_GT(state.findUnit("jaeger")->pose.position.y, 30.5);  // fell back towards its baseline
    EXPECT_EQ(state.findUnit("jaeger")->figures, 8);
    EXPECT_EQ(state.findUnit("jaeger")->formation, Formation::SkirmishLine);
    EXPECT_FALSE(statusOf(state, "jaeger")->thisBound.inMelee);
}

TEST(TricorneMelee, SkirmishersInHardCoverStayAndFight) {
    testing::TricorneTestWorld world;
    testing::addTown(world, 30, 31, 2);
    world.addUnit("jaeger", 0, "lightInfantry", 8, 30, 30, 0, Formation::SkirmishLine);
    world.addUnit("cav", 1, "hussar", 8, 30, 30, 180);
    const GameState state = world.start();
    const TricorneContext context(state);
    const MeleeSituation situation = findMelees(context, {});
    EXPECT_TRUE(situation.avoiding.empty());
    EXPECT_EQ(situation.engagements.size(), 1u);
}

TEST(TricorneMelee, ArtilleryCrewShelterWithInfantryWithinSixInches) {
    testing::TricorneTestWorld world;
    world.addUnit("guns", 0, "battery6lb", 1, 30, 30, 0, Formation::Unlimbered).guns = 2;
    world.addUnit("inf", 0, "musketeer", 12, 36, 32, 0);
    world.addUnit("cav", 1, "hussar", 8, 30, 30, 180);
    GameState state = world.start();
    ScriptedDice none({});
    const auto resolutions = resolveMeleeStep(state, {testing::chargeOf("cav", "guns")}, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(resolutions[0].kind, "meleeAvoided");
    const TricorneUnitState& s = tricorneState(state).unit("guns");
    EXPECT_EQ(s.guns, GunsState::AbandonedUntilSafe);
    EXPECT_EQ(s.shelteringWith, "inf");
    EXPECT_TRUE(s.thisBound.mayNotFire);
    EXPECT_EQ(state.findUnit("guns")->guns, 2);
}

TEST(TricorneMelee, ArtilleryWithoutRefugeLosesItsGunsUnderRefugeTiers) {
    testing::TricorneTestWorld world;
    world.addUnit("guns", 0, "battery6lb", 1, 30, 30, 0, Formation::Unlimbered).guns = 2;
    world.addUnit("cav", 1, "hussar", 8, 30, 30, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveMeleeStep(state, {testing::chargeOf("cav", "guns")}, none);
    EXPECT_EQ(statusOf(state, "guns")->guns, GunsState::Lost);
}

TEST(TricorneMelee, RiddenDownInfantryPlaysNoFurtherPart) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    {
        const TricorneContext context(state);
        EXPECT_TRUE(ridesDown(context, *context.unit("inf"), *context.unit("cav"), true));
        EXPECT_FALSE(ridesDown(context, *context.unit("inf"), *context.unit("cav"), false));
        EXPECT_FALSE(ridesDown(context, *context.unit("cav"), *context.unit("inf"), true));
    }
    const Resolution r = applyRiddenDown(state, "inf", "cav");
    EXPECT_EQ(r.kind, "riddenDown");
    EXPECT_TRUE(statusOf(state, "inf")->riddenDown);
    EXPECT_TRUE(statusOf(state, "inf")->thisBound.routed);
    const TricorneContext context(state);
    EXPECT_TRUE(findMelees(context, {testing::chargeOf("cav", "inf")}).engagements.empty());
}

TEST(TricorneMelee, FlankAttackCostsTheInfantryTwoAndMarksItForMorale) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    const double right = 30 + 6 * 10 * testing::kMm / 2;
    world.addUnit("cav", 1, "cuirassier", 8, right, 30 + 15 * testing::kMm, 270);
    GameState state = world.start();
    const std::vector<ChargeImpetus> charges{testing::chargeOf("cav", "inf")};
    ScriptedDice dice({6, 6, 6});
    const auto resolutions = resolveMeleeStep(state, charges, dice);
    ASSERT_EQ(resolutions.size(), 1u);
    // Infantry: 4 figures x 1 - 2 (flank) - 6 = -4: nothing.
    const Explanation* flank =
        testing::findNode(resolutions[0].explanation, "Attacked in the flank or rear");
    ASSERT_NE(flank, nullptr);
    EXPECT_DOUBLE_EQ(flank->value.value_or(0), -2);
    EXPECT_EQ(state.findUnit("cav")->figures, 8);
    EXPECT_TRUE(hasTrigger(tricorneState(state).unit("inf"), kAttackedInFlankMarker, "cav"));
}

TEST(TricorneMelee, RetiringUnitFollowedUpAndHitTurnsItsRetireIntoARetreat) {
    testing::TricorneTestWorld world;
    GameState state = t6World(world);
    statusOf(state, "inf")->followedUpBy = "cav";
    statusOf(state, "inf")->reactionEscalation =
        TricorneEscalation::RetreatIfFollowedUpWithCasualties;
    // No charge: the infantry strikes first, 12 - 6 = 6: 1; the cavalry 16 - 4 = 12: 2.
    ScriptedDice dice({6, 4});
    resolveMeleeStep(state, {}, dice);
    const TricorneUnitState& s = tricorneState(state).unit("inf");
    EXPECT_EQ(s.pendingReaction, TricorneActionCode::Retreat);
    EXPECT_EQ(s.reactionCause, "cav");
    EXPECT_EQ(s.reactionEscalation, TricorneEscalation::RoutIfFollowedUp);
    EXPECT_TRUE(s.followedUpBy.empty());
}

}  // namespace
}  // namespace adjutant
