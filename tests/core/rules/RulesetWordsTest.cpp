// The words a player reads for a ruleset's keys: given by the ruleset file,
// checked at load by each engine's parser, and spelt out for a key a file
// gives none for.

#include <gtest/gtest.h>

#include <fstream>

#include "core/referee/BuiltinRulesets.h"
#include "core/rules/Explanation.h"
#include "core/rules/PlainWords.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

nlohmann::json shipped(const std::string& name) {
    std::ifstream in(std::string(adjutant::testResourceDir()) + "/rulesets/" + name);
    return nlohmann::json::parse(in);
}

bool errorAt(const Diagnostics& diagnostics, const std::string& location, const std::string& text) {
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error && d.location == location &&
            d.message.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// Parses a ruleset document as the registry does, with its tables.
Diagnostics problemsOf(const nlohmann::json& document) {
    // Named after the test too: CTest runs the tests of this file side by side.
    const std::string path = ::testing::TempDir() + "words-test-" +
                             ::testing::UnitTest::GetInstance()->current_test_info()->name() + "-" +
                             document.value("id", std::string("x")) + ".json";
    std::ofstream(path) << document.dump();
    Diagnostics diagnostics;
    makeBuiltinRegistry().parseFile(path, diagnostics);
    return diagnostics;
}

TEST(RulesetWords, TheShippedRulesetsWordEveryKey) {
    Diagnostics diagnostics;
    const RulesetRegistry registry = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
    EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    const RulesetDefinition* tricorne = registry.find("tricorne");
    ASSERT_NE(tricorne, nullptr);
    EXPECT_EQ(tricorne->word("actions", "obeyOrders"), "obeys orders");
    EXPECT_EQ(tricorne->word("results", "equalToTwoUnder"), "equal, or one or two under");
    EXPECT_EQ(tricorne->word("classes", "regularLine"), "regular line infantry");
    EXPECT_EQ(registry.find("princes")->word("results", "haltDisordered"), "halts, disordered");
    EXPECT_EQ(registry.find("fire-effect-1870")->word("categories", "openOrder"), "open order");
}

TEST(RulesetWords, AKeyWithoutWordsIsAnErrorWhereItsWordsBelong) {
    nlohmann::json tricorne = shipped("tricorne.json");
    tricorne["words"]["actions"].erase("obeyOrders");
    tricorne["words"]["classes"].erase("guard");
    const Diagnostics tricorneProblems = problemsOf(tricorne);
    EXPECT_TRUE(errorAt(tricorneProblems, "/words/actions", "'obeyOrders'"))
        << tricorneProblems.toString();
    EXPECT_TRUE(errorAt(tricorneProblems, "/words", "'guard'")) << tricorneProblems.toString();

    nlohmann::json princes = shipped("princes.json");
    princes["words"]["results"].erase("keepsRouting");
    EXPECT_TRUE(errorAt(problemsOf(princes), "/words/results", "'keepsRouting'"));

    nlohmann::json fireEffect = shipped("fire-effect-1870.json");
    fireEffect["words"]["rounding"].erase("floor");
    EXPECT_TRUE(errorAt(problemsOf(fireEffect), "/words/rounding", "'floor'"));
}

TEST(RulesetWords, WordsMustBeText) {
    nlohmann::json tricorne = shipped("tricorne.json");
    tricorne["words"]["actions"]["obeyOrders"] = "";
    tricorne["words"]["results"] = 3;
    const Diagnostics problems = problemsOf(tricorne);
    EXPECT_TRUE(errorAt(problems, "/words/actions/obeyOrders", "expected the words"))
        << problems.toString();
    EXPECT_TRUE(errorAt(problems, "/words/results", "expected an object")) << problems.toString();
}

TEST(PlainWords, KeysWithoutWordsAreSpeltOut) {
    EXPECT_EQ(spelledOut("fireCasualties"), "fire casualties");
    EXPECT_EQ(spelledOut("retreatIfFollowedUpWithCasualties"),
              "retreat if followed up with casualties");
    EXPECT_EQ(spelledOut("in_melee"), "in melee");
    EXPECT_EQ(spelledOut("fire@6"), "fire 6");
    EXPECT_EQ(spelledOut("PMS"), "PMS");
    RulesetDefinition none;
    EXPECT_EQ(none.word("actions", "standAndReceive"), "stand and receive");
    EXPECT_EQ(spokenNumber(-1),
              "\xe2\x88\x92"
              "1");
    EXPECT_EQ(spokenNumber(2, true), "+2");
    EXPECT_EQ(spokenNumber(7.5), "7.5");
}

TEST(PlainWords, APluralEndingInSTakesOnlyTheApostrophe) {
    EXPECT_EQ(possessive("IR 18"), "IR 18's");
    EXPECT_EQ(possessive("Tarleton's hussars"), "Tarleton's hussars'");
    EXPECT_EQ(possessive("DRAGOONS"), "DRAGOONS'");
    EXPECT_EQ(possessive(""), "'s");
}

TEST(PlainWords, ANumberIsWrittenAsTheRulesMeasureIt) {
    // The rules' own fractions exactly, measurements to a tenth (a hundredth
    // below 1), never a third decimal nor a negative zero.
    EXPECT_EQ(formatRulesNumber(14), "14");
    EXPECT_EQ(formatRulesNumber(0.375), "0.375");
    EXPECT_EQ(formatRulesNumber(2.75), "2.75");
    EXPECT_EQ(formatRulesNumber(8.412), "8.4");
    EXPECT_EQ(formatRulesNumber(662.251), "662.3");
    EXPECT_EQ(formatRulesNumber(0.9375001), "0.94");
    EXPECT_EQ(formatRulesNumber(2.0 / 3.0), "0.67");
    EXPECT_EQ(formatRulesNumber(7.98), "8");
    EXPECT_EQ(formatRulesNumber(-0.004), "0");
    EXPECT_EQ(formatRulesNumber(-2.5), "-2.5");
    // Past a limit, a number keeps the decimals that show it is past.
    EXPECT_EQ(numberPast(3.01, 3), "3.01");
    EXPECT_EQ(numberPast(3.4, 3), "3.4");
    EXPECT_EQ(numberPast(1.004, 1), "1.004");
}

}  // namespace
}  // namespace adjutant
