// Lessons: read from JSON with their moment of a game, each step's expected
// action matched flexibly against the commands a game applies, feedback for a
// legal but weak order and for a refusal, and a scripted solution played
// through headless.

#include <gtest/gtest.h>

#include "core/engine/Game.h"
#include "core/lesson/ActionMatch.h"
#include "core/lesson/LessonPlayer.h"
#include "core/lesson/LessonReader.h"
#include "tests/core/referee/SituationTestSupport.h"

namespace adjutant::testing {
namespace {

// Two Prussian battalions, an Austrian one 3 in in front of the first, at the
// firing step of Tricorne's bound.
nlohmann::json lessonDocument() {
    return nlohmann::json::parse(R"({
      "format": "adjutant-lesson", "version": 1, "id": "test-fire", "course": "tricorne",
      "order": 1, "title": "Firing",
      "situation": {
        "ruleset": "tricorne", "figureScale": "15mm", "period": "SYW", "step": "firing", "seed": 3,
        "sides": [{"id": "prussia", "nation": "prussia"}, {"id": "austria", "nation": "austria"}],
        "units": [
          {"id": "near", "name": "IR 18", "side": "prussia", "type": "musketeer", "figures": 12,
           "formation": "line", "position": [30, 30], "facing": 0},
          {"id": "far", "name": "IR 19", "side": "prussia", "type": "musketeer", "figures": 12,
           "formation": "line", "position": [33, 30], "facing": 0},
          {"id": "enemy", "name": "IR Kaiser", "side": "austria", "type": "musketeer",
           "figures": 12, "formation": "line", "position": [30, 27], "facing": 180}]
      },
      "steps": [
        {"text": "Look at the arc.", "highlight": {"arcs": ["near"], "tape": {"from": "near", "to": "enemy"}}},
        {"text": "Order IR 18 to fire at IR Kaiser.",
         "expect": {"command": "fireOrder", "unit": "near", "target": "enemy"},
         "feedback": [{"when": {"command": "fireOrder", "unit": "far"}, "say": "IR 19 is too far."}],
         "showMe": [{"type": "fireOrder", "firer": "near", "target": "enemy"}]},
        {"text": "Resolve the step.", "expect": {"command": "resolveStep", "step": "firing"},
         "showMe": [{"type": "resolveStep"}]}
      ]
    })");
}

class LessonFixture : public SituationFixture {
  protected:
    std::optional<Lesson> readLesson(const nlohmann::json& document) {
        return readLessonJson(document, "lesson.json", context, diagnostics);
    }
};

TEST_F(LessonFixture, ReadsTheMomentAndTheSteps) {
    const std::optional<Lesson> lesson = readLesson(lessonDocument());
    ASSERT_TRUE(lesson) << diagnostics.toString();
    EXPECT_EQ(lesson->title, "Firing");
    ASSERT_EQ(lesson->steps.size(), 3u);
    EXPECT_EQ(lesson->steps[0].highlight.arcs, std::vector<std::string>{"near"});
    ASSERT_TRUE(lesson->steps[0].highlight.tape);
    EXPECT_EQ(lesson->steps[0].highlight.tape->second.unitId, "enemy");
    ASSERT_TRUE(lesson->initial);
    EXPECT_EQ(lesson->initial->currentStep()->id, "firing");
    EXPECT_EQ(lesson->initial->setup().seed, 3u);
    // The moment is called by the lesson's title, not by its file's name.
    EXPECT_EQ(lesson->initial->setup().scenario->title, "Firing");
}

TEST_F(LessonFixture, ReportsProblemsAtTheirPointers) {
    nlohmann::json document = lessonDocument();
    document["steps"][1]["expect"]["unit"] = "nobody";
    document["situation"]["units"][0]["type"] = "dragon";
    document["steps"][2].erase("showMe");
    EXPECT_FALSE(readLesson(document));
    EXPECT_TRUE(reported(diagnostics, "/situation/units/0/type")) << diagnostics.toString();
    EXPECT_FALSE(diagnostics.items().empty());
}

TEST_F(LessonFixture, AFormatThatIsNotTextIsNotALesson) {
    nlohmann::json document = lessonDocument();
    ASSERT_TRUE(isLessonDocument(document));
    document["format"] = nlohmann::json::array();
    EXPECT_FALSE(isLessonDocument(document));
    document["format"] = 7;
    EXPECT_FALSE(isLessonDocument(document));
}

TEST_F(LessonFixture, AStepNeedsAWayToShowIt) {
    nlohmann::json document = lessonDocument();
    document["steps"][2].erase("showMe");
    EXPECT_FALSE(readLesson(document));
    EXPECT_TRUE(reported(diagnostics, "/steps/2/showMe")) << diagnostics.toString();
}

TEST_F(LessonFixture, LeadsThroughTheStepsAndAnswersWrongActions) {
    const std::optional<Lesson> lesson = readLesson(lessonDocument());
    ASSERT_TRUE(lesson);
    LessonPlayer player(*lesson);
    EXPECT_TRUE(player.mayGoOn());  // a step to read
    EXPECT_TRUE(player.next());
    EXPECT_FALSE(player.mayGoOn());
    const GameState& state = *lesson->initial;
    const LessonReply weak =
        player.observe({{"type", "fireOrder"}, {"firer", "far"}, {"target", "enemy"}}, state);
    EXPECT_FALSE(weak.completed);
    EXPECT_EQ(weak.text, "IR 19 is too far.");
    const LessonReply other = player.observe({{"type", "resolveStep"}, {"step", "firing"}}, state);
    EXPECT_FALSE(other.completed);
    EXPECT_NE(other.text.find("not what this step asks"), std::string::npos);
    EXPECT_NE(player.refused("out of range").text.find("out of range"), std::string::npos);
    const LessonReply right =
        player.observe({{"type", "fireOrder"}, {"firer", "near"}, {"target", "enemy"}}, state);
    EXPECT_TRUE(right.completed);
    EXPECT_TRUE(player.next());
    EXPECT_EQ(player.stepIndex(), 2u);
}

TEST_F(LessonFixture, AResolveOnTheWayToTheAskedStepIsSaidToBeOnTheWay) {
    nlohmann::json document = lessonDocument();
    document["steps"][2]["expect"]["step"] = "moraleChecks";
    const std::optional<Lesson> lesson = readLesson(document);
    ASSERT_TRUE(lesson);
    LessonPlayer player(*lesson);
    ASSERT_TRUE(player.next());
    player.observe({{"type", "fireOrder"}, {"firer", "near"}, {"target", "enemy"}},
                   *lesson->initial);
    ASSERT_TRUE(player.next());
    // Firing comes before the morale checks the step asks for.
    const LessonReply firing =
        player.observe({{"type", "resolveStep"}, {"step", "firing"}}, *lesson->initial);
    EXPECT_FALSE(firing.completed);
    EXPECT_EQ(
        firing.text,
        "On the way there: press Resolve step again until \u201cMorale checks\u201d is resolved.");
    const LessonReply checks =
        player.observe({{"type", "resolveStep"}, {"step", "moraleChecks"}}, *lesson->initial);
    EXPECT_TRUE(checks.completed);
}

TEST_F(LessonFixture, PlaysItsScriptedSolutionHeadless) {
    const std::optional<Lesson> lesson = readLesson(lessonDocument());
    ASSERT_TRUE(lesson);
    const LessonCheckResult result = checkLesson(*lesson, engines, *referees);
    EXPECT_TRUE(result.passed) << (result.problems.empty() ? "" : result.problems.front());
    EXPECT_EQ(result.stepsCompleted, 3);
}

TEST_F(LessonFixture, ASolutionThatDoesNotDoWhatTheStepAsksFails) {
    nlohmann::json document = lessonDocument();
    document["steps"][1]["showMe"][0]["firer"] = "far";
    const std::optional<Lesson> lesson = readLesson(document);
    ASSERT_TRUE(lesson);
    const LessonCheckResult result = checkLesson(*lesson, engines, *referees);
    EXPECT_FALSE(result.passed);
    ASSERT_FALSE(result.problems.empty());
    EXPECT_EQ(result.problems.front(),
              "step 2: its show-me commands do not do what the step expects");
}

TEST(ActionMatch, AMoveMatchesWhereItEnds) {
    ActionPattern pattern;
    pattern.command = "manoeuvre";
    pattern.unit = "a";
    pattern.endsIn = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    EXPECT_TRUE(insidePolygon(pattern.endsIn, {5, 5}));
    EXPECT_TRUE(insidePolygon(pattern.endsIn, {10, 5}));  // on the edge
    EXPECT_FALSE(insidePolygon(pattern.endsIn, {11, 5}));
    EXPECT_EQ(actingUnitOf({{"type", "manoeuvre"}, {"manoeuvre", {{"unitId", "a"}}}}), "a");
    EXPECT_EQ(actingUnitOf({{"type", "chargeOrder"}, {"charger", "c"}}), "c");
}

}  // namespace
}  // namespace adjutant::testing
