#pragma once

#include <optional>
#include <string>

#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

class GameState;

/// Everything a Tricorne and Musket procedure reads, in one place: the game
/// state, the typed tables, the rule readings chosen for this game, each unit's
/// troop type and its stands on the table. Procedures take a context to decide
/// and a GameState& to change.
class TricorneContext {
public:
    explicit TricorneContext(const GameState& state);

    const GameState& state() const { return state_; }
    const TricorneTables& tables() const { return tables_; }
    const TricorneGameState& tricorne() const { return tricorne_; }
    /// The reading in force for every option of the ruleset.
    const RuleChoices& choices() const { return choices_; }
    /// The reading of one option ("" if the ruleset has no such option).
    std::string option(const std::string& optionId) const;

    /// The scenario's figure-scale multiplier on every movement and firing distance (1.4).
    double distanceMultiplier() const { return distanceMultiplier_; }
    /// A distance from the tables (15/25 mm inches) in table inches for this game.
    double scaled(double tableInches) const { return tableInches * distanceMultiplier_; }

    const Unit* unit(const std::string& id) const;
    const TricorneUnitState& status(const std::string& id) const { return tricorne_.unit(id); }
    /// How the tables see the unit's type; nullptr for a type the tables lack.
    const TricorneTroopType* troop(const Unit& unit) const;
    /// The unit's stands as they stand now (unformed or reforming as its status says).
    std::optional<geometry::UnitLayout> layout(const Unit& unit) const;

    /// A factor's value under this game's readings; 0 if the table has no such row.
    double factor(const TricorneFactorTable& table, const std::string& key) const;

private:
    const GameState& state_;
    const TricorneTables& tables_;
    const TricorneGameState& tricorne_;
    RuleChoices choices_;
    double distanceMultiplier_ = 1.0;
};

}  // namespace adjutant
