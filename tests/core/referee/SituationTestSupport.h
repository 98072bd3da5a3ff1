#pragma once

// A fixture that reads situation files with the builtin rulesets, engines and
// referees, as adjutant-cli resolve does.

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/io/ScenarioReader.h"
#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/referee/situation/SituationReader.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

class SituationFixture : public ::testing::Test {
  protected:
    SituationFixture() {
        context.rulesets = &builtinRulesets();
        context.engines = &engines;
        context.referees = referees.get();
        context.readScenario = [](const nlohmann::json& document, const std::string& file,
                                  Diagnostics& problems) {
            return readScenarioJson(document, file, builtinRulesets(), problems);
        };
    }

    std::optional<Situation> read(const nlohmann::json& document) {
        return readSituationJson(document, "test.json", context, diagnostics);
    }

    /// The answer's JSON to the situation's question, read and answered with its
    /// scripted dice; empty (with a failed expectation) if either step fails.
    nlohmann::json answerJson(const nlohmann::json& document) {
        std::optional<Situation> situation = read(document);
        EXPECT_TRUE(situation) << diagnostics.toString();
        if (!situation) {
            return {};
        }
        auto outcome = answerSituation(*situation, *referees, situation->dice, diagnostics);
        EXPECT_TRUE(outcome) << diagnostics.toString();
        return outcome ? outcome->answer.json : nlohmann::json{};
    }

    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    SituationReadContext context;
    Diagnostics diagnostics;
};

/// Whether an error was reported at this location ("test.json: /question/unit").
inline bool reported(const Diagnostics& diagnostics, const std::string& location) {
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.location == location && item.severity == Diagnostic::Severity::Error) {
            return true;
        }
    }
    return false;
}

}  // namespace adjutant::testing
