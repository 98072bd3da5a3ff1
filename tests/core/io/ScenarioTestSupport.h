#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/io/ScenarioReader.h"
#include "core/json/Diagnostics.h"
#include "core/json/JsonFile.h"
#include "core/model/Scenario.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant::test {

/// The rulesets shipped in resources/, loaded once for all scenario tests.
inline const RulesetRegistry& shippedRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry loaded = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
        EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
        return loaded;
    }();
    return registry;
}

inline std::string shippedScenarioPath(const std::string& name) {
    return std::string(adjutant::testResourceDir()) + "/scenarios/" + name;
}

inline const std::vector<std::string>& shippedScenarioNames() {
    static const std::vector<std::string> names{
        "tricorne-tutorial.scenario.json",    "princes-tutorial.scenario.json",
        "fire-effect-tutorial.scenario.json", "mollwitz-1741.scenario.json",
        "cowpens-1781.scenario.json",         "st-privat-1870.scenario.json",
        "leuthen-1757.scenario.json"};
    return names;
}

/// The parsed JSON of a shipped scenario, for tests that break it on purpose.
inline nlohmann::json shippedScenarioJson(const std::string& name) {
    Diagnostics diagnostics;
    auto json = readJsonFile(shippedScenarioPath(name), diagnostics);
    EXPECT_TRUE(json.has_value()) << diagnostics.toString();
    return json.value_or(nlohmann::json::object());
}

/// The tricorne tutorial: every test that breaks one field starts from it.
inline nlohmann::json tutorialJson() {
    return shippedScenarioJson("tricorne-tutorial.scenario.json");
}

/// Locations of the errors (not warnings) found, in order.
inline std::vector<std::string> errorLocations(const Diagnostics& diagnostics) {
    std::vector<std::string> locations;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error) {
            locations.push_back(item.location);
        }
    }
    return locations;
}

