// The Fire Effect ruleset file against its digest (/work/shared/rules/fire-effect-1870.md):
// every table is read, and values of each table are checked against the digest. Distances
// are in yards.
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetLoader.h"
#include "core/rules/fireeffect/FireEffectTables.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

const std::string kFireEffectFile =
    std::string(adjutant::testResourceDir()) + "/rulesets/fire-effect-1870.json";

nlohmann::json fireEffectDocument() {
    Diagnostics diagnostics;
    auto document = readJsonFile(kFireEffectFile, diagnostics);
    EXPECT_TRUE(document.has_value()) << diagnostics.toString();
    return document.value_or(nlohmann::json::object());
}

struct Parsed {
    Diagnostics diagnostics;
    std::shared_ptr<RulesetDefinition> definition;
    std::shared_ptr<const FireEffectTables> tables;
};

std::unique_ptr<Parsed> parse(const nlohmann::json& document) {
    auto parsed = std::make_unique<Parsed>();
    JsonReader root(document, "fire-effect-1870.json", parsed->diagnostics);
    parsed->definition = RulesetLoader({"fireEffect"}).parse(root);
    parsed->tables = std::dynamic_pointer_cast<const FireEffectTables>(
        parseFireEffectTables(root.child("tables"), *parsed->definition));
    return parsed;
}

class FireEffectTablesTest : public ::testing::Test {
  protected:
    void SetUp() override {
        parsed_ = parse(fireEffectDocument());
        ASSERT_FALSE(parsed_->diagnostics.hasErrors()) << parsed_->diagnostics.toString();
        ASSERT_NE(parsed_->tables, nullptr);
        tables_ = parsed_->tables.get();
    }
    std::unique_ptr<Parsed> parsed_;
    const FireEffectTables* tables_ = nullptr;
};

TEST_F(FireEffectTablesTest, FileIsInYardsWithProposedScaleAndNoWarnings) {
    // 1 [P]: 1 inch = 50 yards.
    EXPECT_EQ(parsed_->definition->distanceUnit, "yard");
    EXPECT_DOUBLE_EQ(parsed_->definition->unitsPerInch, 50);
    EXPECT_EQ(parsed_->diagnostics.warningCount(), 0u) << parsed_->diagnostics.toString();
}

TEST_F(FireEffectTablesTest, SmallArmsRangesByClass) {
    // 3.1: line close to 300, long to 600; F1 250 close, F2 450 long.
    EXPECT_EQ(tables_->smallArmsBand("line", 250)->band, "close");
    EXPECT_EQ(tables_->smallArmsBand("line", 300)->band, "close");  // B4: on the limit
    EXPECT_EQ(tables_->smallArmsBand("line", 450)->band, "long");
    EXPECT_EQ(tables_->smallArmsBand("line", 601), nullptr);
    // Jagers close to 400 (F5: 350 is close), militia to 200 (F4: 150 close, 250 long).
    EXPECT_EQ(tables_->smallArmsBand("jager", 350)->band, "close");
    EXPECT_EQ(tables_->smallArmsBand("militia", 150)->band, "close");
    EXPECT_EQ(tables_->smallArmsBand("militia", 250)->band, "long");
    EXPECT_DOUBLE_EQ(*tables_->smallArmsRanges.at("jager").longByAgreement, 700);
}

TEST_F(FireEffectTablesTest, WeaponsAndHowitzerRanges) {
    // 3.1: carbines to 400 (F6: 450 may not fire); 4.1: rifled 1,800, smoothbore 1,000.
    EXPECT_DOUBLE_EQ(tables_->weapons.at("carbine").maxRange, 400);
    EXPECT_DOUBLE_EQ(tables_->weapons.at("rifledCannon").maxRange, 1800);
    EXPECT_DOUBLE_EQ(tables_->weapons.at("smoothboreCannon").maxRange, 1000);
    // 4.1 [I B7]: howitzers two thirds: 1,200 and 666 2/3 (F7: 1,300 out of range).
    EXPECT_DOUBLE_EQ(tables_->weapons.at("rifledHowitzer").maxRange, 1200);
    EXPECT_NEAR(tables_->weapons.at("smoothboreHowitzer").maxRange, 666.667, 0.001);
    EXPECT_DOUBLE_EQ(tables_->weapons.at("machineGun").maxRange, 900);
}

