#pragma once

// The rulesets the program registers and the scenarios shipped for them, for
// the tests that run over every one: a ruleset registered, or a scenario added
// to resources/scenarios/, is tested by them with no edit here.

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "core/referee/RulesetDescriptor.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// The tutorial of every registered ruleset, by its file's name without
/// ".scenario.json" ("tricorne-tutorial"), in the order they are registered.
inline std::vector<std::string> everyRulesetTutorial() {
    std::vector<std::string> tutorials;
    for (const RulesetDescriptor& ruleset : builtinRulesetDescriptors().all()) {
        tutorials.push_back(ruleset.tutorial);
    }
    return tutorials;
}

/// Every shipped scenario, by its file's name without ".scenario.json", in
/// name order.
inline std::vector<std::string> everyShippedScenario() {
    const std::string suffix = ".scenario.json";
    std::vector<std::string> names;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(testResourceDir()) + "/scenarios")) {
        const std::string file = entry.path().filename().string();
        if (file.size() > suffix.size() && file.ends_with(suffix)) {
            names.push_back(file.substr(0, file.size() - suffix.size()));
        }
    }
    std::sort(names.begin(), names.end());
    return names;
}

/// A test name gtest accepts, from a scenario's or ruleset's: letters and
/// digits kept, anything else an underscore.
inline std::string testNameOf(std::string name) {
    for (char& c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            c = '_';
        }
    }
    return name.empty() ? std::string("none") : name;
}

}  // namespace adjutant::testing
