#pragma once

#include <string>
#include <vector>

#include "core/referee/Resolution.h"

namespace adjutant {

class DiceSource;
class GameState;
struct TricorneInitiativeModifier;
struct TricorneTables;

/// One national modifier that applies to a side's initiative roll (7.2, A7).
struct TricorneInitiativeTerm {
    std::string key;  // the table row, e.g. "prussians"
    double value = 0;
    std::string rule;
};

/// The initiative modifiers for a side of `nation` against `opponentNation` in
/// a game of `period`: every row naming the nation and the period, unless the
/// row's exception (Prussians against Swedes in the SYW) applies. Each side's
/// modifiers are its own; both sides may have some (A7).
std::vector<TricorneInitiativeTerm> initiativeModifiers(const TricorneTables& tables,
                                                        const std::string& nation,
                                                        const std::string& opponentNation,
                                                        const std::string& period);

/// Rolls the initiative (7.2): a d6 for each side (the scenario's first side
/// first) plus its national modifiers. The higher total wins as many free
/// bounds as the difference; equal totals start together. Sets
/// `tricorne.initiative` and returns the record with its explanation tree.
Resolution rollInitiative(GameState& state, DiceSource& dice);

}  // namespace adjutant
