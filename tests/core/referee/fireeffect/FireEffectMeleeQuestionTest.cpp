// The Fire Effect melee question answers the melee the referee would fight:
// its sides carry what the units' status holds (a fraction of a loss carried
// over under the carryFractions reading), as the melee step's sides do.
#include <gtest/gtest.h>

#include "core/referee/situation/SituationAnswer.h"
#include "tests/core/referee/SituationTestSupport.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

class FireEffectMeleeQuestionTest : public SituationFixture {
  protected:
    /// Prussian line infantry charged home on a French line, under the readings
    /// that carry fractions of a loss from one loss to the next.
    static json lineCharged(double defenderCarried) {
        json document = json::parse(R"({
          "ruleset": "fire-effect-1870", "figureScale": "15mm", "period": "1870",
          "sides": [{"id": "prussia", "nation": "prussia"}, {"id": "france", "nation": "france"}],
          "options": {"rounding": "carryFractions", "meleeLossRounding": "halfOfExactLoss"},
          "units": [
            {"id": "ir", "name": "IR 12", "side": "prussia", "type": "lineInfantryBreech",
             "figures": 12, "formation": "line", "position": [36, 30], "facing": 0},
            {"id": "fr", "name": "French line", "side": "france", "type": "lineInfantryBreech",
             "figures": 7, "formation": "line", "position": [36, 29], "facing": 180}],
          "phasingSide": "prussia",
          "question": {"kind": "melee", "attacker": "ir", "defender": "fr"}
        })");
        document["units"][1]["status"] = {{"carriedFraction", defenderCarried}};
        return document;
    }

    json answer(const json& document, const std::vector<int>& dice) {
        json asked = document;
        asked["dice"] = dice;
        return answerJson(asked);
    }
};

TEST_F(FireEffectMeleeQuestionTest, TheDefendersCarriedFractionCountsInItsLoss) {
    // 12 figures x die 5 = 60 against 7 x die 1 = 7: the French lose half of 7
    // = 3.5, which rounds to 3 with nothing carried in and to 4 with 0.9
    // (3.5 + 0.9 = 4.4, kept as fire casualties are under these readings).
    const std::vector<int> dice{5, 1};
    const json fresh = answer(lineCharged(0.0), dice);
    const json carrying = answer(lineCharged(0.9), dice);
    ASSERT_TRUE(fresh.contains("defender")) << fresh.dump();
    ASSERT_TRUE(carrying.contains("defender")) << carrying.dump();
    // The same melee with the same dice; the fraction the defender carries in
    // tips its rounded loss up by one figure.
    EXPECT_EQ(fresh.at("winner"), carrying.at("winner"));
    EXPECT_EQ(carrying.at("defender").at("losses").get<int>(),
              fresh.at("defender").at("losses").get<int>() + 1)
        << fresh.dump() << "\n"
        << carrying.dump();
    EXPECT_EQ(fresh.at("defender").at("losses"), 3);
    // The reading is named in words, not by its key.
    const std::string words = carrying.at("explanation").dump();
    EXPECT_EQ(words.find("carryFractions"), std::string::npos) << words;
    EXPECT_NE(words.find("keeping the fraction for next time"), std::string::npos) << words;
}

}  // namespace
}  // namespace adjutant::testing
