// adjutant-cli resolve SITUATION: answers one rules question from a situation
// file (docs/situations.md) and prints the answer with its explanation tree; a
// file with `expect` is a regression test and exits 1 when the answer differs.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/CliCommands.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/referee/situation/SituationOdds.h"
#include "core/referee/situation/SituationReader.h"

namespace adjutant::cli {

namespace {

struct ResolveOptions {
    std::string file;
    std::string dice;   // "3,5,1"; empty: the file's dice
    bool odds = false;  // add the exact odds of the answer
};

// Reads --dice: comma-separated values from 1 to 6.
std::optional<std::vector<int>> parseDice(const std::string& text, Diagnostics& diagnostics) {
    std::vector<int> dice;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        const auto first = item.find_first_not_of(' ');
        const auto last = item.find_last_not_of(' ');
        const std::string value =
            first == std::string::npos ? std::string() : item.substr(first, last - first + 1);
        if (value.size() != 1 || value[0] < '1' || value[0] > '6') {
            diagnostics.error("--dice", "",
                              fmt::format("expected dice from 1 to 6 separated by commas, found "
                                          "\"{}\"",
                                          value));
            return std::nullopt;
        }
        dice.push_back(value[0] - '0');
    }
    return dice;
}

int runResolve(const ResolveOptions& options, const CliContext& context) {
    Diagnostics diagnostics;
    std::optional<std::vector<int>> diceOverride;
    if (!options.dice.empty()) {
        diceOverride = parseDice(options.dice, diagnostics);
    }
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, loading,
                                                         context.userRulesetDir, *context.rulesets);
    if (loading.hasErrors()) {
        std::cerr << "warning: some rulesets could not be loaded and are skipped:\n"
                  << loading.toString();
    }
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

    std::optional<Situation> situation;
    if (!diagnostics.hasErrors()) {
        situation = readSituationFile(options.file, read, diagnostics);
    }
    std::optional<nlohmann::json> odds;
    if (situation && options.odds) {
        odds = situationOdds(*situation, *referees, diagnostics);  // before the state changes
    }
    std::optional<SituationOutcome> outcome;
    if (situation) {
        outcome = answerSituation(*situation, *referees,
                                  diceOverride ? *diceOverride : situation->dice, diagnostics);
    }
    const bool matched = outcome && outcome->mismatches.empty();
    const bool ok = matched && !diagnostics.hasErrors();

    if (context.json) {
        nlohmann::json result = {{"file", options.file}, {"ok", ok}};
        if (outcome) {
            result["answer"] = outcome->answer.json;
            if (odds) {
                result["answer"]["odds"] = *odds;
            }
            if (situation->expect) {
                result["expect"] = *situation->expect;
                result["mismatches"] = outcome->mismatches;
            }
        }
        nlohmann::json problems = nlohmann::json::array();
        for (const Diagnostic& item : diagnostics.items()) {
            problems.push_back(item.toString());
        }
        result["diagnostics"] = std::move(problems);
        std::cout << result.dump(2) << '\n';
        return ok ? 0 : 1;
    }

    std::cerr << diagnostics.toString();
    if (outcome) {
        const nlohmann::json& answer = outcome->answer.json;
        std::cout << fmt::format("{}: {}\n", options.file,
                                 answer.value("summary", answer.value("kind", std::string())));
        if (!situation->description.empty()) {
            std::cout << "  (" << situation->description << ")\n";
        }
        std::cout << outcome->answer.explanation.render(1);
        if (odds) {
            std::cout << "  The chance of each outcome:\n";
            for (const nlohmann::json& each : (*odds)["outcomes"]) {
                std::cout << fmt::format("    {}: {} ({:.1f}%)\n", each["words"].get<std::string>(),
                                         each["of"].get<std::string>(),
                                         100 * each["chance"].get<double>());
            }
        }
        for (const std::string& mismatch : outcome->mismatches) {
            // "pointer: what" -> "file: pointer: error: what", like every other diagnostic.
            const auto split = mismatch.find(": ");
            std::cout << fmt::format("{}: {}: error: {} (the answer differs from expect)\n",
                                     options.file, mismatch.substr(0, split),
                                     split == std::string::npos ? "" : mismatch.substr(split + 2));
        }
        if (situation->expect && outcome->mismatches.empty()) {
            std::cout << options.file << ": ok: the answer matches expect\n";
        }
    }
    return ok ? 0 : 1;
}

}  // namespace

void addResolveCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "resolve",
        "Answer one rules question from a situation file (docs/situations.md) and print it "
        "with its explanation; exit code 1 if the file is broken or the answer differs from "
        "its expect block");
    auto options = std::make_shared<ResolveOptions>();  // CLI11 keeps pointers into it
    command->add_option("situation", options->file, "situation file (JSON)")->required();
    command->add_option("--dice", options->dice, "dice to throw instead of the file's, e.g. 3,5,1");
    command->add_flag("--json", context.json, "print the answer as JSON");
    command->add_flag("--odds", options->odds,
                      "add the exact chance of every outcome, counted over every die face");
    command->callback([options, &context] { context.exitCode = runResolve(*options, context); });
}

}  // namespace adjutant::cli
