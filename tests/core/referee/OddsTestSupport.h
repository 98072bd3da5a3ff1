#pragma once

// Exact odds of a situation file's question, for the tests that compare them
// with fractions worked out by hand.

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/referee/RulesetReferee.h"
#include "tests/core/referee/SituationTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

class SituationOddsFixture : public SituationFixture {
  protected:
    /// The odds of the question of tests/data/situations/`file`, as "value -> p/q".
    std::map<std::string, std::string> oddsOf(const std::string& file,
                                              nlohmann::json questionChanges = {}) {
        const std::string path = std::string(adjutant::testDataDir()) + "/situations/" + file;
        Diagnostics problems;
        std::optional<Situation> situation = readSituationFile(path, context, problems);
        EXPECT_TRUE(situation) << problems.toString();
        if (!situation) {
            return {};
        }
        nlohmann::json question = situation->document["question"];
        if (questionChanges.is_object()) {
            question.update(questionChanges);
        }
        const RulesetReferee* referee = referees->forState(situation->state);
        std::string whyNot;
        const std::optional<Odds> odds = referee->questionOdds(situation->state, question, whyNot);
        EXPECT_TRUE(odds) << whyNot;
        std::map<std::string, std::string> chances;
        Chance total;
        for (const OddsOutcome& outcome : odds.value_or(Odds{})) {
            chances[outcome.value.is_string() ? outcome.value.get<std::string>()
                                              : outcome.value.dump()] = outcome.chance.text();
            total = total + outcome.chance;
        }
        EXPECT_EQ(total, Chance::certain()) << file;
        return chances;
    }
};

}  // namespace adjutant::testing
