// Step 5: breakthrough (11), the digest's T5 cases, each modifier, skirmishers,
// squares, mutual charges and the move through and beyond (steps 6-7).

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneBreakthrough.h"
#include "tests/core/referee/TricorneMeleeTestSupport.h"

namespace adjutant {
namespace {

using testing::statusOf;

double factorOf(const TricorneContext& context, const BreakthroughInputs& in) {
    double total = context.factor(context.tables().breakthroughBase, in.weight);
    for (const BreakthroughModifier& m : applicableBreakthroughModifiers(context, in)) {
        total += m.value;
    }
    return total;
}

// T5 part b, worked from the inputs of the table.
TEST(TricorneBreakthrough, T5PartBFactors) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    BreakthroughInputs flank{.weight = "heavy", .flankOrRear = true, .casualtiesDuringCharge = 1};
    EXPECT_DOUBLE_EQ(factorOf(context, flank), 6);
    BreakthroughInputs light{.weight = "light", .targetCavalry = true, .bothCharging = true};
    EXPECT_DOUBLE_EQ(factorOf(context, light), 2);
    BreakthroughInputs medium{.weight = "medium", .targetCavalry = true, .bothCharging = true};
    EXPECT_DOUBLE_EQ(factorOf(context, medium), 3);
    BreakthroughInputs fresh{.weight = "medium", .square = SquareStatus::FormedThisBound};
    EXPECT_DOUBLE_EQ(factorOf(context, fresh), 2);
    BreakthroughInputs formed{.weight = "medium", .square = SquareStatus::FormedEarlier};
    EXPECT_DOUBLE_EQ(factorOf(context, formed), -3);
    BreakthroughInputs russians{
        .weight = "medium", .chargerUnformed = true, .targetRussianInfantry = true};
    EXPECT_DOUBLE_EQ(factorOf(context, russians), 1);
}

// One row per modifier of the table: its key and value.
TEST(TricorneBreakthrough, EachModifierOnItsOwn) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    struct Row {
        BreakthroughInputs in;
        std::string key;
        double value;
    };
    // Each row starts from a heavy charger and sets one condition (built step
    // by step: GCC 12 misreads designated initializers inside a list here).
    auto heavyWith = [](auto set) {
        BreakthroughInputs in;
        in.weight = "heavy";
        set(in);
        return in;
    };
    const std::vector<Row> rows{
        {heavyWith([](auto& in) { in.flankOrRear = true; }), "chargingFlankOrRear", 2},
        {heavyWith([](auto& in) { in.targetCavalry = true; }), "cavalryChargingCavalry", -2},
        {heavyWith([](auto& in) { in.bothCharging = true; }), "bothCharging", 1},
        {heavyWith([](auto& in) { in.casualtiesDuringCharge = 3; }), "perCasualtyDuringCharge", -3},
        {heavyWith([](auto& in) { in.chargerUnformed = true; }), "chargerUnformed", -2},
        {heavyWith([](auto& in) { in.targetRussianInfantry = true; }), "chargingRussianInfantry",
         -1},
        {heavyWith([](auto& in) { in.square = SquareStatus::FormedThisBound; }),
         "squareFormedThisBound", -2},
        {heavyWith([](auto& in) { in.square = SquareStatus::FormedEarlier; }),
         "squareFormedLastBound", -7},
    };
    for (const Row& row : rows) {
        const auto list = applicableBreakthroughModifiers(context, row.in);
        ASSERT_EQ(list.size(), 1u) << row.key;
        EXPECT_EQ(list[0].key, row.key);
        EXPECT_DOUBLE_EQ(list[0].value, row.value) << row.key;
    }
    EXPECT_TRUE(applicableBreakthroughModifiers(context, {.weight = "heavy"}).empty());
}

