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

}  // namespace
}  // namespace adjutant::testing
