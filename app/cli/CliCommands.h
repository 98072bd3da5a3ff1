#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "core/referee/RulesetDescriptor.h"

namespace adjutant::cli {

/// Settings shared by every subcommand of adjutant-cli.
struct CliContext {
    std::string resourceDir;     // holds rulesets/ and scenarios/
    std::string userRulesetDir;  // the player's house rules, read after the shipped ones
    /// The ruleset engines the program knows: their files load, their referees play.
    const RulesetDescriptors* rulesets = &builtinRulesetDescriptors();
    bool json = false;  // machine-readable output
    int exitCode = 0;   // set by the subcommand that ran
};

// Each subcommand lives in its own file and registers itself here.
void addValidateCommand(CLI::App& app, CliContext& context);      // ValidateCommand.cpp
void addInfoCommand(CLI::App& app, CliContext& context);          // InfoCommand.cpp
void addReplayCommand(CLI::App& app, CliContext& context);        // ReplayCommand.cpp
void addResolveCommand(CLI::App& app, CliContext& context);       // ResolveCommand.cpp
void addPlayCommand(CLI::App& app, CliContext& context);          // PlayCommand.cpp
void addBenchCommand(CLI::App& app, CliContext& context);         // BenchCommand.cpp
void addSimulateCommand(CLI::App& app, CliContext& context);      // SimulateCommand.cpp
void addMergeResultsCommand(CLI::App& app, CliContext& context);  // MergeResultsCommand.cpp
void addRuleCommand(CLI::App& app, CliContext& context);          // RuleCommand.cpp
void addLessonCommand(CLI::App& app, CliContext& context);        // LessonCommand.cpp
void addMatchCommand(CLI::App& app, CliContext& context);         // MatchCommand.cpp
void addVerifyCommand(CLI::App& app, CliContext& context);        // VerifyCommand.cpp
#ifdef ADJUTANT_CLI_REPORT
void addReportCommand(CLI::App& app, CliContext& context);  // report/ReportCommand.cpp (Qt)
#endif

}  // namespace adjutant::cli
