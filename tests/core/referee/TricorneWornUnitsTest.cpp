// A worn unit keeps out of the fight while its army holds the lead
// (TricorneWornUnits.h): the share of a unit a morale test takes out (15.5),
// the lead counted as the game's outcome counts it, the draw back out of reach,
// no charge, and foot that fights on when its volley is worth the risk.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneBattlefield.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFirePreview.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneWornUnits.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::best;
using testing::goToStep;
using testing::manoeuvreKind;
using testing::optionsFor;
using testing::tricorneReferee;

bool keepsOut(const CommanderOption& option) {
    return testing::reasonSays(option, "keeps out of the fight");
}

TEST(TricorneWornUnits, AMoraleTestTakesOutTheShareOfTheFacesThatSendAUnitBack) {
    // Status 3: no face comes 4 over.
    EXPECT_DOUBLE_EQ(moraleBreakShare(3), 0.0);
    // Status 2: a 6 is 4 over, a retire (a quarter).
    EXPECT_DOUBLE_EQ(moraleBreakShare(2), 0.25 / 6);
    // Status 0: 4 retires, 5 retreats (half), 6 routs (all).
    EXPECT_DOUBLE_EQ(moraleBreakShare(0), (0.25 + 0.5 + 1.0) / 6);
    // Status -3: 1 retires, 2 retreats, 3 to 6 rout.
    EXPECT_DOUBLE_EQ(moraleBreakShare(-3), (0.25 + 0.5 + 4.0) / 6);
}

TEST(TricorneWornUnits, TheLeadIsCountedInFiguresLostAndUnitsOutOfAction) {
    testing::TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 20, 40, 0);
    world.addUnit("a2", 0, "musketeer", 12, 40, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 20, 10, 180);
    world.addUnit("b2", 1, "musketeer", 12, 40, 10, 180);
    {
        GameState state = world.start();
        EXPECT_TRUE(holdsTheLead(state, 0)) << "level: neither side is behind";
        EXPECT_TRUE(holdsTheLead(state, 1));
    }
    world.addUnit("a3", 0, "musketeer", 8, 60, 40, 0).startFigures = 12;  // 4 of 36 lost
    {
        GameState state = world.start();
        EXPECT_FALSE(holdsTheLead(state, 0));
        EXPECT_TRUE(holdsTheLead(state, 1));
        // A routing unit counts as lost: side B's 12 of 24 outweigh side A's 4 of 36.
        tricorneState(state).editStatus("b2")->routBoundsOwed = 1;
        EXPECT_TRUE(holdsTheLead(state, 0));
        EXPECT_FALSE(holdsTheLead(state, 1));
    }
}

// Austrian cuirassiers (unit morale factor 4, 15.3) 2.5 inches in front of a
// Prussian battalion, inside its musket's long range of 6 (14.5).
testing::TricorneTestWorld horseBeforeFoot(int horseFigures = 8) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", horseFigures, 36, 20, 180);
    world.addUnit("ir", 0, "musketeer", 12, 36, 25, 0);
    return world;
}

TEST(TricorneWornUnits, WornHorseWithinMusketReachDrawsBackWhileItsArmyHoldsTheLead) {
    testing::TricorneTestWorld world = horseBeforeFoot();
    GameState state = world.start();
    goToStep(state, "movement");
    for (const CommanderOption& o :
         optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav")) {
        EXPECT_FALSE(keepsOut(o)) << "a fresh regiment does not: " << o.reason;
    }

    tricorneState(state).editStatus("cav")->casualtiesThisGame = 2;
    ASSERT_EQ(presentMoraleStatus(TricorneContext(state), "cav", nullptr), 2);
    ASSERT_TRUE(holdsTheLead(state, 1));
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav");
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    ASSERT_EQ(manoeuvreKind(*chosen), "move") << chosen->reason;
    EXPECT_TRUE(keepsOut(*chosen)) << chosen->reason;
    EXPECT_NE(chosen->reason.find("morale status 2"), std::string::npos) << chosen->reason;
    EXPECT_TRUE(tricorneReferee().checkManoeuvre(state, *chosen->manoeuvre).legal);
    // Straight away from the battalion, a full move at the line pace of 10 (13.1).
    const nlohmann::json form = testing::manoeuvreForm(*chosen);
    const auto& end = form.at("path").back().at("position");
    EXPECT_NEAR(end.at(0).get<double>(), 36.0, 1e-9);
    EXPECT_NEAR(end.at(1).get<double>(), 10.0, 1e-9);
}

