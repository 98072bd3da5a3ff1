// The program adjutant-cli runs, with the rulesets it is given: the shipped
// ones in adjutant-cli, and more in a test build (tests/rulesets/).
#include "app/cli/CliProgram.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "app/cli/CliCommands.h"
#include "app/common/ProgramFolders.h"
#include "app/common/TopLevelGuard.h"
#include "core/json/WriterLock.h"

namespace adjutant::cli {
namespace {

int runCli(int argc, char** argv, const RulesetDescriptors& rulesets) {
    CLI::App app{"adjutant-cli: validate, inspect, play and replay Adjutant files headless"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("adjutant-cli ") + ADJUTANT_VERSION);

    CliContext context;
    context.rulesets = &rulesets;
    context.resourceDir = adjutant::app::shippedResourceDir();
    context.userRulesetDir = adjutant::app::userDataDir() + "/rulesets";
    app.add_option("--resources", context.resourceDir,
                   "folder holding rulesets/ and scenarios/ (default: those installed with the "
                   "program)");
    app.add_option("--user-rulesets", context.userRulesetDir,
                   "folder of house-rules rulesets read after the shipped ones (default: "
                   "rulesets/ in the player's data folder; empty: none)");
    app.add_flag("--json", context.json, "print machine-readable JSON");

    addValidateCommand(app, context);
    addInfoCommand(app, context);
    addReplayCommand(app, context);
    addResolveCommand(app, context);
    addPlayCommand(app, context);
    addBenchCommand(app, context);
    addSimulateCommand(app, context);
    addRuleCommand(app, context);
    addLessonCommand(app, context);
    addMergeResultsCommand(app, context);
    addMatchCommand(app, context);
    addVerifyCommand(app, context);
#ifdef ADJUTANT_CLI_REPORT
    addReportCommand(app, context);
#endif

    // Named with its command in the lock of a saved game it writes, so another
    // program refused the file can say who writes it ("adjutant-cli play").
    std::string writer = "adjutant-cli";
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (!app.get_subcommands([&](CLI::App* command) { return command->get_name() == word; })
                 .empty()) {
            writer += " " + word;
            break;
        }
    }
    adjutant::setWriterName(writer);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    return context.exitCode;
}

}  // namespace

int runAdjutantCli(int argc, char** argv, const RulesetDescriptors& rulesets) {
    return adjutant::app::runGuarded(
        "adjutant-cli", [&] { return runCli(argc, argv, rulesets); }, std::cerr);
}

}  // namespace adjutant::cli
