// adjutant-cli: the headless rules engine from a terminal or a script.
#include "app/cli/CliProgram.h"

int main(int argc, char** argv) {
    return adjutant::cli::runAdjutantCli(argc, argv, adjutant::builtinRulesetDescriptors());
}
