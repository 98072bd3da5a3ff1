// War of Princes' exact odds against fractions worked out by hand from the
// digest's worked examples (9), one question kind each.

#include "tests/core/referee/OddsTestSupport.h"

namespace adjutant::testing {
namespace {

using PrincesOdds = SituationOddsFixture;

TEST_F(PrincesOdds, FourDiceHittingOnFourOrLess) {
    // W2: threshold 4, four dice, each hitting with 2/3: the binomial in 81ths.
    const auto odds = oddsOf("princes-fire-w2-medium-range.json");
    EXPECT_EQ(odds,
              (std::map<std::string, std::string>{
                  {"0", "1/81"}, {"1", "8/81"}, {"2", "8/27"}, {"3", "32/81"}, {"4", "16/81"}}));
}

TEST_F(PrincesOdds, HaltedMilitiaBehindAWall) {
    // W10: 3 + 1 - 1 - 3 = 0 before the die, halted. 1-2 rout; 3 retires but is
    // halted, so routs; 4 halts disordered but is halted, so retires; 5 halts; 6 passes.
    const auto odds = oddsOf("princes-morale-w10-retires.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{
                        {"rout", "1/2"}, {"retire", "1/6"}, {"halt", "1/6"}, {"pass", "1/6"}}));
}

TEST_F(PrincesOdds, BothSidesOfAMeleeAtOnce) {
    // W14 after contact: three dice killing on 5 or less against four killing on
    // 3 or less. Three and two kills: (5/6)^3 x 6/16 = 125/576; none on either
    // side: (1/6)^3 x (1/2)^4 = 1/3456.
    const auto odds = oddsOf("princes-melee-w14-charging-halted.json");
    EXPECT_EQ(odds.at(R"({"attacker":3,"defender":2})"), "125/576");
    EXPECT_EQ(odds.at(R"({"attacker":0,"defender":0})"), "1/3456");
    EXPECT_EQ(odds.size(), 20u);  // 4 x 5 pairs of kills
}

TEST_F(PrincesOdds, TrainedTroopsHaltOnlyOnAOne) {
    // W3: 4 + die, halted: a 1 makes 5, halt; anything else passes.
    const auto odds = oddsOf("princes-morale-w3-halt.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{{"halt", "1/6"}, {"pass", "5/6"}}));
}

// The charge odds the window shows count every test on the way in (8.2):
// trained line infantry (class C, 4) charges veterans (B, 5) 7.5 in away.
// - its own test to set off: 4 + die, a 1 makes 5 and halts it: 5/6 (8.2.2);
// - the veterans' test to stand: 5 + any die passes (8.2.3);
// - their closing fire at short range, four dice hitting on 5 or less: at
//   least one hit 1295/1296 (8.2.4);
// - the charger's test after it, as a moving unit: fails on a 1, 1/6 (8.2.5).
// Goes home: 5/6 x (1 - 1295/1296 x 1/6) = 5/6 x 6481/7776 = 32405/46656.
TEST_F(PrincesOdds, AChargeCountsItsOwnTestTheClosingFireAndTheTestAfterIt) {
    const std::string path =
        std::string(adjutant::testDataDir()) + "/situations/princes-charge-odds-closing-fire.json";
    std::optional<Situation> situation = readSituationFile(path, context, diagnostics);
    ASSERT_TRUE(situation) << diagnostics.toString();
    const GameState& state = situation->state;
    const ChargeOdds odds = referees->forState(state)->chargeOdds(state, "va3", {"br33"});
    ASSERT_EQ(odds.whyNot, "");
    ASSERT_EQ(odds.onTheWay.size(), 3u);
    EXPECT_EQ(odds.beforeResponse, 1u);
    const auto chanceOfLabel = [](const RulesOdds& block, const std::string& label) {
        for (std::size_t i = 0; i < block.labels.size(); ++i) {
            if (block.labels[i] == label) {
                return block.outcomes[i].chance.text();
            }
        }
        return std::string("none");
    };
    EXPECT_EQ(odds.onTheWay[0].title, "3rd Virginia's test to set off");
    EXPECT_EQ(odds.onTheWay[0].rule, "8.2.2");
    EXPECT_EQ(chanceOfLabel(odds.onTheWay[0], "sets off"), "5/6");
    ASSERT_TRUE(odds.responses);
    EXPECT_EQ(odds.responses->outcomes.size(), 1u);  // the veterans always stand
    EXPECT_EQ(odds.onTheWay[1].title, "Closing fire at 3rd Virginia if 33rd Foot stands");
    EXPECT_EQ(chanceOfLabel(odds.onTheWay[1], "no hits"), "1/1296");
    EXPECT_EQ(odds.onTheWay[2].title, "3rd Virginia's test if closing fire hits it");
    EXPECT_EQ(odds.onTheWay[2].rule, "8.2.5");
    ASSERT_TRUE(odds.goesHome);
    EXPECT_EQ(odds.goesHome->text(), "32405/46656");
}

}  // namespace
}  // namespace adjutant::testing