TEST_F(FireEffectTablesTest, FireMethodsAndJagerBonuses) {
    // 3.3: mass fire divides by 10; individual fire counts 4 or 6 [I B2].
    EXPECT_DOUBLE_EQ(tables_->massShotsDivisor, 10);
    EXPECT_EQ(tables_->individualFaces, (std::vector<int>{4, 6}));
    // 3.5: Jagers under 300 count 4, 5, 6 or fire in groups of 8.
    EXPECT_EQ(tables_->jagerIndividualFaces, (std::vector<int>{4, 5, 6}));
    EXPECT_DOUBLE_EQ(tables_->jagerIndividualUnder, 300);
    EXPECT_EQ(tables_->jagerGroupSize, 8);
    // 3.4 prone [I B10]: individual 6 only, Jager 5-6, mass die - 1.
    EXPECT_EQ(tables_->individualProneFaces, (std::vector<int>{6}));
    EXPECT_EQ(tables_->jagerIndividualProneFaces, (std::vector<int>{5, 6}));
    EXPECT_EQ(tables_->massProneDieReduction, 1);
}

TEST_F(FireEffectTablesTest, CoverAndRangeHalving) {
    // 3.4: close/open full, close/cover half, long/open half, long/cover nothing.
    EXPECT_DOUBLE_EQ(tables_->rangeAndCoverMultiplier("close", false)->value(), 1.0);
    EXPECT_DOUBLE_EQ(tables_->rangeAndCoverMultiplier("close", true)->value(), 0.5);
    EXPECT_DOUBLE_EQ(tables_->rangeAndCoverMultiplier("long", false)->value(), 0.5);
    EXPECT_DOUBLE_EQ(tables_->rangeAndCoverMultiplier("long", true)->value(), 0.0);
    // Soft cover stops small arms and machine guns, not cannon (4.3, 5).
    EXPECT_TRUE(tables_->coverKinds.at("soft").vsSmallArms);
    EXPECT_FALSE(tables_->coverKinds.at("soft").vsCannon);
    EXPECT_TRUE(tables_->coverKinds.at("soft").vsMachineGun);
}

TEST_F(FireEffectTablesTest, RateOfFire) {
    // 3.7: muzzle-loaders own half only; breech-loaders both halves.
    EXPECT_FALSE(tables_->rateOfFire.at("muzzle").enemyHalf);
    EXPECT_TRUE(tables_->rateOfFire.at("breech").enemyHalf);
    EXPECT_DOUBLE_EQ(tables_->advancingFiringMaxMove, 100);
    EXPECT_DOUBLE_EQ(tables_->lightTroopsFiringMaxMove, 150);
    EXPECT_DOUBLE_EQ(tables_->bayonetChargeStartWithin, 200);  // F15: 180 is within
}

