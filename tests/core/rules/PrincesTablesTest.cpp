// The War of Princes ruleset file against its digest (/work/shared/rules/war-of-princes.md):
// every table is read, and one or more values per table are checked against the digest.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetLoader.h"
#include "core/rules/princes/PrincesTables.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

const std::string kPrincesFile =
    std::string(adjutant::testResourceDir()) + "/rulesets/princes.json";

nlohmann::json princesDocument() {
    Diagnostics diagnostics;
    auto document = readJsonFile(kPrincesFile, diagnostics);
    EXPECT_TRUE(document.has_value()) << diagnostics.toString();
    return document.value_or(nlohmann::json::object());
}

struct Parsed {
    Diagnostics diagnostics;
    std::shared_ptr<RulesetDefinition> definition;
    std::shared_ptr<const PrincesTables> tables;
};

// Parses the generic part with the shared loader and the tables with our parser.
std::unique_ptr<Parsed> parse(const nlohmann::json& document) {
    auto parsed = std::make_unique<Parsed>();
    JsonReader root(document, "princes.json", parsed->diagnostics);
    parsed->definition = RulesetLoader({"princes"}).parse(root);
    parsed->tables = std::dynamic_pointer_cast<const PrincesTables>(
        parsePrincesTables(root.child("tables"), *parsed->definition));
    return parsed;
}

class PrincesTablesTest : public ::testing::Test {
  protected:
    void SetUp() override {
        parsed_ = parse(princesDocument());
        ASSERT_FALSE(parsed_->diagnostics.hasErrors()) << parsed_->diagnostics.toString();
        ASSERT_NE(parsed_->tables, nullptr);
        tables_ = parsed_->tables.get();
    }
    std::unique_ptr<Parsed> parsed_;
    const PrincesTables* tables_ = nullptr;
};

TEST_F(PrincesTablesTest, FileHasNoWarnings) {
    EXPECT_EQ(parsed_->diagnostics.warningCount(), 0u) << parsed_->diagnostics.toString();
}

TEST_F(PrincesTablesTest, OrganisationAndMoraleBases) {
    // 2.1: infantry 12 figures, cavalry 6, artillery one gun with 4 crew.
    EXPECT_EQ(tables_->organisation.at("infantry").figures, 12);
    EXPECT_EQ(tables_->organisation.at("cavalry").figures, 6);
    EXPECT_EQ(tables_->organisation.at("artillery").figures, 4);
    EXPECT_EQ(tables_->organisation.at("artillery").guns, 1);
    // 2.2: A 6, B 5, C 4, D 3.
    EXPECT_EQ(tables_->moraleClasses.at("A").moraleBase, 6);
    EXPECT_EQ(tables_->moraleClasses.at("B").moraleBase, 5);
    EXPECT_EQ(tables_->moraleClasses.at("C").moraleBase, 4);
    EXPECT_EQ(tables_->moraleClasses.at("D").moraleBase, 3);
    // 2.3: light infantry ignores terrain disorder.
    const auto& traits = tables_->unitTypeTraits.at("lightInfantry");
    EXPECT_NE(std::find(traits.begin(), traits.end(), "lightInfantry"), traits.end());
}

TEST_F(PrincesTablesTest, MovementRates) {
    // 4.1: infantry column 8", line 6", skirmish 8", charge +2", rout 10".
    const PrincesMovementRow& infantry = tables_->movement.at("infantry");
    EXPECT_DOUBLE_EQ(infantry.rates.at(Formation::MarchColumn), 8);
    EXPECT_DOUBLE_EQ(infantry.rates.at(Formation::Line), 6);
    EXPECT_DOUBLE_EQ(infantry.rates.at(Formation::SkirmishLine), 8);
    EXPECT_DOUBLE_EQ(*infantry.chargeBonus, 2);
    EXPECT_DOUBLE_EQ(infantry.rout, 10);
    // 4.1: light cavalry line 9", charge +3", rout 15".
    const PrincesMovementRow& cavalry = tables_->movement.at("cavalry");
    EXPECT_DOUBLE_EQ(cavalry.rates.at(Formation::Line), 9);
    EXPECT_DOUBLE_EQ(*cavalry.chargeBonus, 3);
    EXPECT_DOUBLE_EQ(cavalry.rout, 15);
    // 4.1 [I A4]: limbered guns move 8", prolonge 2", artillery never charges.
    const PrincesMovementRow& artillery = tables_->movement.at("artillery");
    EXPECT_DOUBLE_EQ(artillery.rates.at(Formation::Limbered), 8);
    EXPECT_DOUBLE_EQ(*artillery.prolonge, 2);
    EXPECT_FALSE(artillery.chargeBonus.has_value());
}

