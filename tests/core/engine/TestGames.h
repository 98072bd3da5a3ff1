#pragma once

// A small ruleset and scenario built in code, shared by the engine and saved-game
// tests, so that they do not depend on the shipped resource files.

#include <memory>
#include <string>
#include <vector>

#include "core/engine/GameSetup.h"
#include "core/model/Scenario.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::testing {

/// Units with these ids and nothing else set: for the tests of what indexes
/// units by their id and place.
inline std::vector<Unit> unitsNamed(const std::vector<std::string>& ids) {
    std::vector<Unit> units;
    for (const std::string& id : ids) {
        Unit unit;
        unit.id = id;
        units.push_back(unit);
    }
    return units;
}

inline RulesetDefinition makeTestRuleset() {
    RulesetDefinition ruleset;
    ruleset.id = "testrules";
    ruleset.engine = "testEngine";
    ruleset.name = "Test rules";

    UnitType musketeer;
    musketeer.key = "musketeer";
    musketeer.name = "musketeer battalion";
    musketeer.arm = TroopCategory::Infantry;
    musketeer.formations = {Formation::Line, Formation::ColumnOfRoute, Formation::Square};
    ruleset.unitTypes.push_back(musketeer);

    UnitType dragoon;
    dragoon.key = "dragoon";
    dragoon.name = "dragoon regiment";
    dragoon.arm = TroopCategory::Cavalry;
    dragoon.formations = {Formation::Line, Formation::ColumnOfRoute};
    ruleset.unitTypes.push_back(dragoon);

    ruleset.sequence = {{"charges", "Declare charges", "8", ""},
                        {"movement", "Movement", "13", ""},
                        {"fire", "Fire", "14", ""}};
    ruleset.maxFigures["prussia"]["musketeer"] = 36;

    RuleOption option;
    option.id = "firstVolley";
    option.name = "First volley bonus";
    option.defaultChoice = "plusOne";
    option.choices = {{"plusOne", "+1"}, {"none", "no bonus"}};
    ruleset.options.push_back(option);
    return ruleset;
}

inline Unit makeTestUnit(std::string id, int side, std::string type, Vec2 at, double facing) {
    Unit unit;
    unit.name = "Unit " + id;
    unit.side = side;
    unit.type = std::move(type);
    unit.nation = side == 0 ? "prussia" : "austria";
    unit.figures = 24;
    unit.startFigures = 24;
    unit.pose = Pose{at, facing};
    unit.id = std::move(id);
    return unit;
}

inline std::shared_ptr<const Scenario> makeTestScenario() {
    auto scenario = std::make_shared<Scenario>();
    scenario->title = "Test skirmish";
    scenario->ruleset = "testrules";
    scenario->table.width = 48;
    scenario->table.height = 36;
    scenario->sides = {
        Side{"prussia", "Prussians", "prussia", "#203060", TableEdge::Bottom, {}, {}},
        Side{"austria", "Austrians", "austria", "#f0f0f0", TableEdge::Top, {}, {}}};
    scenario->units = {makeTestUnit("ir12", 0, "musketeer", {20, 30}, 0),
                       makeTestUnit("drag1", 0, "dragoon", {35, 30}, 0),
                       makeTestUnit("ir4", 1, "musketeer", {24, 6}, 180)};
    return scenario;
}

inline std::shared_ptr<const GameSetup> makeTestSetup(const RulesetDefinition& ruleset,
                                                      std::uint64_t seed = 7) {
    auto setup = std::make_shared<GameSetup>();
    setup->scenario = makeTestScenario();
    setup->ruleset = &ruleset;
    setup->seed = seed;
    return setup;
}

}  // namespace adjutant::testing
