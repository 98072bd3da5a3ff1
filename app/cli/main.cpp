// adjutant-cli: the headless rules engine from a terminal or a script.
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>

#include "app/cli/CliCommands.h"

int main(int argc, char** argv) {
    using namespace adjutant::cli;

    CLI::App app{"adjutant-cli: validate, inspect, play and replay Adjutant files headless"};
    app.require_subcommand(1);

    CliContext context;
    if (const char* env = std::getenv("ADJUTANT_RESOURCES")) {
        context.resourceDir = env;
    } else {
        context.resourceDir = ADJUTANT_RESOURCE_DIR;
    }
    app.add_option("--resources", context.resourceDir,
                   "folder holding rulesets/ and scenarios/ (default: the built-in resources)");
    app.add_flag("--json", context.json, "print machine-readable JSON");

    addValidateCommand(app, context);
    addInfoCommand(app, context);
    addReplayCommand(app, context);
    addResolveCommand(app, context);
    addPlayCommand(app, context);
    addBenchCommand(app, context);
    addSimulateCommand(app, context);
    addMergeResultsCommand(app, context);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    return context.exitCode;
}
