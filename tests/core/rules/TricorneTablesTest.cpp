// Spot checks of resources/rulesets/tricorne.json against the rules digest:
// at least one value of every table, each written out from the digest.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/rules/RulesetRegistry.h"
#include "core/rules/tricorne/TricorneTables.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

class TricorneTablesTest : public ::testing::Test {
  protected:
    void SetUp() override {
        registry_.registerEngine("tricorne", parseTricorneTables);
        const RulesetDefinition* ruleset = registry_.loadFile(
            std::string(adjutant::testResourceDir()) + "/rulesets/tricorne.json", diagnostics_);
        ASSERT_NE(ruleset, nullptr) << diagnostics_.toString();
        tables_ = dynamic_cast<const TricorneTables*>(ruleset->typedTables.get());
        ASSERT_NE(tables_, nullptr);
    }

    const TricorneTables& tables() const { return *tables_; }

    // The codes of a list of actions, in order.
    static std::vector<std::string> codes(const std::vector<TricorneAction>& actions) {
        std::vector<std::string> out;
        for (const auto& action : actions) {
            out.push_back(std::string(tricorneActionKey(action.code)));
        }
        return out;
    }

    const TricorneOutcome& response(int d, const std::string& column) const {
        const TricorneBand* band = tables().responseToCharge.find(d);
        EXPECT_NE(band, nullptr);
        const TricorneOutcome* outcome = band ? band->column(column) : nullptr;
        EXPECT_NE(outcome, nullptr);
        static const TricorneOutcome none;
        return outcome ? *outcome : none;
    }

    // The morale result for d and a category in the situation `when` (or "otherwise").
    std::vector<TricorneAction> moraleResult(int d, const std::string& category,
                                             const std::string& when) const {
        const TricorneBand* band = tables().moraleResults.find(d);
        EXPECT_NE(band, nullptr);
        const auto* cases = band ? band->category(category) : nullptr;
        EXPECT_NE(cases, nullptr);
        if (!cases) {
            return {};
        }
        for (const auto& item : *cases) {
            if (item.when == when) {
                return item.outcome.actions();
            }
        }
        ADD_FAILURE() << "no situation " << when;
        return {};
    }

    RulesetRegistry registry_;
    Diagnostics diagnostics_;
    const TricorneTables* tables_ = nullptr;
};

TEST_F(TricorneTablesTest, TroopTypesNameTheirRows) {
    const TricorneTroopType* cuirassier = tables().troopType("cuirassier");
    ASSERT_NE(cuirassier, nullptr);
    EXPECT_EQ(cuirassier->category, TroopCategory::Cavalry);
    EXPECT_EQ(cuirassier->cavalryWeight, "heavy");
    EXPECT_EQ(cuirassier->meleeClass, "heavyCavalry");
    EXPECT_EQ(tables().troopType("jaeger")->category, TroopCategory::LightInfantry);
    EXPECT_TRUE(tables().troopType("grenadier")->grenadier);
    EXPECT_EQ(tables().troopType("battery12lb")->artilleryClass, "medium");
    EXPECT_EQ(tables().troopType("battery12lb")->gunWeightLb, 12);
    EXPECT_EQ(tables().troopType("howitzerBattery7lb")->artilleryClass, "light");  // A25
    EXPECT_EQ(tables().troopType("hussar")->meleeClass, "infantryOrLightCavalry");
}