TEST_F(FireEffectTablesTest, ArtilleryHitsAndEffect) {
    // 4.2: point-blank to 600 automatic; short 2-4-6; medium 4-6; long 6 (F7, F8).
    EXPECT_TRUE(tables_->artilleryBand(500)->automatic);
    EXPECT_EQ(tables_->artilleryBand(800)->band, "short");
    EXPECT_TRUE(tables_->artilleryBand(800)->hits(2));
    EXPECT_EQ(tables_->artilleryBand(1200)->band, "medium");
    EXPECT_TRUE(tables_->artilleryBand(1200)->hits(4));
    EXPECT_FALSE(tables_->artilleryBand(1200)->hits(5));
    EXPECT_EQ(tables_->artilleryBand(1600)->band, "long");
    EXPECT_TRUE(tables_->artilleryBand(1600)->hits(6));
    EXPECT_FALSE(tables_->artilleryBand(1600)->hits(5));
    // 4.3: subtract column 1, line 2, open order 3, cover 4 (F7: 5 - 2 = 3 against a line).
    EXPECT_EQ(tables_->artilleryEffectSubtract.at("column"), 1);
    EXPECT_EQ(tables_->artilleryEffectSubtract.at("line"), 2);
    EXPECT_EQ(tables_->artilleryEffectSubtract.at("openOrder"), 3);
    EXPECT_EQ(tables_->artilleryEffectSubtract.at("cover"), 4);
    EXPECT_EQ(tables_->targetCategories.at(Formation::SkirmishLine), "openOrder");
    EXPECT_EQ(tables_->targetCategories.at(Formation::Limbered), "column");  // [P]
    // A gun in the open is silenced on a 6 only (F8); prone subtracts 1 more.
    EXPECT_EQ(tables_->gunSilencedFaces, (std::vector<int>{6}));
    EXPECT_EQ(tables_->proneExtraSubtract, 1);
    EXPECT_EQ(tables_->effectMinimum, 0);
}

TEST_F(FireEffectTablesTest, MachineGuns) {
    // 5: automatic to 300, even 300-600, 6 only to 900 with 1 more subtracted; 2 dice.
    EXPECT_TRUE(tables_->machineGunBand(300)->automatic);
    EXPECT_TRUE(tables_->machineGunBand(450)->hits(2));  // F9(a)
    EXPECT_FALSE(tables_->machineGunBand(450)->hits(3));
    EXPECT_EQ(tables_->machineGunBand(750)->extraSubtract, 1);  // F9(b)
    EXPECT_EQ(tables_->machineGunBand(750)->effectDice, 2);
    EXPECT_EQ(tables_->machineGunBand(901), nullptr);
}

TEST_F(FireEffectTablesTest, Movement) {
    // 6.1: march 150, advancing firing 100, quick march 180, charge 200; road +33.
    const auto& infantry = tables_->movementRates.at("infantry").paces;
    EXPECT_DOUBLE_EQ(infantry.at("march"), 150);
    EXPECT_DOUBLE_EQ(infantry.at("quickMarch"), 180);
    EXPECT_DOUBLE_EQ(infantry.at("charge"), 200);
    EXPECT_DOUBLE_EQ(infantry.at("quickMarch") + tables_->roadBonusYards, 213);  // F14(b)
    // 6.2: light gallop 300, extended 500 in 2 of 6; medium 2 of 16.
    const FireEffectMover& light = tables_->movementRates.at("lightCavalry");
    EXPECT_DOUBLE_EQ(light.paces.at("extendedGallop"), 500);
    EXPECT_EQ(light.limits.at("extendedGallop").uses, 2);
    EXPECT_EQ(light.limits.at("extendedGallop").inMoves, 6);
    EXPECT_EQ(tables_->movementRates.at("mediumCavalry").limits.at("extendedGallop").inMoves, 16);
    // 6.3: horse artillery moves as heavy cavalry; foot gallop 1 of 10; slow trot 200.
    const FireEffectMover& horse = tables_->movementRates.at("horseArtillery");
    EXPECT_DOUBLE_EQ(horse.paces.at("gallop"), 200);
    EXPECT_EQ(horse.limits.at("extendedGallop").inMoves, 10);
    const FireEffectMover& foot = tables_->movementRates.at("footArtillery");
    EXPECT_DOUBLE_EQ(foot.paces.at("slowTrot"), 200);
    EXPECT_EQ(foot.limits.at("gallop").uses, 1);
    // F14(a): foot artillery that unlimbers after moving covers 150 x 2/3 = 100.
    const FireEffectFraction limber = tables_->movementCosts.at("limberOrUnlimber");
    EXPECT_EQ(150 * (limber.denominator - limber.numerator) / limber.denominator, 100);
}

