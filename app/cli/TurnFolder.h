#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace adjutant::cli {

/// The folder two programs playing by file share: the turn files of one game,
/// named "<game8>-<number>-<from>-to-<to>.turn.jsonl", numbered from 1 by
/// their sender, so that each side finds those addressed to it in the order
/// they were written.
class TurnFolder {
  public:
    struct File {
        std::string path;
        std::uint64_t number = 0;
    };

    TurnFolder(std::string folder, const std::string& gameId);

    const std::string& folder() const { return folder_; }
    std::string pathOf(std::uint64_t number, const std::string& from, const std::string& to) const;
    /// The game's files `from` sent `to`, by their number.
    std::vector<File> filesFrom(const std::string& from, const std::string& to) const;

    /// Every turn file in `folder`, by name; hidden ones (being written) aside.
    static std::vector<std::string> turnFilesIn(const std::string& folder);

  private:
    std::string folder_;
    std::string prefix_;  // the game's first 8 digits and a dash
};

}  // namespace adjutant::cli
