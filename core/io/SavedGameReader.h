#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "core/engine/EngineRegistry.h"
#include "core/engine/Game.h"
#include "core/io/SavedGamePlayers.h"
#include "core/json/Diagnostics.h"

namespace adjutant {

class RulesetRegistry;

/// A saved game read back and replayed to the state it was saved in.
struct LoadedGame {
    std::unique_ptr<Game> game;
    /// Journal entries replayed (applies, undos and redos).
    std::size_t entries = 0;
    /// The last line was cut short by an interrupted write and was left out.
    bool tornLastLine = false;
    /// Where the scenario's own files are, relative to the saved game's
    /// folder, as the header gives it (empty: beside the saved game).
    std::string scenarioFolder;
    /// Who plays each side, as the header's "players" gives it (all people
    /// when it has none).
    SidePlayers players;
};

/// Reads a saved game from its text and replays its journal. `fileName` is
/// used in diagnostics, which name the line (and the JSON pointer within it)
/// of every problem. A torn last line is a warning and the entries before it
/// are kept; any other broken line is an error, and nothing is returned.
/// `rulesets` and `engines` must outlive the game returned.
std::optional<LoadedGame> readSavedGameText(const std::string& text, const std::string& fileName,
                                            const RulesetRegistry& rulesets,
                                            const EngineRegistry& engines,
                                            Diagnostics& diagnostics);

/// Same as readSavedGameText for the file at `path`.
std::optional<LoadedGame> loadSavedGameFile(const std::string& path,
                                            const RulesetRegistry& rulesets,
                                            const EngineRegistry& engines,
                                            Diagnostics& diagnostics);

/// Checks a saved game completely by loading and replaying it with `engines`
/// (the program's full registry: core and referee commands, ruleset states). Returns a one-line
/// summary (title, ruleset, commands and final state hash) if it loads, otherwise an empty string;
/// every problem is in `diagnostics`. For `adjutant-cli validate`.
std::string validateSavedGameFile(const std::string& path, const RulesetRegistry& rulesets,
                                  const EngineRegistry& engines, Diagnostics& diagnostics);

}  // namespace adjutant
