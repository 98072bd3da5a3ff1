#include "core/editor/ScenarioImport.h"

#include <fmt/format.h>

#include <filesystem>
#include <optional>
#include <system_error>

#include "core/editor/ScenarioSaving.h"
#include "core/io/ScenarioReader.h"
#include "core/json/Diagnostics.h"

namespace adjutant {

namespace {

namespace fs = std::filesystem;

constexpr std::string_view kScenarioSuffix = ".scenario.json";

// The name without `.scenario.json` (or without its one extension when the
// shared file was named otherwise).
std::string baseName(const fs::path& file) {
    const std::string name = file.filename().string();
    if (name.size() > kScenarioSuffix.size() &&
        name.compare(name.size() - kScenarioSuffix.size(), kScenarioSuffix.size(),
                     kScenarioSuffix) == 0) {
        return name.substr(0, name.size() - kScenarioSuffix.size());
    }
    return file.stem().string();
}

// The first of `<base>.scenario.json`, `<base>-2.scenario.json`... that
// nothing in `folder` is called; empty when a hundred are taken.
fs::path freeName(const fs::path& folder, const std::string& base) {
    constexpr int kMostNumbered = 100;
    for (int number = 1; number <= kMostNumbered; ++number) {
        const std::string name = number == 1 ? base : fmt::format("{}-{}", base, number);
        const fs::path candidate = folder / (name + std::string(kScenarioSuffix));
        std::error_code ignored;
        if (!fs::exists(fs::symlink_status(candidate, ignored))) {
            return candidate;
        }
    }
    return {};
}

}  // namespace

std::string importScenario(const std::string& sharedFile, const std::string& intoFolder,
                           const RulesetRegistry& rulesets, std::string& error) {
    error.clear();
    Diagnostics diagnostics;
    const std::optional<Scenario> scenario = readScenarioFile(sharedFile, rulesets, diagnostics);
    if (!scenario) {
        error = diagnostics.toString();
        return {};
    }
    const fs::path folder(intoFolder);
    std::error_code failed;
    fs::create_directories(folder, failed);
    if (failed) {
        error = fmt::format("your scenarios folder {} could not be made: {}", folder.string(),
                            failed.message());
        return {};
    }
    const fs::path target = freeName(folder, baseName(fs::path(sharedFile)));
    if (target.empty()) {
        error = fmt::format(
            "{} already holds a hundred scenarios named after {}; rename the "
            "shared file and import it again",
            folder.string(), fs::path(sharedFile).filename().string());
        return {};
    }
    const std::string from = fs::path(sharedFile).parent_path().string();
    const Scenario carried = carryMapImage(*scenario, from, folder.string(), error);
    if (!error.empty()) {
        return {};
    }
    error = saveScenarioFile(target.string(), carried, rulesets);
    return error.empty() ? target.string() : std::string();
}

}  // namespace adjutant