TEST_F(PrincesTablesTest, AllowanceCosts) {
    // 4.2: facing up to 45 degrees costs 1/2, more costs a full move.
    EXPECT_DOUBLE_EQ(tables_->allowance.smallTurnDegrees, 45);
    EXPECT_DOUBLE_EQ(tables_->allowance.smallTurnCost, 0.5);
    EXPECT_DOUBLE_EQ(tables_->allowance.largeTurnCost, 1);
    // 4.3: infantry may spend up to half its allowance and still fire.
    EXPECT_DOUBLE_EQ(tables_->allowance.moveAndFireMaxSpent, 0.5);
}

TEST_F(PrincesTablesTest, FormationChangesByClass) {
    // 4.5 / W11(a): class C, MC -> CD costs 1/2 without F.
    const auto* c =
        tables_->formationChange("C", Formation::MarchColumn, Formation::ColumnOfDivisions);
    ASSERT_NE(c, nullptr);
    EXPECT_TRUE(c->allowed);
    EXPECT_DOUBLE_EQ(c->cost, 0.5);
    EXPECT_FALSE(c->mayFire);
    // W11(c): class B, Ln -> SkLn is free with F; asked the other way round (A12).
    const auto* b = tables_->formationChange("B", Formation::SkirmishLine, Formation::Line);
    ASSERT_NE(b, nullptr);
    EXPECT_DOUBLE_EQ(b->cost, 0);
    EXPECT_TRUE(b->mayFire);
    // W11(d): class D may not go MC -> Ln directly, but may go MC -> SkLn for a full move.
    EXPECT_FALSE(tables_->formationChange("D", Formation::MarchColumn, Formation::Line)->allowed);
    EXPECT_DOUBLE_EQ(
        tables_->formationChange("D", Formation::MarchColumn, Formation::SkirmishLine)->cost, 1);
}

TEST_F(PrincesTablesTest, ArtilleryActionsAndTerrain) {
    // 4.4: foot one action, horse two with a 4" move before firing.
    EXPECT_EQ(tables_->artilleryActions.at("foot").actionsPerTurn, 1);
    EXPECT_EQ(tables_->artilleryActions.at("horse").actionsPerTurn, 2);
    EXPECT_DOUBLE_EQ(*tables_->artilleryActions.at("horse").halfMoveAndFireDistance, 4);
    EXPECT_EQ(tables_->artilleryActionKinds.at("prolonge"), "fire");
    // 4.6: -1" per contour; hedge costs half a move and disorders; woods halve speed.
    EXPECT_DOUBLE_EQ(tables_->terrain.at("hill").contourCost, 1);
    EXPECT_DOUBLE_EQ(tables_->terrain.at("hedge").crossingCost, 0.5);
    EXPECT_TRUE(tables_->terrain.at("hedge").disorders);
    EXPECT_DOUBLE_EQ(tables_->terrain.at("woods").speedFactor, 0.5);
    EXPECT_TRUE(tables_->terrain.at("road").negatesPenalties);
}

TEST_F(PrincesTablesTest, RangeBands) {
    // 5.1: musket short to 3", medium to 6", long to 9"; a limit goes to the closer band (A13).
    const PrincesWeaponRanges& musket = tables_->ranges.at("musket");
    EXPECT_EQ(musket.bandAt(3)->band, "short");
    EXPECT_EQ(musket.bandAt(5)->band, "medium");  // W2
    EXPECT_EQ(musket.bandAt(9)->band, "long");
    EXPECT_EQ(musket.bandAt(9.5), nullptr);
    // W5: rifle at 14" is long; W7: artillery at 30" is long.
    EXPECT_EQ(tables_->ranges.at("rifle").bandAt(14)->band, "long");
    EXPECT_EQ(tables_->ranges.at("artillery").bandAt(30)->band, "long");
    EXPECT_DOUBLE_EQ(tables_->ranges.at("artillery").maximum(), 36);
}

