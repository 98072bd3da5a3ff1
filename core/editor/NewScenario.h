#pragma once

#include <array>
#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

struct RulesetDefinition;

/// What the new-scenario wizard asks for.
struct NewScenarioSpec {
    std::string title;
    std::string ruleset;  // ruleset id
    double tableWidth = 72.0;
    double tableHeight = 48.0;
    std::string figureScale = "15mm";
    std::string period;
    int year = 0;
    struct SideSpec {
        std::string id;
        std::string name;
        std::string nation;
        std::string colour;  // "#rrggbb"
        TableEdge baseline = TableEdge::Bottom;
    };
    std::array<SideSpec, 2> sides;
};

/// Sensible choices for a ruleset: its first figure scale and period, its
/// first two nations facing each other across the long edges, distinct colours.
NewScenarioSpec defaultNewScenarioSpec(const RulesetDefinition& ruleset);

/// An empty table for the spec: no terrain, no units, one deployment zone per
/// side along its baseline (a quarter of the table deep). Returns nothing, with
/// `error` set, when the spec is incomplete or does not fit the ruleset.
std::optional<Scenario> makeNewScenario(const NewScenarioSpec& spec,
                                        const RulesetDefinition& ruleset, std::string& error);

}  // namespace adjutant