TEST_F(TricorneTablesTest, MovementTableWithBothReadingsOfA23) {
    auto infantry = tables().movement.classFor("infantry", {});
    ASSERT_TRUE(infantry);
    EXPECT_EQ(infantry->linePace, 8);
    EXPECT_EQ(infantry->chargeBonus, 3);
    EXPECT_EQ(infantry->columnOfRoutePace, 10);
    auto infantryH2 = tables().movement.classFor("infantry", {{"movementTable", "H2"}});
    EXPECT_EQ(infantryH2->linePace, 6);
    EXPECT_EQ(infantryH2->columnOfRoutePace, 10);  // H2 changes only the line pace
    EXPECT_EQ(tables().movement.classFor("lightInfantry", {})->skirmishPace, 11);
    EXPECT_EQ(tables().movement.classFor("lightInfantry", {{"movementTable", "H2"}})->skirmishPace,
              8);
    auto medium = tables().movement.classFor("mediumCavalry", {});
    EXPECT_EQ(medium->linePace, 12);
    EXPECT_EQ(medium->chargeBonus, 5);
    EXPECT_EQ(medium->columnOfRoutePace, 16);
    EXPECT_EQ(tables().movement.classFor("lightArtillery", {})->limberedBonus, 5);
    EXPECT_EQ(tables().movement.classFor("heavyArtillery", {})->limberBounds, 2);
    EXPECT_EQ(tables().movement.classFor("horseArtillery", {})->limberBounds, 0.5);
    EXPECT_FALSE(tables().movement.classFor("dragonRiders", {}));
}

TEST_F(TricorneTablesTest, AdvanceAndFireDistances) {
    EXPECT_EQ(tables().advanceAndFire.distanceFor(TroopCategory::Infantry, "austria"), 3);
    EXPECT_EQ(tables().advanceAndFire.distanceFor(TroopCategory::Infantry, "prussia"), 4);
    EXPECT_EQ(tables().advanceAndFire.distanceFor(TroopCategory::LightInfantry, "prussia"), 5);
}

TEST_F(TricorneTablesTest, TimingsChargesAndCasualtyValues) {
    EXPECT_EQ(tables().timings.at("formationChangeBounds").value, 1);
    EXPECT_EQ(tables().timings.at("turnBounds").value, 0.5);
    EXPECT_EQ(tables().timings.at("reformAfterRoutBounds").value, 2);
    EXPECT_EQ(tables().timings.at("reformOtherBounds").rule, "13.5");
    EXPECT_EQ(tables().charges.at("stepOneAdvanceTo").value, 6);
    EXPECT_EQ(tables().charges.at("artilleryRefugeFar").value, 12);
    EXPECT_EQ(tables().casualties.at("pointsPerCasualty").value, 6);
    EXPECT_EQ(tables().batteries.at("gunsOnStandardBase").value, 2);
}

TEST_F(TricorneTablesTest, ArtilleryClasses) {
    const auto& medium = tables().artilleryClasses.at("medium");
    EXPECT_FALSE(medium.movesUnlimbered);
    EXPECT_EQ(medium.pivotWithoutFireDegrees, 90);
    EXPECT_EQ(medium.pivotWithFireDegrees, 45);
    EXPECT_EQ(medium.pivotFireEffect, 0.5);
    EXPECT_EQ(tables().artilleryClasses.at("heavy").pivotWithoutFireDegrees, 0);
    EXPECT_TRUE(tables().artilleryClasses.at("light").movesUnlimbered);
    EXPECT_EQ(tables().artilleryClasses.at("horse").nations,
              (std::vector<std::string>{"russia", "prussia"}));
}

