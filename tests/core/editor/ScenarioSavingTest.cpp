// A scenario laid out in the editor, from an empty table to a saved file
// that reads back equal.
#include "core/editor/ScenarioSaving.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/editor/EditorTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using test::shippedRuleset;
using test::shippedRulesets;

std::string fileText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string exampleOrderOfBattle(const std::string& name) {
    return std::string(adjutant::testResourceDir()) + "/orders-of-battle/" + name;
}

/// A new Tricorne table with the shipped order of battle and some terrain,
/// built through the draft as the editor would.
Scenario laidOutScenario(const std::string& orderOfBattleFile) {
    ScenarioDraft draft(test::newTricorneScenario());
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleFile(orderOfBattleFile, diagnostics);
    EXPECT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    const auto edit = orderOfBattleEdit(orderOfBattle.value_or(OrderOfBattle{}), draft.scenario(),
                                        shippedRuleset("tricorne"), orderOfBattleFile, diagnostics);
    EXPECT_TRUE(edit.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    if (edit) {
        EXPECT_EQ(draft.apply(*edit), "");
    }
    EXPECT_EQ(draft.apply(edits::addArea(
                  {"", "Galgenberg", AreaKind::Hill, {{29, 19}, {45, 18}, {41, 29}, {28, 24}}, 1})),
              "");
    EXPECT_EQ(draft.apply(
                  edits::addArea({"", "Crest", AreaKind::Hill, {{34, 21}, {40, 21}, {38, 25}}, 2})),
              "");
    EXPECT_EQ(draft.apply(edits::addLine({"", "Brandweg", LinearKind::Road, {{48, 48}, {46, 0}}})),
              "");
    EXPECT_EQ(draft.apply(edits::addObjective({"", "Crest", {{38, 22.5}}})), "");
    return draft.scenario();
}

TEST(ScenarioSavingTest, TheShippedOrdersOfBattleReadTheSameAsCsvAndJson) {
    Diagnostics diagnostics;
    const auto csv =
        readOrderOfBattleFile(exampleOrderOfBattle("tricorne-galgenberg.oob.csv"), diagnostics);
    const auto json =
        readOrderOfBattleFile(exampleOrderOfBattle("tricorne-galgenberg.oob.json"), diagnostics);
    ASSERT_TRUE(csv.has_value() && json.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    ASSERT_EQ(csv->units.size(), 8U);
    ASSERT_EQ(json->units.size(), csv->units.size());
    for (std::size_t i = 0; i < csv->units.size(); ++i) {
        const OrderOfBattleUnit& a = csv->units[i];
        const OrderOfBattleUnit& b = json->units[i];
        EXPECT_TRUE(a.side == b.side && a.brigade == b.brigade && a.id == b.id &&
                    a.name == b.name && a.type == b.type && a.figures == b.figures &&
                    a.formation == b.formation && a.guns == b.guns &&
                    a.battalionGuns == b.battalionGuns &&
                    a.battalionGunWeapon == b.battalionGunWeapon)
            << a.id;
    }
    ASSERT_EQ(csv->brigades.size(), 2U);
    ASSERT_EQ(json->brigades.size(), 2U);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(csv->brigades[i].name, json->brigades[i].name);
        EXPECT_EQ(csv->brigades[i].general, json->brigades[i].general);
        EXPECT_EQ(csv->brigades[i].orders, json->brigades[i].orders);
    }
}

TEST(ScenarioSavingTest, ALaidOutScenarioValidatesSavesAndReadsBackEqual) {
    const test::ScratchFolder folder("saving-round-trip");
    for (const std::string name : {"tricorne-galgenberg.oob.csv", "tricorne-galgenberg.oob.json"}) {
        SCOPED_TRACE(name);
        const Scenario scenario = laidOutScenario(exampleOrderOfBattle(name));
        ASSERT_EQ(scenario.units.size(), 8U);
        ASSERT_EQ(scenario.sides[0].generals.size(), 1U);
        ASSERT_EQ(scenario.sides[1].generals.size(), 1U);
        const std::string path = folder.file("galgenberg.scenario.json");
        const Diagnostics diagnostics = validateScenarioFor(scenario, path, shippedRulesets());
        EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();

        ASSERT_EQ(saveScenarioFile(path, scenario, shippedRulesets()), "");
        Diagnostics reading;
        const auto reread = readScenarioFile(path, shippedRulesets(), reading);
        ASSERT_TRUE(reread.has_value()) << reading.toString();
        test::expectSameScenario(scenario, *reread);
    }
}

TEST(ScenarioSavingTest, AnInvalidScenarioIsNotWrittenAndTheOldFileIsKept) {
    const test::ScratchFolder folder("saving-invalid");
    const std::string path = folder.file("x.scenario.json");
    Scenario scenario = test::newTricorneScenario();

    // The edits check only what the model can; the unit type needs the ruleset.
    Unit unit;
    unit.id = "odd";
    unit.type = "musketeers";
    unit.figures = 12;
    unit.pose = {{30, 40}, 0};
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(edits::placeUnit(unit)), "");
    const std::string errors =
        saveScenarioFile(folder.file("new.scenario.json"), draft.scenario(), shippedRulesets());
    EXPECT_NE(errors.find("/sides/0/units/0/type"), std::string::npos) << errors;
    EXPECT_NE(errors.find("did you mean \"musketeer\"?"), std::string::npos) << errors;
    EXPECT_FALSE(fs::exists(folder.file("new.scenario.json")));

    ASSERT_EQ(saveScenarioFile(path, scenario, shippedRulesets()), "");
    const std::string before = fileText(path);
    EXPECT_NE(saveScenarioFile(path, draft.scenario(), shippedRulesets()), "");
    EXPECT_EQ(fileText(path), before);
}

