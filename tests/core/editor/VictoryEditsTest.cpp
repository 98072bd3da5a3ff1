// Setting the victory conditions in the editor: what is accepted, what is
// refused with a reason, and an objective's score going with the objective.
#include <gtest/gtest.h>

#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"

namespace adjutant {
namespace {

Scenario withObjectives() {
    Scenario scenario;
    scenario.title = "Victory";
    scenario.sides = {Side{"prussia", "Prussians", "prussia", "#000000", TableEdge::Bottom, {}, {}},
                      Side{"austria", "Austrians", "austria", "#ffffff", TableEdge::Top, {}, {}}};
    scenario.objectives = {{"crest", "The crest", {{36, 24}}},
                           {"bridge", "The bridge", {{10, 10}}}};
    return scenario;
}

VictoryObjective scored(std::string id, double value, int holder = -1, int byBound = 0) {
    return {std::move(id), value, holder, byBound};
}

TEST(VictoryEditsTest, SetsTheConditionsAsWrittenDown) {
    ScenarioDraft draft(withObjectives());
    VictoryConditions victory;
    victory.bounds = 10;
    victory.breakPoint[1] = 0.4;
    victory.objectives = {scored("crest", 4, 0, 8)};
    ASSERT_EQ(draft.apply(edits::setVictory(victory)), "");
    const VictoryConditions& now = draft.scenario().victory;
    EXPECT_TRUE(now.given);
    EXPECT_EQ(now.bounds, 10);
    EXPECT_EQ(now.breakPoint[1], 0.4);
    ASSERT_EQ(now.objectives.size(), 1U);
    EXPECT_EQ(now.objectives[0].byBound, 8);
    EXPECT_EQ(draft.undoLabel(), "Edit victory conditions");
    draft.undo();
    EXPECT_FALSE(draft.scenario().victory.given);
}

TEST(VictoryEditsTest, RefusesWhatCannotBeJudged) {
    const auto refusal = [](VictoryConditions victory) {
        ScenarioDraft draft(withObjectives());
        return draft.apply(edits::setVictory(std::move(victory)));
    };
    VictoryConditions v;
    v.objectives = {scored("hill", 2)};
    EXPECT_EQ(refusal(v), "the scenario has no objective \"hill\"");
    v.objectives = {scored("crest", 2), scored("crest", 3)};
    EXPECT_EQ(refusal(v), "objective \"crest\" is scored twice");
    v.objectives = {scored("crest", 2, -1, 13)};
    EXPECT_EQ(refusal(v), "objective \"crest\" is judged at bound 13, after the last (12)");
    v = {};
    v.breakPoint[0] = 1.5;
    EXPECT_EQ(refusal(v), "an army breaks after losing 1% to 100% of its figures, not 150%");
    v = {};
    v.drawMargin = 3;
    v.decisiveMargin = 2;
    EXPECT_EQ(refusal(v), "a decisive win needs a lead larger than the draw margin (3)");
}

TEST(VictoryEditsTest, DeletingAnObjectiveDropsItsScore) {
    ScenarioDraft draft(withObjectives());
    VictoryConditions victory;
    victory.objectives = {scored("crest", 4), scored("bridge", 2)};
    ASSERT_EQ(draft.apply(edits::setVictory(victory)), "");
    ASSERT_EQ(draft.apply(edits::deleteFeature({FeatureRef::Kind::Objective, 0})), "");
    ASSERT_EQ(draft.scenario().victory.objectives.size(), 1U);
    EXPECT_EQ(draft.scenario().victory.objectives[0].objectiveId, "bridge");
}

}  // namespace
}  // namespace adjutant
