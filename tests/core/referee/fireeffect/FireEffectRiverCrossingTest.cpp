// Crossing a river in Fire Effect (6.4 and B30 leave terrain out; the options
// riverCrossing, fordCrossing, bridgeCrossing): an infantry march column at
// quick march, 180 yds (3.6"), crossing the river 2" ahead of its front edge.
#include <gtest/gtest.h>

#include "core/referee/fireeffect/FireEffectRefereeCharges.h"
#include "tests/core/referee/RiverTestTable.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

using testing::kAtBridge;
using testing::kAtFord;
using testing::kAwayFromCrossings;

nlohmann::json quickMarch(double x, double y) {
    return {{"unitId", "col"},
            {"kind", "move"},
            {"pace", "quickMarch"},
            {"path", {{{"position", {x, y}}, {"facing", 0}}}}};
}

GameState columnAt(double x, const std::map<std::string, std::string>& options = {},
                   LinearKind kind = LinearKind::River) {
    FireEffectTestWorld world;
    world.options() = options;
    world.scenario().table.lines.push_back(testing::riverWithCrossings(kind));
    world.addUnit("col", 0, "lineInfantryBreech", 24, x, 40, 0, Formation::MarchColumn);
    world.addUnit("enemy", 1, "lineInfantryBreech", 12, 60, 4, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "movement", none);
    return state;
}

TEST(FireEffectRiverCrossing, ABridgeIsFree) {
    const GameState state = columnAt(kAtBridge);
    const ManoeuvreVerdict verdict = referee().checkManoeuvre(state, quickMarch(kAtBridge, 36.5));
    EXPECT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.allowance, 3.6, 1e-9);
}

TEST(FireEffectRiverCrossing, AFordCostsAThirdOfTheMoveForTheRestOfIt) {
    GameState state = columnAt(kAtFord);
    // 180 yds less a third: 120 yds, 2.4". 2.3" (115 yds) over the ford is
    // allowed, 2.5" (125 yds) is not.
    ManoeuvreVerdict verdict = referee().checkManoeuvre(state, quickMarch(kAtFord, 37.5));
    EXPECT_FALSE(verdict.legal);
    EXPECT_NE(verdict.reason.find("yds is more than the 120 yds allowed"), std::string::npos)
        << verdict.reason;
    verdict = referee().checkManoeuvre(state, quickMarch(kAtFord, 37.7));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.allowance, 2.4, 1e-9);
    EXPECT_EQ(referee().performManoeuvre(state, quickMarch(kAtFord, 37.7)), std::nullopt);
    EXPECT_EQ(fireEffectState(state).unit("col").riverCrossings, 1);
    // The third stays spent: 5 yds (0.1") are left of the 120.
    verdict = referee().checkManoeuvre(state, quickMarch(kAtFord, 37.5));
    EXPECT_FALSE(verdict.legal);
    EXPECT_NEAR(verdict.allowance, 0.1, 1e-9);
}

TEST(FireEffectRiverCrossing, ElsewhereTheMoveIsRefused) {
    const GameState state = columnAt(kAwayFromCrossings);
    const ManoeuvreVerdict verdict =
        referee().checkManoeuvre(state, quickMarch(kAwayFromCrossings, 37));
    EXPECT_FALSE(verdict.legal);
    EXPECT_EQ(verdict.reason,
              "col cannot cross the river Oder there: a river is crossed only by a bridge or a "
              "ford (6.4, B30, a proposed reading)");
    // Up to the bank is allowed.
    EXPECT_TRUE(referee().checkManoeuvre(state, quickMarch(kAwayFromCrossings, 38.5)).legal);
}

TEST(FireEffectRiverCrossing, TheOptionsGiveTheOtherReadings) {
    const std::map<std::string, std::string> options{
        {"riverCrossing", "anywhere"}, {"fordCrossing", "free"}, {"bridgeCrossing", "thirdOfMove"}};
    ManoeuvreVerdict verdict =
        referee().checkManoeuvre(columnAt(kAtBridge, options), quickMarch(kAtBridge, 37.7));
    EXPECT_NEAR(verdict.allowance, 2.4, 1e-9);
    verdict = referee().checkManoeuvre(columnAt(kAtFord, options), quickMarch(kAtFord, 36.5));
    EXPECT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.allowance, 3.6, 1e-9);
    verdict = referee().checkManoeuvre(columnAt(kAwayFromCrossings, options),
                                       quickMarch(kAwayFromCrossings, 36.5));
    EXPECT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.allowance, 3.6, 1e-9);
}

TEST(FireEffectRiverCrossing, StreamsTheirBridgesAndFordsCostNothing) {
    for (const double x : {kAtBridge, kAtFord, kAwayFromCrossings}) {
        const ManoeuvreVerdict verdict =
            referee().checkManoeuvre(columnAt(x, {}, LinearKind::Stream), quickMarch(x, 36.5));
        EXPECT_TRUE(verdict.legal) << x << ": " << verdict.reason;
        EXPECT_NEAR(verdict.allowance, 3.6, 1e-9) << x;
    }
}

// A line of infantry charging (200 yds, 4") an enemy across the river whose
// front edge faces it `inches` away; the charge's line crosses the river.
GameState chargeAcross(double x, double inches) {
    FireEffectTestWorld world;
    world.scenario().table.lines.push_back(testing::riverWithCrossings());
    world.addUnit("ch", 0, "lineInfantryBreech", 24, x, 40, 0);
    world.addUnit("tg", 1, "lineInfantryBreech", 12, x, 40 - inches, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    return state;
}

TEST(FireEffectRiverCrossing, AChargeAcrossARiverAwayFromItsCrossingsIsRefused) {
    const auto refusal =
        refuseFireEffectCharge(chargeAcross(kAwayFromCrossings, 2.5), "ch", {"tg"});
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(*refusal,
              "ch cannot cross the river Oder there: a river is crossed only by a bridge or a "
              "ford (6.4, B30, a proposed reading)");
}

TEST(FireEffectRiverCrossing, AChargeOverAFordLosesAThirdOfItsReach) {
    // 200 yds less a third is 133 yds: 125 yds (2.5") is within it, 150 yds
    // (3") is not, though a charge over the bridge reaches 150.
    EXPECT_FALSE(refuseFireEffectCharge(chargeAcross(kAtFord, 2.5), "ch", {"tg"}).has_value());
    const auto refusal = refuseFireEffectCharge(chargeAcross(kAtFord, 3), "ch", {"tg"});
    ASSERT_TRUE(refusal.has_value());
    EXPECT_NE(refusal->find("150 yds away, beyond its charge of 133 yds (9.2)"), std::string::npos)
        << *refusal;
    EXPECT_FALSE(refuseFireEffectCharge(chargeAcross(kAtBridge, 3), "ch", {"tg"}).has_value());
}

}  // namespace
}  // namespace adjutant::fireeffect_test
