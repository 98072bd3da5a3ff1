// Situation files about charges: the `charges` block (declared, and resolved
// through step 1 at later steps), the charge questions' steps, and the errors
// a charge question reports at its JSON pointer. The numbers of each question
// are checked by the situation files under tests/data/situations/.
#include <gtest/gtest.h>

#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/referee/situation/SituationReader.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "tests/core/referee/SituationTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

class SituationChargeTest : public SituationFixture {
  protected:
    /// Hussars 10 in in front of a Prussian battalion (the digest's T9), the
    /// charge declared, and a response question.
    static json hussarsCharge() {
        return json::parse(R"({
          "ruleset": "tricorne", "figureScale": "15mm", "period": "SYW",
          "sides": [{"id": "a", "nation": "prussia"}, {"id": "b", "nation": "austria"}],
          "units": [
            {"id": "ir", "name": "ir", "side": "a", "type": "musketeer", "figures": 10,
             "startFigures": 12, "formation": "line", "position": [36, 30], "facing": 180,
             "status": {"casualtiesThisGame": 2}},
            {"id": "hussars", "name": "hussars", "side": "b", "type": "hussar", "figures": 8,
             "formation": "line", "position": [36, 40], "facing": 0}
          ],
          "charges": [{"charger": "hussars", "targets": ["ir"]}],
          "question": {"kind": "chargeResponse", "unit": "ir"},
          "dice": [5]
        })");
    }
};

TEST_F(SituationChargeTest, EachChargeQuestionIsAskedAtItsStep) {
    const std::vector<std::pair<std::string, std::string>> steps{
        {"chargeDeclaration", "declareCharges"},
        {"chargeResponse", "responseTests"},
        {"melee", "melee"},
        {"breakthrough", "breakthroughTests"}};
    for (const auto& [kind, step] : steps) {
        json document = hussarsCharge();
        document["question"] = {{"kind", kind}};
        diagnostics = Diagnostics{};
        std::optional<Situation> situation = read(document);
        ASSERT_TRUE(situation) << kind << ": " << diagnostics.toString();
        EXPECT_EQ(situation->state.currentStep()->id, step) << kind;
    }
}

TEST_F(SituationChargeTest, PastStepOneTheChargerHasAdvancedToMusketRange) {
    std::optional<Situation> situation = read(hussarsCharge());
    ASSERT_TRUE(situation) << diagnostics.toString();
    const TricorneGameState& tricorne = tricorneState(situation->state);
    const TricorneUnitState& hussars = tricorne.statuses().at("hussars");
    EXPECT_EQ(hussars.thisBound.chargeTargets, std::vector<std::string>{"ir"});
    EXPECT_EQ(hussars.thisBound.chargeDeclaredOrder, 1);
    EXPECT_DOUBLE_EQ(hussars.thisBound.chargeFromY, 40);  // declared where the file puts it
    EXPECT_NEAR(hussars.thisBound.chargeDeclaredDistance, 10, 1e-6);
    EXPECT_NEAR(situation->state.findUnit("hussars")->pose.position.y, 36, 1e-6);  // 6 in off
    EXPECT_EQ(tricorne.statuses().at("ir").thisBound.chargedBy,
              std::vector<std::string>{"hussars"});
}

TEST_F(SituationChargeTest, AtTheDeclarationStepTheChargeIsOnlyDeclared) {
    json document = hussarsCharge();
    document["step"] = "declareCharges";
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    const TricorneGameState& tricorne = tricorneState(situation->state);
    EXPECT_EQ(tricorne.statuses().at("hussars").thisBound.chargeTargets,
              std::vector<std::string>{"ir"});
    EXPECT_DOUBLE_EQ(situation->state.findUnit("hussars")->pose.position.y, 40);
    EXPECT_TRUE(tricorne.statuses().count("ir") == 0 ||
                tricorne.statuses().at("ir").thisBound.chargedBy.empty());
}

TEST_F(SituationChargeTest, AnIllegalChargeIsAnErrorAtItsElement) {
    json document = hussarsCharge();
    document["units"][1]["status"] = {{"shaken", true}};
    EXPECT_FALSE(read(document));
    EXPECT_TRUE(reported(diagnostics, "/charges/0")) << diagnostics.toString();

    diagnostics = Diagnostics{};
    document = hussarsCharge();
    document["charges"][0]["targets"] = {"nobody"};
    EXPECT_FALSE(read(document));
    EXPECT_TRUE(reported(diagnostics, "/charges/0/targets/0")) << diagnostics.toString();
}

TEST_F(SituationChargeTest, AResponseQuestionAboutAUnitNobodyChargesSaysSo) {
    json document = hussarsCharge();
    document.erase("charges");
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, situation->dice, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/unit")) << diagnostics.toString();
}

TEST_F(SituationChargeTest, AChargerThatDoesNotChargeTheUnitIsAnErrorAtTheCharger) {
    json document = hussarsCharge();
    document["question"]["charger"] = "ir";
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, situation->dice, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/charger")) << diagnostics.toString();
}

TEST_F(SituationChargeTest, ABreakthroughNeedsAChargeOfThisBound) {
    json document = hussarsCharge();
    document.erase("charges");
    document["question"] = {{"kind", "breakthrough"}, {"charger", "hussars"}, {"target", "ir"}};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, situation->dice, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/charger")) << diagnostics.toString();
}

TEST_F(SituationChargeTest, AMeleeQuestionAboutUnitsOutOfContactIsAnError) {
    json document = hussarsCharge();
    document["question"] = {{"kind", "melee"}, {"units", {"hussars", "ir"}}};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_FALSE(answerSituation(*situation, *referees, situation->dice, diagnostics));
    EXPECT_TRUE(reported(diagnostics, "/question/units")) << diagnostics.toString();
}

TEST_F(SituationChargeTest, TheResponseAnswerCarriesTheTestAndTheFireDistance) {
    std::optional<Situation> situation = read(hussarsCharge());
    ASSERT_TRUE(situation) << diagnostics.toString();
    auto outcome = answerSituation(*situation, *referees, {6}, diagnostics);
    ASSERT_TRUE(outcome) << diagnostics.toString();
    const json& answer = outcome->answer.json;
    EXPECT_EQ(answer.at("pms"), 4);  // 5 + 1 Prussian - 2 casualties (T9)
    EXPECT_EQ(answer.at("d"), 2);    // die 6
    EXPECT_EQ(answer.at("response"), "fire@5");
    EXPECT_EQ(answer.at("fireAt"), 5);
    EXPECT_EQ(answer.at("tooClose"), false);
    EXPECT_EQ(answer.at("charger"), "hussars");
    ASSERT_EQ(answer.at("rolls").size(), 1U);
}

}  // namespace
}  // namespace adjutant::testing
