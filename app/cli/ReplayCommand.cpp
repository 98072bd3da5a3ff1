// adjutant-cli replay SAVE: re-applies a saved game's journal and prints the
// final state hash, so that scripts can check a game still replays the same.
#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/cli/CliCommands.h"
#include "app/cli/DiagnosticsJson.h"
#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

namespace {

struct ReplayOptions {
    std::string file;
    std::string expectedHash;  // empty: no check
    bool withState = false;    // print JSON with the final state (units, ruleset state)
};

int runReplay(const ReplayOptions& options, const CliContext& context) {
    Diagnostics diagnostics;
    std::optional<std::uint64_t> expected;
    if (!options.expectedHash.empty()) {
        expected = parseStateHash(options.expectedHash);
        if (!expected) {
            diagnostics.error(
                "--expect-hash", "",
                fmt::format("expected 16 hex digits, found \"{}\"", options.expectedHash));
        }
    }
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, loading,
                                                         context.userRulesetDir, *context.rulesets);
    if (loading.hasErrors()) {
        std::cerr << "warning: some rulesets could not be loaded and are skipped:\n"
                  << loading.toString();
    }
    // The builtin engines know the referee commands and each ruleset's own state.
    const EngineRegistry engines =
        makeBuiltinEngineRegistry(makeBuiltinReferees(*context.rulesets), *context.rulesets);
    std::optional<LoadedGame> loaded;
    if (!diagnostics.hasErrors()) {
        loaded = loadSavedGameFile(options.file, rulesets, engines, diagnostics);
    }

    std::optional<std::uint64_t> hash;
    if (loaded) {
        hash = stateHash(loaded->game->state());
        if (expected && *expected != *hash) {
            diagnostics.error(options.file, "",
                              fmt::format("the final state hash is {}, expected {}",
                                          formatStateHash(*hash), formatStateHash(*expected)));
        }
    }
    const bool ok = loaded && !diagnostics.hasErrors();

    if (context.json || options.withState) {
        nlohmann::json result = {{"file", options.file},
                                 {"ok", ok},
                                 {"errors", diagnostics.errorCount()},
                                 {"warnings", diagnostics.warningCount()},
                                 {"diagnostics", diagnosticsJson(diagnostics)}};
        if (loaded) {
            const Game& game = *loaded->game;
            result["entries"] = loaded->entries;
            result["commands"] = game.cursor();
            result["tornLastLine"] = loaded->tornLastLine;
            result["bound"] = game.state().bound();
            const SequenceStep* step = game.state().currentStep();
            result["step"] = step ? step->id : std::string();
            result["hash"] = formatStateHash(*hash);
            if (options.withState) {
                result["state"] = game.state().toJson();
            }
        }
        std::cout << result.dump(2) << '\n';
    } else {
        std::cerr << diagnostics.toString();
        if (loaded) {
            const Game& game = *loaded->game;
            std::cout << fmt::format(
                "{}: {} commands in effect after {} journal entries; bound "
                "{}\nstate hash {}\n",
                options.file, game.cursor(), loaded->entries, game.state().bound(),
                formatStateHash(*hash));
        }
    }
    return ok ? 0 : 1;
}

}  // namespace

void addReplayCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "replay",
        "Re-apply a saved game's journal and print the number of commands and the "
        "final state hash; exit code 1 if the save is broken or the hash differs");
    // Owned by the callback: CLI11 keeps pointers to the bound variables.
    auto options = std::make_shared<ReplayOptions>();
    command->add_option("save", options->file, "saved game (*.save.jsonl)")->required();
    command->add_option("--expect-hash", options->expectedHash,
                        "fail unless the final state hash is this (16 hex digits)");
    command->add_flag("--json", context.json, "print the result as JSON");
    command->add_flag(
        "--state", options->withState,
        "print the result as JSON with the final state: every unit, its pose and figures, "
        "and the ruleset's own state of each");
    command->callback([options, &context] { context.exitCode = runReplay(*options, context); });
}

}  // namespace adjutant::cli
