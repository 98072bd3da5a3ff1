#include "core/editor/ScenarioSaving.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string_view>
#include <system_error>
#include <utility>

#include "core/io/MapImageLookup.h"
#include "core/io/MapImagePath.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

namespace adjutant {

namespace {

namespace fs = std::filesystem;

constexpr std::string_view kScenarioSuffix = ".scenario.json";

fs::path folderOf(const std::string& path) {
    const fs::path parent = fs::path(path).parent_path();
    return parent.empty() ? fs::path(".") : parent;
}

fs::path absoluteNormal(const fs::path& path) {
    std::error_code failed;
    fs::path absolute = fs::absolute(path, failed);
    return (failed ? path : absolute).lexically_normal();
}

}  // namespace

Diagnostics validateScenarioFor(const Scenario& scenario, const std::string& path,
                                const RulesetRegistry& rulesets) {
    Diagnostics diagnostics;
    // The same reading `adjutant-cli validate` and the program's Open apply,
    // on exactly the document that would be written.
    readScenarioJson(scenarioToJson(scenario), path, rulesets, diagnostics);
    if (path.size() < kScenarioSuffix.size() ||
        path.compare(path.size() - kScenarioSuffix.size(), kScenarioSuffix.size(),
                     kScenarioSuffix) != 0) {
        diagnostics.warning(path, "",
                            "scenario files are named *.scenario.json so that every tool "
                            "recognises them");
    }
    if (scenario.map && !scenario.map->file.empty()) {
        const fs::path image = folderOf(path) / scenario.map->file;
        std::error_code failed;
        if (!fs::is_regular_file(image, failed)) {
            diagnostics.error(path, "/map/file",
                              fmt::format("no map image \"{}\" beside the scenario (looked for "
                                          "{}); copy the image there or choose it again",
                                          scenario.map->file, image.string()));
        }
    }
    return diagnostics;
}

Scenario rebaseMapFile(Scenario scenario, const std::string& fromFolder,
                       const std::string& toFolder) {
    if (!scenario.map || scenario.map->file.empty()) {
        return scenario;
    }
    // An image chosen before the scenario had a folder is held by its
    // absolute path; the file keeps it relative like any other.
    const fs::path file(scenario.map->file);
    const fs::path image =
        file.is_absolute() ? absoluteNormal(file)
                           : absoluteNormal(fs::path(fromFolder.empty() ? "." : fromFolder) / file);
    const fs::path target = absoluteNormal(fs::path(toFolder.empty() ? "." : toFolder));
    const fs::path relative = image.lexically_relative(target);
    // Folders on different roots have no relative path between them.
    scenario.map->file = relative.empty() ? image.generic_string() : relative.generic_string();
    return scenario;
}

namespace {

bool sameBytes(const fs::path& a, const fs::path& b) {
    std::error_code failed;
    if (fs::file_size(a, failed) != fs::file_size(b, failed) || failed) {
        return false;
    }
    std::ifstream left(a, std::ios::binary);
    std::ifstream right(b, std::ios::binary);
    return std::equal(std::istreambuf_iterator<char>(left), std::istreambuf_iterator<char>(),
                      std::istreambuf_iterator<char>(right), std::istreambuf_iterator<char>());
}

// Where in `maps` a copy of `image` goes: its own name, or the name with a
// number when another picture holds it (the same picture is used again).
fs::path copyTarget(const fs::path& maps, const fs::path& image) {
    fs::path target = maps / image.filename();
    std::error_code failed;
    for (int n = 2; fs::exists(target, failed) && !sameBytes(target, image); ++n) {
        target =
            maps / fmt::format("{}-{}{}", image.stem().string(), n, image.extension().string());
    }
    return target;
}

}  // namespace

namespace {

// The scenario records the content of the image it now names in `folder`, so
// that the map is found again wherever the scenario or a game of it travels.
// An image that cannot be read keeps what was recorded (saving refuses a
// missing map anyway).
Scenario recordingMapHash(Scenario scenario, const std::string& folder) {
    if (scenario.map && !scenario.map->file.empty()) {
        if (const auto image = mapImageInsideFolder(folder, scenario.map->file)) {
            if (std::string hash = mapImageHash(*image); !hash.empty()) {
                scenario.map->sha256 = std::move(hash);
            }
        }
    }
    return scenario;
}

}  // namespace

Scenario carryMapImage(Scenario scenario, const std::string& fromFolder,
                       const std::string& toFolder, std::string& error) {
    error.clear();
    Scenario rebased = rebaseMapFile(scenario, fromFolder, toFolder);
    if (!rebased.map || rebased.map->file.empty() ||
        mapPathOutsideReason(rebased.map->file).empty()) {
        return recordingMapHash(std::move(rebased), toFolder);
    }
    const fs::path from(scenario.map->file);
    const fs::path image =
        from.is_absolute() ? from : fs::path(fromFolder.empty() ? "." : fromFolder) / from;
    const fs::path maps = fs::path(toFolder.empty() ? "." : toFolder) / "maps";
    std::error_code failed;
    fs::create_directories(maps, failed);
    const fs::path target = copyTarget(maps, image);
    if (!failed && !fs::exists(target)) {
        fs::copy_file(image, target, failed);
    }
    if (failed) {
        error = fmt::format("the map image {} could not be copied into {}: {}", image.string(),
                            maps.string(), failed.message());
        return scenario;
    }
    rebased.map->file = "maps/" + target.filename().generic_string();
    return recordingMapHash(std::move(rebased), toFolder);
}

std::string saveScenarioFile(const std::string& path, const Scenario& scenario,
                             const RulesetRegistry& rulesets) {
    const Diagnostics diagnostics = validateScenarioFor(scenario, path, rulesets);
    if (diagnostics.hasErrors()) {
        std::string errors;
        for (const Diagnostic& item : diagnostics.items()) {
            if (item.severity == Diagnostic::Severity::Error) {
                errors += (errors.empty() ? "" : "\n") + item.toString();
            }
        }
        return errors;
    }
    return writeScenarioFile(path, scenario);
}

}  // namespace adjutant
