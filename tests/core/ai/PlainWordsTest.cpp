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

/// Asks the referee everything a player can read about the game as it stands:
/// run before the orders of each step.
class TextProbe final : public StepOrders {
  public:
    TextProbe(std::shared_ptr<const RefereeRegistry> referees, PlainWordsCheck& check,
              std::string scenario)
        : referees_(std::move(referees)), check_(check), scenario_(std::move(scenario)) {}

    void giveOrders(Game& game, DefaultPlayReport& /*report*/,
                    const std::function<void()>& /*afterCommand*/) override {
        const GameState& state = game.state();
        const RulesetReferee* referee = referees_->forState(state);
        ASSERT_NE(referee, nullptr);
        const SequenceStep* step = state.currentStep();
        const std::string where = scenario_ + " bound " + std::to_string(state.bound()) + " " +
                                  (step ? step->id : std::string());
        for (const StepAgendaItem& item : referee->stepAgenda(state)) {
            check_.text(where + " agenda", item.text);
            check_.rule(where + " agenda", item.rule);
        }
        const StepBriefing briefing = referee->stepBriefing(state);
        check_.text(where + " briefing", briefing.purpose);
        check_.text(where + " briefing", briefing.nobodyWhy);
        check_.rule(where + " briefing", briefing.rule);
        for (const SideBriefing& side : briefing.sides) {
            check_.text(where + " briefing", side.why);
            check_.rule(where + " briefing", side.rule);
        }
        const bool firstStep = step && step == &state.ruleset().sequence.front();
        for (const Unit& unit : state.units()) {
            const UnitDescription description = referee->describeUnit(state, unit.id);
            for (const UnitDescriptionRow& row : description.rows) {
                check_.text(where + " describeUnit " + unit.id, row.section);
                check_.text(where + " describeUnit " + unit.id, row.label);
                check_.text(where + " describeUnit " + unit.id, row.value);
                check_.rule(where + " describeUnit " + unit.id, row.rule);
            }
            if (description.morale) {
                check_.tree(where + " describeUnit " + unit.id, *description.morale);
            }
            if (auto why = referee->whyCannotAct(state, unit.id)) {
                check_.text(where + " whyCannotAct", *why);
            }
            const Unit* enemy = nearestEnemy(state, unit);
            if (!enemy) {
                continue;
            }
            if (auto why = referee->refuseFireOrder(state, unit.id, enemy->id, {})) {
                check_.text(where + " refuseFireOrder", *why);
            }
            if (auto why = referee->refuseCharge(state, unit.id, {enemy->id})) {
                check_.text(where + " refuseCharge", *why);
            }
            const nlohmann::json move = {
                {"unitId", unit.id},
                {"kind", "move"},
                {"path",
                 {{{"position", {unit.pose.position.x, unit.pose.position.y - 40}},
                   {"facing", unit.pose.facingDegrees}}}}};
            const ManoeuvreVerdict verdict = referee->checkManoeuvre(state, move);
            check_.text(where + " checkManoeuvre", verdict.reason);
            check_.tree(where + " checkManoeuvre", verdict.explanation);
            if (firstStep) {
                const UnitOverlays overlays = referee->overlays(state, unit.id);
                check_.text(where + " overlays", overlays.chargeWhyNot);
                check_.text(where + " overlays", overlays.allowanceWhyNot);
                check_.text(where + " overlays", overlays.note);
                for (const FireMode& mode : referee->fireModes(state, unit.id, enemy->id)) {
                    check_.text(where + " fireModes", mode.label);
                }
                const FirePreview preview = referee->previewFire(state, unit.id, enemy->id, {});
                check_.text(where + " previewFire", preview.reason);
                check_.text(where + " previewFire", preview.sightBlockedBy);
                check_.tree(where + " previewFire", preview.explanation);
            }
        }
    }

  private:
    static const Unit* nearestEnemy(const GameState& state, const Unit& unit) {
        const Unit* nearest = nullptr;
        double best = 0;
        for (const Unit& other : state.units()) {
            if (other.side == unit.side || other.figures <= 0) {
                continue;
            }
            const double dx = other.pose.position.x - unit.pose.position.x;
            const double dy = other.pose.position.y - unit.pose.position.y;
            const double distance = dx * dx + dy * dy;
            if (!nearest || distance < best) {
                nearest = &other;
                best = distance;
            }
        }
        return nearest;
    }

    std::shared_ptr<const RefereeRegistry> referees_;
    PlainWordsCheck& check_;
    std::string scenario_;
};

class PlainWordsGames : public ShippedScenarioPlay,
                        public ::testing::WithParamInterface<std::string> {};

TEST_P(PlainWordsGames, TwelveBoundsReadInPlainWordsAndCiteTheReference) {
    const std::string scenario = GetParam();
    std::unique_ptr<Game> game = scenarioGame(scenario, 7);
    ASSERT_NE(game, nullptr);
    PlainWordsCheck check;
    TextProbe probe(referees, check, scenario);
    ComputerCommander first(referees, 0, CommanderSettings{});
    ComputerCommander second(referees, 1, CommanderSettings{});
    std::size_t seen = 0;
    const auto readJournal = [&] {
        for (; seen < game->commandCount(); ++seen) {
            const Command& command = game->command(seen);
            const std::string where = scenario + " command " + std::to_string(seen + 1);
            check.text(where, command.describe());
            const nlohmann::json json = command.toJson();
            check.text(where + " note", json.value("note", std::string()));
            for (const nlohmann::json& resolution :
                 json.value("resolutions", nlohmann::json::array())) {
                check.resolution(where, Resolution::fromJson(resolution));
            }
        }
    };
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