TEST_F(TricorneTablesTest, WeaponFactorsAndInclusiveRangeBands) {
    const TricorneWeaponRow* gun12 = tables().weaponRow("gun12lb");
    ASSERT_NE(gun12, nullptr);
    EXPECT_EQ(gun12->per, "gun");
    EXPECT_EQ(gun12->factorAt(9), 2.5);
    EXPECT_EQ(gun12->factorAt(18), 1.5);  // 10/12 lb, medium to 18": 1.5 (A33: inclusive)
    EXPECT_EQ(gun12->factorAt(30), 1.0);
    EXPECT_EQ(gun12->factorAt(30.5), std::nullopt);
    const TricorneWeaponRow* musket = tables().weaponRow("musket");
    EXPECT_EQ(musket->factorAt(2), 1.5);
    EXPECT_EQ(musket->factorAt(3), 1.0);  // the source's example: 3" is medium
    EXPECT_EQ(musket->factorAt(5), 0.5);
    EXPECT_EQ(musket->longRange(), 6);
    EXPECT_EQ(tables().weaponRow("rifle")->longRange(), 9);
    EXPECT_EQ(tables().weaponRow("gun3lb")->factorAt(4), 1.5);         // T4: 3 lb at 4" is short
    EXPECT_EQ(tables().weaponRow("howitzer7lb")->key, "gun6lbTo8lb");  // A25
    EXPECT_EQ(tables().weaponRow("gun30lb")->factorAt(1), 3.5);
    EXPECT_EQ(tables().weaponRow("gun18lb")->longRange(), 33);
    EXPECT_EQ(tables().weaponRow("gun2lb")->longRange(), 21);
    EXPECT_EQ(tables().weaponRow("blunderbuss"), nullptr);
}

TEST_F(TricorneTablesTest, FiringFactorsAndFireGeometry) {
    EXPECT_EQ(tables().firingFactors.at("targetInSkirmishLine").value, -2);
    EXPECT_EQ(tables().firingFactors.at("targetEnfiladedOrInColumnOfRoute").value, 2);
    EXPECT_EQ(tables().firingFactors.at("musketFireAtCavalry").value, 2);
    EXPECT_EQ(tables().firingFactors.at("artilleryFireAtCavalry").value, 1);
    EXPECT_EQ(tables().firingFactors.at("firerRoutedLastBound").value, -2);
    const TricorneFactor& firstVolley = tables().firingFactors.at("firstVolley");
    EXPECT_EQ(firstVolley.value, 1);
    EXPECT_EQ(firstVolley.perFigures, 3);
    EXPECT_EQ(firstVolley.valueFor({{"firstVolleyBonus", "flatTwo"}}), 2);
    EXPECT_EQ(firstVolley.rule, "14.6");
    EXPECT_EQ(tables().fireGeometry.at("arcHalfAngleDegrees").valueFor({}), 45);
    EXPECT_EQ(tables().fireGeometry.at("arcHalfAngleDegrees").valueFor({{"fireArc", "45Total"}}),
              22.5);
    EXPECT_EQ(tables().fireGeometry.at("obliqueMaxDegrees").value, 67.5);
}

TEST_F(TricorneTablesTest, MeleeAndTacticalFactors) {
    EXPECT_EQ(tables().meleeFactors.at("heavyCavalry").charging, 2.5);
    EXPECT_EQ(tables().meleeFactors.at("heavyCavalry").inContact, 2);
    EXPECT_EQ(tables().meleeFactors.at("mediumCavalry").charging, 2);
    EXPECT_EQ(tables().meleeFactors.at("infantryOrLightCavalry").inContact, 1);
    EXPECT_EQ(tables().meleeFrontage.at("overlapFigures").value, 2);
    EXPECT_EQ(tables().tacticalFactors.at("cavalryAgainstSquare").value, -2);
    EXPECT_EQ(tables().tacticalFactors.at("routedLastBound").value, -2);
    const TricorneFactor& grenadiers = tables().tacticalFactors.at("grenadiersAgainstHardCover");
    EXPECT_EQ(grenadiers.valueFor({}), -1);
    EXPECT_EQ(grenadiers.valueFor({{"grenadierHardCover", "none"}}), 0);
}

TEST_F(TricorneTablesTest, BreakthroughBaseAndModifiers) {
    EXPECT_EQ(tables().breakthroughBase.at("heavy").value, 5);
    EXPECT_EQ(tables().breakthroughBase.at("medium").value, 4);
    EXPECT_EQ(tables().breakthroughBase.at("light").value, 3);
    EXPECT_EQ(tables().breakthroughModifiers.at("chargingFlankOrRear").value, 2);
    EXPECT_EQ(tables().breakthroughModifiers.at("squareFormedLastBound").value, -7);
    EXPECT_EQ(tables().breakthroughModifiers.at("chargerUnformed").rule, "A50");
}

