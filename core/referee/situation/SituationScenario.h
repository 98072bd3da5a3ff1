#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// The scenario part of a situation document, rewritten as a scenario document
/// for the scenario reader, with a map from the scenario's JSON pointers back
/// to the situation file's, so that every problem is reported where it is in
/// the file the user wrote.
///
/// Two layouts are accepted (docs/situations.md): the scenario layout (units
/// inside their side, each with a `pose`) and the compact one (a top-level
/// `units` list naming each unit's `side` by id, with `position` and `facing`,
/// the same for `generals`, and `terrain` instead of `table`). Members a scenario requires but a
/// situation need not give (format version, title, table, side names,
/// baselines and colours) get defaults.
class SituationScenario {
  public:
    SituationScenario(const nlohmann::json& situation, const std::string& file,
                      Diagnostics& diagnostics);

    const nlohmann::json& document() const { return scenario_; }
    /// The pointer in the situation file of a pointer in document().
    std::string filePointer(const std::string& scenarioPointer) const;
    /// Copies `problems` into `target` with their locations mapped to the file.
    void reportInFile(const Diagnostics& problems, Diagnostics& target) const;

  private:
    void mapPrefix(std::string scenarioPrefix, std::string filePrefix);
    /// Moves a compact top-level list (`units` or `generals`, each naming its
    /// `side` by id, with `position` and `facing`) into the sides.
    void moveCompact(const std::string& member, const nlohmann::json& list, const std::string& file,
                     Diagnostics& diagnostics);

    nlohmann::json scenario_;
    std::vector<std::pair<std::string, std::string>> prefixes_;  // scenario -> file
};

}  // namespace adjutant
