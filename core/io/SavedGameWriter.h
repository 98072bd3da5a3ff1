#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "core/io/SavedGamePlayers.h"
#include "core/json/AppendOnlyFile.h"
#include "core/json/WriterLock.h"

namespace adjutant {

class Game;

/// The header line of a saved game: format, version, ruleset, options, seed
/// and the whole scenario. `scenarioFolder`, when given, is where the
/// scenario's own files (its map image) are, relative to the saved game's
/// folder: the scenario names them relative to itself, and a game is usually
/// saved somewhere else. `players` goes in as "players" only when the
/// computer plays a side.
nlohmann::json savedGameHeader(const Game& game, const std::string& scenarioFolder = {},
                               const SidePlayers& players = {});

/// The whole saved game as text: the header and every journal entry, one per line.
std::string savedGameText(const Game& game, const std::string& scenarioFolder = {},
                          const SidePlayers& players = {});

/// Writes the whole game to `path` atomically ("save as"); an existing file is
/// replaced only once the new one is complete. Refused when another program is
/// writing the file (WriterLock). Returns an empty string on success, otherwise
/// what went wrong.
std::string saveGameAs(const std::string& path, const Game& game);

/// Autosave: keeps a saved game up to date after every command by appending
/// the new journal entries and flushing them to disk, so that a crash loses at
/// most the entry being written and never the file. It holds the file's
/// WriterLock for as long as it lives, so no other program writes the game
/// meanwhile; appends go through AppendOnlyFile (checked, never through a link).
class SavedGameWriter {
  public:
    /// Locks `path`, writes the whole game to it atomically, then keeps the file
    /// open for appending. Returns nullptr and sets `error` if the file cannot be
    /// written or another program is writing it.
    /// `scenarioFolder` and `players` go into the header (see savedGameHeader).
    static std::unique_ptr<SavedGameWriter> start(const std::string& path, const Game& game,
                                                  std::string& error,
                                                  const std::string& scenarioFolder = {},
                                                  const SidePlayers& players = {});

    SavedGameWriter(const SavedGameWriter&) = delete;
    SavedGameWriter& operator=(const SavedGameWriter&) = delete;
    ~SavedGameWriter() = default;

    /// Appends the entries the game's journal gained since the last call.
    /// After a failed write the next call rewrites the whole file instead, so
    /// a half-written line never ends up in the middle of the journal.
    /// Returns an empty string on success, otherwise what went wrong.
    std::string appendNewEntries(const Game& game);

    const std::string& path() const { return path_; }
    std::size_t entriesWritten() const { return written_; }

  private:
    SavedGameWriter(std::string path, std::string scenarioFolder, SidePlayers players);
    std::string rewrite(const Game& game);

    std::string path_;
    std::string scenarioFolder_;
    SidePlayers players_;
    std::shared_ptr<WriterLock> lock_;
    std::unique_ptr<AppendOnlyFile> file_;
    std::size_t written_ = 0;
    bool mustRewrite_ = false;
};

}  // namespace adjutant
