// A refused file is explained in the dialog's main text, not only under details.
#include <gtest/gtest.h>

#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"

namespace adjutant {
namespace {

TEST(ProblemText, TheFirstErrorIsToldWithWhereItIs) {
    const QString problems =
        "x.scenario.json: /sides/0/colour: warning: unknown member\n"
        "x.scenario.json: /sides/1/units/0/status/disordered: error: expected true or false, "
        "found a string\n"
        "x.scenario.json: line 4 column 16: error: the number 1e400 is too large to be read\n";
    EXPECT_EQ(ui::firstReason(problems),
              "expected true or false, found a string (field sides[1].units[0].status.disordered)");
    EXPECT_EQ(ui::firstReason("x.json: error: cannot open file: No such file or directory"),
              "cannot open file: No such file or directory");
    EXPECT_EQ(ui::firstReason("something else entirely\nand more"), "something else entirely");
    EXPECT_EQ(ui::refusedFileText("x.scenario.json", problems),
              "x.scenario.json could not be opened: expected true or false, found a string "
              "(field sides[1].units[0].status.disordered)");
    EXPECT_EQ(ui::refusedFileText("x.scenario.json", ""), "x.scenario.json could not be opened.");
    EXPECT_EQ(ui::firstReason("r.json: /tables/a~1b/0: error: expected a number"),
              "expected a number (field tables.a/b[0])");
}

TEST(ProblemText, SkippedRulesetsAreNamedWithTheFirstReason) {
    const QString one =
        "/home/p/.local/share/adjutant/rulesets/house.json: line 366 column 18: error: the "
        "number 1E309 is too large to be read\n";
    EXPECT_EQ(
        ui::skippedRulesetsText(one),
        "The ruleset file house.json could not be loaded and was skipped: the number 1E309 "
        "is too large to be read (line 366 column 18). The other rulesets are ready to play.");
    const QString two = one +
                        "/r/rulesets/other.json: /tables/fire: error: expected an object, found a "
                        "string\n/r/rulesets/other.json: /tables/x: warning: unknown member\n";
    EXPECT_EQ(ui::skippedRulesetsText(two),
              "The ruleset files house.json, other.json could not be loaded and were skipped. The "
              "first problem: the number 1E309 is too large to be read (line 366 column 18). The "
              "other rulesets are ready to play.");
    EXPECT_EQ(ui::skippedRulesetsText("/r/rulesets/a.json: /x: warning: unknown member\n"), "");
}

TEST(ProblemText, ABrokenStatusIsRefusedByTheWindowInPlainWords) {
    testing::appWithPrivateSettings();
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(adjutant::testResourceDir(), loading);
    ui::MainWindow window(rulesets);
    const QString broken =
        QString(adjutant::testDataDir()) + "/invalid/princes-status-string.scenario.json";
    const QString problems = window.openScenario(broken);
    EXPECT_EQ(ui::refusedFileText("princes-status-string.scenario.json", problems),
              "princes-status-string.scenario.json could not be opened: expected true or false, "
              "found a string (field sides[1].units[0].status.disordered)");
    EXPECT_EQ(window.scenario(), nullptr);
}

}  // namespace
}  // namespace adjutant
