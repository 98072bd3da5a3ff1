#include "core/editor/ScenarioExport.h"

#include <fmt/format.h>

#include <filesystem>
#include <system_error>

#include "core/editor/ScenarioSaving.h"

namespace adjutant {

namespace {

namespace fs = std::filesystem;

// Removes the half-written folder of a failed export; it was made by the
// export itself, under a name no one else uses.
void discard(const fs::path& staging) {
    std::error_code ignored;
    fs::remove_all(staging, ignored);
}

}  // namespace

std::string exportScenarioFolder(const Scenario& scenario, const std::string& fromFolder,
                                 const std::string& folder, const RulesetRegistry& rulesets,
                                 std::string& error) {
    error.clear();
    const fs::path target = fs::path(folder).lexically_normal();
    const std::string name = target.filename().string();
    if (name.empty() || name == "." || name == "..") {
        error = fmt::format("{} is not a name for a new folder", folder);
        return {};
    }
    std::error_code failed;
    if (fs::exists(fs::symlink_status(target, failed))) {
        error = fmt::format(
            "{} is already there; the scenario is exported into a new folder, so that nothing "
            "in one of yours is overwritten: choose another name",
            target.string());
        return {};
    }
    const fs::path parent = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const fs::path staging = parent / ("." + name + ".exporting");
    discard(staging);  // left by an export that was cut short
    if (!fs::create_directories(staging, failed) || failed) {
        error = fmt::format("the folder {} could not be made: {}", staging.string(),
                            failed ? failed.message() : "it is already there");
        return {};
    }
    const Scenario carried = carryMapImage(scenario, fromFolder, staging.string(), error);
    if (!error.empty()) {
        discard(staging);
        return {};
    }
    const std::string file = name + ".scenario.json";
    error = saveScenarioFile((staging / file).string(), carried, rulesets);
    if (!error.empty()) {
        discard(staging);
        return {};
    }
    fs::rename(staging, target, failed);
    if (failed) {
        discard(staging);
        error = fmt::format("the exported scenario could not be put in place as {}: {}",
                            target.string(), failed.message());
        return {};
    }
    return (target / file).string();
}

}  // namespace adjutant
