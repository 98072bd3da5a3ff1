// adjutant-cli merge-results FILE... [--json]: merges the slices that
// `simulate --shard K/N` wrote, on one machine or many, into the report one
// run of all the seeds gives.
#include <iostream>

#include "app/cli/CliCommands.h"
#include "app/cli/SimulationReport.h"
#include "core/ai/SimulationRun.h"
#include "core/json/JsonFile.h"

namespace adjutant::cli {

namespace {

int runMerge(const std::vector<std::string>& files, const CliContext& context) {
    Diagnostics diagnostics;
    std::vector<SimulationRun> slices;
    std::vector<std::string> names;
    for (const std::string& file : files) {
        if (const auto json = readJsonFile(file, diagnostics, limits::kMaxSimulationSliceBytes)) {
            if (auto run = readSimulationRun(*json, file, diagnostics)) {
                slices.push_back(std::move(*run));
                names.push_back(file);
            }
        }
    }
    std::optional<SimulationRun> merged;
    if (!diagnostics.hasErrors()) {
        merged = mergeSimulationRuns(slices, names, diagnostics);
    }
    if (!diagnostics.empty()) {
        std::cerr << diagnostics.toString();
    }
    if (!merged) {
        return 1;
    }
    printSimulationReport(*merged, context.json, std::cout);
    return 0;
}

}  // namespace

void addMergeResultsCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "merge-results",
        "Merge the results of `simulate --shard K/N` into the report of one run of all the seeds");
    auto files = std::make_shared<std::vector<std::string>>();
    command->add_option("files", *files, "the slices' result files (JSON)")->required();
    command->add_flag("--json", context.json, "print the report as JSON");
    command->callback([files, &context] { context.exitCode = runMerge(*files, context); });
}

}  // namespace adjutant::cli
