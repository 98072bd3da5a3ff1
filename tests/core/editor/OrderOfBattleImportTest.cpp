// Checking an order of battle against a scenario and its ruleset, and laying
// its units out in their side's deployment area.
#include <gtest/gtest.h>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/ScenarioDraft.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using test::newTricorneScenario;
using test::shippedRuleset;

constexpr double kTolerance = 1e-9;
constexpr double kMillimetresPerInch = 25.4;
// Tricorne 15 mm: an infantry figure's base is 10 mm wide; a line has two ranks.
constexpr double kTwelveInLine = 6 * 10 / kMillimetresPerInch;  // 2.3622 in

OrderOfBattleUnit unitOf(const std::string& side, const std::string& brigade, const std::string& id,
                         const std::string& type, int figures = 0) {
    OrderOfBattleUnit unit;
    unit.side = side;
    unit.brigade = brigade;
    unit.id = id;
    unit.type = type;
    unit.figures = figures;
    unit.location = "unit " + id;
    return unit;
}

OrderOfBattle twoBrigades() {
    OrderOfBattle orderOfBattle;
    orderOfBattle.brigades = {
        {"prussia", "pr-1", "Brigade Manteuffel", "Manteuffel", "the hill", ""},
        {"austria", "au-1", "Brigade Wied", "Wied", "", ""}};
    orderOfBattle.units = {unitOf("prussia", "pr-1", "pr-a", "musketeer"),
                           unitOf("austria", "au-1", "au-a", "musketeer"),
                           unitOf("prussia", "pr-1", "pr-b", "musketeer")};
    return orderOfBattle;
}

std::optional<Scenario> imported(const OrderOfBattle& orderOfBattle, const Scenario& scenario,
                                 Diagnostics& diagnostics) {
    const auto edit = orderOfBattleEdit(orderOfBattle, scenario, shippedRuleset("tricorne"),
                                        "oob.csv", diagnostics);
    if (!edit) {
        return std::nullopt;
    }
    ScenarioDraft draft(scenario);
    const std::string error = draft.apply(*edit);
    EXPECT_EQ(error, "");
    return draft.scenario();
}

TEST(OrderOfBattleImportTest, DefaultSizeIsTheNationsCapElseTheTypesDefault) {
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    EXPECT_EQ(defaultFiguresFor(tricorne, "austria", "musketeer"), 16);  // table A
    EXPECT_EQ(defaultFiguresFor(tricorne, "prussia", "musketeer"), 12);
    EXPECT_EQ(defaultFiguresFor(tricorne, "prussia", "pandour"), 8);  // no cap: the type's
    EXPECT_EQ(defaultFiguresFor(tricorne, "prussia", "nothing"), 0);
    EXPECT_EQ(defaultFiguresFor(shippedRuleset("fire-effect-1870"), "prussia", "lancers"), 12);
}

