#pragma once

// What the table's edge does to a unit falling back or running from the
// enemy, in every ruleset: a router whose move reaches the edge leaves the
// table there; any other move that would cross it stops at it. Each ruleset
// words and cites the two its own way.

#include "core/rules/Explanation.h"
#include "core/rules/RulesText.h"

namespace adjutant {

/// How an explanation gives the table's edge ending a move: its line's
/// label, the rule it cites and a note.
struct TableEdgeWords {
    RulesText label;
    RulesText rule;
    RulesText note;
};

/// Ends a move of `distance` inches at the table's edge, `edge` inches along
/// it. A unit that `leavesTable` leaves the table there (`move.leftTable`),
/// explained by `leaving`; any other move that would cross the edge stops at
/// it (`move.stoppedAtTableEdge`), explained by `stopping`.
template <typename Move>
void endAtTableEdge(Move& move, double edge, bool leavesTable, double& distance, Explanation& why,
                    const TableEdgeWords& leaving, const TableEdgeWords& stopping) {
    if (leavesTable) {
        move.leftTable = true;
        distance = edge;
        why.add(leaving.label, edge, leaving.rule, leaving.note);
    } else if (distance > edge) {
        distance = edge;
        move.stoppedAtTableEdge = true;
        why.add(stopping.label, edge, stopping.rule, stopping.note);
    }
}

}  // namespace adjutant
