// Tricorne and Musket's exact odds against fractions worked out by hand from
// the digest's worked examples (17.2), one question kind each.

#include "tests/core/referee/OddsTestSupport.h"

namespace adjutant::testing {
namespace {

using TricorneOdds = SituationOddsFixture;

TEST_F(TricorneOdds, BatteryAtCavalryCountsTheRemainderDie) {
    // T1: 8 guns x 1.5 + 1 = 13 before the die. Die 1: 12, two full sixes.
    // Die 2..6: one full six and a remainder of 5..1, a second casualty when
    // the remainder die is at or under it: 1/6 + 1/6 x (5+4+3+2+1)/6 = 7/12.
    const auto odds = oddsOf("fire-t1-battery-at-cavalry.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{{"1", "5/12"}, {"2", "7/12"}}));
}

TEST_F(TricorneOdds, MoraleTestWithPresentMoraleZero) {
    // T8: PMS 0, so d is the die: +1..+3 shaken, +4 retire, +5 retreat, +6 rout (15.5).
    const auto odds = oddsOf("morale-t8-die4.json");
    EXPECT_EQ(odds,
              (std::map<std::string, std::string>{
                  {"shaken", "1/2"}, {"retire", "1/6"}, {"retreat", "1/6"}, {"rout", "1/6"}}));
}

TEST_F(TricorneOdds, ResponseOfAPrussianBattalionToHussars) {
    // T9: PMS 4. Dice 1-4 give d -3..0: fire at 3 in or form square, the
    // square taken against cavalry; dice 5 and 6 give +1 and +2: fire at 5 in.
    const auto odds = oddsOf("charge-response-t9-die4.json");
    EXPECT_EQ(odds, (std::map<std::string, std::string>{{"formSquare", "2/3"}, {"fire@5", "1/3"}}));
}

TEST_F(TricorneOdds, BreakthroughOnlyBelowTheFactor) {
    // T5: heavy cavalry 5, three figures lost on the way in: factor 2; only a 1 is lower.
    const auto odds = oddsOf("breakthrough-t5-die1.json");
    EXPECT_EQ(odds,
              (std::map<std::string, std::string>{{"breaksThrough", "1/6"}, {"fails", "5/6"}}));
}

TEST_F(TricorneOdds, MeleeCountsBothSidesDiceAndRemainders) {
    // T6: the cavalry's 20 - die loses the line 4 (die 1, remainder die 1: 1/36),
    // 3 (25/36) or 2 (10/36); the line's 12 - die loses the cavalry 2 when its
    // remainder die is at or under 5..1 (15/36 = 5/12), else 1. Independent:
    // the line losing 3 and the cavalry 1 is 25/36 x 7/12 = 175/432.
    const auto odds = oddsOf("melee-t6-die2-2.json");
    EXPECT_EQ(odds.size(), 6u);
    EXPECT_EQ(odds.at(R"({"cav":1,"inf":3})"), "175/432");
    EXPECT_EQ(odds.at(R"({"cav":2,"inf":4})"), "5/432");
}

}  // namespace
}  // namespace adjutant::testing

namespace adjutant::testing {
namespace {

// The odds the window shows before a player commits: a fire order, a charge,
// and a unit's tests as it stands.
class TricorneWindowOdds : public SituationFixture {
  protected:
    GameState moment(const std::string& step, double hussarsAt = 40, double irAt = 30) {
        const nlohmann::json document = {
            {"ruleset", "tricorne"},
            {"figureScale", "15mm"},
            {"period", "SYW"},
            {"step", step},
            {"sides", {{{"id", "a"}, {"nation", "prussia"}}, {{"id", "b"}, {"nation", "austria"}}}},
            {"units",
             {{{"id", "ir"},
               {"name", "IR 18"},
               {"side", "a"},
               {"type", "musketeer"},
               {"figures", 10},
               {"startFigures", 12},
               {"formation", "line"},
               {"position", {36, irAt}},
               {"facing", 180},
               {"status", {{"casualtiesThisGame", 2}}}},
              {{"id", "hussars"},
               {"name", "Hussars"},
               {"side", "b"},
               {"type", "hussar"},
               {"figures", 8},
               {"formation", "line"},
               {"position", {36, hussarsAt}},
               {"facing", 0}}}},
            {"question", {{"kind", "step"}}}};
        std::optional<Situation> situation = read(document);
        EXPECT_TRUE(situation) << diagnostics.toString();
        return std::move(situation->state);
    }
    const RulesetReferee& referee(const GameState& state) { return *referees->forState(state); }
};

TEST_F(TricorneWindowOdds, AChargeGivesTheTargetsAnswersAndTheChanceItGoesHome) {
    const GameState state = moment("declareCharges");
    const ChargeOdds odds = referee(state).chargeOdds(state, "hussars", {"ir"});
    EXPECT_EQ(odds.whyNot, "");
    ASSERT_TRUE(odds.responses);
    // As T9: PMS 4, so dice 1-4 form square and 5-6 fire at 5 in.
    ASSERT_EQ(odds.responses->labels.size(), 2u);
    Chance square;
    for (std::size_t i = 0; i < odds.responses->labels.size(); ++i) {
        if (odds.responses->labels[i] == "forms square") {
            square = odds.responses->outcomes[i].chance;
        }
    }
    EXPECT_EQ(square.text(), "2/3");
    ASSERT_TRUE(odds.goesHome);
    EXPECT_GT(odds.goesHome->value(), 0.0);
    EXPECT_LE(odds.goesHome->value(), 1.0);
    // Out of reach: no odds, and the referee's reason instead.
    const GameState far = moment("declareCharges", 44, 4);  // 40 inches apart
    const ChargeOdds none = referee(far).chargeOdds(far, "hussars", {"ir"});
    EXPECT_FALSE(none.responses);
    EXPECT_FALSE(none.whyNot.empty());
}

TEST_F(TricorneWindowOdds, AUnitsMoraleTestAsItStands) {
    const GameState state = moment("movement");
    const std::vector<RulesOdds> odds = referee(state).unitOdds(state, "ir");
    ASSERT_FALSE(odds.empty());
    EXPECT_EQ(odds.front().title, "If it tests morale now");
    EXPECT_EQ(odds.front().rule, "15.5");
    // PMS 4: dice 1 to 4 give d of 0 or less, obeying orders.
    for (std::size_t i = 0; i < odds.front().labels.size(); ++i) {
        if (odds.front().labels[i] == "obeys orders") {
            EXPECT_EQ(odds.front().outcomes[i].chance.text(), "2/3");
        }
    }
}

TEST_F(TricorneWindowOdds, AFireOrderBeforeItIsGiven) {
    const GameState state = moment("firing", 34);
    const std::optional<RulesOdds> odds = referee(state).fireOdds(state, "ir", "hussars", "");
    ASSERT_TRUE(odds);
    EXPECT_EQ(odds->title, "IR 18 fires at Hussars: casualties");
    Chance total;
    for (const OddsOutcome& outcome : odds->outcomes) {
        total = total + outcome.chance;
    }
    EXPECT_EQ(total, Chance::certain());
}

}  // namespace
}  // namespace adjutant::testing
