#include "core/referee/situation/SituationScenario.h"

#include <fmt/format.h>

#include <filesystem>

namespace adjutant {

namespace {

// Members a situation has beyond a scenario's; the scenario reader never sees them.
constexpr std::string_view kSituationMembers[] = {
    "description", "note", "bound",  "step",  "initiative", "fireOrders", "charges",     "melees",
    "question",    "dice", "expect", "units", "terrain",    "generals",   "phasingSide", "seed"};

// Sides need a colour to be drawn; a situation is never drawn, so any will do.
constexpr const char* kColours[] = {"#1f3a68", "#f2f2f2"};

// Terrain needs ids only to be told apart in messages; a situation may omit them.
void nameUnnamed(nlohmann::json& features, const char* kind) {
    if (!features.is_array()) {
        return;
    }
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (features[i].is_object() && !features[i].contains("id")) {
            features[i]["id"] = fmt::format("{}-{}", kind, i);
        }
    }
}

}  // namespace

SituationScenario::SituationScenario(const nlohmann::json& situation, const std::string& file,
                                     Diagnostics& diagnostics)
    : scenario_(situation) {
    for (std::string_view key : kSituationMembers) {
        scenario_.erase(std::string(key));
    }
    if (!scenario_.contains("formatVersion")) {
        scenario_["formatVersion"] = 1;
    }
    if (!scenario_.contains("title")) {
        scenario_["title"] = std::filesystem::path(file).filename().string();
    }
    if (!scenario_.contains("table")) {
        scenario_["table"] = {{"width", 72}, {"height", 48}};
    }
    // Terrain goes into the table, which must then be an object; the scenario
    // reader reports a table of any other type.
    if (situation.contains("terrain") && situation["terrain"].is_object() &&
        scenario_["table"].is_object()) {
        for (const char* kind : {"areas", "lines"}) {
            if (situation["terrain"].contains(kind)) {
                scenario_["table"][kind] = situation["terrain"][kind];
                nameUnnamed(scenario_["table"][kind], kind);
                mapPrefix(fmt::format("/table/{}", kind), fmt::format("/terrain/{}", kind));
            }
        }
    }
    const bool compact = situation.contains("units");
    if (scenario_.contains("sides") && scenario_["sides"].is_array()) {
        std::size_t index = 0;
        for (auto& side : scenario_["sides"]) {
            if (side.is_object()) {
                if (!side.contains("colour")) {
                    side["colour"] = kColours[index % 2];
                }
                if (!side.contains("baseline")) {
                    side["baseline"] = index == 0 ? "bottom" : "top";
                }
                if (!side.contains("name") && side.contains("id")) {
                    side["name"] = side["id"];
                }
                if (compact && !side.contains("units")) {
                    side["units"] = nlohmann::json::array();
                }
            }
            ++index;
        }
    }
    for (const char* member : {"units", "generals"}) {
        if (situation.contains(member)) {
            moveCompact(member, situation[member], file, diagnostics);
        }
    }
}

void SituationScenario::moveCompact(const std::string& member, const nlohmann::json& units,
                                    const std::string& file, Diagnostics& diagnostics) {
    if (!units.is_array()) {
        diagnostics.error(file, "/" + member, "expected an array");
        return;
    }
    for (std::size_t j = 0; j < units.size(); ++j) {
        const nlohmann::json& unit = units[j];
        const std::string at = fmt::format("/{}/{}", member, j);
        if (!unit.is_object()) {
            diagnostics.error(file, at, "expected an object");
            continue;
        }
        const auto sideMember = unit.find("side");
        if (sideMember == unit.end() || !sideMember->is_string()) {
            diagnostics.error(file, at + "/side",
                              "expected the id of one of the situation's sides (a string)");
            continue;
        }
        const std::string sideId = sideMember->get<std::string>();
        std::optional<std::size_t> side;
        for (std::size_t s = 0; scenario_["sides"].is_array() && s < scenario_["sides"].size();
             ++s) {
            // Sides of the wrong shape are the scenario reader's to report.
            const nlohmann::json& candidate = scenario_["sides"][s];
            const auto id = candidate.is_object() ? candidate.find("id") : candidate.end();
            if (id != candidate.end() && id->is_string() && id->get<std::string>() == sideId) {
                side = s;
            }
        }
        if (!side) {
            diagnostics.error(file, at + "/side",
                              fmt::format("no side \"{}\" in this situation's sides", sideId));
            continue;
        }
        nlohmann::json converted = unit;
        converted.erase("side");
        converted.erase("position");
        converted.erase("facing");
        if (unit.contains("position") || unit.contains("facing")) {
            nlohmann::json pose = nlohmann::json::object();
            if (unit.contains("position")) {
                pose["position"] = unit["position"];
            }
            pose["facing"] = unit.contains("facing") ? unit["facing"] : nlohmann::json(0);
            converted["pose"] = std::move(pose);
        }
        nlohmann::json& list = scenario_["sides"][*side][member];
        if (!list.is_array()) {
            list = nlohmann::json::array();
        }
        const std::string scenarioAt = fmt::format("/sides/{}/{}/{}", *side, member, list.size());
        list.push_back(std::move(converted));
        mapPrefix(scenarioAt + "/pose/position", at + "/position");
        mapPrefix(scenarioAt + "/pose/facing", at + "/facing");
        mapPrefix(scenarioAt + "/pose", at);
        mapPrefix(scenarioAt, at);
    }
}

void SituationScenario::mapPrefix(std::string scenarioPrefix, std::string filePrefix) {
    prefixes_.emplace_back(std::move(scenarioPrefix), std::move(filePrefix));
}

std::string SituationScenario::filePointer(const std::string& scenarioPointer) const {
    const std::pair<std::string, std::string>* best = nullptr;
    for (const auto& entry : prefixes_) {
        const std::string& prefix = entry.first;
        const bool matches =
            scenarioPointer.rfind(prefix, 0) == 0 &&
            (scenarioPointer.size() == prefix.size() || scenarioPointer[prefix.size()] == '/');
        if (matches && (!best || prefix.size() > best->first.size())) {
            best = &entry;
        }
    }
    return best ? best->second + scenarioPointer.substr(best->first.size()) : scenarioPointer;
}

void SituationScenario::reportInFile(const Diagnostics& problems, Diagnostics& target) const {
    for (const Diagnostic& item : problems.items()) {
        const std::string location = filePointer(item.location);
        if (item.severity == Diagnostic::Severity::Error) {
            target.error(item.file, location, item.message);
        } else {
            target.warning(item.file, location, item.message);
        }
    }
}

}  // namespace adjutant
