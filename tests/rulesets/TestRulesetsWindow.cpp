// adjutant-test-rulesets: the desktop program knowing the test rulesets too,
// each of whose files it reads from the ruleset's own folder.
#include "app/gui/WindowProgram.h"
#include "tests/rulesets/TestRulesets.h"

int main(int argc, char** argv) {
    return adjutant::app::runAdjutantWindow(argc, argv,
                                            adjutant::testing::testRulesetDescriptors());
}