TEST(TricorneWornUnits, WornHorseFightsOnWhenItsArmyIsBehind) {
    testing::TricorneTestWorld world = horseBeforeFoot();
    world.addUnit("lost", 1, "musketeer", 2, 60, 10, 180).startFigures = 12;
    GameState state = world.start();
    goToStep(state, "movement");
    tricorneState(state).editStatus("cav")->casualtiesThisGame = 2;
    ASSERT_FALSE(holdsTheLead(state, 1));
    for (const CommanderOption& o :
         optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav")) {
        EXPECT_FALSE(keepsOut(o)) << o.reason;
    }
}

TEST(TricorneWornUnits, WornHorseDeclaresNoChargeWhileItsArmyHoldsTheLead) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 8, 36, 20, 180);
    world.addUnit("gunners", 0, "battery6lb", 2, 36, 28, 0, Formation::Unlimbered);
    GameState state = world.start();
    goToStep(state, "declareCharges");
    ASSERT_FALSE(optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav").empty())
        << "a fresh regiment charges the guns";
    tricorneState(state).editStatus("cav")->casualtiesThisGame = 1;  // status 3: worn
    EXPECT_TRUE(optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav").empty());
}

// A worn Austrian battalion (status 5 - 3 = 2) 3 inches before Prussian foot
// of `enemyFigures`: within medium range both ways (14.5).
testing::TricorneTestWorld footBeforeFoot(int enemyFigures) {
    testing::TricorneTestWorld world;
    world.addUnit("worn", 1, "musketeer", 12, 36, 20, 180);
    world.addUnit("enemy", 0, "musketeer", enemyFigures, 36, 24, 0);
    return world;
}

struct FootFight {
    testing::TricorneTestWorld world;
    GameState state;
    explicit FootFight(int enemyFigures)
        : world(footBeforeFoot(enemyFigures)), state(world.start()) {
        goToStep(state, "movement");
        tricorneState(state).editStatus("worn")->casualtiesThisGame = 3;
    }
    bool riskOutweighs() const {
        const TricorneContext context(state);
        const TricorneBattlefield field(context);
        const auto enemies = nearestEnemies(field, 1, *field.find("worn"), 6);
        return fireRiskOutweighsVolley(context, *state.findUnit("worn"), enemies);
    }
    bool drawsBack() const {
        const auto options = optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "worn");
        const CommanderOption* chosen = best(options);
        return chosen && keepsOut(*chosen);
    }
};

TEST(TricorneWornUnits, WornFootFightsOnWhenItsVolleyIsWorthMoreThanTheFireItRisks) {
    FootFight weakEnemy(2);
    const TricorneContext context(weakEnemy.state);
    ASSERT_EQ(presentMoraleStatus(context, "worn", nullptr), 2);
    // Two figures at medium range hit little; twelve hit them hard.
    ASSERT_LT(previewTricorneFire(context, "enemy", "worn").expectedCasualties,
              previewTricorneFire(context, "worn", "enemy").expectedCasualties);
    EXPECT_FALSE(weakEnemy.riskOutweighs());
    EXPECT_FALSE(weakEnemy.drawsBack());

    FootFight strongEnemy(12);
    tricorneState(strongEnemy.state).editStatus("worn")->casualtiesThisGame = 5;  // status 0
    EXPECT_TRUE(strongEnemy.riskOutweighs());
    EXPECT_TRUE(strongEnemy.drawsBack());
}

TEST(TricorneWornUnits, WornFootDrawsBackFromGunsItCannotAnswer) {
    // A 6-pounder battery 20 inches off: long range (18 to 30, 14.5), far
    // beyond the battalion's muskets.
    testing::TricorneTestWorld world;
    world.addUnit("worn", 1, "musketeer", 12, 36, 10, 180);
    world.addUnit("guns", 0, "battery6lb", 1, 36, 31, 0, Formation::Unlimbered).guns = 4;
    GameState state = world.start();
    goToStep(state, "movement");
    const auto chosenFor = [&] {
        const auto options = optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "worn");
        const CommanderOption* chosen = best(options);
        return chosen ? *chosen : CommanderOption{};
    };
    EXPECT_FALSE(keepsOut(chosenFor())) << "a fresh battalion goes on";
    tricorneState(state).editStatus("worn")->casualtiesThisGame = 3;  // status 2
    const CommanderOption chosen = chosenFor();
    EXPECT_TRUE(keepsOut(chosen)) << chosen.reason;
    EXPECT_NE(chosen.reason.find("guns"), std::string::npos) << chosen.reason;
    EXPECT_TRUE(tricorneReferee().checkManoeuvre(state, *chosen.manoeuvre).legal);
}

}  // namespace
}  // namespace adjutant
