#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rules/tricorne/TricorneActionCode.h"

namespace adjutant {

/// One thing a unit does as the result of a response test or a morale test,
/// as a code with parameters (e.g. {"code": "fire", "distance": 5}), so that the
/// engine can carry it out and the journal can explain it.
struct TricorneAction {
    TricorneActionCode code = TricorneActionCode::ObeyOrders;
    std::optional<double> distance;      // fire at, recoil by (inches)
    std::optional<double> bounds;        // how long: rout bounds, follow-up bounds, ...
    std::optional<bool> chargingFactor;  // counter-charge with the charging melee column
    std::string condition;               // only when this holds, e.g. "fireStoppedCharge"
    std::optional<int> stands;           // how many stands turn to face; all when absent
    bool optional = false;               // the unit may do it, or not
    std::vector<std::string> targets;    // follow up: "routing", "retreating", "retiring"
    std::string targetArm;               // follow up only enemies of this arm
    bool notInSquare = false;            // not for a unit in square
    TricorneEscalation escalation = TricorneEscalation::None;
    std::optional<int> extraBoundPerPointAbove;  // rout: one more bound per point above this d
    bool forRestOfGame = false;                  // abandon guns for good

    /// The rout bounds this action gives for result d: `bounds`, plus one for each
    /// point of d above `extraBoundPerPointAbove` when that is set.
    int routBoundsFor(int d) const;
};

/// What a table cell says a unit does: either a leaf (one or more alternative
/// lists of actions, from which the player chooses) or a split on a property of
/// the situation (who charges, the cavalry's weight, the gun's weight, ...).
struct TricorneOutcome {
    std::string rule;  // the reading behind this cell, when it is not the table's own rule

    std::vector<std::vector<TricorneAction>> choices;  // a leaf: the alternatives

    std::string split;                  // empty for a leaf: "charger", "cavalryWeight", "category",
                                        // "gunWeight" or "aspect"
    double limitLb = 0;                 // "gunWeight": guns up to this weight take case "atMost"
    std::vector<std::string> caseKeys;  // parallel to caseOutcomes
    std::vector<TricorneOutcome> caseOutcomes;

    bool isLeaf() const { return split.empty(); }
    /// The outcome for one case of a split, or nullptr.
    const TricorneOutcome* caseFor(const std::string& key) const;
    /// The first (or only) list of actions of a leaf; empty for a split.
    const std::vector<TricorneAction>& actions() const;
};

/// One situation line of a morale result, e.g. "infantry in melee", tried in
/// order; the last one of every category is "otherwise".
struct TricorneSituationCase {
    std::string when;  // "inMelee", "inSquareAgainstCavalry", "limbered", "unlimbered", "otherwise"
    TricorneOutcome outcome;
};

/// One row of a result table: the range of d = die - PMS it covers and what each
/// column (response table) or each troop category (morale results) does.
struct TricorneBand {
    std::string key;          // "fourOrFiveUnder"
    std::optional<int> dMin;  // absent: no lower bound
    std::optional<int> dMax;  // absent: no upper bound
    std::string rule;
    std::vector<std::string> columnKeys;  // response table: parallel to columns
    std::vector<TricorneOutcome> columns;
    std::vector<std::string> categoryKeys;  // morale results: parallel to situations
    std::vector<std::vector<TricorneSituationCase>> situations;

    bool contains(int d) const;
    const TricorneOutcome* column(const std::string& columnKey) const;
    const std::vector<TricorneSituationCase>* category(const std::string& categoryKey) const;
};

/// A table of bands covering every d without gaps or overlaps, lowest first.
struct TricorneBandTable {
    std::string rule;
    std::vector<TricorneBand> bands;

    const TricorneBand* find(int d) const;
};

}  // namespace adjutant
