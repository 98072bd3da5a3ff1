// adjutant-cli validate FILE...: checks scenarios and rulesets and lists every problem.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/cli/CliCommands.h"
#include "app/cli/DiagnosticsJson.h"
#include "core/editor/OrderOfBattle.h"
#include "core/io/FileValidator.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

namespace {

nlohmann::json resultJson(const FileValidation& result) {
    return {{"file", result.file},
            {"kind", std::string(fileKindKey(result.kind))},
            {"ok", result.ok()},
            {"summary", result.summary},
            {"errors", result.diagnostics.errorCount()},
            {"warnings", result.diagnostics.warningCount()},
            {"diagnostics", diagnosticsJson(result.diagnostics)}};
}

void printResult(const FileValidation& result) {
    if (result.ok()) {
        std::cout << fmt::format("{}: ok: {}\n", result.file, result.summary);
    } else {
        const std::size_t errors = result.diagnostics.errorCount();
        std::cout << fmt::format("{}: invalid {}: {} {}\n", result.file, fileKindKey(result.kind),
                                 errors, errors == 1 ? "error" : "errors");
    }
    for (const Diagnostic& item : result.diagnostics.items()) {
        std::cout << "  " << item.toString() << '\n';
    }
}

bool endsWith(const std::string& text, std::string_view tail) {
    return text.size() >= tail.size() &&
           text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

/// Orders of battle (`*.oob.csv`, `*.oob.json`) are read as the editor reads
/// them; which scenario they will go into is not known here, so the checks
/// against a scenario and its ruleset wait for the import.
FileValidation validateOrderOfBattle(const std::string& path) {
    FileValidation result;
    result.file = path;
    result.kind = FileKind::Unknown;
    const auto orderOfBattle = readOrderOfBattleFile(path, result.diagnostics);
    if (orderOfBattle) {
        result.summary = fmt::format("order of battle, {} brigades, {} units",
                                     orderOfBattle->brigades.size(), orderOfBattle->units.size());
    }
    return result;
}

int runValidate(const std::vector<std::string>& files, const CliContext& context) {
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, loading,
                                                         context.userRulesetDir, *context.rulesets);
    if (loading.hasErrors()) {
        // Scenarios naming a ruleset that failed to load will fail too; say why.
        std::cerr << "warning: some rulesets could not be loaded and are skipped:\n"
                  << loading.toString();
    }

    int exitCode = 0;
    nlohmann::json results = nlohmann::json::array();
    for (const std::string& file : files) {
        const bool orderOfBattle = endsWith(file, ".oob.csv") || endsWith(file, ".oob.json");
        const FileValidation result = orderOfBattle
                                          ? validateOrderOfBattle(file)
                                          : validateFile(file, rulesets, *context.rulesets);
        if (!result.ok()) {
            exitCode = 1;
        }
        if (context.json) {
            results.push_back(resultJson(result));
        } else {
            printResult(result);
        }
    }
    if (context.json) {
        std::cout << results.dump(2) << '\n';
    }
    return exitCode;
}

}  // namespace

void addValidateCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "validate",
        "Check scenario, ruleset and order-of-battle (*.oob.csv, *.oob.json) files and "
        "list every problem found; exit code 1 if any file has an error");
    // Owned by the callback: CLI11 keeps pointers to the bound variable.
    auto files = std::make_shared<std::vector<std::string>>();
    command->add_option("files", *files, "files to check")->required();
    command->add_flag("--json", context.json, "print the results as a JSON array");
    command->callback([files, &context] { context.exitCode = runValidate(*files, context); });
}

}  // namespace adjutant::cli
