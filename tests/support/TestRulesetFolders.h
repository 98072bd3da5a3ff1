#pragma once

// Every ruleset the tests know, with its files: the shipped ones under
// resources/ and those that exist only in the tests, each under its own
// tests/rulesets/<name>/resources/ (a ruleset file in rulesets/, its rules
// reference in reference/, its scenarios in scenarios/, as resources/ has
// them). The tests that run over every registered ruleset (the referee
// contract) take them all from here, so a test ruleset's folder and its one
// line in tests/rulesets/TestRulesets.cpp are all it needs. Link
// adjutant_test_rulesets to use this.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <system_error>
#include <vector>

#include "core/engine/Game.h"
#include "core/engine/GameSetup.h"
#include "core/io/ScenarioReader.h"
#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/rulesets/TestRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// resources/, then each test ruleset's resources folder
/// (tests/rulesets/*/resources/) in name order.
inline std::vector<std::string> everyRulesetResourceDir() {
    std::vector<std::string> dirs{adjutant::testResourceDir()};
    const std::filesystem::path testFolders =
        std::filesystem::path(adjutant::testSourceDir()) / "tests" / "rulesets";
    std::vector<std::string> found;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(testFolders, error)) {
        const std::filesystem::path resources = entry.path() / "resources";
        if (entry.is_directory() && std::filesystem::is_directory(resources / "rulesets")) {
            found.push_back(resources.string());
        }
    }
    std::sort(found.begin(), found.end());
    dirs.insert(dirs.end(), found.begin(), found.end());
    return dirs;
}

/// Every ruleset of every folder of everyRulesetResourceDir(), read by the
/// engines of testRulesetDescriptors(), loaded once for the whole run.
inline const RulesetRegistry& testRulesets() {
    static const RulesetRegistry registry = [] {
        RulesetRegistry r = makeBuiltinRegistry(testRulesetDescriptors());
        Diagnostics diagnostics;
        for (const std::string& dir : everyRulesetResourceDir()) {
            r.loadDirectory(dir + "/rulesets", diagnostics);
        }
        if (diagnostics.hasErrors()) {
            ADD_FAILURE() << diagnostics.toString();
        }
        return r;
    }();
    return registry;
}

/// One scenario found beside a ruleset: in the scenarios/ folder of the
/// resources folder its ruleset file was loaded from, naming that ruleset.
struct RulesetScenario {
    std::string path;
    std::string ruleset;  // the ruleset id its file names
};

/// Every scenario beside a ruleset of testRulesets(), by its file's name
/// without ".scenario.json".
inline const std::map<std::string, RulesetScenario>& everyRulesetScenario() {
    static const std::map<std::string, RulesetScenario> scenarios = [] {
        std::map<std::string, RulesetScenario> out;
        const std::string suffix = ".scenario.json";
        std::set<std::string> folders;
        for (const RulesetDefinition* ruleset : testRulesets().all()) {
            folders.insert(resourceFolderOf(*ruleset) + "/scenarios");
        }
        for (const std::string& folder : folders) {
            std::error_code error;
            for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
                const std::string file = entry.path().filename().string();
                if (file.size() <= suffix.size() || !file.ends_with(suffix)) {
                    continue;
                }
                std::ifstream in(entry.path());
                const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
                if (!document.is_object() || !document.contains("ruleset") ||
                    !document["ruleset"].is_string()) {
                    continue;
                }
                const std::string rulesetId = document["ruleset"].get<std::string>();
                const RulesetDefinition* ruleset = testRulesets().find(rulesetId);
                // Only beside its own ruleset's file: a test ruleset's folder
                // holds no scenario of the shipped ones, and the other way round.
                if (ruleset != nullptr && resourceFolderOf(*ruleset) + "/scenarios" == folder) {
                    out[file.substr(0, file.size() - suffix.size())] = {entry.path().string(),
                                                                        rulesetId};
                }
            }
        }
        return out;
    }();
    return scenarios;
}

/// The game setup of a scenario of everyRulesetScenario() with this seed;
/// null, with a failure, when it cannot be read.
inline std::shared_ptr<GameSetup> rulesetScenarioSetup(const std::string& name,
                                                       std::uint64_t seed = 1) {
    const auto found = everyRulesetScenario().find(name);
    if (found == everyRulesetScenario().end()) {
        ADD_FAILURE() << "no scenario \"" << name << "\" beside any ruleset";
        return nullptr;
    }
    Diagnostics diagnostics;
    auto scenario = readScenarioFile(found->second.path, testRulesets(), diagnostics);
    EXPECT_TRUE(scenario) << diagnostics.toString();
    if (!scenario) {
        return nullptr;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = testRulesets().find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = seed;
    return setup;
}

/// A test that plays the scenarios of every ruleset the tests know, through
/// the referees and engines of testRulesetDescriptors().
class TestRulesetPlay : public ::testing::Test {
  protected:
    /// A game of the scenario `name` with this seed; null when it cannot be read.
    std::unique_ptr<Game> scenarioGame(const std::string& name, std::uint64_t seed) {
        auto setup = rulesetScenarioSetup(name, seed);
        if (!setup) {
            return nullptr;
        }
        return std::make_unique<Game>(setup, engines.rulesetStates);
    }
    static const RulesetRegistry& rulesets() { return testRulesets(); }

    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees(testRulesetDescriptors());
    EngineRegistry engines = makeBuiltinEngineRegistry(referees, testRulesetDescriptors());
};

}  // namespace adjutant::testing
