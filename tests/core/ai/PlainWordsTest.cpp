// Every text a person reads comes out in plain words: no internal identifier
// (a camelCase key, key@value, snake_case) in the answers to every situation
// file, nor in a 12-bound game of every shipped scenario played by the
// computer on both sides: the journal (each command's description, note,
// summaries and explanation trees), the unit descriptions, the step agendas
// and briefings, the refusals of orders and manoeuvres, the table's overlay
// notes and the fire previews. And every rule all of these cite is a section
// of the ruleset's rules reference.

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/referee/Resolution.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesReference.h"
#include "tests/core/ai/RefereeTextProbe.h"
#include "tests/core/ai/ShippedScenario.h"
#include "tests/core/referee/SituationTestSupport.h"
#include "tests/support/PlainWordsCheck.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {
namespace {

class PlainWordsSituations : public SituationFixture {};

TEST_F(PlainWordsSituations, EverySituationFileAnswersInPlainWords) {
    PlainWordsCheck check;
    std::map<std::string, PlainWordsCheck> citations;  // by ruleset id
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(
             std::string(adjutant::testDataDir()) + "/situations")) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        Diagnostics problems;
        std::optional<Situation> situation =
            readSituationFile(entry.path().string(), context, problems);
        ASSERT_TRUE(situation) << problems.toString();
        std::optional<SituationOutcome> outcome =
            answerSituation(*situation, *referees, situation->dice, problems);
        ASSERT_TRUE(outcome) << entry.path() << problems.toString();
        const std::string where = entry.path().filename().string();
        check.answer(where, outcome->answer.json);
        check.tree(where, outcome->answer.explanation);
        citations[situation->state.ruleset().id].tree(where, outcome->answer.explanation);
        ++files;
    }
    EXPECT_GT(files, 40);
    EXPECT_TRUE(check.clean()) << check.report();
    EXPECT_EQ(citations.size(), 3u);
    for (const auto& [id, cited] : citations) {
        EXPECT_EQ(cited.missingSections(*builtinRulesets().find(id)), "")
            << "sections cited but not in the " << id << " rules reference";
    }
}

class PlainWordsGames : public ShippedScenarioPlay,
                        public ::testing::WithParamInterface<std::string> {};

TEST_P(PlainWordsGames, TwelveBoundsReadInPlainWordsAndCiteTheReference) {
    const std::string scenario = GetParam();
    std::unique_ptr<Game> game = scenarioGame(scenario, 7);
    ASSERT_NE(game, nullptr);
    PlainWordsCheck check;
    RefereeTextProbe<PlainWordsCheck> probe(referees, check, scenario);
    ComputerCommander first(referees, 0, CommanderSettings{});
    ComputerCommander second(referees, 1, CommanderSettings{});
    std::size_t seen = 0;
    const auto readJournal = [&] { readNewCommands(*game, scenario, seen, check); };
    const DefaultPlayReport report =
        playBounds(*game, referees, {&probe, &first, &second}, 12, readJournal);
    EXPECT_TRUE(report.error.empty()) << report.error;
    EXPECT_GT(check.texts(), 1000);
    EXPECT_TRUE(check.clean()) << check.report();
    EXPECT_GT(check.citations(), 20);
    EXPECT_EQ(check.missingSections(game->state().ruleset()), "")
        << "sections cited but not in the rules reference";
}

INSTANTIATE_TEST_SUITE_P(ShippedScenarios, PlainWordsGames,
                         ::testing::ValuesIn(testing::everyShippedScenario()),
                         [](const auto& scenario) { return testing::testNameOf(scenario.param); });

}  // namespace
}  // namespace adjutant::testing
