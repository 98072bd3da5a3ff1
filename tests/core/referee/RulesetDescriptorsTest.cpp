// The one list of rulesets: each descriptor agrees with the files shipped for
// it, and the functions that build the program's registries make exactly the
// rulesets they are given.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "core/referee/BoundBenchmark.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/referee/princes/PrincesDescriptor.h"
#include "core/referee/tricorne/TricorneDescriptor.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

nlohmann::json readJson(const fs::path& path) {
    std::ifstream in(path);
    return nlohmann::json::parse(in, nullptr, false);
}

TEST(RulesetDescriptors, EachBuiltinOneNamesItsOwnShippedFiles) {
    const fs::path resources = testResourceDir();
    const auto& all = builtinRulesetDescriptors().all();
    ASSERT_EQ(all.size(), 3U);
    for (const RulesetDescriptor& ruleset : all) {
        SCOPED_TRACE(ruleset.engine);
        const nlohmann::json file =
            readJson(resources / "rulesets" / (ruleset.shippedRuleset + ".json"));
        ASSERT_TRUE(file.is_object());
        EXPECT_EQ(file.value("id", ""), ruleset.shippedRuleset);
        EXPECT_EQ(file.value("engine", ""), ruleset.engine);
        EXPECT_TRUE(fs::is_directory(resources / "reference" / ruleset.shippedRuleset));
        EXPECT_TRUE(fs::is_directory(resources / "lessons" / ruleset.shippedRuleset));
        const nlohmann::json tutorial =
            readJson(resources / "scenarios" / (ruleset.tutorial + ".scenario.json"));
        ASSERT_TRUE(tutorial.is_object());
        EXPECT_EQ(tutorial.value("ruleset", ""), ruleset.shippedRuleset);
        EXPECT_TRUE(ruleset.readTables && ruleset.createState && ruleset.readState &&
                    ruleset.checkUnitStatus && ruleset.makeReferee);
        EXPECT_EQ(ruleset.makeReferee()->engine(), ruleset.engine);
        EXPECT_EQ(builtinRulesetDescriptors().find(ruleset.engine), &ruleset);
        EXPECT_EQ(builtinRulesetDescriptors().findShipped(ruleset.shippedRuleset), &ruleset);
    }
    EXPECT_EQ(builtinRulesetDescriptors().find("fire-effect-1870"), nullptr);
    EXPECT_EQ(builtinRulesetDescriptors().findShipped("fireEffect"), nullptr);
}

TEST(RulesetDescriptors, AnEngineIsAddedOnce) {
    RulesetDescriptors descriptors;
    descriptors.add(princesDescriptor());
    EXPECT_THROW(descriptors.add(princesDescriptor()), std::logic_error);
    EXPECT_EQ(descriptors.all().size(), 1U);
}

TEST(RulesetDescriptors, TheRegistriesHoldTheRulesetsTheyAreGivenAndNoOthers) {
    RulesetDescriptors onlyPrinces;
    onlyPrinces.add(princesDescriptor());

    const RulesetRegistry rulesets = makeBuiltinRegistry(onlyPrinces);
    EXPECT_TRUE(rulesets.hasEngine("princes"));
    EXPECT_FALSE(rulesets.hasEngine("tricorne"));
    EXPECT_TRUE(makeBuiltinRegistry().hasEngine("tricorne"));

    const auto referees = makeBuiltinReferees(onlyPrinces);
    EXPECT_EQ(referees->engines(), std::vector<std::string>{"princes"});

    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, onlyPrinces);
    EXPECT_TRUE(engines.rulesetStates.hasEngine("princes"));
    EXPECT_FALSE(engines.rulesetStates.hasEngine("tricorne"));

    // The shipped Tricorne file is left out, with its reason, where no
    // descriptor reads its tables.
    Diagnostics problems;
    const RulesetRegistry loaded =
        loadBuiltinRulesets(testResourceDir(), problems, {}, onlyPrinces);
    EXPECT_NE(loaded.find("princes"), nullptr);
    EXPECT_EQ(loaded.find("tricorne"), nullptr);
    EXPECT_NE(problems.toString().find("tricorne"), std::string::npos) << problems.toString();
}

TEST(RulesetDescriptors, TheBenchBattleIsTheDescriptorsArmy) {
    RulesetDescriptors onlyTricorne;
    onlyTricorne.add(tricorneDescriptor());
    const auto spec = shippedBenchmarkBattle("tricorne", 12, 3.0, onlyTricorne);
    ASSERT_TRUE(spec.has_value());
    EXPECT_EQ(spec->unitType, "musketeer");
    EXPECT_EQ(spec->nations[0], "prussia");
    EXPECT_EQ(spec->nations[1], "austria");
    EXPECT_EQ(spec->unitsPerSide, 12);
    EXPECT_FALSE(shippedBenchmarkBattle("princes", 12, 3.0, onlyTricorne).has_value());
    EXPECT_TRUE(shippedBenchmarkBattle("princes", 12, 3.0).has_value());
}

}  // namespace
}  // namespace adjutant
