#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// Parses and validates the `tables` of one ruleset engine, reporting every
/// problem (a missing row, a wrong type) through the reader with its JSON path.
using RulesetTablesParser = std::function<std::shared_ptr<const RulesetTables>(
    const JsonReader& tables, const RulesetDefinition& definition)>;

/// Checks a scenario unit's `status` as an engine's referee reads it when a
/// game starts: a member of the wrong type is an error at its JSON pointer, an
/// unknown one a warning.
using UnitStatusChecker = std::function<void(const JsonReader& status)>;

/// The rulesets the program knows, loaded and validated from JSON files.
///
/// Engines are registered explicitly by key (see BuiltinRulesets.h); a ruleset
/// file names its engine, so a player's house-rules copy with another id runs
/// on the same procedures with different numbers.
class RulesetRegistry {
  public:
    void registerEngine(const std::string& engine, RulesetTablesParser parser,
                        UnitStatusChecker checkStatus = {});
    bool hasEngine(const std::string& engine) const;
    /// Checks a unit's starting status as the referee of `engine` reads it. The
    /// scenario reader asks this, so `validate`, a new game, a saved game's
    /// header and a situation all refuse the same status with the same
    /// message. An engine with no status of its own (or none known) takes any
    /// object.
    void checkUnitStatus(const std::string& engine, const JsonReader& status) const;

    /// Reads one ruleset file. Returns the loaded ruleset on success; on failure
    /// every problem is in `diagnostics` and nothing is added.
    const RulesetDefinition* loadFile(const std::string& path, Diagnostics& diagnostics);
    /// Loads every `*.json` in a folder; true if all loaded cleanly.
    bool loadDirectory(const std::string& folder, Diagnostics& diagnostics);
    /// Parses a ruleset without adding it (for `adjutant-cli validate`).
    std::shared_ptr<const RulesetDefinition> parseFile(const std::string& path,
                                                       Diagnostics& diagnostics) const;
    /// The same for a document already parsed; `name` is used in diagnostics.
    std::shared_ptr<const RulesetDefinition> parseDocument(const nlohmann::json& document,
                                                           const std::string& name,
                                                           Diagnostics& diagnostics) const;

    const RulesetDefinition* find(const std::string& id) const;
    std::vector<const RulesetDefinition*> all() const;

  private:
    struct Engine {
        RulesetTablesParser readTables;
        UnitStatusChecker checkStatus;
    };
    std::map<std::string, Engine> engines_;
    std::map<std::string, std::shared_ptr<const RulesetDefinition>> rulesets_;
};

}  // namespace adjutant
