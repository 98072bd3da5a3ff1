// adjutant-cli-test-rulesets: adjutant-cli knowing the test rulesets too, each
// of whose files it reads from the ruleset's own folder.
#include "app/cli/CliProgram.h"
#include "tests/rulesets/TestRulesets.h"

int main(int argc, char** argv) {
    return adjutant::cli::runAdjutantCli(argc, argv, adjutant::testing::testRulesetDescriptors());
}
