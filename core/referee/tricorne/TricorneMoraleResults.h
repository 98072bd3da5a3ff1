#pragma once

#include <string>
#include <vector>

#include "core/model/TroopCategory.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

/// What the morale results table (15.5) needs to know about a unit besides d:
/// its column and which situation line of that column applies.
struct MoraleSituation {
    std::optional<TroopCategory> category;  // infantry (light infantry too), cavalry, artillery
    bool inMelee = false;
    bool inSquareAgainstCavalry = false;
    bool limbered = false;
    bool inSquare = false;
};

/// The situation of a unit now: in melee when it fought this bound, touches an
/// enemy or took melee casualties; in square against cavalry when it is in
/// square and the enemy in contact, or the cause of a trigger, is cavalry.
MoraleSituation moraleSituationOf(const TricorneContext& context, const Unit& unit);

/// One looked-up row of 15.5: the band, the situation line chosen and its actions.
struct MoraleRow {
    const TricorneBand* band = nullptr;
    std::string situation;  // the `when` of the line used
    std::string rule;       // the line's reading when it has one (A27, A28), else the band's
    std::vector<TricorneAction> actions;
};

/// Looks d up in the morale results for the situation. Lines are tried in the
/// table's order. Reading: a square fighting cavalry reads its "in square
/// against cavalry" line, not "in melee"; actions marked "not in square" are
/// dropped for a square, and a line left with nothing falls through to the next.
MoraleRow lookUpMoraleRow(const TricorneTables& tables, const MoraleSituation& situation, int d);

/// 13.5 and A46: a return check succeeds on "obey orders or better", i.e. on a
/// d no higher than the highest band whose infantry line is "obey orders".
bool obeyOrdersOrBetter(const TricorneTables& tables, int d);

}  // namespace adjutant
