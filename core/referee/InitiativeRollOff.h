#pragma once

// The initiative roll-off of the rulesets that alternate player turns (War of
// Princes 8.0, Fire Effect 9.0): every side rolls a die, the highest has the
// first turn, and a tie for the highest rolls again; and the order of player
// turns it leaves, as the phase tracker is told it.

#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/Resolution.h"
#include "core/referee/TurnReport.h"
#include "core/rules/Explanation.h"

namespace adjutant {

struct InitiativeRollOff {
    int first = 0;           // the side that rolled highest
    std::vector<int> rolls;  // the last round's dice, one a side
};

/// Rolls every side's die ("initiative: <side>") until one side's is the
/// highest alone; each die, and each tie, goes into `why` citing `rule`.
InitiativeRollOff rollOffForInitiative(const GameState& state, DiceSource& dice, Explanation& why,
                                       const char* rule);

/// How a ruleset settles the initiative of its bound: the section it cites,
/// whether the sides roll for it this bound (else the scenario's first side
/// has it throughout), and its words. The notes follow the first side's name;
/// `summary` is formatted with the bound and that name.
struct BoundInitiativeRule {
    const char* rule = "";
    bool rolled = false;
    const char* rolledNote = "";
    const char* fixedNote = "";
    const char* summary = "";
};

/// The initiative step of a bound: the roll-off (its dice kept in `rolls`) or
/// the scenario's order, written into `order` and the side to act; `why`
/// holds whatever the ruleset explained before it.
Resolution resolveBoundInitiative(GameState& state, DiceSource& dice, Explanation why,
                                  const BoundInitiativeRule& how, std::vector<int>& order,
                                  std::vector<int>& rolls);

/// The sides in the order of their player turns, `first` first.
std::vector<int> turnOrderFrom(int first, int sides);

/// The initiative as `order` (the sides in the order of their player turns;
/// empty before the first roll) gives it, citing `rule`: decided once the
/// initiative step of the bound is past.
InitiativeReport initiativeFromTurnOrder(const GameState& state, const std::vector<int>& order,
                                         std::string rule);

}  // namespace adjutant