TEST_F(FireEffectTablesTest, HandToHand) {
    // 7.1: lancers 1 per 3 / factor 1; cuirassiers 1 per 4 / 2; dragoons 1 per 5 / 1.5.
    EXPECT_EQ(*tables_->handToHandPowers.at("lancer").shockGroup, 3);
    EXPECT_EQ(*tables_->handToHandPowers.at("cuirassier").shockGroup, 4);
    EXPECT_DOUBLE_EQ(tables_->handToHandPowers.at("cuirassier").meleeFactor, 2);
    EXPECT_DOUBLE_EQ(tables_->handToHandPowers.at("dragoon").meleeFactor, 1.5);
    EXPECT_FALSE(tables_->handToHandPowers.at("infantry").shockGroup.has_value());
    // 7.2 / F11: 2 per group against infantry not in square.
    EXPECT_EQ(tables_->shockVsInfantryNotInSquare, 2);
    EXPECT_EQ(tables_->shockVsOthers, 1);
    // 7.3: loser loses half its figures, winner half of that.
    EXPECT_DOUBLE_EQ(tables_->loserLoss.value(), 0.5);
    EXPECT_DOUBLE_EQ(tables_->winnerLoss.value(), 0.5);
    EXPECT_DOUBLE_EQ(tables_->halving.at("takenInFlank").value(), 0.5);  // 7.4
}

TEST_F(FireEffectTablesTest, Morale) {
    // 8.1: special 3-6, regular 4-6, better militia 5-6, poorer militia 6.
    EXPECT_EQ(tables_->moraleGradePasses.at("special"), (std::vector<int>{3, 4, 5, 6}));
    EXPECT_EQ(tables_->moraleGradePasses.at("regular"), (std::vector<int>{4, 5, 6}));
    EXPECT_EQ(tables_->moraleGradePasses.at("militiaGood"), (std::vector<int>{5, 6}));
    EXPECT_EQ(tables_->moraleGradePasses.at("militiaPoor"), (std::vector<int>{6}));
    // 2 breakers per casualty; spill-over over a third, within 200 yards.
    EXPECT_EQ(tables_->breakersPerCasualty, 2);
    EXPECT_EQ(tables_->spillOverLossOver.numerator, 1);
    EXPECT_EQ(tables_->spillOverLossOver.denominator, 3);
    EXPECT_DOUBLE_EQ(tables_->spillOverRadius, 200);
    // 8.2: rally on 4-6; out of danger means no enemy within 600 [P].
    EXPECT_EQ(tables_->rallyFaces, (std::vector<int>{4, 5, 6}));
    EXPECT_DOUBLE_EQ(tables_->outOfDangerEnemyWithin, 600);
    // 8.3: militia facing a charge: 5-6 or 6.
    EXPECT_EQ(tables_->militiaFacingChargePasses.at("militiaPoor"), (std::vector<int>{6}));
}

TEST_F(FireEffectTablesTest, UnitTypeAttributes) {
    EXPECT_EQ(tables_->unitTypeAttributes.at("jagers").fireClass, "jager");
    EXPECT_EQ(tables_->unitTypeAttributes.at("cuirassiers").mover, "heavyCavalry");  // 2 [P]
    EXPECT_EQ(tables_->unitTypeAttributes.at("horseArtilleryGun").mover, "horseArtillery");
}

TEST_F(FireEffectTablesTest, AlternativeReadingsCarryTheirNumbers) {
    // B2: the other readings of the counting faces, open and prone.
    const FireEffectFaceReading& fourToSix = tables_->individualFaceReadings.at("fourToSix");
    EXPECT_EQ(fourToSix.hitFaces, (std::vector<int>{4, 5, 6}));
    EXPECT_EQ(fourToSix.proneHitFaces, (std::vector<int>{5, 6}));
    EXPECT_EQ(tables_->individualFaceReadings.at("fiveAndSix").proneHitFaces,
              (std::vector<int>{6}));
    // B8 (b): 4 to 6 at medium range.
    EXPECT_EQ(tables_->artilleryHitReadings.at("fourToSix").band, "medium");
    EXPECT_EQ(tables_->artilleryHitReadings.at("fourToSix").hitFaces, (std::vector<int>{4, 5, 6}));
    // B15 (b): 300 yards for every class.
    EXPECT_DOUBLE_EQ(tables_->gallopReadings.at("allThreeHundred"), 300);
    // B7: the howitzer keeps the cannon and fraction its reach comes from.
    EXPECT_EQ(tables_->weapons.at("rifledHowitzer").maxRangeOf, "rifledCannon");
    EXPECT_EQ(tables_->weapons.at("rifledHowitzer").rangeFraction.numerator, 2);
    EXPECT_EQ(tables_->weapons.at("rifledHowitzer").rangeFraction.denominator, 3);
    EXPECT_EQ(tables_->weapons.at("rifledCannon").rangeFraction.denominator, 1);
}

