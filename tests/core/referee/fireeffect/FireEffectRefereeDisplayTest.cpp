// What the referee shows around the table: range bands in table inches from
// yards at the game's ground scale, the charge reach, the unit's status rows,
// the step agenda and a fire order looked at before the dice.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

FireEffectTestWorld facing(const std::map<std::string, std::string>& options = {}) {
    FireEffectTestWorld world;
    world.options() = options;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 35, 180);
    return world;
}

TEST(FireEffectRefereeDisplayTest, RangeBandsAreDrawnInTableInchesAtTheGroundScale) {
    GameState state = facing().start();
    const UnitOverlays o = referee().overlays(state, "pr");
    ASSERT_EQ(o.arcs.size(), 1U);
    ASSERT_EQ(o.arcs[0].bands.size(), 2U);
    EXPECT_EQ(o.arcs[0].bands[0].name, "close");
    EXPECT_NEAR(o.arcs[0].bands[0].toInches, 6, 1e-9);   // 300 yds
    EXPECT_NEAR(o.arcs[0].bands[1].toInches, 12, 1e-9);  // 600 yds
    EXPECT_NEAR(o.chargeReachInches, 4, 1e-9);           // 200 yds

    GameState larger = facing({{"yardsPerInch", "25"}}).start();
    const UnitOverlays big = referee().overlays(larger, "pr");
    ASSERT_EQ(big.arcs.size(), 1U);
    EXPECT_NEAR(big.arcs[0].bands[1].toInches, 24, 1e-9);
}

TEST(FireEffectRefereeDisplayTest, AGunsBandsStopAtItsMaximum) {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, "smoothboreFieldGun", 4, 36, 45, 0, Formation::Unlimbered);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 5, 180);
    GameState state = world.start();
    const UnitOverlays o = referee().overlays(state, "guns");
    ASSERT_EQ(o.arcs.size(), 1U);
    ASSERT_FALSE(o.arcs[0].bands.empty());
    EXPECT_NEAR(o.arcs[0].bands.back().toInches, 20, 1e-9);  // 1,000 yds (4.1)
    EXPECT_FALSE(o.chargeWhyNot.empty());
    // The bands are named as the table draws them, in words.
    std::vector<std::string> names;
    for (const OverlayRangeBand& band : o.arcs[0].bands) {
        names.push_back(band.name);
    }
    EXPECT_NE(std::find(names.begin(), names.end(), "point blank"), names.end())
        << ::testing::PrintToString(names);
    EXPECT_EQ(std::find(names.begin(), names.end(), "pointBlank"), names.end());
}

TEST(FireEffectRefereeDisplayTest, TheAgendaListsTheUnitsThatMustTestAfterFire) {
    GameState state = facing().start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    EXPECT_EQ(referee().giveFireOrder(state, "pr", "fr", ""), std::nullopt);
    ScriptedDice dice({5});  // 24 x 5 / 10 = 12
    resolveStep(state, dice);
    const StepAgenda agenda = referee().stepAgenda(state);
    ASSERT_EQ(agenda.size(), 1U);
    EXPECT_EQ(agenda[0].unitId, "fr");
    EXPECT_EQ(agenda[0].rule, "8.1");
    const UnitDescription d = referee().describeUnit(state, "pr");
    EXPECT_EQ(d.valueOf("Fired").value_or(""), "yes");
}

TEST(FireEffectRefereeDisplayTest, APreviewSaysWhetherTheOrderMayBeGiven) {
    GameState state = facing().start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    const FirePreview preview = referee().previewFire(state, "pr", "fr", "");
    EXPECT_TRUE(preview.legal) << preview.reason;
    EXPECT_EQ(preview.band, "close");
    EXPECT_NEAR(preview.distance, 5, 1e-9);
    // Mass fire, 24 figures at close range: 24 x die / 10 rounded, halves down:
    // 2, 5, 7, 10, 12, 14 for dice 1 to 6 (2.4, 4.8, 7.2, 9.6, 12, 14.4).
    ASSERT_EQ(preview.casualtyChances.size(), 15U);
    EXPECT_NEAR(preview.casualtyChances[2], 1.0 / 6, 1e-12);
    EXPECT_NEAR(preview.casualtyChances[3], 0.0, 1e-12);
    EXPECT_NEAR(preview.expectedCasualties, (2 + 5 + 7 + 10 + 12 + 14) / 6.0, 1e-9);
}

}  // namespace
}  // namespace adjutant::fireeffect_test
