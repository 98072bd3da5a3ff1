// Input that once aborted the program, by class: every reader turns it into
// diagnostics naming the file and the place, and nothing a reader passes may
// abort the game that starts from it.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/editor/OrderOfBattle.h"
#include "core/engine/Game.h"
#include "core/io/FileValidator.h"
#include "core/io/SavedGameReader.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/princes/PrincesGameState.h"
#include "tests/core/io/ScenarioTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

const std::string kInvalid = std::string(adjutant::testDataDir()) + "/invalid/";

std::optional<Scenario> readDocument(const nlohmann::json& json, Diagnostics& diagnostics) {
    return readScenarioJson(json, "test.scenario.json", test::shippedRulesets(), diagnostics);
}

TEST(HardenedReaders, EveryInvalidFileIsRefusedWithItsNameAndNeverThrows) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kInvalid)) {
        const std::string path = entry.path().string();
        FileValidation result;
        const bool orderOfBattle = path.ends_with(".oob.csv") || path.ends_with(".oob.json");
        ASSERT_NO_THROW({
            if (orderOfBattle) {
                readOrderOfBattleFile(path, result.diagnostics);
            } else {
                result = validateFile(path, test::shippedRulesets());
            }
        }) << path;
        EXPECT_TRUE(result.diagnostics.hasErrors()) << path;
        for (const Diagnostic& item : result.diagnostics.items()) {
            EXPECT_EQ(item.file, path);
            EXPECT_FALSE(item.message.empty()) << path;
        }
        ++files;
    }
    EXPECT_GT(files, 30);
}

struct BadStatus {
    const char* scenario;
    int side;
    int unit;
    const char* member;
    nlohmann::json value;
    const char* expected;  // the start of the message
};

TEST(HardenedReaders, AStatusMemberOfTheWrongTypeIsAnErrorInEveryRuleset) {
    const std::vector<BadStatus> cases{
        {"princes-tutorial.scenario.json", 1, 0, "disordered", "yes", "expected true or false"},
        {"princes-tutorial.scenario.json", 0, 1, "retiringTurns", 1.5, "expected an integer"},
        {"princes-tutorial.scenario.json", 0, 0, "chargeTargets", "x", "expected an array"},
        {"tricorne-tutorial.scenario.json", 0, 1, "unformed", "yes", "expected true or false"},
        {"tricorne-tutorial.scenario.json", 1, 0, "routBoundsOwed", true, "expected an integer"},
        {"tricorne-tutorial.scenario.json", 1, 1, "guns", "spiked", "unknown state of the guns"},
        {"fire-effect-tutorial.scenario.json", 0, 0, "prone", 1, "expected true or false"},
        {"fire-effect-tutorial.scenario.json", 1, 0, "yardsMoved", "far", "expected a number"},
        {"fire-effect-tutorial.scenario.json", 0, 1, "charge", nlohmann::json::array(),
         "expected an object"},
    };
    for (const BadStatus& bad : cases) {
        nlohmann::json json = test::shippedScenarioJson(bad.scenario);
        json["sides"][bad.side]["units"][bad.unit]["status"] = {{bad.member, bad.value}};
        Diagnostics diagnostics;
        EXPECT_FALSE(readDocument(json, diagnostics).has_value()) << bad.member;
        const std::string pointer = "/sides/" + std::to_string(bad.side) + "/units/" +
                                    std::to_string(bad.unit) + "/status/" + bad.member;
        EXPECT_EQ(test::errorLocations(diagnostics), std::vector<std::string>{pointer})
            << diagnostics.toString();
        ASSERT_FALSE(diagnostics.items().empty());
        EXPECT_EQ(diagnostics.items()[0].message.rfind(bad.expected, 0), 0U)
            << diagnostics.items()[0].message;
    }
}

TEST(HardenedReaders, ValidateAndANewGameRefuseAStatusInTheSameWords) {
    const std::string path = kInvalid + "princes-status-string.scenario.json";
    const FileValidation validated = validateFile(path, test::shippedRulesets());
    Diagnostics starting;  // what the programs do before they start a game
    EXPECT_FALSE(readScenarioFile(path, test::shippedRulesets(), starting).has_value());
    EXPECT_FALSE(validated.ok());
    EXPECT_EQ(validated.diagnostics.toString(), starting.toString());
    EXPECT_NE(starting.toString().find(path + ": /sides/1/units/0/status/disordered: error: "
                                              "expected true or false, found a string"),
              std::string::npos)
        << starting.toString();
}

TEST(HardenedReaders, AStatusThatPassesStartsTheGameWithIt) {
    nlohmann::json json = test::shippedScenarioJson("princes-tutorial.scenario.json");
    json["sides"][1]["units"][0]["status"] = {
        {"disordered", true}, {"retiringTurns", 2}, {"chargeTargets", {"x"}}, {"haltMarker", true}};
    Diagnostics diagnostics;
    auto scenario = readDocument(json, diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = test::shippedRulesets().find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(*scenario);
    const EngineRegistry engines = makeBuiltinEngineRegistry();
    const Game game(setup, engines.rulesetStates);
    const std::string id = json["sides"][1]["units"][0]["id"].get<std::string>();
    const PrincesUnitState& read = princesState(game.state()).unit(id);
    EXPECT_TRUE(read.disordered);
    EXPECT_EQ(read.retiringTurns, 2);
    EXPECT_EQ(read.chargeTargets, std::vector<std::string>{"x"});
    EXPECT_EQ(read.haltMarkerTurns, 1);
}

TEST(HardenedReaders, AnUnknownStatusMemberIsAWarning) {
    nlohmann::json json = test::tutorialJson();
    json["sides"][0]["units"][0]["status"] = {{"unfromed", true}};
    Diagnostics diagnostics;
    EXPECT_TRUE(readDocument(json, diagnostics).has_value()) << diagnostics.toString();
    ASSERT_EQ(diagnostics.warningCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].location, "/sides/0/units/0/status/unfromed");
}

