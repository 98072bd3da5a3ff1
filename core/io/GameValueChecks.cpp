#include "core/io/GameValueChecks.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

std::string sideLabel(const Side& side) {
    return side.name.empty() ? fmt::format("side \"{}\"", side.id)
                             : fmt::format("side \"{}\" ({})", side.id, side.name);
}

std::string pointsText(double points) {
    return fmt::format("{:g}", points);
}

void warnPoints(double points, const std::string& what, const std::string& location,
                const std::string& file, Diagnostics& diagnostics) {
    if (points > limits::kMostVictoryPoints) {
        diagnostics.warning(file, location,
                            fmt::format("{} {} points; victory points above {:g} make every other "
                                        "objective meaningless",
                                        what, pointsText(points), limits::kMostVictoryPoints));
    }
}

bool namesAModifier(const std::string& key) {
    return key.find("odifier") != std::string::npos;
}

void walkModifiers(const nlohmann::json& node, const std::string& pointer, bool underModifier,
                   const std::string& file, Diagnostics& diagnostics) {
    if (node.is_object()) {
        for (const auto& [key, value] : node.items()) {
            walkModifiers(value, pointer + "/" + key, underModifier || namesAModifier(key), file,
                          diagnostics);
        }
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i) {
            walkModifiers(node[i], fmt::format("{}/{}", pointer, i), underModifier, file,
                          diagnostics);
        }
    } else if (underModifier && node.is_number() &&
               std::abs(node.get<double>()) > limits::kMostDieModifier) {
        diagnostics.warning(
            file, pointer,
            fmt::format("a die modifier of {:+g} decides every roll whatever the die shows "
                        "(expected at most {:g} either way: the rules throw one or two d6)",
                        node.get<double>(), limits::kMostDieModifier));
    }
}

}  // namespace

void checkScenarioPlayable(const Scenario& scenario, const std::string& file,
                           Diagnostics& diagnostics) {
    for (std::size_t side = 0; side < scenario.sides.size(); ++side) {
        const bool hasUnit =
            std::any_of(scenario.units.begin(), scenario.units.end(),
                        [&](const Unit& unit) { return unit.side == static_cast<int>(side); });
        if (!hasUnit) {
            diagnostics.error(file, fmt::format("/sides/{}/units", side),
                              fmt::format("{} has no units: a battle needs each side to have a "
                                          "unit, or it cannot be won or lost",
                                          sideLabel(scenario.sides[side])));
        }
    }
    const VictoryConditions& victory = scenario.victory;
    for (std::size_t i = 0; i < victory.objectives.size(); ++i) {
        const VictoryObjective& entry = victory.objectives[i];
        warnPoints(entry.value, fmt::format("the objective \"{}\" is worth", entry.objectiveId),
                   fmt::format("/victory/objectives/{}/value", i), file, diagnostics);
    }
    warnPoints(victory.drawMargin, "a draw margin of", "/victory/drawMargin", file, diagnostics);
    warnPoints(victory.decisiveMargin, "a decisive margin of", "/victory/decisiveMargin", file,
               diagnostics);
    // The whole enemy army lost scores 100 / rate points.
    for (int side = 0; side < 2; ++side) {
        const double rate = victory.lossPercentPerPointOf(side);
        if (rate > 0 && 100 / rate > limits::kMostVictoryPoints) {
            diagnostics.warning(
                file, "/victory/lossPercentPerPoint",
                fmt::format("a point for each {:g}% of the enemy's army lost makes its whole army "
                            "worth {} points; victory points above {:g} make every objective "
                            "meaningless",
                            rate, pointsText(100 / rate), limits::kMostVictoryPoints));
            break;
        }
    }
}

void warnAbsurdDieModifiers(const nlohmann::json& ruleset, const std::string& file,
                            Diagnostics& diagnostics) {
    walkModifiers(ruleset, "", false, file, diagnostics);
}

}  // namespace adjutant
