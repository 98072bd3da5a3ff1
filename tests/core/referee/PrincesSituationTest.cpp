// War of Princes situations: a file read into a game state with the phasing
// side it names, fire, morale, melee and charge questions answered with the
// scripted dice and the digest's worked examples (W2, W3, W9, W14).
#include <gtest/gtest.h>

#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/situation/SituationAnswer.h"
#include "tests/core/referee/SituationTestSupport.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

class PrincesSituationTest : public SituationFixture {
  protected:
    /// A class B line 5" from a class C line, facing each other (W2).
    static json facingLines() {
        return json::parse(R"({
          "ruleset": "princes", "figureScale": "15mm", "period": "AWI",
          "sides": [{"id": "british", "nation": "british"},
                    {"id": "continental", "nation": "continental"}],
          "units": [
            {"id": "br-33", "name": "33rd Foot", "side": "british", "type": "veteranInfantry",
             "figures": 12, "formation": "line", "position": [36, 40], "facing": 0},
            {"id": "co-3va", "name": "3rd Virginia", "side": "continental",
             "type": "lineInfantry", "figures": 12, "formation": "line",
             "position": [36, 35], "facing": 180}],
          "phasingSide": "british",
          "question": {"kind": "fire", "firer": "br-33", "target": "co-3va"},
          "dice": [2, 5, 4, 6]
        })");
    }

    json answer(const json& document) { return answerJson(document); }
};

TEST_F(PrincesSituationTest, ReadsThePhasingSideAndAsksFireInTheFireStep) {
    std::optional<Situation> situation = read(facingLines());
    ASSERT_TRUE(situation) << diagnostics.toString();
    EXPECT_EQ(situation->state.currentStep()->id, "fire");
    EXPECT_EQ(situation->state.phasingSide().value_or(-1), 0);
}

TEST_F(PrincesSituationTest, W2MusketryAtMediumRange) {
    const json a = answer(facingLines());
    EXPECT_EQ(a.at("band"), "medium");
    EXPECT_EQ(a.at("threshold"), 4);
    EXPECT_EQ(a.at("dice"), 4);
    EXPECT_EQ(a.at("hits"), 2);
}

TEST_F(PrincesSituationTest, W3MoraleAfterShootingCasualties) {
    json document = facingLines();
    document["units"][1]["figures"] = 10;
    document["units"][1]["startFigures"] = 12;
    document["question"] = {
        {"kind", "moraleTest"}, {"unit", "co-3va"}, {"causes", {"shootingCasualties"}}};
    document["dice"] = {1};
    const json a = answer(document);
    EXPECT_EQ(a.at("total"), 5);
    EXPECT_EQ(a.at("result"), "halt");
    document["dice"] = {3};
    EXPECT_EQ(answer(document).at("result"), "pass");  // 4 + 3 = 7
}

TEST_F(PrincesSituationTest, W9CavalryAgainstASquare) {
    json document = facingLines();
    document["units"][0] = {{"id", "dragoons"},
                            {"name", "16th LD"},
                            {"side", "british"},
                            {"type", "lightDragoons"},
                            {"figures", 6},
                            {"formation", "line"},
                            {"position", {36, 40}},
                            {"facing", 0},
                            {"status", {{"chargedThisTurn", true}, {"movedThisTurn", true}}}};
    document["units"][1]["formation"] = "square";
    document["question"] = {{"kind", "melee"}, {"attacker", "dragoons"}, {"defender", "co-3va"}};
    document["dice"] = {3, 5, 1, 4, 3, 6};
    const json a = answer(document);
    EXPECT_EQ(a.at("attacker").at("killNumber"), 4);
    EXPECT_EQ(a.at("attacker").at("kills"), 1);
    EXPECT_EQ(a.at("defender").at("killNumber"), 3);
    EXPECT_EQ(a.at("defender").at("kills"), 2);
}

TEST_F(PrincesSituationTest, W14ChargeReachAndInitiation) {
    json document = facingLines();
    document["units"][1]["position"] = {36, 32.5};
    document["generals"] = {{{"id", "agnew"},
                             {"name", "Agnew"},
                             {"side", "british"},
                             {"position", {36, 40}},
                             {"facing", 0}}};
    document["question"] = {{"kind", "chargeTest"}, {"charger", "br-33"}, {"target", "co-3va"}};
    document["dice"] = {1};
    const json a = answer(document);
    EXPECT_NEAR(a.at("distance").get<double>(), 7.5, 1e-9);
    EXPECT_EQ(a.at("reach"), 8.0);
    EXPECT_EQ(a.at("charges"), true);
    EXPECT_EQ(a.at("initiation").at("total"), 7);
    // 8.5" away it is out of reach, and no die is thrown.
    document["units"][1]["position"] = {36, 31.5};
    document["dice"] = json::array();
    EXPECT_EQ(answer(document).at("legal"), false);
}

TEST_F(PrincesSituationTest, AnUnknownQuestionKindIsAnErrorAtItsPointer) {
    json document = facingLines();
    document["question"] = {{"kind", "initiative"}};
    std::optional<Situation> situation = read(document);
    ASSERT_TRUE(situation) << diagnostics.toString();
    auto outcome = answerSituation(*situation, *referees, situation->dice, diagnostics);
    EXPECT_FALSE(outcome);
    EXPECT_TRUE(reported(diagnostics, "/question/kind")) << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant::testing