TEST(ScenarioSavingTest, TheMapImageMustBeBesideTheFile) {
    const test::ScratchFolder folder("saving-map");
    Scenario scenario = test::newTricorneScenario();
    scenario.map = MapImage{"maps/galgenberg.png", {0, 0}, 0, 0.8, {}};
    const std::string path = folder.file("map.scenario.json");
    const Diagnostics missing = validateScenarioFor(scenario, path, shippedRulesets());
    ASSERT_EQ(missing.errorCount(), 1U) << missing.toString();
    EXPECT_EQ(missing.items()[0].location, "/map/file");
    EXPECT_NE(saveScenarioFile(path, scenario, shippedRulesets()), "");

    fs::create_directories(folder.path() / "maps");
    std::ofstream(folder.file("maps/galgenberg.png")) << "not really a picture";
    EXPECT_TRUE(validateScenarioFor(scenario, path, shippedRulesets()).empty());
    EXPECT_EQ(saveScenarioFile(path, scenario, shippedRulesets()), "");
}

TEST(ScenarioSavingTest, AFileNotNamedScenarioJsonIsWarnedAbout) {
    const test::ScratchFolder folder("saving-name");
    const Diagnostics diagnostics = validateScenarioFor(
        test::newTricorneScenario(), folder.file("battle.json"), shippedRulesets());
    EXPECT_FALSE(diagnostics.hasErrors());
    EXPECT_EQ(diagnostics.warningCount(), 1U);
}

TEST(ScenarioSavingTest, RebaseMapFileKeepsFindingTheImage) {
    Scenario scenario;
    scenario.map = MapImage{"maps/galgenberg.png", {0, 0}, 0, 1, {}};
    EXPECT_EQ(rebaseMapFile(scenario, "/games/a", "/games/b").map->file,
              "../a/maps/galgenberg.png");
    EXPECT_EQ(rebaseMapFile(scenario, "/games/a", "/games/a").map->file, "maps/galgenberg.png");
    EXPECT_EQ(rebaseMapFile(scenario, "/games/a", "/games/a/maps").map->file, "galgenberg.png");
    // Chosen in a new scenario, before it had a folder: relative once saved.
    scenario.map->file = "/pictures/galgenberg.png";
    EXPECT_EQ(rebaseMapFile(scenario, "", "/games/b").map->file, "../../pictures/galgenberg.png");
    EXPECT_EQ(rebaseMapFile(scenario, "/games/a", "/pictures").map->file, "galgenberg.png");
    scenario.map.reset();
    EXPECT_FALSE(rebaseMapFile(scenario, "/games/a", "/games/b").map.has_value());
}

TEST(ScenarioSavingTest, AMapFromElsewhereIsCopiedBesideTheScenario) {
    const test::ScratchFolder folder("carry-map");
    std::filesystem::create_directories(folder.path() / "pictures");
    std::filesystem::create_directories(folder.path() / "games" / "maps");
    std::ofstream(folder.file("pictures/field.png")) << "the chosen picture";
    // Another picture already holds the name beside the scenario.
    std::ofstream(folder.file("games/maps/field.png")) << "another picture";
    Scenario scenario;
    scenario.map = MapImage{folder.file("pictures/field.png"), {0, 0}, 0, 1, {}};
    std::string error;
    const Scenario carried = carryMapImage(scenario, "", folder.file("games"), error);
    EXPECT_EQ(error, "");
    ASSERT_TRUE(carried.map.has_value());
    EXPECT_EQ(carried.map->file, "maps/field-2.png");
    std::ifstream copy(folder.file("games/maps/field-2.png"));
    std::string text;
    std::getline(copy, text);
    EXPECT_EQ(text, "the chosen picture");
    // Saved again, the same picture is used again rather than copied anew.
    const Scenario again = carryMapImage(scenario, "", folder.file("games"), error);
    EXPECT_EQ(again.map->file, "maps/field-2.png");
    EXPECT_FALSE(std::filesystem::exists(folder.file("games/maps/field-3.png")));
    // An image inside the folder stays where it is.
    scenario.map->file = "maps/field.png";
    EXPECT_EQ(carryMapImage(scenario, folder.file("games"), folder.file("games"), error).map->file,
              "maps/field.png");
}

}  // namespace
}  // namespace adjutant
