// War of Princes morale (digest 7.1-7.4): W3, W7, W9, W10 and W14's charge tests, the
// results table row by row, the strength thresholds and the triggers.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/princes/PrincesMorale.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant {
namespace {

using namespace princes_trigger;
using princes_test::explains;
using princes_test::princesRules;

PrincesMoraleInputs unit(const std::string& moraleClass, int figures, int startFigures,
                         std::vector<std::string> triggers) {
    PrincesMoraleInputs inputs;
    inputs.name = "unit";
    inputs.moraleClass = moraleClass;
    inputs.figures = figures;
    inputs.startFigures = startFigures;
    inputs.triggers = std::move(triggers);
    return inputs;
}

PrincesMoraleOutcome test(const PrincesMoraleInputs& inputs, int die,
                          const PrincesRules& rules = princesRules()) {
    ScriptedDice dice({die});
    return resolvePrincesMorale(rules, inputs, dice);
}

TEST(PrincesMoraleTest, W3HaltNoFiringAfterShootingCasualties) {
    PrincesMoraleInputs target = unit("C", 10, 12, {kShootingCasualties});
    target.halted = true;
    const PrincesMoraleOutcome r = test(target, 1);
    EXPECT_EQ(r.base, 4);
    EXPECT_TRUE(r.modifiers.empty());
    EXPECT_EQ(r.total, 5);
    EXPECT_EQ(r.result, "halt");
    EXPECT_TRUE(r.halt);
    EXPECT_TRUE(r.noFire);
    EXPECT_FALSE(r.disorder);
    EXPECT_EQ(test(target, 3).result, "pass");
}

TEST(PrincesMoraleTest, W7MilitiaFiredOnByArtilleryTakesOneTest) {
    PrincesMoraleSituation situation;
    situation.militia = true;
    situation.lostFiguresToFire = true;
    situation.firedOnByArtillery = true;
    const PrincesRules rules = princesRules();
    const auto triggers = princesMoraleTriggers(rules, situation);
    ASSERT_EQ(triggers, (std::vector<std::string>{kShootingCasualties, kFiredOnByArtillery}));
    const auto tests = princesMoraleTests(rules, triggers);
    ASSERT_EQ(tests.size(), 1u);
    EXPECT_EQ(princesMoraleTests(princesRules({{"artilleryTrigger", "twoTests"}}), triggers).size(),
              2u);

    PrincesMoraleInputs militia = unit("D", 11, 12, tests.front());
    militia.militia = true;
    militia.halted = true;
    const PrincesMoraleOutcome pass = test(militia, 4);
    EXPECT_EQ(pass.total, 6);
    EXPECT_EQ(pass.result, "pass");
    EXPECT_TRUE(explains(pass.explanation, "Militia or cavalry fired on by artillery", -1));

    const PrincesMoraleOutcome retire = test(militia, 2);
    EXPECT_EQ(retire.total, 4);
    EXPECT_EQ(retire.tableResult, "haltDisordered");
    EXPECT_EQ(retire.result, "retire");
    EXPECT_TRUE(retire.retire);
    EXPECT_TRUE(retire.disorder);
}

TEST(PrincesMoraleTest, W9AfterMeleeTests) {
    PrincesMoraleInputs cavalry = unit("B", 4, 6, {kAfterMelee});
    cavalry.arm = TroopCategory::Cavalry;
    cavalry.halted = true;  // in melee
    const PrincesMoraleOutcome horse = test(cavalry, 2);
    EXPECT_TRUE(explains(horse.explanation, "Die", 2));
    EXPECT_EQ(horse.total, 6);
    EXPECT_EQ(horse.result, "pass");

    PrincesMoraleInputs square = unit("C", 11, 12, {kAfterMelee});
    square.formation = Formation::Square;
    square.enemyIsCavalry = true;
    square.halted = true;
    const PrincesMoraleOutcome foot = test(square, 1);
    EXPECT_EQ(foot.total, 7);
    EXPECT_EQ(foot.result, "pass");
    // Square against cavalry counts only in charge and melee tests (A22).
    square.triggers = {kShootingCasualties};
    EXPECT_EQ(test(square, 1).total, 5);
}

TEST(PrincesMoraleTest, W10BadlyHurtMilitiaInCover) {
    PrincesMoraleInputs militia = unit("D", 6, 12, {kShootingCasualties});
    militia.militia = true;
    militia.inCover = true;
    militia.disordered = true;
    militia.halted = true;
    const PrincesMoraleOutcome r = test(militia, 4);
    EXPECT_EQ(r.total, 4);
    EXPECT_EQ(r.result, "retire");
    EXPECT_TRUE(r.disorder);
    EXPECT_TRUE(explains(r.explanation, "Behind works or in cover", 1));
    EXPECT_TRUE(explains(r.explanation, "Disordered", -1));
    const PrincesMoraleOutcome rout = test(militia, 3);
    EXPECT_EQ(rout.total, 3);
    EXPECT_EQ(rout.result, "rout");
    EXPECT_TRUE(rout.rout);
}

TEST(PrincesMoraleTest, W14ChargeTests) {
    const PrincesRules rules = princesRules();
    PrincesHaltFacts charging;
    charging.moving = true;
    PrincesMoraleInputs charger = unit("B", 12, 12, {kInitiateCharge});
    charger.generalAttached = true;
    charger.halted = princesIsHalted(rules, charging);
    EXPECT_FALSE(charger.halted);
    const PrincesMoraleOutcome initiation = test(charger, 1);
    EXPECT_EQ(initiation.total, 7);
    EXPECT_EQ(initiation.result, "pass");

    PrincesMoraleInputs target = unit("C", 12, 12, {kStandToCharge});
    target.halted = princesIsHalted(rules, PrincesHaltFacts{});
    EXPECT_TRUE(target.halted);
    EXPECT_EQ(test(target, 2).total, 6);
    EXPECT_EQ(test(target, 2).result, "pass");

    charger.figures = 10;
    charger.triggers = {kShootingCasualties};
    const PrincesMoraleOutcome afterFire = test(charger, 1);
    EXPECT_EQ(afterFire.total, 7);
    EXPECT_EQ(afterFire.result, "pass");
}

TEST(PrincesMoraleTest, ResultsTableRowByRow) {
    const PrincesRules rules = princesRules();
    struct Row {
        int total;
        const char* moving;
        const char* halted;
        const char* retiring;
    };
    const Row rows[] = {
        {-2, "rout", "rout", "rout"},  {0, "rout", "rout", "rout"},
        {1, "rout", "rout", "rout"},   {2, "rout", "rout", "rout"},
        {3, "retire", "rout", "rout"}, {4, "haltDisordered", "retire", "haltDisordered"},
        {5, "halt", "halt", "halt"},   {6, "pass", "pass", "pass"},
        {10, "pass", "pass", "pass"},
    };
    for (const Row& row : rows) {
        EXPECT_EQ(princesMoraleResult(rules, row.total, false, false).result, row.moving)
            << row.total;
        EXPECT_EQ(princesMoraleResult(rules, row.total, true, false).result, row.halted)
            << row.total;
        EXPECT_EQ(princesMoraleResult(rules, row.total, false, true).result, row.retiring)
            << row.total;
    }
    const PrincesMoraleOutcome halt = princesMoraleResult(rules, 5, false, false);
    EXPECT_TRUE(halt.halt && halt.noFire && !halt.disorder && !halt.retire && !halt.rout);
    const PrincesMoraleOutcome haltDisordered = princesMoraleResult(rules, 4, false, false);
    EXPECT_TRUE(haltDisordered.halt && haltDisordered.disorder && !haltDisordered.noFire);
    const PrincesMoraleOutcome retire = princesMoraleResult(rules, 3, false, false);
    EXPECT_TRUE(retire.retire && retire.disorder && !retire.rout);
    const PrincesMoraleOutcome rout = princesMoraleResult(rules, 1, false, false);
    EXPECT_TRUE(rout.rout && rout.disorder);
    const PrincesMoraleOutcome pass = princesMoraleResult(rules, 6, true, true);
    EXPECT_FALSE(pass.halt || pass.noFire || pass.disorder || pass.retire || pass.rout);
}

TEST(PrincesMoraleTest, RallyTestOfARouter) {
    const std::pair<int, const char*> rows[] = {
        {2, "rallied"}, {1, "ralliedHaltedNoFire"}, {6, "rallied"}};
    // Class C (4): a die of 2 makes 6, of 1 makes 5.
    for (const auto& [die, rally] : rows) {
        PrincesMoraleInputs router = unit("C", 12, 12, {kRallyRouters});
        router.routing = true;
        const PrincesMoraleOutcome r = test(router, die);
        EXPECT_TRUE(r.rallyTest);
        EXPECT_EQ(r.rally, rally) << die;
        EXPECT_FALSE(r.rout || r.retire);
    }
    PrincesMoraleInputs militia = unit("D", 12, 12, {kRallyRouters});
    militia.routing = true;
    EXPECT_EQ(test(militia, 1).rally, "ralliedHaltedDisordered");  // 3 + 1 = 4
    militia.disordered = true;
    EXPECT_EQ(test(militia, 1).rally, "keepsRouting");  // 3 - 1 + 1 = 3
}

TEST(PrincesMoraleTest, StrengthThresholds) {
    const PrincesRules rules = princesRules();
    struct Row {
        int start;
        int figures;
        int modifier;
    };
    const Row rows[] = {
        {12, 12, 0}, {12, 10, 0}, {12, 9, -1}, {12, 7, -1}, {12, 6, -3}, {12, 5, -3},
        {12, 4, -6}, {12, 1, -6}, {6, 5, 0},   {6, 4, -1},  {6, 3, -3},  {6, 2, -6},
        {4, 4, 0},   {4, 3, -1},  {4, 2, -3},  {4, 1, -6},
    };
    for (const Row& row : rows) {
        EXPECT_EQ(princesStrengthModifier(rules, row.figures, row.start), row.modifier)
            << row.figures << "/" << row.start;
    }
    const PrincesRules cumulative = princesRules({{"strengthModifiers", "cumulative"}});
    EXPECT_EQ(princesStrengthModifier(cumulative, 4, 12), -10);
    EXPECT_EQ(princesStrengthModifier(cumulative, 6, 12), -4);
}

TEST(PrincesMoraleTest, ModifiersOfChargeAndMeleeTestsAndScope) {
    PrincesMoraleInputs riflemen = unit("B", 12, 12, {kStandToCharge});
    riflemen.noBayonets = true;
    riflemen.generalAttached = true;
    EXPECT_EQ(test(riflemen, 1).total, 5 + 1 - 2 + 1);
    riflemen.triggers = {kShootingCasualties};
    EXPECT_EQ(test(riflemen, 1).total, 5 + 1 + 1);

    PrincesMoraleInputs skirmishers = unit("C", 12, 12, {kAfterMelee});
    skirmishers.formation = Formation::SkirmishLine;
    EXPECT_EQ(test(skirmishers, 3).total, 4 - 2 + 3);
    skirmishers.enemyFormed = false;
    EXPECT_EQ(test(skirmishers, 3).total, 4 + 3);

    // A22 (c): outside the after-melee test no modifier of the list applies.
    PrincesMoraleInputs hurt = unit("C", 6, 12, {kShootingCasualties});
    hurt.disordered = true;
    EXPECT_EQ(test(hurt, 3).total, 4 - 3 - 1 + 3);
    EXPECT_EQ(test(hurt, 3, princesRules({{"moraleModifierScope", "meleeTestsOnly"}})).total,
              4 + 3);
}

TEST(PrincesMoraleTest, TriggersOfASituation) {
    const PrincesRules rules = princesRules();
    PrincesMoraleSituation all;
    all.initiatingCharge = all.beingCharged = all.lostFiguresToFire = true;
    all.foughtMelee = all.routing = all.firedOnByArtillery = true;
    all.arm = TroopCategory::Cavalry;
    EXPECT_EQ(princesMoraleTriggers(rules, all),
              (std::vector<std::string>{kInitiateCharge, kStandToCharge, kShootingCasualties,
                                        kAfterMelee, kRallyRouters, kFiredOnByArtillery}));
    PrincesMoraleSituation regulars;  // not militia, not cavalry: artillery alone is no trigger
    regulars.firedOnByArtillery = true;
    EXPECT_TRUE(princesMoraleTriggers(rules, regulars).empty());
    EXPECT_TRUE(princesMoraleTriggers(rules, PrincesMoraleSituation{}).empty());
}

TEST(PrincesMoraleTest, HaltedDefinitionReadings) {
    PrincesHaltFacts moved;
    moved.movedInLastOwnMovement = true;
    EXPECT_FALSE(princesIsHalted(princesRules(), moved));
    moved.haltMarker = true;
    EXPECT_TRUE(princesIsHalted(princesRules(), moved));
    PrincesHaltFacts fought;
    fought.movedInLastOwnMovement = fought.inMelee = true;
    EXPECT_TRUE(princesIsHalted(princesRules(), fought));
    EXPECT_FALSE(princesIsHalted(princesRules({{"haltedDefinition", "haltMarkerOnly"}}), fought));
    EXPECT_TRUE(princesIsHalted(princesRules({{"haltedDefinition", "notMoving"}}), moved));
}

}  // namespace
}  // namespace adjutant
