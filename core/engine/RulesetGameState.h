#pragma once

#include <memory>
#include <nlohmann/json.hpp>

namespace adjutant {

class UnitPositionIndex;

/// The part of a game's state that only one ruleset understands: per-unit
/// status such as shaken, unformed or rout bounds owed, initiative owed, the
/// melees in progress. The engine copies, saves and hashes it without looking
/// inside; the ruleset's own procedures downcast to their concrete type.
///
/// Instances are made by the RulesetStateFactory from the engine key of the
/// game's ruleset.
class RulesetGameState {
  public:
    virtual ~RulesetGameState() = default;

    virtual std::unique_ptr<RulesetGameState> clone() const = 0;

    /// The whole state as JSON. It must be canonical (equal states give equal
    /// JSON, whatever order things happened in), because the state hash is taken
    /// over it and a replay is checked by that hash.
    virtual nlohmann::json toJson() const = 0;

    /// Whether `other` holds the same state, as equal JSON would say. The engine
    /// asks after every command whether the ruleset's part changed, so a ruleset
    /// whose state can be compared directly overrides this cheaper check.
    virtual bool sameAs(const RulesetGameState& other) const { return toJson() == other.toJson(); }

    /// An index of the scenario's unit ids that this state made for itself,
    /// for the game state to share rather than make another (ids never change
    /// in a game, and one index takes less of the cache than two); nullptr
    /// when it has none.
    virtual std::shared_ptr<const UnitPositionIndex> unitPlaces() const { return nullptr; }

    /// Takes over what `source` derived from its state and keeps beside it (a
    /// cache of layouts, a spatial index), leaving `source` without it. Called
    /// on a copy of `source` made a moment before, that is to replace it; the
    /// default keeps nothing derived and does nothing.
    virtual void takeDerivedDataFrom(RulesetGameState& source) { (void)source; }
};

}  // namespace adjutant
