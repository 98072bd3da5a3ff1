#include "core/language/ScenarioNames.h"

#include <algorithm>

#include "core/model/DisplayName.h"
#include "core/model/Scenario.h"

namespace adjutant {

std::vector<std::string> scenarioNames(const Scenario& scenario) {
    std::vector<std::string> names{scenario.title};
    for (const Side& side : scenario.sides) {
        names.push_back(side.name);
        names.push_back(displayName(side));
        for (const Brigade& brigade : side.brigades) {
            names.push_back(brigade.name);
        }
        for (const General& general : side.generals) {
            names.push_back(general.name);
        }
    }
    for (const Unit& unit : scenario.units) {
        names.push_back(unit.name);
        names.push_back(displayName(unit));
        names.push_back(unit.id);
    }
    for (const Objective& objective : scenario.objectives) {
        names.push_back(objective.name);
    }
    // The terrain's names, as the table shows them.
    for (const TerrainArea& area : scenario.table.areas) {
        names.push_back(area.name);
    }
    for (const LinearFeature& line : scenario.table.lines) {
        names.push_back(line.name);
        for (const WaterCrossing& crossing : line.crossings) {
            names.push_back(crossing.name);
        }
    }
    std::erase_if(names, [](const std::string& name) { return name.size() < 2; });
    std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
        return a.size() != b.size() ? a.size() > b.size() : a < b;
    });
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

}  // namespace adjutant