// --- invalid copies of the file --------------------------------------------------

std::string errorsAfter(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json document = fireEffectDocument();
    edit(document);
    auto parsed = parse(document);
    EXPECT_TRUE(parsed->diagnostics.hasErrors());
    return parsed->diagnostics.toString();
}

TEST(FireEffectTablesInvalid, MissingMoraleGradeIsReportedWithItsPointer) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["moraleGrades"].erase("militiaPoor"); });
    EXPECT_NE(errors.find("/tables/moraleGrades/militiaPoor"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, MissingArtilleryEffectRowIsReported) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["artilleryEffect"].erase("openOrder"); });
    EXPECT_NE(errors.find("/tables/artilleryEffect/openOrder"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, OverlappingArtilleryBandsAreReported) {
    std::string errors = errorsAfter(
        [](nlohmann::json& d) { d["tables"]["artilleryHits"]["bands"][2]["from"] = 800; });
    EXPECT_NE(errors.find("/tables/artilleryHits/bands/2/from"), std::string::npos) << errors;
    EXPECT_NE(errors.find("overlaps"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, DecreasingBandIsReported) {
    std::string errors = errorsAfter(
        [](nlohmann::json& d) { d["tables"]["smallArmsRanges"]["line"]["bands"][1]["to"] = 250; });
    EXPECT_NE(errors.find("/tables/smallArmsRanges/line/bands/1/to"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, MissingCoverRowOfABandIsReported) {
    std::string errors =
        errorsAfter([](nlohmann::json& d) { d["tables"]["rangeAndCover"].erase("longCover"); });
    EXPECT_NE(errors.find("/tables/rangeAndCover"), std::string::npos) << errors;
    EXPECT_NE(errors.find("\"long\" with cover true"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, EveryProblemIsReportedNotOnlyTheFirst) {
    nlohmann::json document = fireEffectDocument();
    document["tables"]["moraleGrades"].erase("special");
    document["tables"]["weapons"].erase("carbine");
    document["tables"]["halving"].erase("takenInFlank");
    auto parsed = parse(document);
    std::string errors = parsed->diagnostics.toString();
    EXPECT_NE(errors.find("/tables/moraleGrades/special"), std::string::npos) << errors;
    EXPECT_NE(errors.find("/tables/weapons/carbine"), std::string::npos) << errors;
    EXPECT_NE(errors.find("/tables/halving/takenInFlank"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, HitReadingOfAnUnknownBandIsReported) {
    std::string errors = errorsAfter([](nlohmann::json& d) {
        d["tables"]["artilleryHitReadings"]["fourToSix"]["band"] = "far";
    });
    EXPECT_NE(errors.find("/tables/artilleryHitReadings/fourToSix"), std::string::npos) << errors;
}

TEST(FireEffectTablesInvalid, AnAlternativeReadingWithoutItsNumbersIsReported) {
    std::string errors = errorsAfter([](nlohmann::json& d) {
        d["tables"]["fireMethods"]["individual"]["faceReadings"].erase("fiveAndSix");
    });
    EXPECT_NE(errors.find("fiveAndSix"), std::string::npos) << errors;
    EXPECT_NE(errors.find("individualFireFaces"), std::string::npos) << errors;
}

}  // namespace
}  // namespace adjutant
