// adjutant-cli lesson check FILE...: plays each lesson's scripted solution
// ("show me", step by step) headless, as the window's lessons dock would, asks
// the referee every fact the steps' texts state (their claims), and exits 1
// when a lesson cannot be read, does not complete, or says other than the referee.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/cli/CliCommands.h"
#include "core/io/ScenarioReader.h"
#include "core/lesson/LessonPlayer.h"
#include "core/lesson/LessonReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

namespace {

struct LessonOptions {
    std::vector<std::string> files;
};

int runLessonCheck(const LessonOptions& options, const CliContext& context) {
    Diagnostics loading;
    const RulesetRegistry rulesets =
        loadBuiltinRulesets(context.resourceDir, loading, {}, *context.rulesets);
    const auto referees = makeBuiltinReferees(*context.rulesets);
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, *context.rulesets);
    SituationReadContext read;
    read.rulesets = &rulesets;
    read.engines = &engines;
    read.referees = referees.get();
    read.readScenario = [&rulesets](const nlohmann::json& document, const std::string& file,
                                    Diagnostics& problems) {
        return readScenarioJson(document, file, rulesets, problems);
    };
    bool allPassed = true;
    nlohmann::json report = nlohmann::json::array();
    for (const std::string& file : options.files) {
        Diagnostics diagnostics;
        std::optional<Lesson> lesson = readLessonFile(file, read, diagnostics);
        LessonCheckResult result;
        if (lesson) {
            result = checkLesson(*lesson, engines, *referees);
        } else {
            result.passed = false;
        }
        for (const Diagnostic& item : diagnostics.items()) {
            if (item.severity == Diagnostic::Severity::Error) {
                result.problems.push_back(item.toString());
            }
        }
        allPassed = allPassed && result.passed;
        if (context.json) {
            report.push_back({{"file", file},
                              {"ok", result.passed},
                              {"steps", result.stepsCompleted},
                              {"claims", result.claimsChecked},
                              {"problems", result.problems}});
            continue;
        }
        if (result.passed) {
            std::cout << fmt::format("{}: ok: \"{}\", {} steps completed, {} checked\n", file,
                                     lesson->title, result.stepsCompleted,
                                     result.claimsChecked == 1
                                         ? std::string("1 fact")
                                         : fmt::format("{} facts", result.claimsChecked));
        } else {
            for (const std::string& problem : result.problems) {
                std::cout << fmt::format("{}: error: {}\n", file, problem);
            }
        }
    }
    if (context.json) {
        std::cout << nlohmann::json{{"ok", allPassed}, {"lessons", report}}.dump(2) << '\n';
    }
    return allPassed ? 0 : 1;
}

}  // namespace

void addLessonCommand(CLI::App& app, CliContext& context) {
    CLI::App* lesson = app.add_subcommand("lesson", "Work with interactive lessons");
    lesson->require_subcommand(1);
    CLI::App* check = lesson->add_subcommand(
        "check",
        "Play each lesson's scripted solution headless and ask the referee every fact its "
        "text states; exit code 1 if a lesson cannot be read, does not complete, or says "
        "other than the referee");
    auto options = std::make_shared<LessonOptions>();
    check->add_option("files", options->files, "lesson files (*.lesson.json)")->required();
    check->add_flag("--json", context.json, "print the report as JSON");
    check->callback([options, &context] { context.exitCode = runLessonCheck(*options, context); });
}

}  // namespace adjutant::cli
