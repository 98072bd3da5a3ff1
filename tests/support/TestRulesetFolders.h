#pragma once

// Every ruleset the tests know, with its files: the shipped ones under
// resources/ and those that exist only in the tests, each under its own
// tests/rulesets/<name>/resources/ (its descriptor's resourceDir: a ruleset
// file in rulesets/, its rules reference in reference/, its scenarios in
// scenarios/, as resources/ has them). The tests that run over every registered ruleset (the
// referee contract) take them all from here, so a test ruleset's folder and its one line in
// tests/rulesets/TestRulesets.cpp are all it needs. Link adjutant_test_rulesets to use this.

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
#include "tests/support/ScenarioFileSetup.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// Every ruleset the shipped resources/ and the test rulesets' own folders
/// (RulesetDescriptor::resourceDir) hold, read by the engines of
/// testRulesetDescriptors(), loaded once for the whole run.
inline const RulesetRegistry& testRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry r = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics, {},
                                                testRulesetDescriptors());
        if (diagnostics.hasErrors()) {
            ADD_FAILURE() << diagnostics.toString();
        }
        return r;
    }();
    return registry;
}

/// The file of a ruleset's tutorial scenario: in resources/scenarios/ for a
/// shipped ruleset, in its own folder's scenarios/ for a test ruleset.
inline std::string tutorialPathOf(const RulesetDescriptor& ruleset) {
    const std::string folder = ruleset.resourceDir.empty()
                                   ? std::string(adjutant::testResourceDir())
                                   : ruleset.resourceDir;
    return folder + "/scenarios/" + ruleset.tutorial + ".scenario.json";
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
    return scenarioFileSetup(found->second.path, testRulesets(), seed);
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
