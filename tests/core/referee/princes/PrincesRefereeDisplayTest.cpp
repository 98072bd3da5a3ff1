// What the War of Princes referee shows: arcs and range bands in inches, the
// charge distance and the move left (4.1, 5.1, 5.4), a fire order previewed
// before the dice (W2), the unit's status rows and the step's agenda.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

GameState facingLines() {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 36, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 36, 35, 180);
    return world.start();
}

TEST(PrincesRefereeDisplayTest, OverlaysShowTheMusketBandsTheChargeAndTheMove) {
    const GameState state = facingLines();
    const UnitOverlays o = kReferee.overlays(state, "br-1");
    ASSERT_EQ(o.arcs.size(), 1U);
    EXPECT_EQ(o.arcs[0].halfAngleDegrees, 45.0);
    ASSERT_EQ(o.arcs[0].bands.size(), 3U);
    EXPECT_EQ(o.arcs[0].bands[0].name, "short");
    EXPECT_EQ(o.arcs[0].bands[0].toInches, 3.0);
    EXPECT_EQ(o.arcs[0].bands[2].toInches, 9.0);
    EXPECT_EQ(o.allowanceInches, 6.0);    // line rate (4.1)
    EXPECT_EQ(o.chargeReachInches, 8.0);  // 6 + 2 (A2)
    EXPECT_FALSE(o.footprint.empty());
}

TEST(PrincesRefereeDisplayTest, PreviewOfW2ExpectsFourDiceHittingOnFourOrLess) {
    GameState state = facingLines();
    ScriptedDice dice({});
    resolveUntil(state, "fire", dice);
    const FirePreview preview = kReferee.previewFire(state, "br-1", "co-1", "");
    ASSERT_TRUE(preview.legal) << preview.reason;
    EXPECT_EQ(preview.band, "medium");
    EXPECT_NEAR(preview.distance, 5.0, 1e-9);
    EXPECT_EQ(preview.totalBeforeDie, 4.0);
    EXPECT_NEAR(preview.expectedCasualties, 4 * 4.0 / 6.0, 1e-9);
    ASSERT_EQ(preview.casualtyChances.size(), 5U);
    EXPECT_NEAR(preview.casualtyChances[0], std::pow(2.0 / 6.0, 4), 1e-9);
}

TEST(PrincesRefereeDisplayTest, AGunsBallIsThrownByTheGunNotByNoFigures) {
    PrincesTestWorld world;
    world.addUnit("br-gun", 0, "footGun", 4, 36, 40, 0, Formation::Unlimbered);
    world.addUnit("co-1", 1, "lineInfantry", 12, 36, 22, 180);
    GameState state = world.start();
    ScriptedDice dice({});
    resolveUntil(state, "fire", dice);
    const FirePreview preview = kReferee.previewFire(state, "br-gun", "co-1", "");
    ASSERT_TRUE(preview.legal) << preview.reason;
    ASSERT_FALSE(preview.working.empty());
    // Ball beyond canister range: the gun throws its dice, not "0 figures".
    EXPECT_NE(preview.working[0].find("from the gun"), std::string::npos) << preview.working[0];
    EXPECT_EQ(preview.working[0].find("0 figures"), std::string::npos) << preview.working[0];
}

TEST(PrincesRefereeDisplayTest, TheUnitInspectorAndTheAgendaSayWhatTheRefereeSees) {
    PrincesTestWorld world;
    Unit& router = world.addUnit("br-r", 0, "militia", 12, 30, 30, 0);
    router.status = {{"routing", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 10, 180);
    GameState state = world.start();
    const UnitDescription d = kReferee.describeUnit(state, "br-r");
    EXPECT_EQ(d.valueOf("Motion"), std::optional<std::string>("routing"));
    ASSERT_TRUE(d.morale);
    EXPECT_EQ(d.morale->value, 3.0);  // class D base, nothing else
    ScriptedDice dice({});
    resolveUntil(state, "rallyAndReload", dice);
    const StepAgenda agenda = kReferee.stepAgenda(state);
    ASSERT_EQ(agenda.size(), 1U);
    EXPECT_EQ(agenda[0].unitId, "br-r");
}

// 7.3, A24: the agenda of the morale-after-fire step comes from the function
// that finds the tests, so it names exactly the units the step tests: those that
// lost figures, and militia or cavalry fired on by artillery, not a line
// battalion the guns fired on and missed.
TEST(PrincesRefereeDisplayTest, TheMoraleAfterFireAgendaNamesTheUnitsTheStepTests) {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 36, 44, 0);
    const nlohmann::json firedOn = {{"firedOnByArtillery", true}};
    world.addUnit("co-line", 1, "lineInfantry", 12, 10, 10, 180).status = firedOn;
    world.addUnit("co-militia", 1, "militia", 12, 30, 10, 180).status = firedOn;
    world.addUnit("co-horse", 1, "lightDragoons", 6, 50, 10, 180).status = firedOn;
    world.addUnit("co-hit", 1, "lineInfantry", 12, 65, 10, 180).status = {
        {"casualtiesThisStep", 2}};
    GameState state = world.start();
    const auto& sequence = state.ruleset().sequence;
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        if (sequence[i].id == "moraleAfterFire") {
            state.setStepIndex(i);
        }
    }
    ASSERT_EQ(state.currentStep()->id, "moraleAfterFire");
    std::vector<std::string> listed;
    for (const StepAgendaItem& item : kReferee.stepAgenda(state)) {
        listed.push_back(item.unitId);
    }
    EXPECT_EQ(listed, (std::vector<std::string>{"co-militia", "co-horse", "co-hit"}));
    ScriptedDice dice({6, 6, 6});  // every test passes: nobody moves
    std::vector<std::string> tested;
    for (const Resolution& r : kReferee.resolveStep(state, dice)) {
        if (r.kind == "moraleTest") {
            tested.push_back(r.units.front());
        }
    }
    EXPECT_EQ(tested, listed);
}

}  // namespace
}  // namespace adjutant::princes_test