TEST_F(TricorneTablesTest, UnitMoraleAndMoraleFactors) {
    EXPECT_EQ(tables().unitMorale.at("guard").value, 7);
    EXPECT_EQ(tables().unitMorale.at("regularGrenadier").value, 6);
    EXPECT_EQ(tables().unitMorale.at("regularLine").value, 5);
    EXPECT_EQ(tables().unitMorale.at("cavalry").value, 4);
    EXPECT_EQ(tables().unitMorale.at("fortress").value, 3);
    const TricorneFactor& nearby = tables().moraleFactors.at("generalNearby");
    EXPECT_EQ(nearby.value, 1);
    EXPECT_EQ(nearby.distance, 3);
    const auto& national = tables().moraleFactors.at("nationalBonus").nations;
    EXPECT_NE(std::find(national.begin(), national.end(), "hanover"), national.end());
    EXPECT_EQ(std::find(national.begin(), national.end(), "austria"), national.end());
    const TricorneFactor& routed = tables().moraleFactors.at("routedThisBound");
    EXPECT_EQ(routed.valueFor({}), -3);
    EXPECT_EQ(routed.valueFor({{"moraleFactorPairing", "pairInOrder"}}), -2);
    EXPECT_EQ(tables().moraleFactors.at("attackedInFlankOrRear").value, -3);
}

TEST_F(TricorneTablesTest, ResponseToChargeForEveryColumnShape) {
    // d = +3: infantry shaken, does not fire, stands.
    EXPECT_EQ(codes(response(3, "infantry").actions()),
              (std::vector<std::string>{"shaken", "noFire", "standAndReceive"}));
    // d = -6 or lower: cavalry counter-charge with the charging factor.
    const auto& steady = response(-9, "cavalry").actions();
    ASSERT_EQ(steady.size(), 1u);
    EXPECT_EQ(steady[0].chargingFactor, true);
    EXPECT_EQ(response(-4, "cavalry").actions()[0].chargingFactor, false);  // A10
    // d = -4: infantry charged by cavalry fire at 2", by infantry counter-charge.
    const TricorneOutcome& fourUnder = response(-4, "infantry");
    EXPECT_EQ(fourUnder.split, "charger");
    EXPECT_EQ(fourUnder.caseFor("cavalry")->actions()[0].distance, 2);
    EXPECT_EQ(fourUnder.caseFor("infantry")->actions()[0].code, TricorneActionCode::CounterCharge);
    // d = 0, charged by cavalry: fire at 3" or form square.
    const TricorneOutcome* byCavalry = response(0, "infantry").caseFor("cavalry");
    ASSERT_NE(byCavalry, nullptr);
    ASSERT_EQ(byCavalry->choices.size(), 2u);
    EXPECT_EQ(byCavalry->choices[0][0].distance, 3);
    EXPECT_EQ(byCavalry->choices[1][0].code, TricorneActionCode::FormSquare);
    // d = +1: light infantry fire at 8" and retire; T9: infantry fire at 5".
    EXPECT_EQ(response(1, "lightInfantry").actions()[0].distance, 8);
    EXPECT_EQ(response(2, "infantry").actions()[0].distance, 5);
    // d = +5: light cavalry rout, heavy cavalry retreat; artillery fire at 15".
    EXPECT_EQ(response(5, "cavalry").caseFor("light")->actions()[0].code, TricorneActionCode::Rout);
    EXPECT_EQ(response(6, "cavalry").caseFor("heavy")->actions()[0].code,
              TricorneActionCode::Retreat);
    EXPECT_EQ(response(6, "artillery").actions()[0].distance, 15);
    // Flank or rear at d = -4: guns up to 8 lb turn, heavier are abandoned.
    const TricorneOutcome* flankGuns = response(-5, "flankOrRear").caseFor("artillery");
    ASSERT_NE(flankGuns, nullptr);
    EXPECT_EQ(flankGuns->limitLb, 8);
    EXPECT_EQ(flankGuns->caseFor("atMost")->actions()[0].code, TricorneActionCode::TurnGuns);
    EXPECT_EQ(flankGuns->caseFor("over")->actions()[0].code, TricorneActionCode::AbandonGuns);
    // d = +7 or more: everyone routs two bounds; in the flank, off the table.
    EXPECT_EQ(response(7, "artillery").actions()[0].routBoundsFor(7), 2);
    EXPECT_EQ(response(12, "flankOrRear").caseFor("flank")->actions()[0].code,
              TricorneActionCode::RoutOffTable);
}

