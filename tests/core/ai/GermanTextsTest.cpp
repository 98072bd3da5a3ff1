// What the window shows of a game, in German: six bounds of every shipped
// scenario, the computer on both sides, and every text the referee wrote or
// answered (each command's description, the summaries, explanation trees and
// dice of its resolutions, the step's briefing and agenda, each unit's
// description, why it cannot act, the refusals of orders and manoeuvres, the
// overlays, fire modes and previews: RefereeTextProbe) read through the
// ruleset's German translation with no English word left. The window's own test (GermanJournalTest)
// plays the tutorials through the window; this one reaches the charges, melees and routs the
// computer's battles bring.

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/language/ScenarioNames.h"
#include "core/language/TranslationReader.h"
#include "core/referee/Resolution.h"
#include "core/referee/RulesetReferee.h"
#include "tests/core/ai/RefereeTextProbe.h"
#include "tests/core/ai/ShippedScenario.h"
#include "tests/support/EnglishWords.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {
namespace {

/// Every text of the game a player reads, each once (`RefereeTextProbe`'s reader).
class ShownTexts {
  public:
    void text(const std::string& /*where*/, std::string_view text) {
        if (!text.empty()) {
            texts_.emplace(text);
        }
    }
    void tree(const std::string& where, const Explanation& node) {
        text(where, node.label.view());
        text(where, node.note.view());
        for (const Explanation& child : node.children) {
            tree(where, child);
        }
    }
    void rule(const std::string& /*where*/, std::string_view /*rule*/) {}
    void rolls(const std::vector<DieRoll>& rolls) {
        for (const DieRoll& roll : rolls) {
            text({}, roll.purpose);
        }
    }
    const std::set<std::string>& texts() const { return texts_; }

  private:
    std::set<std::string> texts_;
};

class GermanTexts : public ShippedScenarioPlay,
                    public ::testing::WithParamInterface<std::string> {};

TEST_P(GermanTexts, SixBoundsOfTheComputersBattleReadInGerman) {
    const std::string scenario = GetParam();
    std::unique_ptr<Game> game = scenarioGame(scenario, 3);
    ASSERT_NE(game, nullptr);
    ShownTexts shown;
    RefereeTextProbe<ShownTexts> probe(referees, shown, scenario);
    ComputerCommander first(referees, 0, CommanderSettings{});
    ComputerCommander second(referees, 1, CommanderSettings{});
    std::size_t seen = 0;
    const auto readJournal = [&] { readNewCommands(*game, scenario, seen, shown); };
    const DefaultPlayReport report =
        playBounds(*game, referees, {&probe, &first, &second}, 6, readJournal);
    ASSERT_TRUE(report.error.empty()) << report.error;

    const RulesetDefinition& ruleset = game->state().ruleset();
    Diagnostics problems;
    const Translation german =
        loadTranslation(ruleset, "de", testResourceDir(), std::string(), problems);
    EXPECT_EQ(problems.toString(), "") << "the translation files have problems";
    ASSERT_FALSE(german.empty());
    const std::vector<std::string> names = scenarioNames(*game->state().setup().scenario);
    std::vector<std::string> left;
    for (const std::string& text : shown.texts()) {
        const std::string translated = german.translate(text, names);
        const std::vector<std::string> words = englishIn(translated, names);
        if (!words.empty()) {
            left.push_back(translated);
        }
    }
    EXPECT_GT(shown.texts().size(), 100U);
    std::string missed;
    for (const std::string& miss : german.misses()) {
        if (!englishIn(miss, names).empty()) {
            missed += miss + '\n';
        }
    }
    std::string listed;
    for (const std::string& text : left) {
        listed += text + '\n';
    }
    EXPECT_TRUE(left.empty()) << left.size() << " of " << shown.texts().size()
                              << " texts still hold English words in German:\n"
                              << listed << "\nnot matched by the translation:\n"
                              << missed;
}

INSTANTIATE_TEST_SUITE_P(ShippedScenarios, GermanTexts,
                         ::testing::ValuesIn(testing::everyShippedScenario()),
                         [](const auto& scenario) { return testing::testNameOf(scenario.param); });

}  // namespace
}  // namespace adjutant::testing
