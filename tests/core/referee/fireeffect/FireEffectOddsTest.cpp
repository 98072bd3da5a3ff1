// Fire Effect's exact odds against fractions worked out by hand from the
// digest's worked examples (10), one question kind each.

#include "tests/core/referee/OddsTestSupport.h"

namespace adjutant::testing {
namespace {

using FireEffectOdds = SituationOddsFixture;

TEST_F(FireEffectOdds, MassFireIsThreeTimesTheDie) {
    // F1: 30 figures at close range in the open: 30 x die / 10.
    const auto odds = oddsOf("fireeffect-smallarms-f1-mass-close.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{{"3", "1/6"},
                                                        {"6", "1/6"},
                                                        {"9", "1/6"},
                                                        {"12", "1/6"},
                                                        {"15", "1/6"},
                                                        {"18", "1/6"}}));
}

TEST_F(FireEffectOdds, IndividualFireCountsFoursAndSixes) {
    // The same 30 figures firing one die each: a 4 or a 6 is a casualty, so no
    // casualty at all is (2/3)^30 and thirty is (1/3)^30.
    const auto odds = oddsOf("fireeffect-smallarms-f1-mass-close.json", {{"mode", "individual"}});
    EXPECT_EQ(odds.at("0"), "1073741824/205891132094649");
    EXPECT_EQ(odds.at("30"), "1/205891132094649");
    EXPECT_EQ(odds.size(), 31u);
}

TEST_F(FireEffectOdds, ARifledGunAtMediumRange) {
    // F7: a hit on a 4 or a 6 (1/3), then the effect die less 2 against a line:
    // nothing on a miss or an effect of 1 or 2 (2/3 + 1/3 x 2/6 = 7/9), else 1 to 4.
    const auto odds = oddsOf("fireeffect-artillery-f7-medium-hit.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{
                        {"0", "7/9"}, {"1", "1/18"}, {"2", "1/18"}, {"3", "1/18"}, {"4", "1/18"}}));
}

TEST_F(FireEffectOdds, RegularsPassOnFourFiveOrSix) {
    const auto odds = oddsOf("fireeffect-morale-f10b-two-lost.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{{"false", "1/2"}, {"true", "1/2"}}));
}

TEST_F(FireEffectOdds, LancersAgainstALine) {
    // F11: after the shock the lancers score 9 x die, the line 14 x die. The
    // lancers win on (2..6 against 1), (4..6 against 2), (5..6 against 3): 10 of 36.
    const auto odds = oddsOf("fireeffect-melee-f11-lancers-against-line.json");
    EXPECT_EQ(odds,
              (std::map<std::string, std::string>{{"attacker", "5/18"}, {"defender", "13/18"}}));
}

// A battery firing at a battery 1,200 yds away: the French gun loses no
// figures, so the callout gives the chance it is silenced: a hit on a 4 or
// a 6 (1/3, 4.2), then a 6 on the effect die (1/6, 4.3): 1/18.
TEST_F(FireEffectOdds, AGunFiredOnByGunsShowsTheChanceItIsSilenced) {
    EXPECT_EQ(oddsOf("fireeffect-battery-at-battery.json"),
              (std::map<std::string, std::string>{{"0", "1"}}));  // casualties: never any
    const std::string path =
        std::string(adjutant::testDataDir()) + "/situations/fireeffect-battery-at-battery.json";
    std::optional<Situation> situation = readSituationFile(path, context, diagnostics);
    ASSERT_TRUE(situation) << diagnostics.toString();
    const RulesetReferee& referee = *referees->forState(situation->state);
    const std::optional<RulesOdds> odds = referee.fireOdds(situation->state, "krupp", "french", "");
    ASSERT_TRUE(odds);
    EXPECT_EQ(odds->title, "Krupp battery fires at French battery: guns silenced");
    ASSERT_EQ(odds->outcomes.size(), 2u);
    EXPECT_EQ(odds->labels, (std::vector<std::string>{"no gun silenced", "1 gun silenced"}));
    EXPECT_EQ(odds->outcomes[0].chance.text(), "17/18");
    EXPECT_EQ(odds->outcomes[1].chance.text(), "1/18");
    const FirePreview preview = referee.previewFire(situation->state, "krupp", "french", "");
    ASSERT_FALSE(preview.working.empty());
    EXPECT_EQ(preview.working.back(),
              "A gun fired on by guns loses no figures; chance of silencing a gun: 6% (4.3)");
}

}  // namespace
}  // namespace adjutant::testing
