// The sequence of play's shape as a ruleset file declares it: every side in
// every step (the default), or alternate player turns with steps run once a
// bound; wrong values are refused at their pointer.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/rules/RulesetLoader.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

nlohmann::json shippedRuleset(const std::string& name) {
    std::ifstream in(std::string(adjutant::testResourceDir()) + "/rulesets/" + name);
    return nlohmann::json::parse(in);
}

std::shared_ptr<RulesetDefinition> parse(const nlohmann::json& document, Diagnostics& diagnostics) {
    const RulesetLoader loader({"tricorne", "princes", "fireEffect"});
    return loader.parse(JsonReader(document, "ruleset.json", diagnostics));
}

bool errorAt(const Diagnostics& diagnostics, const std::string& location) {
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error && d.location == location) {
            return true;
        }
    }
    return false;
}

TEST(PlayerTurnsTest, TricorneActsInEveryStepAndPrincesAlternates) {
    Diagnostics diagnostics;
    auto tricorne = parse(shippedRuleset("tricorne.json"), diagnostics);
    EXPECT_EQ(tricorne->playerTurns, PlayerTurns::Simultaneous);
    auto princes = parse(shippedRuleset("princes.json"), diagnostics);
    EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    EXPECT_EQ(princes->playerTurns, PlayerTurns::Alternate);
    ASSERT_FALSE(princes->sequence.empty());
    EXPECT_EQ(princes->sequence.front().id, "initiative");
    EXPECT_TRUE(princes->sequence.front().oncePerBound);
    EXPECT_FALSE(princes->sequence.back().oncePerBound);
}

TEST(PlayerTurnsTest, UnknownValuesAreRefusedAtTheirPointer) {
    nlohmann::json document = shippedRuleset("princes.json");
    document["playerTurns"] = "sometimes";
    document["sequenceOfPlay"][1]["once"] = "turn";
    Diagnostics diagnostics;
    parse(document, diagnostics);
    EXPECT_TRUE(errorAt(diagnostics, "/playerTurns")) << diagnostics.toString();
    EXPECT_TRUE(errorAt(diagnostics, "/sequenceOfPlay/1/once")) << diagnostics.toString();
}

TEST(PlayerTurnsTest, AlternateTurnsNeedAStepThatRunsEveryTurn) {
    nlohmann::json document = shippedRuleset("princes.json");
    for (nlohmann::json& step : document["sequenceOfPlay"]) {
        step["once"] = "bound";
    }
    Diagnostics diagnostics;
    parse(document, diagnostics);
    EXPECT_TRUE(errorAt(diagnostics, "/sequenceOfPlay")) << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
