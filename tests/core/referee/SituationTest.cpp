// Situation files: reading one into a game state, answering its question with
// scripted dice, comparing with `expect`, and reporting broken files with the
// JSON pointer of the problem.
#include <gtest/gtest.h>

#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/situation/ExpectMatch.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/referee/situation/SituationReader.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "tests/core/referee/SituationTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

class SituationTest : public SituationFixture {
  protected:
    /// Two musketeer battalions 3 inches apart, facing each other.
    static json facingLines() {
        return json::parse(R"({
          "ruleset": "tricorne", "period": "SYW",
          "sides": [
            {"id": "prussia", "name": "Prussians", "nation": "prussia", "baseline": "bottom",
             "units": [{"id": "pr-1", "type": "musketeer", "figures": 12,
                        "pose": {"position": [30, 30], "facing": 0}}]},
            {"id": "austria", "name": "Austrians", "nation": "austria", "baseline": "top",
             "units": [{"id": "au-1", "type": "musketeer", "figures": 12,
                        "pose": {"position": [30, 27], "facing": 180},
                        "status": {"shaken": true}}]}
          ],
          "question": {"kind": "fire", "firer": "pr-1", "target": "au-1"},
          "dice": [4]
        })");
    }
};

TEST_F(SituationTest, BuildsTheGameStateTheFileDescribes) {
    std::optional<Situation> situation = read(facingLines());
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_EQ(situation->state.units().size(), 2U);
    EXPECT_EQ(situation->state.currentStep()->id, "firing");  // the fire question's step
    EXPECT_TRUE(tricorneState(situation->state).unit("au-1").shaken);
    EXPECT_TRUE(tricorneState(situation->state).initiative.rolled);
    EXPECT_EQ(situation->dice, std::vector<int>{4});
}

// Found by fuzzing (tests/data/situations/invalid/description-number.json):
// the description was read after the last check for errors, so a number there
// gave a situation and an error at once.
TEST_F(SituationTest, ADescriptionThatIsNotTextIsRefusedWithNoSituation) {
    json document = facingLines();
    document["description"] = 12;
    EXPECT_FALSE(read(document));
    EXPECT_TRUE(reported(diagnostics, "/description")) << diagnostics.toString();
    document["description"] = json::array({36, "10"});
    diagnostics = {};
    EXPECT_FALSE(read(document));
    EXPECT_TRUE(reported(diagnostics, "/description")) << diagnostics.toString();
}

TEST_F(SituationTest, AnswersAFireQuestionWithTheScriptedDie) {
    std::optional<Situation> situation = read(facingLines());
    ASSERT_TRUE(situation) << diagnostics.toString();
    auto outcome = answerSituation(*situation, *referees, situation->dice, diagnostics);
    ASSERT_TRUE(outcome) << diagnostics.toString();
    const json& answer = outcome->answer.json;
    EXPECT_EQ(answer.at("kind"), "fire");
    EXPECT_EQ(answer.at("allowed"), true);
    EXPECT_GE(answer.at("casualties").get<int>(), 1);
    ASSERT_EQ(answer.at("rolls").size(), 1U);
    EXPECT_EQ(answer.at("rolls")[0].at("value"), 4);
    EXPECT_FALSE(outcome->answer.explanation.children.empty());
    EXPECT_TRUE(outcome->mismatches.empty());  // the file expects nothing
}

TEST_F(SituationTest, AnExpectBlockThatDiffersIsReportedWithItsPointer) {
    json document = facingLines();
    document["expect"] = {{"allowed", true}, {"casualties", 99}};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    auto outcome = answerSituation(*situation, *referees, situation->dice, diagnostics);
    ASSERT_TRUE(outcome) << diagnostics.toString();
    ASSERT_EQ(outcome->mismatches.size(), 1U);
    EXPECT_EQ(outcome->mismatches[0].rfind("/expect/casualties: expected 99", 0), 0U)
        << outcome->mismatches[0];
}

TEST_F(SituationTest, TooFewDiceIsAnErrorAtTheDice) {
    std::optional<Situation> situation = read(facingLines());
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, {}, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/dice")) << diagnostics.toString();
}

TEST_F(SituationTest, AnUnknownUnitInTheQuestionIsAnErrorAtItsPointer) {
    json document = facingLines();
    document["question"]["firer"] = "pr-99";
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, situation->dice, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/firer")) << diagnostics.toString();
}

TEST_F(SituationTest, BrokenFilesAreReportedWithTheJsonPointerOfEachProblem) {
    json noQuestion = facingLines();
    noQuestion.erase("question");
    EXPECT_FALSE(read(noQuestion));
    EXPECT_TRUE(reported(diagnostics, "/question")) << diagnostics.toString();

    diagnostics = Diagnostics{};
    json badDie = facingLines();
    badDie["dice"] = {4, 9};
    EXPECT_FALSE(read(badDie));
    EXPECT_TRUE(reported(diagnostics, "/dice/1")) << diagnostics.toString();

    diagnostics = Diagnostics{};
    json badUnit = facingLines();
    badUnit["sides"][1]["units"][0]["figures"] = -3;
    EXPECT_FALSE(read(badUnit));
    EXPECT_TRUE(reported(diagnostics, "/sides/1/units/0/figures")) << diagnostics.toString();

    diagnostics = Diagnostics{};
    json badStep = facingLines();
    badStep["step"] = "lunch";
    EXPECT_FALSE(read(badStep));
    EXPECT_TRUE(reported(diagnostics, "/step")) << diagnostics.toString();

    diagnostics = Diagnostics{};
    EXPECT_FALSE(read(json::array()));
    EXPECT_TRUE(reported(diagnostics, "/")) << diagnostics.toString();
}

TEST_F(SituationTest, AnUnknownQuestionKindNamesTheKinds) {
    json document = facingLines();
    document["question"] = {{"kind", "weather"}};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, {}, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/kind")) << diagnostics.toString();
}

TEST_F(SituationTest, AnInitiativeQuestionRollsForBothSides) {
    json document = facingLines();
    document["question"] = {{"kind", "initiative"}};
    document["dice"] = {6, 2};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    auto outcome = answerSituation(*situation, *referees, situation->dice, diagnostics);
    ASSERT_TRUE(outcome) << diagnostics.toString();
    EXPECT_EQ(outcome->answer.json.at("side"), 0);  // Prussia 6 + 1 against 2
    EXPECT_EQ(outcome->answer.json.at("boundsOwed"), 5);
}

TEST(ExpectMatch, ComparesOnlyWhatIsExpected) {
    const json answer = {{"a", 1.0000001}, {"b", "x"}, {"c", {{"d", {1, 2}}}}, {"e", true}};
    EXPECT_TRUE(compareWithExpected(json{{"a", 1}, {"c", {{"d", {1, 2}}}}}, answer).empty());
    EXPECT_EQ(compareWithExpected(json{{"b", "y"}}, answer),
              std::vector<std::string>{"/b: expected \"y\", found \"x\""});
    EXPECT_EQ(compareWithExpected(json{{"c", {{"d", {1, 3}}}}}, answer),
              std::vector<std::string>{"/c/d/1: expected 3, found 2"});
    EXPECT_EQ(compareWithExpected(json{{"z", 1}}, answer).size(), 1U);
    EXPECT_EQ(compareWithExpected(json{{"c", {{"d", {1}}}}}, answer).size(), 1U);
}

}  // namespace
}  // namespace adjutant::testing
