// Order of battle > Import reports every problem of a file in one round: rows
// that cannot be read and units the ruleset refuses together, each once, at
// its line or JSON pointer (tests/data/invalid/problems-of-every-kind.oob.*).
#include <gtest/gtest.h>

#include <string>

#include "core/editor/OrderOfBattle.h"
#include "tests/core/editor/EditorTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

using test::newTricorneScenario;
using test::shippedRuleset;

std::string invalidFile(const std::string& name) {
    return std::string(testDataDir()) + "/invalid/" + name;
}

/// How many errors of `diagnostics` are at `location` and contain `words`.
int errorsAt(const Diagnostics& diagnostics, const std::string& location,
             const std::string& words) {
    int count = 0;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error && item.location == location &&
            item.message.find(words) != std::string::npos) {
            ++count;
        }
    }
    return count;
}

TEST(OrderOfBattleOneRoundTest, ACsvFileGetsItsUnreadableRowsAndTheRulesetsRefusalsTogether) {
    const std::string file = invalidFile("problems-of-every-kind.oob.csv");
    Diagnostics diagnostics;
    EXPECT_FALSE(importOrderOfBattleFile(file, newTricorneScenario(), shippedRuleset("tricorne"),
                                         diagnostics));
    // Rows that cannot be read...
    EXPECT_EQ(errorsAt(diagnostics, "line 4", "figures: expected a whole number"), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 5", "side: empty"), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 8", "id: empty"), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 10", "found \"-3\""), 1);
    // ...an id given twice, once...
    EXPECT_EQ(errorsAt(diagnostics, "line 6", "used twice in the order of battle, first at line 2"),
              1);
    // ...and what only the scenario and its ruleset can refuse, in the same round.
    EXPECT_EQ(errorsAt(diagnostics, "line 3", "unknown unit type \"musketeers\""), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 7", "24 figures is more than"), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 9", "unknown side \"sweden\""), 1);
    EXPECT_EQ(errorsAt(diagnostics, "line 10", "did you mean \"dragoon\"?"), 1);
    // A unit whose id could not be read is still checked, named by its line.
    EXPECT_EQ(errorsAt(diagnostics, "line 8", "the unit (no id): 12 figures is more than"), 1);
    EXPECT_EQ(diagnostics.errorCount(), 10U) << diagnostics.toString();
    for (const Diagnostic& item : diagnostics.items()) {
        EXPECT_EQ(item.file, file);
        // An empty field is said once, where it was read, not again as unknown.
        EXPECT_EQ(item.message.find("\"\""), std::string::npos) << item.message;
    }
}

TEST(OrderOfBattleOneRoundTest, AJsonFileGetsItsUnreadableMembersAndTheRulesetsRefusalsTogether) {
    const std::string file = invalidFile("problems-of-every-kind.oob.json");
    Diagnostics diagnostics;
    EXPECT_FALSE(importOrderOfBattleFile(file, newTricorneScenario(), shippedRuleset("tricorne"),
                                         diagnostics));
    const std::string units = "/sides/0/brigades/0/units/";
    EXPECT_EQ(errorsAt(diagnostics, units + "2/figures", "expected"), 1);
    EXPECT_EQ(errorsAt(diagnostics, units + "5/type", "missing"), 1);
    EXPECT_EQ(errorsAt(diagnostics, units + "3/id", "used twice"), 1);
    EXPECT_EQ(errorsAt(diagnostics, units + "1", "unknown unit type \"musketeers\""), 1);
    EXPECT_EQ(errorsAt(diagnostics, units + "4", "24 figures is more than"), 1);
    EXPECT_EQ(errorsAt(diagnostics, units + "5", "did you mean \"france\"?"), 1);
    EXPECT_EQ(errorsAt(diagnostics, "/sides/1/units/0", "unknown side \"sweden\""), 1);
    EXPECT_EQ(diagnostics.errorCount(), 7U) << diagnostics.toString();
}

TEST(OrderOfBattleOneRoundTest, AFileWithoutProblemsIsImportedWhole) {
    Diagnostics diagnostics;
    const auto imported = importOrderOfBattleFile(
        std::string(testResourceDir()) + "/orders-of-battle/tricorne-galgenberg.oob.csv",
        newTricorneScenario(), shippedRuleset("tricorne"), diagnostics);
    ASSERT_TRUE(imported.has_value()) << diagnostics.toString();
    EXPECT_FALSE(diagnostics.hasErrors());
    ScenarioDraft draft(newTricorneScenario());
    ASSERT_EQ(draft.apply(imported->edit), "");
    EXPECT_EQ(draft.scenario().units.size(), imported->units);
    EXPECT_GT(imported->units, 0U);
}

TEST(OrderOfBattleOneRoundTest, ValidateStillRefusesTheFileForWhatItCanTellWithoutAScenario) {
    // The reader alone, as `adjutant-cli validate` runs it: the rows it cannot
    // read and the id given twice, each once, and nothing else.
    Diagnostics diagnostics;
    EXPECT_FALSE(readOrderOfBattleFile(invalidFile("problems-of-every-kind.oob.csv"), diagnostics));
    EXPECT_EQ(diagnostics.errorCount(), 5U) << diagnostics.toString();
    EXPECT_EQ(errorsAt(diagnostics, "line 6", "used twice"), 1);
}

}  // namespace
}  // namespace adjutant
