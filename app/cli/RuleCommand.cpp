// adjutant-cli rule RULESET SECTION: prints one section of a ruleset's rules
// reference (resources/reference/), the same text the window's reference dock
// shows, so a player can read a rule an explanation cites from a terminal.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "app/cli/CliCommands.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesReference.h"

namespace adjutant::cli {

namespace {

struct RuleOptions {
    std::string ruleset;
    std::string section;
};

int runRule(const RuleOptions& options, const CliContext& context) {
    Diagnostics loading;
    const RulesetRegistry rulesets =
        loadBuiltinRulesets(context.resourceDir, loading, {}, *context.rulesets);
    const RulesetDefinition* ruleset = rulesets.find(options.ruleset);
    if (!ruleset) {
        std::string known;
        for (const RulesetDefinition* each : rulesets.all()) {
            known += (known.empty() ? "" : ", ") + each->id;
        }
        std::cerr << fmt::format("unknown ruleset \"{}\" (expected one of {})\n", options.ruleset,
                                 known);
        return 1;
    }
    Diagnostics problems;
    const std::optional<RulesReference> reference =
        loadRulesReference(*ruleset, context.resourceDir, problems);
    if (!reference) {
        std::cerr << problems.toString();
        return 1;
    }
    if (options.section.empty()) {
        for (const ReferenceSection& section : reference->sections()) {
            if (context.json) {
                continue;
            }
            std::cout << fmt::format("{:<{}}{} {}\n", "", (section.level - 2) * 2,
                                     section.glossary ? "-" : section.id, section.title);
        }
        if (context.json) {
            nlohmann::json list = nlohmann::json::array();
            for (const ReferenceSection& section : reference->sections()) {
                list.push_back(
                    {{"id", section.id}, {"title", section.title}, {"glossary", section.glossary}});
            }
            std::cout << nlohmann::json{{"ruleset", ruleset->id}, {"sections", list}}.dump(2)
                      << '\n';
        }
        return 0;
    }
    const ReferenceSection* section = reference->find(options.section);
    if (!section) {
        std::cerr << fmt::format(
            "{} has no section \"{}\" in its rules reference ({}); `adjutant-cli rule {}` "
            "lists them\n",
            ruleset->name, options.section, rulesReferencePath(context.resourceDir, *ruleset),
            ruleset->id);
        return 1;
    }
    if (context.json) {
        std::cout << nlohmann::json{{"ruleset", ruleset->id},
                                    {"id", section->id},
                                    {"title", section->title},
                                    {"glossary", section->glossary},
                                    {"markdown", section->markdown}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    std::cout << section->markdown;
    if (!section->markdown.empty() && section->markdown.back() != '\n') {
        std::cout << '\n';
    }
    return 0;
}

}  // namespace

void addRuleCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "rule",
        "Print a section of a ruleset's rules reference (e.g. `rule tricorne 15.4`, `rule "
        "tricorne shaken`); without a section, list them. Exit code 1 for an unknown ruleset or "
        "section");
    auto options = std::make_shared<RuleOptions>();
    command->add_option("ruleset", options->ruleset, "ruleset id, e.g. tricorne")->required();
    command->add_option("section", options->section,
                        "a section number (15.4, A40) or a glossary term (shaken)");
    command->add_flag("--json", context.json, "print the section as JSON");
    command->callback([options, &context] { context.exitCode = runRule(*options, context); });
}

}  // namespace adjutant::cli
