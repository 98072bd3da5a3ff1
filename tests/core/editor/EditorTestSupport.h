#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/editor/NewScenario.h"
#include "core/model/Scenario.h"
#include "core/rules/RulesetDefinition.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant::test {

inline const RulesetDefinition& shippedRuleset(const std::string& id) {
    const RulesetDefinition* ruleset = shippedRulesets().find(id);
    if (ruleset == nullptr) {
        throw std::runtime_error("ruleset " + id + " is not shipped");
    }
    return *ruleset;
}

/// A fresh Tricorne table of 72 x 48 inches: Prussia (side 0) deploys from the
/// bottom edge in y 36..48, Austria (side 1) from the top edge in y 0..12.
inline Scenario newTricorneScenario() {
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    NewScenarioSpec spec = defaultNewScenarioSpec(tricorne);
    spec.title = "Editor test";
    std::string error;
    auto scenario = makeNewScenario(spec, tricorne, error);
    EXPECT_TRUE(scenario.has_value()) << error;
    return scenario.value_or(Scenario{});
}

/// A scratch folder, removed when the test ends.
class ScratchFolder {
  public:
    explicit ScratchFolder(const std::string& name)
        : path_(std::filesystem::temp_directory_path() / ("adjutant-editor-" + name)) {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~ScratchFolder() { std::filesystem::remove_all(path_); }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    std::string file(const std::string& name) const { return (path_ / name).string(); }
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace adjutant::test
