// Numbers of a ruleset the referee divides by, counts up to or turns into a
// count, in all three rulesets: a house rule that sets one to 0, below 0 or
// beyond any game (docs/limits.md) is refused at its pointer as the file is
// read, instead of passing validate and aborting a game later.
#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/DiagnosticsChecks.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using testing::hasError;

nlohmann::json shipped(const std::string& file) {
    std::ifstream in(std::string(testResourceDir()) + "/rulesets/" + file);
    return nlohmann::json::parse(in);
}

// Loads `ruleset` as a house rule under its own id; the diagnostics it gives.
Diagnostics loadHouseRule(nlohmann::json ruleset) {
    ruleset["id"] = "house-rule-under-test";
    const fs::path path = fs::temp_directory_path() /
                          ("adjutant-ruleset-counts-" + std::to_string(::getpid()) + ".json");
    std::ofstream(path) << ruleset.dump();
    RulesetRegistry registry = makeBuiltinRegistry();
    Diagnostics diagnostics;
    const RulesetDefinition* loaded = registry.loadFile(path.string(), diagnostics);
    fs::remove(path);
    EXPECT_EQ(loaded, nullptr) << "the house rule was accepted";
    return diagnostics;
}

TEST(RulesetCounts, PointsPerCasualtyOfZeroOrLessIsRefused) {
    for (const double value : {0.0, -6.0}) {
        nlohmann::json tricorne = shipped("tricorne.json");
        tricorne["tables"]["casualties"]["pointsPerCasualty"]["value"] = value;
        const Diagnostics diagnostics = loadHouseRule(tricorne);
        EXPECT_TRUE(hasError(diagnostics, "/tables/casualties/pointsPerCasualty/value",
                             "the points a casualty costs must be more than 0 and at most 1000"))
            << diagnostics.toString();
    }
}

TEST(RulesetCounts, AReadingOfTheRulesThatSetsACountToZeroIsRefusedToo) {
    nlohmann::json tricorne = shipped("tricorne.json");
    const std::string option = tricorne["options"].begin().key();
    const std::string choice = tricorne["options"][option]["choices"].begin().key();
    tricorne["tables"]["batteries"]["gunsOnStandardBase"]["byOption"][option][choice] = 0;
    const Diagnostics diagnostics = loadHouseRule(tricorne);
    EXPECT_TRUE(hasError(diagnostics,
                         "/tables/batteries/gunsOnStandardBase/byOption/" + option + "/" + choice,
                         "the guns of a standard battery base must be from 1 to 100, found 0"))
        << diagnostics.toString();
}

TEST(RulesetCounts, TimingsAndFrontagesBeyondAnyGameAreRefused) {
    nlohmann::json tricorne = shipped("tricorne.json");
    tricorne["tables"]["timings"]["turnBounds"]["value"] = -1;
    tricorne["tables"]["meleeFrontage"]["ranksCounted"]["value"] = 1e9;
    const Diagnostics diagnostics = loadHouseRule(tricorne);
    EXPECT_TRUE(hasError(diagnostics, "/tables/timings/turnBounds/value", "a time in bounds"))
        << diagnostics.toString();
    EXPECT_TRUE(hasError(diagnostics, "/tables/meleeFrontage/ranksCounted/value",
                         "the ranks counted in a melee"))
        << diagnostics.toString();
}

TEST(RulesetCounts, DicePerGunBeyondAnyGameIsRefusedInTheWarOfPrinces) {
    nlohmann::json princes = shipped("princes.json");
    princes["tables"]["artilleryFire"]["ball"]["dicePerGun"] = 1000000000;
    const Diagnostics diagnostics = loadHouseRule(princes);
    EXPECT_TRUE(hasError(diagnostics, "/tables/artilleryFire/ball/dicePerGun",
                         "expected an integer from 1 to 1000, found 1000000000"))
        << diagnostics.toString();
}

TEST(RulesetCounts, TargetsPerExecutionBeyondAnyGameIsRefusedInFireEffect) {
    nlohmann::json fireEffect = shipped("fire-effect-1870.json");
    fireEffect["tables"]["fireArc"]["arc"]["targetsPerExecution"] = 1000000000;
    const Diagnostics diagnostics = loadHouseRule(fireEffect);
    EXPECT_TRUE(hasError(diagnostics, "/tables/fireArc/arc/targetsPerExecution",
                         "expected an integer from 1 to 1000, found 1000000000"))
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
