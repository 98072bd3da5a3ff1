#include <gtest/gtest.h>

#include "core/referee/UnitDescription.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant {
namespace {

// A Prussian battalion of regular musketeers, 12 figures at the start and 9 now,
// shaken, that has fired this bound, facing an Austrian battalion.
GameState shakenPrussianWorld() {
    testing::TricorneTestWorld world;
    Unit& ir = world.addUnit("ir", 0, "musketeer", 9, 30, 30, 0);
    ir.name = "IR 18";
    ir.startFigures = 12;
    world.addUnit("au", 1, "musketeer", 16, 30, 10, 180);
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("ir");
    status->casualtiesThisGame = 3;
    status->shaken = true;
    status->thisBound.fired = true;
    status->thisBound.chargeTargets = {"au"};
    status->thisBound.chargeResponse = "standAndReceive";
    status->thisBound.moraleTriggers.push_back({"fireCasualties", "au"});
    return state;
}

TEST(TricorneUnitDescription, GivesTheGenericFieldsThenTheStatusInOrder) {
    const GameState state = shakenPrussianWorld();
    const UnitDescription d = TricorneReferee().describeUnit(state, "ir");
    EXPECT_EQ(d.unitId, "ir");
    EXPECT_EQ(d.name, "IR 18");
    EXPECT_EQ(d.valueOf("Side"), "Side A");
    EXPECT_EQ(d.valueOf("Class"), "regular line infantry");
    EXPECT_EQ(d.valueOf("Figures"), "9");
    EXPECT_EQ(d.valueOf("Figures at start"), "12");
    EXPECT_EQ(d.valueOf("Formation"), "line");
    EXPECT_EQ(d.valueOf("Shaken"), "yes");
    EXPECT_EQ(d.valueOf("Unformed"), "no");
    EXPECT_EQ(d.valueOf("Routing"), "no");
    EXPECT_EQ(d.valueOf("Reforming"), "no");
    EXPECT_EQ(d.valueOf("Casualties this game"), "3");
    EXPECT_EQ(d.valueOf("Fired this bound"), "yes");
    // The charge names its target by name (the Austrian has its id as name).
    EXPECT_EQ(d.valueOf("Charge declared"), "on au");
    // Keys are given in words, units by name.
    EXPECT_EQ(d.valueOf("Response"), "stands and receives the charge");
    EXPECT_EQ(d.valueOf("Morale test reasons"), "lost figures to fire (au)");
    // Quiet parts of the status are left out.
    EXPECT_FALSE(d.valueOf("Limbered").has_value());
    EXPECT_FALSE(d.valueOf("Fighting").has_value());

    // Identity first, then the sections in a fixed order.
    ASSERT_FALSE(d.rows.empty());
    EXPECT_EQ(d.rows.front().label, "Side");
    EXPECT_EQ(d.rows.front().section, "Unit");
    EXPECT_FALSE(d.valueOf("Present morale status").has_value());  // it is `morale`
    const auto sectionOf = [&](const std::string& label) {
        for (const UnitDescriptionRow& row : d.rows) {
            if (row.label == label) {
                return row.section;
            }
        }
        return std::string();
    };
    EXPECT_EQ(sectionOf("Shaken"), "Status");
    EXPECT_EQ(sectionOf("Fired this bound"), "This bound");
}

// Hand check against 15.3 and 15.4: regular musketeers 5, Prussian troops +1,
// 3 casualties this game -3, shaken -1 (A40, the default reading): PMS 2.
TEST(TricorneUnitDescription, MoraleStatusIsTheOneStepTenUsesWithItsBreakdown) {
    const GameState state = shakenPrussianWorld();
    const UnitDescription d = TricorneReferee().describeUnit(state, "ir");
    ASSERT_TRUE(d.morale.has_value());
    const Explanation& why = *d.morale;
    EXPECT_EQ(why.value, 2);
    EXPECT_EQ(why.rule, "15.4");
    ASSERT_EQ(why.children.size(), 4u);
    EXPECT_EQ(why.children[0].label, "Unit morale (regular line infantry)");
    EXPECT_EQ(why.children[0].value, 5);
    EXPECT_EQ(why.children[1].label, "National troops");
    EXPECT_EQ(why.children[1].value, 1);
    EXPECT_EQ(why.children[2].label, "Casualties this game");
    EXPECT_EQ(why.children[2].value, -3);
    EXPECT_EQ(why.children[3].label, "Shaken, retired or broken through");
    EXPECT_EQ(why.children[3].value, -1);

    // The same figure as the morale test of step 10.
    EXPECT_EQ(testing::testOne(state, "ir", {4}).pms, 2);
}

// The A40 option changes the shaken line's value, and the description follows it.
TEST(TricorneUnitDescription, MoraleStatusFollowsTheChosenReading) {
    testing::TricorneTestWorld world;
    world.options()["moraleFactorPairing"] = "pairInOrder";
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0);
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->shaken = true;
    // 5 + 1 (Prussian) - 3 (shaken, pairInOrder reading) = 3.
    const UnitDescription d = TricorneReferee().describeUnit(state, "ir");
    ASSERT_TRUE(d.morale.has_value());
    EXPECT_EQ(d.morale->value, 3);
}

