// adjutant-cli info SCENARIO: what a scenario holds, side by side.
#include <fmt/format.h>

#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "app/cli/CliCommands.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

namespace {

using nlohmann::json;

/// Totals of one side, as a player sizes up the two armies.
struct SideStrength {
    int units = 0;
    int figures = 0;
    int guns = 0;
    std::map<std::string, int> figuresByArm;  // "infantry" -> 36
};

std::string edgeName(TableEdge edge) {
    switch (edge) {
        case TableEdge::Top:
            return "top";
        case TableEdge::Left:
            return "left";
        case TableEdge::Right:
            return "right";
        case TableEdge::Bottom:
            break;
    }
    return "bottom";
}

std::string armOf(const Unit& unit, const RulesetDefinition* ruleset) {
    const UnitType* type = ruleset != nullptr ? ruleset->findUnitType(unit.type) : nullptr;
    return type != nullptr ? std::string(troopCategoryKey(type->arm)) : std::string("unknown");
}

SideStrength strengthOf(const Scenario& scenario, int side, const RulesetDefinition* ruleset) {
    SideStrength strength;
    for (const Unit& unit : scenario.units) {
        if (unit.side != side) {
            continue;
        }
        ++strength.units;
        strength.figures += unit.figures;
        strength.guns += unit.guns + (unit.battalionGuns ? unit.battalionGuns->count : 0);
        strength.figuresByArm[armOf(unit, ruleset)] += unit.figures;
    }
    return strength;
}

std::map<std::string, int> terrainCounts(const Table& table) {
    std::map<std::string, int> counts;
    for (const TerrainArea& area : table.areas) {
        ++counts[std::string(areaKindKey(area.kind))];
    }
    for (const LinearFeature& line : table.lines) {
        ++counts[std::string(linearKindKey(line.kind))];
    }
    return counts;
}

json infoJson(const Scenario& scenario, const RulesetDefinition* ruleset) {
    json sides = json::array();
    for (std::size_t i = 0; i < scenario.sides.size(); ++i) {
        const Side& side = scenario.sides[i];
        const SideStrength strength = strengthOf(scenario, static_cast<int>(i), ruleset);
        json brigades = json::array();
        for (const Brigade& brigade : side.brigades) {
            brigades.push_back(
                {{"id", brigade.id}, {"name", brigade.name}, {"objective", brigade.objective}});
        }
        json generals = json::array();
        for (const General& general : side.generals) {
            generals.push_back({{"id", general.id},
                                {"name", general.name},
                                {"brigade", general.brigade},
                                {"position", {general.pose.position.x, general.pose.position.y}},
                                {"facing", general.pose.facingDegrees}});
        }
        json units = json::array();
        for (const Unit& unit : scenario.units) {
            if (unit.side != static_cast<int>(i)) {
                continue;
            }
            units.push_back({{"id", unit.id},
                             {"name", unit.name},
                             {"type", unit.type},
                             {"arm", armOf(unit, ruleset)},
                             {"nation", unit.nation},
                             {"brigade", unit.brigade},
                             {"figures", unit.figures},
                             {"startFigures", unit.startFigures},
                             {"guns", unit.guns},
                             {"formation", std::string(formationKey(unit.formation))},
                             {"position", {unit.pose.position.x, unit.pose.position.y}},
                             {"facing", unit.pose.facingDegrees}});
        }
        sides.push_back({{"id", side.id},
                         {"name", side.name},
                         {"nation", side.nation},
                         {"baseline", edgeName(side.baseline)},
                         {"brigades", brigades},
                         {"generals", generals},
                         {"units", units},
                         {"strength",
                          {{"units", strength.units},
                           {"figures", strength.figures},
                           {"guns", strength.guns},
                           {"figuresByArm", strength.figuresByArm}}}});
    }
    return {{"title", scenario.title},
            {"ruleset", scenario.ruleset},
            {"figureScale", scenario.figureScale},
            {"period", scenario.period},
            {"year", scenario.year},
            {"table",
             {{"width", scenario.table.width},
              {"height", scenario.table.height},
              {"terrain", terrainCounts(scenario.table)}}},
            {"sides", sides},
            {"deploymentZones", scenario.deploymentZones.size()},
            {"objectives", scenario.objectives.size()}};
}

std::string countsText(const std::map<std::string, int>& counts) {
    std::string text;
    for (const auto& [key, count] : counts) {
        text += fmt::format("{}{} {}", text.empty() ? "" : ", ", count, key);
    }
    return text.empty() ? "none" : text;
}

void printInfo(const Scenario& scenario, const RulesetDefinition* ruleset) {
    std::cout << scenario.title << '\n';
    std::cout << fmt::format("ruleset {} ({}), {} figures, period {}, year {}\n", scenario.ruleset,
                             ruleset != nullptr ? ruleset->name : "not loaded",
                             scenario.figureScale, scenario.period.empty() ? "-" : scenario.period,
                             scenario.year);
    std::cout << fmt::format("table {} x {} in; terrain: {}\n", scenario.table.width,
                             scenario.table.height, countsText(terrainCounts(scenario.table)));
    for (std::size_t i = 0; i < scenario.sides.size(); ++i) {
        const Side& side = scenario.sides[i];
        const SideStrength strength = strengthOf(scenario, static_cast<int>(i), ruleset);
        std::cout << fmt::format("\nside {}: {} ({}), nation {}, baseline {}\n", i + 1, side.name,
                                 side.id, side.nation, edgeName(side.baseline));
        std::cout << fmt::format("  strength: {} units, {} figures ({}), {} guns\n", strength.units,
                                 strength.figures, countsText(strength.figuresByArm),
                                 strength.guns);
        for (const Brigade& brigade : side.brigades) {
            std::cout << fmt::format(
                "  brigade {}: {}{}\n", brigade.id, brigade.name,
                brigade.objective.empty() ? "" : " - objective: " + brigade.objective);
        }
        for (const General& general : side.generals) {
            std::cout << fmt::format("  general {}: {} at ({:g}, {:g}) facing {:g}\n", general.id,
                                     general.name, general.pose.position.x, general.pose.position.y,
                                     general.pose.facingDegrees);
        }
        for (const Unit& unit : scenario.units) {
            if (unit.side != static_cast<int>(i)) {
                continue;
            }
            std::cout << fmt::format(
                "  unit {}: {} - {}, {}/{} figures{}, {}, at ({:g}, {:g}) facing {:g}\n", unit.id,
                unit.name, unit.type, unit.figures, unit.startFigures,
                unit.guns > 0 ? fmt::format(", {} guns", unit.guns) : std::string(),
                formationName(unit.formation), unit.pose.position.x, unit.pose.position.y,
                unit.pose.facingDegrees);
        }
    }
    std::cout << fmt::format("\n{} deployment zones, {} objectives\n",
                             scenario.deploymentZones.size(), scenario.objectives.size());
}

int runInfo(const std::string& file, const CliContext& context) {
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, diagnostics,
                                                         context.userRulesetDir, *context.rulesets);
    Diagnostics reading;
    const auto scenario = readScenarioFile(file, rulesets, reading);
    if (!scenario) {
        // Ruleset loading problems explain an "unknown ruleset" error, so show both.
        std::cerr << diagnostics.toString() << reading.toString();
        return 1;
    }
    const RulesetDefinition* ruleset = rulesets.find(scenario->ruleset);
    if (context.json) {
        std::cout << infoJson(*scenario, ruleset).dump(2) << '\n';
    } else {
        printInfo(*scenario, ruleset);
    }
    return 0;
}

}  // namespace

void addInfoCommand(CLI::App& app, CliContext& context) {
    CLI::App* command =
        app.add_subcommand("info", "Describe a scenario: sides, brigades, units and terrain");
    auto file = std::make_shared<std::string>();
    command->add_option("scenario", *file, "the *.scenario.json file")->required();
    command->add_flag("--json", context.json, "print the description as JSON");
    command->callback([file, &context] { context.exitCode = runInfo(*file, context); });
}

}  // namespace adjutant::cli