TEST(OrderOfBattleImportTest, UnitsStandInLineInTheZoneFacingTheEnemyWithTheirGeneralBehind) {
    Diagnostics diagnostics;
    const auto scenario = imported(twoBrigades(), newTricorneScenario(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();

    // Prussia's zone is y 36..48 along the bottom edge: the front edge at
    // y 36. The two units stand an inch apart with an inch at each end of the
    // row (1 + 2.36 + 1 + 2.36 + 1 = 7.72 in), the row centred on x 36, so
    // it starts at 36 - 3.86 = 32.14.
    const double rowStart = 36 - (1 + 2 * (1 + kTwelveInLine)) / 2;
    const Unit* first = scenario->findUnit("pr-a");
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->figures, 12);
    EXPECT_EQ(first->startFigures, 12);
    EXPECT_EQ(first->nation, "prussia");
    EXPECT_EQ(first->formation, Formation::Line);
    EXPECT_EQ(first->brigade, "pr-1");
    EXPECT_NEAR(first->pose.position.x, rowStart + 1 + kTwelveInLine / 2, kTolerance);  // 34.32
    EXPECT_NEAR(first->pose.position.y, 36, kTolerance);
    EXPECT_EQ(first->pose.facingDegrees, 0);
    const Unit* second = scenario->findUnit("pr-b");
    EXPECT_NEAR(second->pose.position.x, rowStart + 1 + kTwelveInLine + 1 + kTwelveInLine / 2,
                kTolerance);  // 37.68
    EXPECT_NEAR(second->pose.position.y, 36, kTolerance);

    // Austria deploys from the top, facing 180: its left is the table's right.
    // A row of one unit is centred: the unit stands in the middle.
    const Unit* austrian = scenario->findUnit("au-a");
    EXPECT_EQ(austrian->figures, 16);
    EXPECT_NEAR(austrian->pose.position.x, 36, kTolerance);
    EXPECT_NEAR(austrian->pose.position.y, 12, kTolerance);
    EXPECT_EQ(austrian->pose.facingDegrees, 180);

    ASSERT_EQ(scenario->sides[0].brigades.size(), 1U);
    EXPECT_EQ(scenario->sides[0].brigades[0].name, "Brigade Manteuffel");
    EXPECT_EQ(scenario->sides[0].brigades[0].objective, "the hill");
    ASSERT_EQ(scenario->sides[0].generals.size(), 1U);
    const General& general = scenario->sides[0].generals[0];
    EXPECT_EQ(general.id, "pr-1-general");
    EXPECT_EQ(general.name, "Manteuffel");
    EXPECT_EQ(general.brigade, "pr-1");
    EXPECT_NEAR(general.pose.position.x, first->pose.position.x, kTolerance);
    EXPECT_NEAR(general.pose.position.y, 39, kTolerance);  // 3 in behind
    const General& wied = scenario->sides[1].generals.at(0);
    EXPECT_NEAR(wied.pose.position.x, austrian->pose.position.x, kTolerance);
    EXPECT_NEAR(wied.pose.position.y, 9, kTolerance);
    EXPECT_EQ(wied.pose.facingDegrees, 180);
}

TEST(OrderOfBattleImportTest, AFullRowWrapsSixInchesFurtherBack) {
    Scenario scenario = newTricorneScenario();
    scenario.deploymentZones[0].outline = {{0, 36}, {10, 36}, {10, 48}, {0, 48}};
    OrderOfBattle orderOfBattle;
    for (const std::string id : {"a", "b", "c"}) {
        orderOfBattle.units.push_back(unitOf("prussia", "pr-1", id, "musketeer"));
    }
    Diagnostics diagnostics;
    const auto result = imported(orderOfBattle, scenario, diagnostics);
    ASSERT_TRUE(result.has_value()) << diagnostics.toString();
    // A 10 in row holds 1 + 2.36 + 1 + 2.36 = 6.72 in and a 1 in margin; a
    // third unit would need 10.09 in. The 2.28 in to spare are shared, 1.14
    // at each end.
    const double shift = (10 - 1 - 2 * (1 + kTwelveInLine)) / 2;
    EXPECT_NEAR(result->findUnit("b")->pose.position.x, shift + 2 + 1.5 * kTwelveInLine,
                kTolerance);
    EXPECT_NEAR(result->findUnit("b")->pose.position.y, 36, kTolerance);
    EXPECT_NEAR(result->findUnit("c")->pose.position.x, 5, kTolerance);  // alone: the middle
    EXPECT_NEAR(result->findUnit("c")->pose.position.y, 42, kTolerance);
    // A brigade named only by its units is made with its id alone.
    ASSERT_EQ(result->sides[0].brigades.size(), 1U);
    EXPECT_EQ(result->sides[0].brigades[0].id, "pr-1");
    EXPECT_TRUE(result->sides[0].generals.empty());
}

TEST(OrderOfBattleImportTest, BrigadeAfterBrigadeInTheOrderTheyAreListed) {
    OrderOfBattle orderOfBattle;
    orderOfBattle.brigades = {{"prussia", "pr-2", "", "", "", ""},
                              {"prussia", "pr-1", "", "", "", ""}};
    orderOfBattle.units = {unitOf("prussia", "pr-1", "one", "musketeer"),
                           unitOf("prussia", "", "loose", "musketeer"),
                           unitOf("prussia", "pr-2", "two", "musketeer")};
    Diagnostics diagnostics;
    const auto result = imported(orderOfBattle, newTricorneScenario(), diagnostics);
    ASSERT_TRUE(result.has_value()) << diagnostics.toString();
    const double step = 1 + kTwelveInLine;
    const double rowStart = 36 - (1 + 3 * step) / 2;  // the row centred on x 36
    EXPECT_NEAR(result->findUnit("two")->pose.position.x, rowStart + 1 + kTwelveInLine / 2,
                kTolerance);
    EXPECT_NEAR(result->findUnit("one")->pose.position.x, rowStart + step + 1 + kTwelveInLine / 2,
                kTolerance);
    EXPECT_NEAR(result->findUnit("loose")->pose.position.x,
                rowStart + 2 * step + 1 + kTwelveInLine / 2, kTolerance);
}

TEST(OrderOfBattleImportTest, WithoutAZoneUnitsStandThreeToNineInchesFromTheBaseline) {
    Scenario scenario = newTricorneScenario();
    scenario.deploymentZones.clear();
    scenario.sides[1].baseline = TableEdge::Left;
    OrderOfBattle orderOfBattle;
    orderOfBattle.units = {unitOf("prussia", "", "p", "musketeer"),
                           unitOf("austria", "", "a", "musketeer", 12)};
    Diagnostics diagnostics;
    const auto result = imported(orderOfBattle, scenario, diagnostics);
    ASSERT_TRUE(result.has_value()) << diagnostics.toString();
    // Bottom edge: the band is y 39..45, its front at y 39; one unit stands mid-table.
    EXPECT_NEAR(result->findUnit("p")->pose.position.x, 36, kTolerance);
    EXPECT_NEAR(result->findUnit("p")->pose.position.y, 39, kTolerance);
    // Left edge: the band is x 3..9, its front at x 9, facing right (90);
    // the side's left is the top of the table; one unit stands mid-edge.
    EXPECT_NEAR(result->findUnit("a")->pose.position.x, 9, kTolerance);
    EXPECT_NEAR(result->findUnit("a")->pose.position.y, 24, kTolerance);  // mid-edge
    EXPECT_EQ(result->findUnit("a")->pose.facingDegrees, 90);
}

TEST(OrderOfBattleImportTest, DefaultsForBatteriesFormationsAndBattalionGuns) {
    OrderOfBattle orderOfBattle;
    orderOfBattle.units = {unitOf("prussia", "", "battery", "battery12lb"),
                           unitOf("prussia", "", "jaegers", "jaeger"),
                           unitOf("prussia", "", "ir", "musketeer")};
    orderOfBattle.units[2].battalionGuns = 2;
    orderOfBattle.units[2].battalionGunWeapon = "gun3lb";
    orderOfBattle.units[2].formation = "columnOfRoute";
    Diagnostics diagnostics;
    const auto result = imported(orderOfBattle, newTricorneScenario(), diagnostics);
    ASSERT_TRUE(result.has_value()) << diagnostics.toString();
    const Unit* battery = result->findUnit("battery");
    EXPECT_EQ(battery->guns, 2);  // the 15 mm artillery base holds 2 guns
    EXPECT_EQ(battery->figures, 1);
    EXPECT_EQ(battery->formation, Formation::Unlimbered);
    EXPECT_EQ(result->findUnit("jaegers")->formation, Formation::SkirmishLine);
    EXPECT_EQ(result->findUnit("jaegers")->figures, 12);  // Prussia's cap for jaegers
    const Unit* ir = result->findUnit("ir");
    ASSERT_TRUE(ir->battalionGuns.has_value());
    EXPECT_EQ(ir->battalionGuns->count, 2);
    EXPECT_EQ(ir->battalionGuns->weapon, "gun3lb");
    EXPECT_EQ(ir->formation, Formation::ColumnOfRoute);
}

TEST(OrderOfBattleImportTest, EveryProblemIsReportedAtItsUnit) {
    OrderOfBattle orderOfBattle = twoBrigades();
    orderOfBattle.units.push_back(unitOf("prussia", "pr-1", "typo", "musketeers"));
    orderOfBattle.units.push_back(unitOf("prussia", "pr-1", "big", "musketeer", 14));
    orderOfBattle.units.push_back(unitOf("sweden", "", "swede", "musketeer"));
    orderOfBattle.units.push_back(unitOf("prussia", "", "pr-a", "musketeer"));
    orderOfBattle.units.push_back(unitOf("prussia", "", "square", "pandour"));
    orderOfBattle.units.back().formation = "square";
    orderOfBattle.units.push_back(unitOf("prussia", "", "horseguns", "hussar"));
    orderOfBattle.units.back().battalionGuns = 1;
    orderOfBattle.units.back().battalionGunWeapon = "gun3lb";
    orderOfBattle.units.push_back(unitOf("prussia", "", "noweapon", "musketeer"));
    orderOfBattle.units.back().battalionGuns = 1;
    orderOfBattle.units.push_back(unitOf("prussia", "", "badweapon", "musketeer"));
    orderOfBattle.units.back().battalionGuns = 1;
    orderOfBattle.units.back().battalionGunWeapon = "gun5lb";
    orderOfBattle.units.push_back(unitOf("prussia", "", "gunned", "musketeer"));
    orderOfBattle.units.back().guns = 2;
    orderOfBattle.units.push_back(unitOf("prussia", "", "french", "musketeer"));
    orderOfBattle.units.back().nation = "frence";
    orderOfBattle.units.push_back(unitOf("prussia", "", "brave", "musketeer"));
    orderOfBattle.units.back().moraleClass = "heroic";

    Diagnostics diagnostics;
    EXPECT_FALSE(orderOfBattleEdit(orderOfBattle, newTricorneScenario(), shippedRuleset("tricorne"),
                                   "oob.csv", diagnostics));
    const auto errorAt = [&](const std::string& location, const std::string& words) {
        for (const Diagnostic& item : diagnostics.items()) {
            if (item.severity == Diagnostic::Severity::Error && item.location == location &&
                item.message.find(words) != std::string::npos && item.file == "oob.csv") {
                return true;
            }
        }
        return false;
    };
    EXPECT_TRUE(errorAt("unit typo", "unknown unit type \"musketeers\""));
    EXPECT_TRUE(errorAt("unit typo", "did you mean \"musketeer\"?"));
    EXPECT_TRUE(errorAt("unit big", "14 figures is more than"));
    EXPECT_TRUE(errorAt("unit big", "at most 12"));
    EXPECT_TRUE(errorAt("unit swede", "unknown side \"sweden\""));
    EXPECT_TRUE(errorAt("unit pr-a", "used twice"));
    EXPECT_TRUE(errorAt("unit square", "may not be in square"));
    EXPECT_TRUE(errorAt("unit horseguns", "only infantry"));
    EXPECT_TRUE(errorAt("unit noweapon", "needs a battalionGunWeapon"));
    EXPECT_TRUE(errorAt("unit badweapon", "unknown weapon \"gun5lb\""));
    EXPECT_TRUE(errorAt("unit gunned", "not a battery"));
    EXPECT_TRUE(errorAt("unit french", "did you mean \"france\"?"));
    EXPECT_TRUE(errorAt("unit brave", "unknown morale class \"heroic\""));
    EXPECT_EQ(diagnostics.errorCount(), 11U) << diagnostics.toString();
}

TEST(OrderOfBattleImportTest, IdsAlreadyInTheScenarioAndARulesetMismatchAreRefused) {
    Diagnostics diagnostics;
    auto scenario = imported(twoBrigades(), newTricorneScenario(), diagnostics);
    ASSERT_TRUE(scenario.has_value());
    Diagnostics again;
    EXPECT_FALSE(
        orderOfBattleEdit(twoBrigades(), *scenario, shippedRuleset("tricorne"), "oob.csv", again));
    EXPECT_EQ(again.errorCount(), 3U) << again.toString();
    EXPECT_NE(again.toString().find("already used by a unit or general"), std::string::npos);

    Diagnostics mismatch;
    EXPECT_FALSE(orderOfBattleEdit(twoBrigades(), newTricorneScenario(), shippedRuleset("princes"),
                                   "oob.csv", mismatch));
    EXPECT_TRUE(mismatch.hasErrors());
}

TEST(OrderOfBattleImportTest, TooManyUnitsForTheDeploymentAreaIsAnError) {
    Scenario scenario = newTricorneScenario();
    scenario.deploymentZones[0].outline = {{0, 36}, {10, 36}, {10, 48}, {0, 48}};
    OrderOfBattle orderOfBattle;
    // Two rows fit (y 36 and 42); the third row would start at y 48.
    for (int i = 0; i < 5; ++i) {
        orderOfBattle.units.push_back(unitOf("prussia", "", "u" + std::to_string(i), "musketeer"));
    }
    Diagnostics diagnostics;
    EXPECT_FALSE(orderOfBattleEdit(orderOfBattle, scenario, shippedRuleset("tricorne"), "oob.csv",
                                   diagnostics));
    EXPECT_EQ(diagnostics.errorCount(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items().at(0).location, "unit u4");
    EXPECT_NE(diagnostics.items().at(0).message.find("no room"), std::string::npos);
}

TEST(OrderOfBattleImportTest, TheImportIsOneEditThatUndoTakesBack) {
    const Scenario scenario = newTricorneScenario();
    Diagnostics diagnostics;
    const auto edit = orderOfBattleEdit(twoBrigades(), scenario, shippedRuleset("tricorne"),
                                        "oob.csv", diagnostics);
    ASSERT_TRUE(edit.has_value()) << diagnostics.toString();
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(*edit), "");
    EXPECT_EQ(draft.undoLabel(), "Import order of battle (3 units)");
    EXPECT_EQ(draft.scenario().units.size(), 3U);
    draft.undo();
    EXPECT_TRUE(draft.scenario().units.empty());
    EXPECT_TRUE(draft.scenario().sides[0].brigades.empty());
    EXPECT_TRUE(draft.scenario().sides[0].generals.empty());
}

}  // namespace
}  // namespace adjutant