/// Field-by-field comparison, so that a failure names the field that differs.
inline void expectSameScenario(const Scenario& a, const Scenario& b) {
    EXPECT_EQ(a.formatVersion, b.formatVersion);
    EXPECT_EQ(a.title, b.title);
    EXPECT_EQ(a.ruleset, b.ruleset);
    EXPECT_EQ(a.options, b.options);
    EXPECT_EQ(a.figureScale, b.figureScale);
    EXPECT_EQ(a.period, b.period);
    EXPECT_EQ(a.year, b.year);
    EXPECT_EQ(a.notes, b.notes);
    EXPECT_EQ(a.table.width, b.table.width);
    EXPECT_EQ(a.table.height, b.table.height);
    ASSERT_EQ(a.table.areas.size(), b.table.areas.size());
    for (std::size_t i = 0; i < a.table.areas.size(); ++i) {
        const TerrainArea& x = a.table.areas[i];
        const TerrainArea& y = b.table.areas[i];
        EXPECT_TRUE(x.id == y.id && x.name == y.name && x.kind == y.kind &&
                    x.outline == y.outline && x.level == y.level)
            << "area " << i;
    }
    ASSERT_EQ(a.table.lines.size(), b.table.lines.size());
    for (std::size_t i = 0; i < a.table.lines.size(); ++i) {
        const LinearFeature& x = a.table.lines[i];
        const LinearFeature& y = b.table.lines[i];
        EXPECT_TRUE(x.id == y.id && x.name == y.name && x.kind == y.kind && x.points == y.points &&
                    x.crossings == y.crossings)
            << "line " << i;
    }
    ASSERT_EQ(a.map.has_value(), b.map.has_value());
    if (a.map) {
        EXPECT_EQ(a.map->file, b.map->file);
        EXPECT_EQ(a.map->topLeft, b.map->topLeft);
        EXPECT_EQ(a.map->inchesPerPixel, b.map->inchesPerPixel);
        EXPECT_EQ(a.map->opacity, b.map->opacity);
    }
    ASSERT_EQ(a.sides.size(), b.sides.size());
    for (std::size_t i = 0; i < a.sides.size(); ++i) {
        const Side& x = a.sides[i];
        const Side& y = b.sides[i];
        EXPECT_TRUE(x.id == y.id && x.name == y.name && x.nation == y.nation &&
                    x.colour == y.colour && x.baseline == y.baseline)
            << "side " << i;
        ASSERT_EQ(x.brigades.size(), y.brigades.size());
        for (std::size_t j = 0; j < x.brigades.size(); ++j) {
            EXPECT_TRUE(x.brigades[j].id == y.brigades[j].id &&
                        x.brigades[j].name == y.brigades[j].name &&
                        x.brigades[j].objective == y.brigades[j].objective &&
                        x.brigades[j].orders == y.brigades[j].orders &&
                        x.brigades[j].task == y.brigades[j].task &&
                        x.brigades[j].objectiveId == y.brigades[j].objectiveId)
                << "side " << i << " brigade " << j;
        }
        ASSERT_EQ(x.generals.size(), y.generals.size());
        for (std::size_t j = 0; j < x.generals.size(); ++j) {
            EXPECT_TRUE(x.generals[j].id == y.generals[j].id &&
                        x.generals[j].name == y.generals[j].name &&
                        x.generals[j].brigade == y.generals[j].brigade &&
                        x.generals[j].pose == y.generals[j].pose)
                << "side " << i << " general " << j;
        }
    }
    ASSERT_EQ(a.units.size(), b.units.size());
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const Unit& x = a.units[i];
        const Unit& y = b.units[i];
        SCOPED_TRACE("unit " + x.id);
        EXPECT_EQ(x.id, y.id);
        EXPECT_EQ(x.name, y.name);
        EXPECT_EQ(x.side, y.side);
        EXPECT_EQ(x.type, y.type);
        EXPECT_EQ(x.nation, y.nation);
        EXPECT_EQ(x.brigade, y.brigade);
        EXPECT_EQ(x.moraleClass, y.moraleClass);
        EXPECT_EQ(x.figures, y.figures);
        EXPECT_EQ(x.startFigures, y.startFigures);
        EXPECT_EQ(x.guns, y.guns);
        ASSERT_EQ(x.battalionGuns.has_value(), y.battalionGuns.has_value());
        if (x.battalionGuns) {
            EXPECT_EQ(x.battalionGuns->count, y.battalionGuns->count);
            EXPECT_EQ(x.battalionGuns->weapon, y.battalionGuns->weapon);
        }
        EXPECT_EQ(x.formation, y.formation);
        EXPECT_EQ(x.pose, y.pose);
        EXPECT_EQ(x.status, y.status);
    }
    ASSERT_EQ(a.deploymentZones.size(), b.deploymentZones.size());
    for (std::size_t i = 0; i < a.deploymentZones.size(); ++i) {
        EXPECT_TRUE(a.deploymentZones[i].side == b.deploymentZones[i].side &&
                    a.deploymentZones[i].name == b.deploymentZones[i].name &&
                    a.deploymentZones[i].outline == b.deploymentZones[i].outline)
            << "deployment zone " << i;
    }
    ASSERT_EQ(a.objectives.size(), b.objectives.size());
    for (std::size_t i = 0; i < a.objectives.size(); ++i) {
        EXPECT_TRUE(a.objectives[i].id == b.objectives[i].id &&
                    a.objectives[i].name == b.objectives[i].name &&
                    a.objectives[i].outline == b.objectives[i].outline)
            << "objective " << i;
    }
    const VictoryConditions& v = a.victory;
    const VictoryConditions& w = b.victory;
    EXPECT_EQ(v.given, w.given);
    EXPECT_EQ(v.bounds, w.bounds);
    EXPECT_EQ(v.breakPoint[0], w.breakPoint[0]);
    EXPECT_EQ(v.breakPoint[1], w.breakPoint[1]);
    EXPECT_EQ(v.lossPercentPerPoint, w.lossPercentPerPoint);
    EXPECT_EQ(v.lossPercentPerPointFor[0], w.lossPercentPerPointFor[0]);
    EXPECT_EQ(v.lossPercentPerPointFor[1], w.lossPercentPerPointFor[1]);
    EXPECT_EQ(v.drawMargin, w.drawMargin);
    EXPECT_EQ(v.decisiveMargin, w.decisiveMargin);
    EXPECT_EQ(v.holdDistance, w.holdDistance);
    ASSERT_EQ(v.objectives.size(), w.objectives.size());
    for (std::size_t i = 0; i < v.objectives.size(); ++i) {
        EXPECT_TRUE(v.objectives[i].objectiveId == w.objectives[i].objectiveId &&
                    v.objectives[i].value == w.objectives[i].value &&
                    v.objectives[i].holder == w.objectives[i].holder &&
                    v.objectives[i].byBound == w.objectives[i].byBound)
            << "victory objective " << i;
    }
}

}  // namespace adjutant::test
