#pragma once

#include <memory>
#include <set>
#include <string>

#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// Reads the parts of a ruleset file that every ruleset shares (identity,
/// catalogue, sequence of play, options, unit-size caps) and checks every
/// cross-reference between them, reporting each problem with its JSON pointer.
///
/// The engine-specific `tables` are kept as raw JSON here; the registry hands
/// them to the engine's own parser once the shared parts are known.
class RulesetLoader {
  public:
    /// `knownEngines` lets the loader name the engines a file may ask for.
    explicit RulesetLoader(std::set<std::string> knownEngines);

    /// Parses a whole ruleset document. Always returns a definition (possibly
    /// partial); the caller checks the reader's diagnostics for errors.
    std::shared_ptr<RulesetDefinition> parse(const JsonReader& root) const;

  private:
    void readIdentity(const JsonReader& root, RulesetDefinition& out) const;
    void readFigureScales(const JsonReader& root, RulesetDefinition& out) const;
    void readLayouts(const JsonReader& root, RulesetDefinition& out) const;
    void readUnitTypes(const JsonReader& root, RulesetDefinition& out) const;
    void readUnitType(const std::string& key, const JsonReader& entry,
                      RulesetDefinition& out) const;
    void readSequence(const JsonReader& root, RulesetDefinition& out) const;
    void readOptions(const JsonReader& root, RulesetDefinition& out) const;
    void readPeriodNames(const JsonReader& root, RulesetDefinition& out) const;
    void readMaxFigures(const JsonReader& root, RulesetDefinition& out) const;
    /// `words`: groups of key -> the text a player reads; `reference` too.
    void readWords(const JsonReader& root, RulesetDefinition& out) const;

    std::set<std::string> knownEngines_;
};

}  // namespace adjutant
