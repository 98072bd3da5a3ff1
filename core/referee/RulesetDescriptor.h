#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/engine/RulesetStateFactory.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

class RulesetReferee;

/// The battle `adjutant-cli bench` times in a ruleset, and the pinned outcomes
/// test plays: two long lines of one unit type, of two nations of one war.
struct BenchArmy {
    std::string unitType;
    std::string nations[2];
    std::string period;
};

/// Everything the program knows of one ruleset engine, given in one place
/// (BuiltinRulesetDescriptors.cpp). Whatever lists the rulesets (the readers of
/// ruleset files, saved games and scenarios, the referees, the bench, the tests)
/// iterates over these, so a ruleset is added by its own folders and one line.
struct RulesetDescriptor {
    /// The engine key, as a ruleset file's "engine" names it: the one spelling
    /// of the engine in code and files.
    std::string engine;
    /// The id of the ruleset shipped for this engine, which names its file
    /// (resources/rulesets/<id>.json), its rules reference
    /// (resources/reference/<id>/) and its lessons (resources/lessons/<id>/).
    std::string shippedRuleset;
    /// The shipped scenario that teaches it (resources/scenarios/<name>.scenario.json).
    std::string tutorial;
    /// Where a ruleset that is not shipped keeps its own files, laid out as
    /// resources/ is (rulesets/, reference/, scenarios/, lessons/); its ruleset
    /// files are loaded after the shipped ones. Empty for a shipped ruleset.
    std::string resourceDir;
    /// Reads and checks the ruleset file's `tables` and words.
    RulesetTablesParser readTables;
    /// The ruleset's own part of a game state, made at the start and read back.
    RulesetStateFactory::Create createState;
    RulesetStateFactory::Read readState;
    /// Checks a scenario unit's `status` as the referee reads it when a game
    /// starts; problems go to the reader.
    UnitStatusChecker checkUnitStatus;
    /// The referee: the sequence of play, orders, odds, pictures and the
    /// computer's tactics.
    std::function<std::unique_ptr<const RulesetReferee>()> makeReferee;
    BenchArmy bench;
};

/// The descriptor of a ruleset whose referee, state and unit status are the
/// types given, each made and read by its own `create`, `fromJson` and `read`.
template <typename Referee, typename State, typename UnitState>
RulesetDescriptor describeRuleset(std::string_view engine, std::string shippedRuleset,
                                  std::string tutorial, RulesetTablesParser readTables,
                                  BenchArmy bench) {
    RulesetDescriptor descriptor;
    descriptor.engine = std::string(engine);
    descriptor.shippedRuleset = std::move(shippedRuleset);
    descriptor.tutorial = std::move(tutorial);
    descriptor.readTables = std::move(readTables);
    descriptor.createState = State::create;
    descriptor.readState = State::fromJson;
    descriptor.checkUnitStatus = [](const JsonReader& status) { UnitState::read(status); };
    descriptor.makeReferee = [] { return std::make_unique<Referee>(); };
    descriptor.bench = std::move(bench);
    return descriptor;
}

/// The ruleset engines the program knows, in the order they were added.
class RulesetDescriptors {
  public:
    /// Adds one; a second descriptor of an engine already known is a
    /// programming error (std::logic_error).
    void add(RulesetDescriptor descriptor);
    const RulesetDescriptor* find(std::string_view engine) const;
    /// The descriptor whose shipped ruleset has this id, or nullptr.
    const RulesetDescriptor* findShipped(std::string_view rulesetId) const;
    const std::vector<RulesetDescriptor>& all() const { return descriptors_; }

  private:
    std::vector<RulesetDescriptor> descriptors_;
};

/// The rulesets built into the program (BuiltinRulesetDescriptors.cpp).
const RulesetDescriptors& builtinRulesetDescriptors();

}  // namespace adjutant