TEST_F(PrincesTablesTest, HitTableAndTargetCategories) {
    // 5.1: short col 5 / line 4 / disp 3 / prot 2, ball 3; long prot "-".
    EXPECT_EQ(tables_->hitThreshold("short", PrincesTargetCategory::Column), 5);
    EXPECT_EQ(tables_->hitThreshold("medium", PrincesTargetCategory::Line), 3);  // W2
    EXPECT_EQ(tables_->hitThreshold("long", PrincesTargetCategory::Dispersed), 1);
    EXPECT_FALSE(tables_->hitThreshold("long", PrincesTargetCategory::Protected).has_value());
    EXPECT_EQ(tables_->hitTable.at("short").ball, 3);
    EXPECT_EQ(tables_->hitTable.at("long").ball, 1);
    EXPECT_EQ(tables_->targetCategories.at(Formation::ColumnOfDivisions),
              PrincesTargetCategory::Column);
    EXPECT_EQ(tables_->targetCategories.at(Formation::SkirmishLine),
              PrincesTargetCategory::Dispersed);
}

TEST_F(PrincesTablesTest, MusketryDiceFollowW1) {
    // W1: 1->0, 2->1, 3->1, 4->1, 5->2, 6->2, 7->2, 8->3, 9->3, 10->3, 11->4, 12->4.
    const int expected[] = {0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4};
    for (int figures = 1; figures <= 12; ++figures) {
        EXPECT_EQ(tables_->musketryDice.diceFor(figures), expected[figures - 1])
            << figures << " figures";
    }
    // 5.2: A/B +1, D -1, disordered -1; threshold clamped 0-6.
    EXPECT_EQ(tables_->musketryModifiers.at("firerClassAorB").change, 1);
    EXPECT_EQ(tables_->musketryModifiers.at("firerClassD").change, -1);
    EXPECT_EQ(tables_->musketryModifiers.at("firerDisordered").change, -1);
    EXPECT_EQ(tables_->thresholdMax, 6);
    EXPECT_EQ(tables_->firingRanks, 1);
}

TEST_F(PrincesTablesTest, ArtilleryFire) {
    // 5.3: one die per gun for ball; canister to 12", one die per crew figure, short row.
    EXPECT_EQ(tables_->ballDicePerGun, 1);
    EXPECT_EQ(tables_->canisterDicePerCrewFigure, 1);
    EXPECT_DOUBLE_EQ(tables_->canisterMaxRange, 12);
    EXPECT_EQ(tables_->canisterHitBand, "short");
    EXPECT_DOUBLE_EQ(tables_->arcHalfAngleDegrees, 45);  // 5.4 [P]
}

TEST_F(PrincesTablesTest, HandToHand) {
    // 6.1: infantry vs infantry 3, vs cavalry 2; cavalry vs cavalry 3, vs infantry 4.
    EXPECT_EQ(tables_->meleeFactor("infantry", "infantry"), 3);
    EXPECT_EQ(tables_->meleeFactor("infantry", "cavalry"), 2);
    EXPECT_EQ(tables_->meleeFactor("cavalry", "cavalry"), 3);
    EXPECT_EQ(tables_->meleeFactor("cavalry", "infantry"), 4);
    // 6.2 / W9: cavalry kill number 4 + 1 (B) + 1 (charging halted) - 2 (square) = 4.
    const auto& m = tables_->meleeModifiers;
    EXPECT_EQ(4 + m.at("classAorB").change + m.at("chargingHaltedEnemy").change +
                  m.at("cavalryVsSquare").change,
              4);
    EXPECT_EQ(m.at("enemyDisordered").change, 2);
    EXPECT_EQ(m.at("noBayonets").change, -2);
    // 6.3: kill number clamped to 0-6, dice as musketry.
    EXPECT_EQ(tables_->killNumberMax, 6);
    EXPECT_EQ(tables_->meleeDice.diceFor(6), 2);  // W9: cavalry of 6 rolls 2
    EXPECT_EQ(tables_->crewFightsAs, TroopCategory::Infantry);
}

