// Initiative (7.2, A7): the digest's T10 rows through rollInitiative with
// scripted dice, and the national modifiers row by row.

#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneInitiative.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

struct InitiativeRow {
    const char* period;
    const char* nationA;
    const char* nationB;
    int dieA;
    int dieB;
    int side;        // -1: both start together
    int freeBounds;  // bounds owed to `side`
    const char* working;
};

class TricorneInitiativeT10 : public ::testing::TestWithParam<InitiativeRow> {};

TEST_P(TricorneInitiativeT10, RollsAsTheDigestWorksIt) {
    const InitiativeRow& row = GetParam();
    testing::TricorneTestWorld world;
    world.scenario().period = row.period;
    world.scenario().sides[0].nation = row.nationA;
    world.scenario().sides[1].nation = row.nationB;
    GameState state = world.start();
    ScriptedDice dice({row.dieA, row.dieB});

    const Resolution r = rollInitiative(state, dice);

    const TricorneInitiative& initiative = tricorneState(state).initiative;
    EXPECT_TRUE(initiative.rolled);
    EXPECT_EQ(initiative.side, row.side) << row.working;
    EXPECT_EQ(initiative.boundsOwed, row.freeBounds) << row.working;
    EXPECT_EQ(r.kind, "initiative");
    ASSERT_EQ(r.rolls.size(), 2u);
    EXPECT_EQ(r.rolls[0].value, row.dieA);
    EXPECT_EQ(r.rolls[1].value, row.dieB);
    EXPECT_EQ(dice.remaining(), 0u);
    ASSERT_EQ(r.explanation.children.size(), 2u);
    EXPECT_EQ(r.explanation.value, row.freeBounds);
}

INSTANTIATE_TEST_SUITE_P(
    TricorneInitiativeDigest, TricorneInitiativeT10,
    ::testing::Values(InitiativeRow{"SYW", "prussia", "austria", 3, 2, 0, 2,
                                    "Prussia 3 + 1 = 4; Austria 2: Prussia moves 2 bounds first"},
                      InitiativeRow{"SYW", "prussia", "sweden", 3, 3, -1, 0,
                                    "no Prussian bonus against Sweden in the SYW: 3 v 3, together"},
                      InitiativeRow{"SYW", "russia", "prussia", 5, 3, -1, 0,
                                    "Russia 5 - 1 = 4; Prussia 3 + 1 = 4: together"},
                      InitiativeRow{
                          "WAS", "britain", "france", 2, 6, 1, 2,
                          "Anglo-Allies 2 + 2 = 4; France 6: France moves 2 bounds first"}));

TEST(TricorneInitiative, ExplanationShowsEachDieAndModifier) {
    // SYW Prussia v Austria, dice 3 and 2: Prussia 3 + 1 (prussians, 7.2) = 4; Austria 2.
    testing::TricorneTestWorld world;
    GameState state = world.start();
    ScriptedDice dice({3, 2});
    const Resolution r = rollInitiative(state, dice);
    const Explanation& prussia = r.explanation.children[0];
    EXPECT_EQ(prussia.value, 4);
    ASSERT_EQ(prussia.children.size(), 2u);
    EXPECT_EQ(prussia.children[0].label, "Die");
    EXPECT_EQ(prussia.children[0].value, 3);
    EXPECT_EQ(prussia.children[1].label, "Prussian army");
    EXPECT_EQ(prussia.children[1].value, 1);
    EXPECT_EQ(prussia.children[1].rule, "7.2");
    EXPECT_EQ(r.explanation.children[1].value, 2);
    EXPECT_EQ(r.summary, "Side A has the initiative and moves 2 bounds first");
    EXPECT_NE(r.explanation.render().find("Prussian army: 1 [7.2]"), std::string::npos)
        << r.explanation.render();
}

TEST(TricorneInitiative, ADifferenceOfOneIsOneFreeBound) {
    // Austria 4 v Prussia 2 + 1 = 3: Austria (second side) by 1.
    testing::TricorneTestWorld world;
    GameState state = world.start();
    ScriptedDice dice({2, 4});
    const Resolution r = rollInitiative(state, dice);
    EXPECT_EQ(tricorneState(state).initiative.side, 1);
    EXPECT_EQ(tricorneState(state).initiative.boundsOwed, 1);
    EXPECT_EQ(r.summary, "Side B has the initiative and moves 1 bound first");
}

struct ModifierRow {
    const char* nation;
    const char* opponent;
    const char* period;
    double total;
    const char* why;
};

class TricorneInitiativeModifiers : public ::testing::TestWithParam<ModifierRow> {};

TEST_P(TricorneInitiativeModifiers, NationalModifiers) {
    const ModifierRow& row = GetParam();
    testing::TricorneTestWorld world;
    GameState state = world.start();
    const TricorneContext context(state);
    double total = 0;
    for (const auto& term :
         initiativeModifiers(context.tables(), row.nation, row.opponent, row.period)) {
        total += term.value;
    }
    EXPECT_DOUBLE_EQ(total, row.total) << row.why;
}

INSTANTIATE_TEST_SUITE_P(
    TricorneInitiativeTable, TricorneInitiativeModifiers,
    ::testing::Values(ModifierRow{"prussia", "austria", "SYW", 1, "Prussians +1"},
                      ModifierRow{"prussia", "austria", "WAS", 1, "Prussians +1 in the WAS too"},
                      ModifierRow{"prussia", "sweden", "SYW", 0, "not SYW v Sweden (A7)"},
                      ModifierRow{"prussia", "sweden", "WAS", 1, "the exception is SYW only"},
                      ModifierRow{"russia", "prussia", "SYW", -1, "Russians -1 in the SYW"},
                      ModifierRow{"russia", "prussia", "WAS", 0, "no Russian modifier in the WAS"},
                      ModifierRow{"britain", "france", "WAS", 2, "Anglo-Allies +2 in the WAS"},
                      ModifierRow{"hanover", "france", "WAS", 2, "Hanover is Anglo-Allied"},
                      ModifierRow{"holland", "france", "WAS", 2, "Holland is Anglo-Allied"},
                      ModifierRow{"britain", "france", "SYW", 0, "only in the WAS"},
                      ModifierRow{"austria", "prussia", "SYW", 0, "no modifier"}));

}  // namespace
}  // namespace adjutant