TEST(HardenedReaders, ASavedGameNamesTheLineOfANumberOutOfRange) {
    const std::string path = kInvalid + "number-out-of-range.save.jsonl";
    const EngineRegistry engines = makeBuiltinEngineRegistry();
    Diagnostics diagnostics;
    EXPECT_FALSE(loadSavedGameFile(path, test::shippedRulesets(), engines, diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 14");
    EXPECT_NE(diagnostics.items()[0].message.find("1e400 is too large"), std::string::npos);
}

// The command factory once gave nothing for an empty type without an error,
// and the reader used it: replay, validate, report and the window crashed.
TEST(HardenedReaders, ASavedGameWithAnEmptyCommandTypeIsRefusedAtThatLine) {
    const std::string path = kInvalid + "empty-command-type.save.jsonl";
    const EngineRegistry engines = makeBuiltinEngineRegistry();
    Diagnostics diagnostics;
    EXPECT_FALSE(loadSavedGameFile(path, test::shippedRulesets(), engines, diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 3 /command/type");
    EXPECT_NE(diagnostics.items()[0].message.find("found an empty text"), std::string::npos);
}

TEST(HardenedReaders, ASavedGameRefusesDeepNestingInAJournalEntry) {
    const std::string path = kInvalid + "deep-nesting.save.jsonl";
    const EngineRegistry engines = makeBuiltinEngineRegistry();
    Diagnostics diagnostics;
    EXPECT_FALSE(loadSavedGameFile(path, test::shippedRulesets(), engines, diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 2");
    EXPECT_NE(diagnostics.items()[0].message.find("nested more than"), std::string::npos);
}

TEST(HardenedReaders, UnitsStackedOnOneSpotAreWarnedAboutOnce) {
    nlohmann::json json = test::tutorialJson();
    nlohmann::json& units = json["sides"][0]["units"];
    const nlohmann::json first = units[0];
    for (int i = 0; i < 40; ++i) {
        nlohmann::json copy = first;
        copy["id"] = "stacked-" + std::to_string(i);
        units.push_back(copy);
    }
    Diagnostics diagnostics;
    EXPECT_TRUE(readDocument(json, diagnostics).has_value()) << diagnostics.toString();
    // 41 units on one spot: one warning for the stack, none for each unit.
    ASSERT_EQ(diagnostics.warningCount(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "/sides/0/units/0/pose");
    EXPECT_NE(diagnostics.items()[0].message.find(
                  "41 units stand on the same spot at (30, 40) in the Prussian brigade"),
              std::string::npos)
        << diagnostics.items()[0].message;
}

TEST(HardenedReaders, UnitsFrontToFrontOnOneSpotAreInContactNotStacked) {
    // A unit's pose is its front edge's centre: an enemy met front to front
    // stands on the same spot, facing the other way, without overlapping it.
    nlohmann::json json = test::tutorialJson();
    nlohmann::json enemy = json["sides"][0]["units"][0];
    enemy["id"] = "face-to-face";
    enemy["pose"]["facing"] = enemy["pose"]["facing"].get<double>() + 180.0;
    enemy["brigade"] = json["sides"][1]["units"][0]["brigade"];
    json["sides"][1]["units"].push_back(enemy);
    Diagnostics diagnostics;
    EXPECT_TRUE(readDocument(json, diagnostics).has_value()) << diagnostics.toString();
    EXPECT_EQ(diagnostics.warningCount(), 0U) << diagnostics.toString();
}

TEST(HardenedReaders, UnitsOverlappingOffTheSpotAreNamedOneByOne) {
    nlohmann::json json = test::tutorialJson();
    nlohmann::json& units = json["sides"][0]["units"];
    nlohmann::json copy = units[0];
    copy["id"] = "half-an-inch-on";
    copy["pose"]["position"][0] = copy["pose"]["position"][0].get<double>() + 0.5;
    units.push_back(copy);
    Diagnostics diagnostics;
    EXPECT_TRUE(readDocument(json, diagnostics).has_value()) << diagnostics.toString();
    ASSERT_EQ(diagnostics.warningCount(), 2U) << diagnostics.toString();
    EXPECT_NE(diagnostics.items()[0].message.find("overlaps unit \"half-an-inch-on\""),
              std::string::npos)
        << diagnostics.items()[0].message;
}

TEST(HardenedReaders, NoShippedScenarioHasOverlappingUnits) {
    for (const std::string& name : test::shippedScenarioNames()) {
        Diagnostics diagnostics;
        EXPECT_TRUE(
            readScenarioFile(test::shippedScenarioPath(name), test::shippedRulesets(), diagnostics)
                .has_value());
        EXPECT_EQ(diagnostics.warningCount(), 0U) << name << '\n' << diagnostics.toString();
    }
}

}  // namespace
}  // namespace adjutant
