// What each step is for and who may act in it: free bounds (Tricorne 7.2), a
// step with nothing to order, and the player turns of War of Princes.

#include <gtest/gtest.h>

#include <algorithm>

#include "core/referee/EnemiesInReach.h"
#include "core/referee/RulesetReferee.h"
#include "tests/core/referee/SituationTestSupport.h"

namespace adjutant::testing {
namespace {

nlohmann::json tricorneMoment(const std::string& step, nlohmann::json initiative) {
    return {{"ruleset", "tricorne"},
            {"figureScale", "15mm"},
            {"period", "SYW"},
            {"step", step},
            {"initiative", std::move(initiative)},
            {"sides",
             {{{"id", "prussia"}, {"name", "Prussia"}, {"nation", "prussia"}},
              {{"id", "austria"}, {"name", "Austria"}, {"nation", "austria"}}}},
            {"units",
             {{{"id", "ir"},
               {"name", "IR 18"},
               {"side", "prussia"},
               {"type", "musketeer"},
               {"figures", 12},
               {"formation", "line"},
               {"position", {30, 40}},
               {"facing", 0}},
              {{"id", "cav"},
               {"name", "Hussars"},
               {"side", "austria"},
               {"type", "hussar"},
               {"figures", 8},
               {"formation", "line"},
               {"position", {30, 28}},
               {"facing", 180}}}},
            {"question", {{"kind", "step"}}}};
}

class StepBriefingFixture : public SituationFixture {
  protected:
    StepBriefing briefingOf(const nlohmann::json& document) {
        std::optional<Situation> situation = read(document);
        EXPECT_TRUE(situation) << diagnostics.toString();
        if (!situation) {
            return {};
        }
        return referees->forState(situation->state)->stepBriefing(situation->state);
    }
};

TEST_F(StepBriefingFixture, TheSideThatOwesFreeBoundsMayNotCharge) {
    const StepBriefing briefing =
        briefingOf(tricorneMoment("declareCharges", {{"side", 0}, {"boundsOwed", 2}}));
    ASSERT_EQ(briefing.sides.size(), 2u);
    EXPECT_FALSE(briefing.sides[1].mayAct);
    EXPECT_EQ(briefing.sides[1].why, "Austria owes two free bounds: only Prussia charges");
    EXPECT_EQ(briefing.sides[1].rule, "7.2");
    EXPECT_FALSE(briefing.purpose.empty());
    // The hussars are 12 in away: the Prussian battalion cannot reach them.
    EXPECT_FALSE(briefing.sides[0].mayAct);
    EXPECT_EQ(briefing.sides[0].why, "no unit can reach an enemy it may charge");
    EXPECT_TRUE(briefing.nobodyCanAct);
    EXPECT_EQ(briefing.nobodyWhy, "No unit can reach an enemy it may charge.");
    EXPECT_TRUE(briefing.unitsThatMayAct.empty());
}

TEST_F(StepBriefingFixture, HorseWithinReachMayCharge) {
    const StepBriefing briefing =
        briefingOf(tricorneMoment("declareCharges", {{"side", -1}, {"boundsOwed", 0}}));
    EXPECT_TRUE(briefing.sides[1].mayAct);
    EXPECT_FALSE(briefing.nobodyCanAct);  // hussars charge 20 in
    // Only the hussars: the battalion's charge does not reach 12 in.
    EXPECT_EQ(briefing.unitsThatMayAct, std::vector<std::string>{"cav"});
    EXPECT_FALSE(briefing.sides[0].mayAct);
    EXPECT_EQ(briefing.sides[0].why, "no unit can reach an enemy it may charge");
}

TEST_F(StepBriefingFixture, TheHussarsThreatenTheBattalionButCannotFireAtIt) {
    std::optional<Situation> situation =
        read(tricorneMoment("declareCharges", {{"side", -1}, {"boundsOwed", 0}}));
    ASSERT_TRUE(situation) << diagnostics.toString();
    const RulesetReferee& referee = *referees->forState(situation->state);
    const EnemiesInReach hussars = enemiesInReach(referee, situation->state, "cav");
    EXPECT_EQ(hussars.chargeTargets, std::vector<std::string>{"ir"});
    EXPECT_TRUE(hussars.fireTargets.empty());
    // The battalion's muskets do not carry 12 in, nor does its charge.
    const EnemiesInReach battalion = enemiesInReach(referee, situation->state, "ir");
    EXPECT_TRUE(battalion.chargeTargets.empty());
    EXPECT_TRUE(battalion.fireTargets.empty());
}

TEST_F(StepBriefingFixture, WithinMusketRangeTheBattalionMayFire) {
    nlohmann::json moment = tricorneMoment("firing", {{"side", -1}, {"boundsOwed", 0}});
    moment["units"][1]["position"] = {30, 35};
    std::optional<Situation> situation = read(moment);
    ASSERT_TRUE(situation) << diagnostics.toString();
    const RulesetReferee& referee = *referees->forState(situation->state);
    const EnemiesInReach battalion = enemiesInReach(referee, situation->state, "ir");
    EXPECT_EQ(battalion.fireTargets, std::vector<std::string>{"cav"});
    const StepBriefing briefing = referee.stepBriefing(situation->state);
    EXPECT_FALSE(briefing.nobodyCanAct);
    EXPECT_NE(std::find(briefing.unitsThatMayAct.begin(), briefing.unitsThatMayAct.end(), "ir"),
              briefing.unitsThatMayAct.end());
}

TEST_F(StepBriefingFixture, AStepTheRefereeResolvesHasNoOrders) {
    const StepBriefing briefing =
        briefingOf(tricorneMoment("moraleChecks", {{"side", -1}, {"boundsOwed", 0}}));
    EXPECT_TRUE(briefing.nobodyCanAct);
    EXPECT_FALSE(briefing.sides[0].mayAct);
    EXPECT_EQ(briefing.sides[0].why, "no orders in this step");
}

TEST_F(StepBriefingFixture, OnlyThePhasingSideMovesInWarOfPrinces) {
    const nlohmann::json document = {
        {"ruleset", "princes"},
        {"figureScale", "15mm"},
        {"period", "AWI"},
        {"step", "movement"},
        {"phasingSide", "british"},
        {"sides",
         {{{"id", "british"}, {"name", "British"}, {"nation", "british"}},
          {{"id", "continental"}, {"name", "Continentals"}, {"nation", "continental"}}}},
        {"units",
         {{{"id", "a"},
           {"name", "33rd Foot"},
           {"side", "british"},
           {"type", "lineInfantry"},
           {"figures", 12},
           {"formation", "line"},
           {"position", {30, 40}},
           {"facing", 0}},
          {{"id", "b"},
           {"name", "3rd Virginia"},
           {"side", "continental"},
           {"type", "lineInfantry"},
           {"figures", 12},
           {"formation", "line"},
           {"position", {30, 20}},
           {"facing", 180}}}},
        {"question", {{"kind", "fire"}, {"firer", "a"}, {"target", "b"}}}};
    const StepBriefing briefing = briefingOf(document);
    ASSERT_EQ(briefing.sides.size(), 2u);
    EXPECT_TRUE(briefing.sides[0].mayAct);
    EXPECT_FALSE(briefing.sides[1].mayAct);
    EXPECT_EQ(briefing.sides[1].why, "the player turn of British: Continentals only answers");
    EXPECT_EQ(briefing.unitsThatMayAct, std::vector<std::string>{"a"});
    EXPECT_FALSE(briefing.nobodyCanAct);
}

}  // namespace
}  // namespace adjutant::testing
