#include "core/io/RecordedScenarioFolder.h"

#include <fmt/format.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <system_error>

#include "core/io/MapImageLookup.h"
#include "core/json/Diagnostics.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonFile.h"
#include "core/json/SafeFile.h"

namespace adjutant {

namespace {

namespace fs = std::filesystem;

// A folder of scenarios holds a handful; one that holds thousands of files is
// not looked through whole.
constexpr int kMostEntriesLooked = 1000;

bool endsWith(const std::string& text, const std::string& end) {
    return text.size() >= end.size() &&
           text.compare(text.size() - end.size(), end.size(), end) == 0;
}

bool namesMap(const fs::path& scenario, const std::string& mapFile) {
    Diagnostics ignored;
    const std::optional<std::string> text =
        readFileBounded(scenario.string(), limits::kMaxScenarioBytes, ignored);
    if (!text) {
        return false;
    }
    const std::optional<nlohmann::json> json = parseJsonText(*text, scenario.string(), ignored);
    if (!json || !json->is_object()) {
        return false;
    }
    const auto map = json->find("map");
    if (map == json->end() || !map->is_object()) {
        return false;
    }
    const auto file = map->find("file");
    return file != map->end() && file->is_string() && file->get<std::string>() == mapFile;
}

bool holdsScenarioWithMap(const fs::path& folder, const std::string& mapFile) {
    std::error_code failed;
    fs::directory_iterator entries(folder, failed);
    if (failed) {
        return false;
    }
    int looked = 0;
    for (const fs::directory_entry& entry : entries) {
        if (++looked > kMostEntriesLooked) {
            return false;
        }
        const std::string name = entry.path().filename().string();
        if (endsWith(name, ".scenario.json") && entry.is_regular_file(failed) &&
            namesMap(entry.path(), mapFile)) {
            return true;
        }
    }
    return false;
}

}  // namespace

std::string recordedScenarioFolder(const std::string& saveFolder, const std::string& recorded,
                                   const Scenario& scenario) {
    if (recorded.empty() || !scenario.map || scenario.map->file.empty()) {
        return saveFolder;
    }
    const fs::path folder = (fs::path(saveFolder) / recorded).lexically_normal();
    std::error_code failed;
    if (!fs::is_directory(folder, failed) || !holdsScenarioWithMap(folder, scenario.map->file)) {
        return saveFolder;
    }
    return folder.string();
}

void warnWhenSavedGameMapMissing(const std::string& savePath, const std::string& folder,
                                 const Scenario& scenario, Diagnostics& diagnostics) {
    if (!scenario.map || scenario.map->file.empty() || findMapImage(folder, *scenario.map)) {
        return;
    }
    std::error_code ignored;
    const fs::path base = folder.empty() ? fs::path(".") : fs::path(folder);
    const fs::path lookedIn = fs::absolute(base, ignored).lexically_normal();
    diagnostics.warning(
        savePath, "line 1 /scenario/map/file",
        fmt::format(
            "the map image \"{}\" of the game's scenario is not there (looked for in {}{}); "
            "the table is drawn without it: put the image beside the saved game",
            scenario.map->file, lookedIn.string(),
            scenario.map->sha256.empty() ? "" : ", also for a copy with its content"));
}

}  // namespace adjutant
