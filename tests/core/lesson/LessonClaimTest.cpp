// Lesson claims: a fact a step's text states, with the question behind it,
// asked of the referee by `lesson check`; the check fails when the text and
// the referee's answer disagree.

#include <gtest/gtest.h>

#include "core/lesson/LessonClaimCheck.h"
#include "core/lesson/LessonPlayer.h"
#include "core/lesson/LessonReader.h"
#include "tests/core/referee/SituationTestSupport.h"

namespace adjutant::testing {
namespace {

// IR 18 in line 3 in from IR Kaiser, both of twelve figures, at the firing
// step; the first step states what its volley does with a die of 3 and a
// remainder die of 3: 12 figures x 1 at medium range = 12, less the die 3
// leaves 9: one full 6 and a remainder of 3, which the remainder die of 3
// does not exceed, so 2 casualties (14.4).
nlohmann::json lessonWithAClaim(const std::string& text, const std::string& says) {
    nlohmann::json document = nlohmann::json::parse(R"({
      "format": "adjutant-lesson", "version": 1, "id": "test-claim", "course": "tricorne",
      "order": 1, "title": "A claimed volley",
      "situation": {
        "ruleset": "tricorne", "figureScale": "15mm", "period": "SYW", "step": "firing",
        "sides": [{"id": "prussia", "nation": "prussia"}, {"id": "austria", "nation": "austria"}],
        "units": [
          {"id": "near", "name": "IR 18", "side": "prussia", "type": "musketeer", "figures": 12,
           "formation": "line", "position": [30, 30], "facing": 0},
          {"id": "enemy", "name": "IR Kaiser", "side": "austria", "type": "musketeer",
           "figures": 12, "formation": "line", "position": [30, 27], "facing": 180}]
      },
      "steps": [{"claims": [{"question": {"kind": "fire", "firer": "near", "target": "enemy"},
                             "dice": [3, 3]}]}]
    })");
    document["steps"][0]["text"] = text;
    document["steps"][0]["claims"][0]["says"] = says;
    return document;
}

class LessonClaimFixture : public SituationFixture {
  protected:
    LessonCheckResult check(const nlohmann::json& document) {
        const std::optional<Lesson> lesson =
            readLessonJson(document, "lesson.json", context, diagnostics);
        EXPECT_TRUE(lesson) << diagnostics.toString();
        return lesson ? checkLesson(*lesson, engines, *referees) : LessonCheckResult{};
    }
};

TEST_F(LessonClaimFixture, AStatedFactTheRefereeBearsOutPasses) {
    const LessonCheckResult result =
        check(lessonWithAClaim("At 3 in, **medium** range, IR 18's volley takes 2 figures.",
                               "At {distance} in, **{band}** range, IR 18's volley takes "
                               "{casualties} figures"));
    EXPECT_TRUE(result.passed) << (result.problems.empty() ? "" : result.problems.front());
    EXPECT_EQ(result.claimsChecked, 1);
}

TEST_F(LessonClaimFixture, AnAlteredNumberInTheTextFailsAndSaysWhatTheRefereeAnswers) {
    const LessonCheckResult result = check(lessonWithAClaim(
        "IR 18's volley takes 3 figures.", "IR 18's volley takes {casualties} figures"));
    EXPECT_FALSE(result.passed);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_EQ(result.problems.front(),
              "step 1: the text does not say what the referee answers: expected \"IR 18's volley "
              "takes 2 figures\" in it");
}

TEST_F(LessonClaimFixture, AnAnswerThatDiffersFromTheExpectedFails) {
    nlohmann::json document = lessonWithAClaim("It is at medium range.", "at {band} range");
    document["steps"][0]["claims"][0]["expect"] = {{"casualties", 3}};
    const LessonCheckResult result = check(document);
    EXPECT_FALSE(result.passed);
    ASSERT_EQ(result.problems.size(), 1u);
    EXPECT_NE(result.problems.front().find("/expect/casualties"), std::string::npos)
        << result.problems.front();
}

TEST_F(LessonClaimFixture, AQuestionThatCannotBeAskedFailsRatherThanPassing) {
    nlohmann::json document = lessonWithAClaim("Two dice.", "Two dice");
    document["steps"][0]["claims"][0]["dice"] = {3};  // the remainder die is missing
    LessonCheckResult result = check(document);
    EXPECT_FALSE(result.passed);
    ASSERT_FALSE(result.problems.empty());
    EXPECT_NE(result.problems.front().find("needs more than the 1 dice given"), std::string::npos)
        << result.problems.front();

    document = lessonWithAClaim("It is at medium range.", "at {noSuchMember} range");
    result = check(document);
    EXPECT_FALSE(result.passed);
    ASSERT_FALSE(result.problems.empty());
    EXPECT_NE(result.problems.front().find("no number or word \"noSuchMember\""), std::string::npos)
        << result.problems.front();
}

TEST_F(LessonClaimFixture, BadlyFormedClaimsAreRefusedWhereTheyStand) {
    nlohmann::json document = lessonWithAClaim("Text.", "an {unclosed place");
    document["steps"][0]["claims"][0]["dice"] = {7};
    EXPECT_FALSE(readLessonJson(document, "lesson.json", context, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/steps/0/claims/0/says")) << diagnostics.toString();
    EXPECT_TRUE(reported(diagnostics, "/steps/0/claims/0/dice/0")) << diagnostics.toString();
}

TEST(ClaimWords, NumbersAreWrittenAsTheLessonsWriteThem) {
    const nlohmann::json answer = {{"pms", -1},
                                   {"reach", 20.0},
                                   {"factor", 2.5},
                                   {"yards", 1200},
                                   {"third", 0.333},
                                   {"band", "medium"},
                                   {"attacker", {{"killNumber", 5}}},
                                   {"bouts", {{{"factor", 2.5}}}}};
    std::string problem;
    EXPECT_EQ(fillClaimWords("PMS {pms}, {reach} in, {factor} a figure", answer, problem),
              "PMS \u22121, 20 in, 2.5 a figure");
    EXPECT_EQ(fillClaimWords("{yards} yds, {third}, {band}", answer, problem),
              "1,200 yds, 0.33, medium");
    EXPECT_EQ(fillClaimWords("{attacker/killNumber} and {bouts.0.factor}", answer, problem),
              "5 and 2.5");
    EXPECT_FALSE(fillClaimWords("{attacker}", answer, problem));
    EXPECT_NE(problem.find("\"attacker\""), std::string::npos);
}

TEST(ClaimWords, PlacesMustBeClosedAndNamed) {
    EXPECT_EQ(claimPlaceholderProblem("PMS {pms}"), "");
    EXPECT_EQ(claimPlaceholderProblem("PMS {pms"), "the '{' at character 5 is not closed");
    EXPECT_EQ(claimPlaceholderProblem("PMS pms}"), "a '}' at character 8 closes no '{'");
    EXPECT_EQ(claimPlaceholderProblem("PMS {}"),
              "the '{}' at character 5 names no member of the answer");
}

}  // namespace
}  // namespace adjutant::testing
