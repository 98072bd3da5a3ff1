#pragma once

// What one unit threatens as it stands, for the table to pick out when the unit
// is selected: the enemies it could fire at and those its charge could reach.
// Asked of the referee, so it holds for every ruleset.

#include <string>
#include <vector>

namespace adjutant {

class GameState;
class RulesetReferee;

struct EnemiesInReach {
    /// Enemies the unit's volley could be fired at as the units stand (in arc,
    /// in range, sight clear), whether or not a fire order may be given now.
    std::vector<std::string> fireTargets;
    /// Enemies within the unit's charge reach this bound: a charge on them
    /// would be accepted now, or they stand where its charge could get to.
    std::vector<std::string> chargeTargets;
};

EnemiesInReach enemiesInReach(const RulesetReferee& referee, const GameState& state,
                              const std::string& unitId);

}  // namespace adjutant