TEST(TricorneUnitDescription, ArtilleryShowsItsGunsAndRoutingShowsBoundsOwed) {
    testing::TricorneTestWorld world;
    world.addUnit("bat", 0, "battery12lb", 1, 30, 30, 0, Formation::Unlimbered).guns = 4;
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("bat");
    status->routBoundsOwed = 2;
    status->guns = GunsState::Lost;
    const UnitDescription d = TricorneReferee().describeUnit(state, "bat");
    EXPECT_EQ(d.valueOf("Guns"), "4");  // the generic row: guns the model stands for
    EXPECT_EQ(d.valueOf("Routing"), "2 bounds owed");
    EXPECT_EQ(d.valueOf("Limbered"), "no");
    // The second "Guns" row is the artillery section's.
    int gunsRows = 0;
    for (const UnitDescriptionRow& row : d.rows) {
        if (row.label == "Guns" && row.section == "Artillery") {
            EXPECT_EQ(row.value, "abandoned for the rest of the game");
            ++gunsRows;
        }
    }
    EXPECT_EQ(gunsRows, 1);
    // 15.3 artillery 4, Prussian troops +1: 5.
    ASSERT_TRUE(d.morale.has_value());
    EXPECT_EQ(d.morale->value, 5);
}

TEST(TricorneUnitDescription, AnUnknownUnitGivesAnEmptyDescription) {
    const GameState state = shakenPrussianWorld();
    const UnitDescription d = TricorneReferee().describeUnit(state, "nobody");
    EXPECT_TRUE(d.rows.empty());
    EXPECT_FALSE(d.morale.has_value());
}

TEST(UnitDescription, TheGenericDescriptionHasNoMorale) {
    const GameState state = shakenPrussianWorld();
    const UnitDescription d = describeUnitGenerically(state, "ir");
    EXPECT_EQ(d.valueOf("Type"), state.ruleset().findUnitType("musketeer")->name);
    EXPECT_EQ(d.valueOf("Figures"), "9");
    EXPECT_FALSE(d.valueOf("Shaken").has_value());
    EXPECT_FALSE(d.morale.has_value());
}

TEST(TricorneUnitDescription, AdvancedBeforeFiringIsShownForFootOnlyToATenthOfAnInch) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("horse", 0, "cuirassier", 8, 50, 30, 0);
    world.addUnit("au", 1, "musketeer", 16, 30, 10, 180);
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->thisBound.advanced = 7.13215;
    tricorneState(state).editStatus("horse")->thisBound.advanced = 7.13215;
    const TricorneReferee referee;
    EXPECT_EQ(referee.describeUnit(state, "ir").valueOf("Advanced before firing"), "7.1 in");
    // Horse never fires after advancing (13.3): no such row for it.
    EXPECT_FALSE(
        referee.describeUnit(state, "horse").valueOf("Advanced before firing").has_value());
}

}  // namespace
}  // namespace adjutant