GameState chargeIntoLine(testing::TricorneTestWorld& world) {
    world.addUnit("cav", 1, "cuirassier", 12, 30, 30, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    GameState state = world.start();
    testing::markFought(state, "cav", "inf");
    return state;
}

// T5 part a: heavy cavalry lost 3 figures to fire on the way in; factor 2.
TEST(TricorneBreakthrough, T5HeavyCavalryAfterThreeCasualtiesNeedsAOne) {
    for (const auto& [die, through] : {std::pair{1, true}, std::pair{2, false}}) {
        testing::TricorneTestWorld world;
        const GameState state = chargeIntoLine(world);
        const TricorneContext context(state);
        ChargeImpetus charge = testing::chargeOf("cav", "inf");
        charge.fireCasualties = 3;
        ScriptedDice dice({die});
        const BreakthroughResult r = testBreakthrough(context, charge, "inf", {charge}, dice);
        EXPECT_TRUE(r.tests);
        EXPECT_DOUBLE_EQ(r.base, 5);
        EXPECT_DOUBLE_EQ(r.factor, 2);
        EXPECT_EQ(r.brokeThrough, through) << die;
        ASSERT_EQ(r.resolution.rolls.size(), 1u);
        EXPECT_NE(testing::findNode(r.resolution.explanation, "Base factor (heavy cavalry)"),
                  nullptr);
    }
}

TEST(TricorneBreakthrough, A15MeleeCasualtiesCountUnlessFireOnly) {
    for (const auto& [reading, factor] :
         {std::pair{"fireAndMelee", 1.0}, std::pair{"fireOnly", 3.0}}) {
        testing::TricorneTestWorld world;
        world.options()["breakthroughCasualties"] = reading;
        GameState state = chargeIntoLine(world);
        statusOf(state, "cav")->thisBound.meleeCasualties = 2;
        const TricorneContext context(state);
        ChargeImpetus charge = testing::chargeOf("cav", "inf");
        charge.fireCasualties = 2;
        ScriptedDice dice({6});
        EXPECT_DOUBLE_EQ(testBreakthrough(context, charge, "inf", {charge}, dice).factor, factor)
            << reading;
    }
}

TEST(TricorneBreakthrough, A50UnformedByThisMeleeOnlyUnderImmediately) {
    for (const auto& [reading, factor] :
         {std::pair{"afterBreakthroughTests", 5.0}, std::pair{"immediately", 3.0}}) {
        testing::TricorneTestWorld world;
        world.options()["unformedForBreakthrough"] = reading;
        GameState state = chargeIntoLine(world);
        statusOf(state, "cav")->unformed = true;  // from this bound's melee
        const TricorneContext context(state);
        const ChargeImpetus charge = testing::chargeOf("cav", "inf");
        ScriptedDice dice({6});
        EXPECT_DOUBLE_EQ(testBreakthrough(context, charge, "inf", {charge}, dice).factor, factor)
            << reading;
    }
}

TEST(TricorneBreakthrough, RussianInfantryFromTheRulesetsNationList) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 0, "dragoon", 8, 30, 30, 0);
    world.addUnit("inf", 1, "musketeer", 12, 30, 30, 180, Formation::Line, "russia");
    const GameState state = world.start();
    const TricorneContext context(state);
    const BreakthroughInputs in =
        breakthroughInputs(context, testing::chargeOf("cav", "inf"), *context.unit("inf"), {});
    EXPECT_TRUE(in.targetRussianInfantry);
    EXPECT_FALSE(in.flankOrRear);
    EXPECT_FALSE(in.targetCavalry);
}

TEST(TricorneBreakthrough, SkirmishersAreBrokenThroughAutomaticallyByCavalryAndInfantry) {
    for (const char* type : {"hussar", "musketeer"}) {
        testing::TricorneTestWorld world;
        world.addUnit("jaeger", 0, "lightInfantry", 8, 30, 30, 0, Formation::SkirmishLine);
        world.addUnit("att", 1, type, 8, 30, 30, 180);
        const GameState state = world.start();
        const TricorneContext context(state);
        ScriptedDice none({});
        const ChargeImpetus charge = testing::chargeOf("att", "jaeger");
        const BreakthroughResult r = testBreakthrough(context, charge, "jaeger", {charge}, none);
        EXPECT_TRUE(r.automatic) << type;
        EXPECT_TRUE(r.brokeThrough) << type;
    }
}

TEST(TricorneBreakthrough, InfantryChargingALineDoesNotTest) {
    testing::TricorneTestWorld world;
    world.addUnit("att", 1, "musketeer", 12, 30, 30, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    const GameState state = world.start();
    const TricorneContext context(state);
    ScriptedDice none({});
    const ChargeImpetus charge = testing::chargeOf("att", "inf");
    const BreakthroughResult r = testBreakthrough(context, charge, "inf", {charge}, none);
    EXPECT_FALSE(r.tests);
    EXPECT_FALSE(r.brokeThrough);
}

TEST(TricorneBreakthrough, SquareFormedLastBoundIsNeverBrokenAndASquareThatHoldsIsFullyFormed) {
    for (const auto& [formedBound, die, through] :
         {std::tuple{0, 1, false}, std::tuple{1, 1, true}, std::tuple{1, 2, false}}) {
        testing::TricorneTestWorld world;
        world.addUnit("cav", 0, "dragoon", 8, 30, 30, 0);
        world.addUnit("sq", 1, "musketeer", 16, 30, 30, 180, Formation::Square);
        GameState state = world.start();
        statusOf(state, "sq")->squareFormedBound = formedBound;  // bound 1 is this bound
        testing::markFought(state, "cav", "sq");
        ScriptedDice dice({die});
        const auto step = resolveBreakthroughStep(state, {testing::chargeOf("cav", "sq")}, dice);
        ASSERT_EQ(step.resolutions.size(), 1u);
        EXPECT_EQ(statusOf(state, "cav")->thisBound.brokeThrough, through);
        EXPECT_EQ(statusOf(state, "sq")->squareFullyFormed, !through);
        // 9.3.3: once it held, no further attempt may succeed.
        if (!through) {
            const TricorneContext context(state);
            ScriptedDice one({1});
            EXPECT_LT(
                testBreakthrough(context, testing::chargeOf("cav", "sq"), "sq", {}, one).factor, 1);
        }
    }
}

// Two cavalry regiments charging each other: only one through, the other arrested.
TEST(TricorneBreakthrough, MutualChargeOnlyOneBreaksThrough) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 1, "dragoon", 8, 30, 30, 180);
    world.addUnit("b", 0, "dragoon", 8, 30, 30, 0);
    GameState state = world.start();
    testing::markFought(state, "a", "b");
    ChargeImpetus a = testing::chargeOf("a", "b");
    a.remainingMove = 5;
    ChargeImpetus b = testing::chargeOf("b", "a");
    b.counterCharge = true;
    ScriptedDice dice({1, 6});  // factors 4 - 2 + 1 = 3 each: a through, b not
    const auto step = resolveBreakthroughStep(state, {a, b}, dice);
    ASSERT_EQ(step.resolutions.size(), 2u);
    EXPECT_TRUE(statusOf(state, "a")->thisBound.brokeThrough);
    EXPECT_EQ(statusOf(state, "a")->brokenThrough, std::vector<std::string>{"b"});
    EXPECT_FALSE(statusOf(state, "b")->thisBound.brokeThrough);
    EXPECT_TRUE(statusOf(state, "b")->thisBound.chargeArrested);
    EXPECT_TRUE(statusOf(state, "b")->thisBound.movedInChargePhase);
    EXPECT_EQ(state.findUnit("b")->pose.position.y, 30);
    // a went 5 in straight on (down the table), clear of b (its depth + b's is 3.15 in).
    EXPECT_NEAR(state.findUnit("a")->pose.position.y, 35, 1e-9);
    EXPECT_TRUE(step.newContacts.empty());
    // Tested once a bound: running the step again throws no die.
    ScriptedDice none({});
    EXPECT_TRUE(resolveBreakthroughStep(state, {a, b}, none).resolutions.empty());
}

