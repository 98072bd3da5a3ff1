#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

using nlohmann::json;
using test::errorLocations;
using test::shippedRulesets;
using test::tutorialJson;

std::optional<Scenario> readJson(const json& document, Diagnostics& diagnostics) {
    return readScenarioJson(document, "test.scenario.json", shippedRulesets(), diagnostics);
}

TEST(ScenarioReader, ShippedScenariosReadWithoutErrorsOrWarnings) {
    for (const std::string& name : test::shippedScenarioNames()) {
        Diagnostics diagnostics;
        const auto scenario =
            readScenarioFile(test::shippedScenarioPath(name), shippedRulesets(), diagnostics);
        ASSERT_TRUE(scenario.has_value()) << name << "\n" << diagnostics.toString();
        EXPECT_TRUE(diagnostics.empty()) << name << "\n" << diagnostics.toString();
        EXPECT_EQ(scenario->sides.size(), 2U) << name;
        EXPECT_GE(scenario->units.size(), 8U) << name;
    }
}

TEST(ScenarioReader, ReadsTheTutorialIntoTheModel) {
    Diagnostics diagnostics;
    const auto scenario = readJson(tutorialJson(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_EQ(scenario->ruleset, "tricorne");
    EXPECT_EQ(scenario->table.width, 72.0);
    EXPECT_EQ(scenario->table.height, 48.0);
    EXPECT_EQ(scenario->sides[0].id, "prussia");
    EXPECT_EQ(scenario->sides[1].baseline, TableEdge::Top);

    const Unit* battery = scenario->findUnit("pr-battery");
    ASSERT_NE(battery, nullptr);
    EXPECT_EQ(battery->side, 0);
    EXPECT_EQ(battery->guns, 4);
    EXPECT_EQ(battery->formation, Formation::Unlimbered);
    EXPECT_EQ(battery->pose.position, (Vec2{36, 38}));

    const Unit* pandours = scenario->findUnit("au-pandours");
    ASSERT_NE(pandours, nullptr);
    EXPECT_EQ(pandours->side, 1);
    EXPECT_EQ(pandours->nation, "austria");  // inherited from the side
    EXPECT_EQ(pandours->startFigures, pandours->figures);
    EXPECT_EQ(pandours->pose.facingDegrees, 180.0);

    const Unit* guns = scenario->findUnit("pr-ir18-1");
    ASSERT_NE(guns, nullptr);
    ASSERT_TRUE(guns->battalionGuns.has_value());
    EXPECT_EQ(guns->battalionGuns->count, 2);
    EXPECT_EQ(guns->battalionGuns->weapon, "gun3lb");
}

TEST(ScenarioReader, AbsentFormationIsTheUnitTypesDefault) {
    json document = tutorialJson();
    document["sides"][1]["units"][2].erase("formation");  // pandours
    Diagnostics diagnostics;
    const auto scenario = readJson(document, diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_EQ(scenario->findUnit("au-pandours")->formation, Formation::SkirmishLine);
}

TEST(ScenarioReader, FacingIsNormalised) {
    json document = tutorialJson();
    document["sides"][0]["units"][0]["pose"]["facing"] = -90;
    Diagnostics diagnostics;
    const auto scenario = readJson(document, diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_EQ(scenario->findUnit("pr-ir18-1")->pose.facingDegrees, 270.0);
}

TEST(ScenarioReader, TerrainTouchingTheTableEdgeIsOnTheTable) {
    json document = tutorialJson();
    document["table"]["areas"][0]["outline"][0] = {0.0, 48.0000001};
    document["table"]["lines"][1]["points"][0] = {72, 48};
    Diagnostics diagnostics;
    EXPECT_TRUE(readJson(document, diagnostics).has_value()) << diagnostics.toString();
}

TEST(ScenarioReader, UnknownMembersAreWarningsNamingTheMember) {
    json document = tutorialJson();
    document["sides"][0]["units"][0]["colour"] = "#ff0000";
    document["tabel"] = json::object();
    Diagnostics diagnostics;
    const auto scenario = readJson(document, diagnostics);
    EXPECT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_EQ(diagnostics.errorCount(), 0U);
    ASSERT_EQ(diagnostics.warningCount(), 2U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "/tabel");
    EXPECT_EQ(diagnostics.items()[1].location, "/sides/0/units/0/colour");
}

TEST(ScenarioReader, ReportsEveryErrorAtOnce) {
    json document = tutorialJson();
    document["table"]["width"] = "wide";
    document["sides"][0]["units"][1]["type"] = "musketeers";
    document["sides"][1]["units"][3]["figures"] = -2;
    Diagnostics diagnostics;
    EXPECT_FALSE(readJson(document, diagnostics).has_value());
    EXPECT_EQ(errorLocations(diagnostics),
              (std::vector<std::string>{"/table/width", "/sides/0/units/1/type",
                                        "/sides/1/units/3/figures"}))
        << diagnostics.toString();
    for (const Diagnostic& item : diagnostics.items()) {
        EXPECT_EQ(item.file, "test.scenario.json");
    }
}

TEST(ScenarioReader, UnknownRulesetIsOneErrorNotACascade) {
    json document = tutorialJson();
    document["ruleset"] = "napoleon";
    Diagnostics diagnostics;
    EXPECT_FALSE(readJson(document, diagnostics).has_value());
    EXPECT_EQ(errorLocations(diagnostics), (std::vector<std::string>{"/ruleset"}))
        << diagnostics.toString();
}

TEST(ScenarioReader, MisspelledNamesSuggestTheKnownOne) {
    json document = tutorialJson();
    document["sides"][0]["units"][1]["type"] = "musketeers";
    Diagnostics diagnostics;
    readJson(document, diagnostics);
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_NE(diagnostics.items()[0].message.find("did you mean \"musketeer\"?"), std::string::npos)
        << diagnostics.toString();
}

TEST(ScenarioReader, MissingFileIsAnErrorNamingTheFile) {
    Diagnostics diagnostics;
    EXPECT_FALSE(readScenarioFile("/no/such/dir/x.scenario.json", shippedRulesets(), diagnostics)
                     .has_value());
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].file, "/no/such/dir/x.scenario.json");
}

TEST(ScenarioReader, DiagnosticsAlreadyHeldDoNotFailAGoodFile) {
    Diagnostics diagnostics;
    diagnostics.error("other.json", "/x", "an earlier problem elsewhere");
    EXPECT_TRUE(readJson(tutorialJson(), diagnostics).has_value());
}

TEST(ScenarioReader, ADocumentThatIsNotAnObjectIsOneError) {
    Diagnostics diagnostics;
    EXPECT_FALSE(readJson(json::array({1, 2}), diagnostics).has_value());
    EXPECT_EQ(errorLocations(diagnostics), (std::vector<std::string>{"/"}));
}

}  // namespace
}  // namespace adjutant
