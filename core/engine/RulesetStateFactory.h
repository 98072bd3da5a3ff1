#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/engine/RulesetGameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// Makes the ruleset-owned part of a game state, by the engine key of the game's
/// ruleset ("tricorne", "princes", "fireEffect"). Each ruleset engine registers
/// its maker explicitly; an engine that registered none gets a
/// GenericRulesetGameState, so every ruleset can be played from the start.
class RulesetStateFactory {
  public:
    /// Builds the state at the start of a game (it may read each Unit::status).
    using Create = std::function<std::unique_ptr<RulesetGameState>(const GameSetup& setup)>;
    /// Reads a state written by RulesetGameState::toJson; reports problems
    /// through the reader and returns nullptr if it cannot.
    using Read = std::function<std::unique_ptr<RulesetGameState>(const JsonReader& json,
                                                                 const GameSetup& setup)>;

    void registerEngine(const std::string& engine, Create create, Read read);
    bool hasEngine(const std::string& engine) const { return makers_.contains(engine); }

    std::unique_ptr<RulesetGameState> create(const GameSetup& setup) const;
    std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                               const GameSetup& setup) const;

  private:
    struct Makers {
        Create create;
        Read read;
    };
    const Makers* makersFor(const GameSetup& setup) const;

    std::map<std::string, Makers> makers_;
};

}  // namespace adjutant