TEST_F(TricorneTablesTest, MoraleResultsWithStructuredOutcomes) {
    // S2 and 15.5: one extra rout bound per point above 6 over.
    EXPECT_EQ(moraleResult(7, "infantry", "otherwise")[0].routBoundsFor(7), 2);
    EXPECT_EQ(moraleResult(8, "infantry", "otherwise")[0].routBoundsFor(8), 3);
    EXPECT_EQ(moraleResult(6, "cavalry", "otherwise")[0].routBoundsFor(6), 1);
    // T8: d = +4 retires one bound, a retreat if followed up with casualties.
    const auto retire = moraleResult(4, "infantry", "otherwise");
    EXPECT_EQ(retire[0].code, TricorneActionCode::Retire);
    EXPECT_EQ(retire[0].escalation, TricorneEscalation::RetreatIfFollowedUpWithCasualties);
    EXPECT_EQ(moraleResult(4, "infantry", "inSquareAgainstCavalry")[0].code,
              TricorneActionCode::Hold);
    // d = -5 or better: cavalry in melee follow up three kinds of enemy for one bound.
    const auto followUp = moraleResult(-6, "cavalry", "inMelee");
    EXPECT_EQ(followUp[0].targets.size(), 3u);
    EXPECT_EQ(followUp[0].bounds, 1);
    EXPECT_EQ(moraleResult(-4, "infantry", "inMelee")[0].bounds, 0.5);
    EXPECT_EQ(moraleResult(2, "infantry", "inMelee")[2].distance, 3);  // recoil 3"
    EXPECT_EQ(codes(moraleResult(3, "artillery", "limbered")),
              (std::vector<std::string>{"shaken", "retire", "unlimber", "neverAdvance"}));
    EXPECT_EQ(moraleResult(-1, "artillery", "otherwise")[0].code, TricorneActionCode::ObeyOrders);
}

TEST_F(TricorneTablesTest, InitiativeModifiers) {
    const auto& prussians = tables().initiative.at("prussians");
    EXPECT_EQ(prussians.value, 1);
    EXPECT_EQ(prussians.exceptAgainstNations, (std::vector<std::string>{"sweden"}));
    EXPECT_EQ(prussians.exceptPeriods, (std::vector<std::string>{"SYW"}));
    EXPECT_EQ(tables().initiative.at("russians").value, -1);
    EXPECT_EQ(tables().initiative.at("angloAllied").value, 2);
    EXPECT_EQ(tables().initiative.at("angloAllied").periods, (std::vector<std::string>{"WAS"}));
}

TEST_F(TricorneTablesTest, UnitSizeRulesBeyondTheCaps) {
    EXPECT_EQ(tables().unitSizes.warnAboveFigures, 20);
    EXPECT_EQ(tables().unitSizes.byPeriod.at("austria").at("musketeer").at("WAS"), 14);
    EXPECT_EQ(tables().unitSizes.allowedSizes.at("sweden").at("musketeer"),
              (std::vector<int>{10, 12}));
    EXPECT_EQ(tables()
                  .unitSizes.overrides.at("swedishMusketeerSize")
                  .at("twelveOrFourteen")
                  .maxFigures.at("sweden")
                  .at("musketeer"),
              14);
}

}  // namespace
}  // namespace adjutant