// The momentum carries the cavalry out of the far side even with little move
// left, and a unit behind is a new contact for steps 6-7.
TEST(TricorneBreakthrough, BreakingThroughIntoAUnitBehindReportsANewContact) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 8, 30, 30, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("second", 0, "musketeer", 12, 30, 33, 0);
    GameState state = world.start();
    testing::markFought(state, "cav", "inf");
    ChargeImpetus charge = testing::chargeOf("cav", "inf");
    charge.remainingMove = 10;
    ScriptedDice dice({1});
    const auto step = resolveBreakthroughStep(state, {charge}, dice);
    ASSERT_EQ(step.newContacts.size(), 1u);
    EXPECT_EQ(step.newContacts[0].chargerId, "cav");
    EXPECT_EQ(step.newContacts[0].contactedId, "second");
    // It stops with its front on the second line's front edge (y = 33).
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 33, 1e-6);
    EXPECT_TRUE(statusOf(state, "cav")->thisBound.movedInChargePhase);
    bool marked = false;
    for (const MoraleTrigger& t : statusOf(state, "inf")->thisBound.moraleTriggers) {
        marked = marked || (t.cause == "brokenThroughByCavalry" && t.source == "cav");
    }
    EXPECT_TRUE(marked);

    // Steps 6-7: after the new melee, the cavalry tests against the new contact too.
    testing::markFought(state, "cav", "second");
    ScriptedDice again({6});
    const auto loop = resolveBreakthroughStep(state, {charge}, again);
    ASSERT_EQ(loop.resolutions.size(), 1u);
    EXPECT_EQ(loop.resolutions[0].units, (std::vector<std::string>{"cav", "second"}));
    EXPECT_EQ(again.remaining(), 0u);
}

TEST(TricorneBreakthrough, WithNoMoveLeftItStillComesOutOfTheFarSide) {
    testing::TricorneTestWorld world;
    GameState state = [&] {
        world.addUnit("cav", 1, "cuirassier", 8, 30, 30, 180);
        world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
        return world.start();
    }();
    const TricorneContext context(state);
    const BreakthroughMove move =
        planBreakthroughMove(context, *context.unit("cav"), *context.unit("inf"), 0);
    // Its own depth (2 x 20 mm) and the infantry's (2 x 15 mm), and a hair.
    EXPECT_NEAR(move.distance, (40 + 30) * testing::kMm, 0.05);
    EXPECT_GT(move.distance, (40 + 30) * testing::kMm);
}

// 15.5 +5: a square charged by cavalry can be broken through in step 11.
TEST(TricorneBreakthrough, WaveringSquareBrokenOnMoraleResultFiveOverRoutsForOneBound) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 0, "dragoon", 8, 30, 30, 0);
    world.addUnit("sq", 1, "musketeer", 16, 30, 30, 180, Formation::Square);
    GameState state = world.start();
    statusOf(state, "sq")->thisBound.squareMayBeBrokenThrough =
        true;                // formed earlier: -7 not used
    ScriptedDice dice({3});  // medium 4: 3 < 4
    const auto resolutions = resolveSquareBreaks(state, dice);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(state.findUnit("sq")->formation, Formation::Line);
    EXPECT_EQ(statusOf(state, "sq")->routBoundsOwed, 1);
    EXPECT_TRUE(statusOf(state, "sq")->unformed);
    EXPECT_FALSE(statusOf(state, "sq")->thisBound.squareMayBeBrokenThrough);
}

}  // namespace
}  // namespace adjutant
