#pragma once

#include <set>
#include <string>

#include "core/model/Scenario.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// What the parts of a scenario reader share while one file is read: the
/// ruleset and figure scale it names (null when unknown, so that checks which
/// need them are skipped instead of piling up follow-on errors) and the table
/// every shape and unit must lie on.
struct ScenarioReadContext {
    /// The rulesets the reader knows, whose engines check each unit's status.
    const RulesetRegistry* rulesets = nullptr;
    const RulesetDefinition* ruleset = nullptr;
    const FigureScale* figureScale = nullptr;
    /// Width and height of the table; zero when the file gave no usable size,
    /// which turns the "on the table" checks off.
    double tableWidth = 0.0;
    double tableHeight = 0.0;
    /// Ids of every unit and general read so far: commands name pieces by id,
    /// so two pieces may never share one.
    std::set<std::string> pieceIds;

    bool tableKnown() const { return tableWidth > 0.0 && tableHeight > 0.0; }
};

}  // namespace adjutant