TEST_F(PrincesTablesTest, MoraleResults) {
    // 7.2: 6+ pass, 5 halt, 4 halt disordered, 3 retire, 1-2 rout; 0 or less routs (A21).
    EXPECT_EQ(tables_->moraleResultFor(9)->key, "pass");
    EXPECT_EQ(tables_->moraleResultFor(6)->key, "pass");
    EXPECT_EQ(tables_->moraleResultFor(5)->key, "halt");
    EXPECT_TRUE(tables_->moraleResultFor(5)->noFire);
    EXPECT_EQ(tables_->moraleResultFor(4)->key, "haltDisordered");
    EXPECT_EQ(tables_->moraleResultFor(4)->whenHalted, "retire");  // W10
    EXPECT_EQ(tables_->moraleResultFor(3)->key, "retire");
    EXPECT_EQ(tables_->moraleResultFor(3)->whenHalted, "rout");
    EXPECT_EQ(tables_->moraleResultFor(1)->key, "rout");
    EXPECT_EQ(tables_->moraleResultFor(-4)->key, "rout");
    // 7.3: six triggers.
    EXPECT_EQ(tables_->moraleTriggers.size(), 6u);
}

TEST_F(PrincesTablesTest, MoraleModifiersAndStrength) {
    // 7.4: cover +1, general +1, square vs cavalry +2, disordered -1.
    EXPECT_EQ(tables_->moraleModifiers.at("inCover").change, 1);
    EXPECT_EQ(tables_->moraleModifiers.at("squareVsCavalry").change, 2);
    EXPECT_TRUE(tables_->moraleModifiers.at("squareVsCavalry").chargeOrMeleeOnly);
    EXPECT_EQ(tables_->moraleModifiers.at("militiaOrCavalryFiredOnByArtillery").change, -1);
    // 7.4 strength table for 12: 10-12 -> 0, 7-9 -> -1, 5-6 -> -3, 1-4 -> -6.
    EXPECT_EQ(tables_->strengthModifier(10, 12), 0);
    EXPECT_EQ(tables_->strengthModifier(9, 12), -1);
    EXPECT_EQ(tables_->strengthModifier(6, 12), -3);
    EXPECT_EQ(tables_->strengthModifier(4, 12), -6);
    // For 6 cavalry: 4 -> -1 (W9), 3 -> -3, 2 -> -6.
    EXPECT_EQ(tables_->strengthModifier(4, 6), -1);
    EXPECT_EQ(tables_->strengthModifier(3, 6), -3);
    EXPECT_EQ(tables_->strengthModifier(2, 6), -6);
    EXPECT_DOUBLE_EQ(tables_->chargerHaltShort, 1);  // 7.2 [P]
}

// --- invalid copies of the file --------------------------------------------------

std::string errorsAfter(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json document = princesDocument();
    edit(document);
    auto parsed = parse(document);
    EXPECT_TRUE(parsed->diagnostics.hasErrors());
    return parsed->diagnostics.toString();
}

TEST(PrincesTablesInvalid, MissingHitRowIsReportedWithItsPointer) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["hitTable"].erase("long"); });
    EXPECT_NE(errors.find("/tables/hitTable/long"), std::string::npos) << errors;
}

TEST(PrincesTablesInvalid, MissingMoraleBaseIsReported) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["moraleClasses"].erase("C"); });
    EXPECT_NE(errors.find("/tables/moraleClasses/C"), std::string::npos) << errors;
}

TEST(PrincesTablesInvalid, GapBetweenRangeBandsIsReported) {
    std::string errors = errorsAfter(
        [](nlohmann::json& d) { d["tables"]["ranges"]["musket"]["bands"][1]["from"] = 4; });
    EXPECT_NE(errors.find("/tables/ranges/musket/bands/1/from"), std::string::npos) << errors;
    EXPECT_NE(errors.find("gap"), std::string::npos) << errors;
}

TEST(PrincesTablesInvalid, OverlappingMoraleTotalsAreReported) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["moraleResults"]["halt"]["min"] = 4; });
    EXPECT_NE(errors.find("/tables/moraleResults/halt"), std::string::npos) << errors;
}

TEST(PrincesTablesInvalid, EveryProblemIsReportedNotOnlyTheFirst) {
    nlohmann::json document = princesDocument();
    document["tables"]["hitTable"].erase("long");
    document["tables"]["movement"]["infantry"]["rates"].erase("square");
    document["tables"]["formationChanges"]["classD"]["changes"].erase("line-skirmishLine");
    auto parsed = parse(document);
    std::string errors = parsed->diagnostics.toString();
    EXPECT_NE(errors.find("/tables/hitTable/long"), std::string::npos) << errors;
    EXPECT_NE(errors.find("/tables/movement/infantry/rates/square"), std::string::npos) << errors;
    EXPECT_NE(errors.find("/tables/formationChanges/classD/changes/line-skirmishLine"),
              std::string::npos)
        << errors;
}

}  // namespace
}  // namespace adjutant
