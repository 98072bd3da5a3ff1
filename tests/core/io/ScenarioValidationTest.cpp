// One broken field at a time, each expected to be reported at its JSON pointer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

using nlohmann::json;

/// A change to the tricorne tutorial and the errors it must produce.
struct BrokenField {
    std::string name;                 // test name
    std::string pointer;              // the member to change
    std::optional<json> value;        // its new value; nothing removes the member
    std::vector<std::string> errors;  // expected error locations, in order
};

void PrintTo(const BrokenField& field, std::ostream* out) {
    *out << field.name;
}

class ScenarioValidation : public testing::TestWithParam<BrokenField> {};

TEST_P(ScenarioValidation, ReportsTheBrokenFieldAtItsPointer) {
    const BrokenField& field = GetParam();
    json document = test::tutorialJson();
    const json::json_pointer pointer(field.pointer);
    if (field.value) {
        document[pointer] = *field.value;
    } else {
        document[pointer.parent_pointer()].erase(pointer.back());
    }
    Diagnostics diagnostics;
    const auto scenario =
        readScenarioJson(document, "broken.scenario.json", test::shippedRulesets(), diagnostics);
    EXPECT_FALSE(scenario.has_value());
    EXPECT_EQ(test::errorLocations(diagnostics), field.errors) << diagnostics.toString();
    for (const Diagnostic& item : diagnostics.items()) {
        EXPECT_EQ(item.file, "broken.scenario.json");
        EXPECT_FALSE(item.message.empty());
    }
}

std::vector<BrokenField> brokenFields() {
    const auto u = [](int side, int unit, const std::string& member) {
        return "/sides/" + std::to_string(side) + "/units/" + std::to_string(unit) + "/" + member;
    };
    return {
        {"FormatVersionAsString", "/formatVersion", json("1"), {"/formatVersion"}},
        {"NewerFormatVersion", "/formatVersion", json(7), {"/formatVersion"}},
        {"MissingTitle", "/title", std::nullopt, {"/title"}},
        {"UnknownBrigadeTask",
         "/sides/0/brigades/0/task",
         json("charge"),
         {"/sides/0/brigades/0/task"}},
        {"UnknownBrigadeObjective",
         "/sides/1/brigades/0/objectiveId",
         json("windmill"),
         {"/sides/1/brigades/0/objectiveId"}},
        {"UnknownRuleset", "/ruleset", json("napoleon"), {"/ruleset"}},
        {"UnknownOption", "/options", json{{"volleyBonus", "x"}}, {"/options/volleyBonus"}},
        {"UnknownOptionChoice",
         "/options",
         json{{"firstVolleyBonus", "sometimes"}},
         {"/options/firstVolleyBonus"}},
        {"UnknownFigureScale", "/figureScale", json("54mm"), {"/figureScale"}},
        {"UnknownPeriod", "/period", json("Napoleonic"), {"/period"}},
        {"ZeroTableWidth", "/table/width", json(0), {"/table/width"}},
        {"NegativeTableHeight", "/table/height", json(-48), {"/table/height"}},
        {"MissingTable", "/table", std::nullopt, {"/table"}},
        {"UnknownAreaKind", "/table/areas/0/kind", json("forest"), {"/table/areas/0/kind"}},
        {"AreaWithTwoPoints",
         "/table/areas/1/outline",
         json{{56, 24}, {63, 22}},
         {"/table/areas/1/outline"}},
        {"AreaWithoutArea",
         "/table/areas/1/outline",
         json{{56, 24}, {60, 24}, {64, 24}},
         {"/table/areas/1/outline"}},
        {"AreaPointOffTable",
         "/table/areas/0/outline/1",
         json{80, 10},
         {"/table/areas/0/outline/1"}},
        {"HillLevelZero", "/table/areas/3/level", json(0), {"/table/areas/3/level"}},
        {"HillLevelWithoutTheLevelBelow",
         "/table/areas/3/level",
         json(3),
         {"/table/areas/3/level"}},
        {"LineWithOnePoint", "/table/lines/0/points", json{{1, 1}}, {"/table/lines/0/points"}},
        {"UnknownLineKind", "/table/lines/1/kind", json("railway"), {"/table/lines/1/kind"}},
        {"PointAsString", "/table/lines/2/points/0", json("52,13"), {"/table/lines/2/points/0"}},
        {"PointWithThreeNumbers",
         "/table/lines/2/points/0",
         json{52, 13, 0},
         {"/table/lines/2/points/0"}},
        {"DuplicateTerrainId", "/table/lines/0/id", json("pine-wood"), {"/table/lines/0/id"}},
        {"SidesNotAnArray", "/sides", json::object(), {"/sides"}},
        {"DuplicateSideId",
         "/sides/1/id",
         json("prussia"),
         {"/sides/1/id", "/deploymentZones/1/side"}},
        {"ColourWithoutHash", "/sides/0/colour", json("1f3a68"), {"/sides/0/colour"}},
        {"ShortColour", "/sides/0/colour", json("#12345"), {"/sides/0/colour"}},
        {"UnknownBaseline", "/sides/1/baseline", json("north"), {"/sides/1/baseline"}},
        {"UnknownSideNation", "/sides/0/nation", json("prussian"), {"/sides/0/nation"}},
        {"GeneralOfUnknownBrigade",
         "/sides/0/generals/0/brigade",
         json("pr-9"),
         {"/sides/0/generals/0/brigade"}},
        {"GeneralOffTable",
         "/sides/0/generals/0/pose/position",
         json{36, 49},
         {"/sides/0/generals/0/pose/position"}},
        {"GeneralAndUnitShareAnId", "/sides/0/generals/0/id", json("pr-ir18-1"), {u(0, 0, "id")}},
        {"DuplicateUnitId", u(1, 1, "id"), json("au-ir-1"), {u(1, 1, "id")}},
        {"MissingUnits", "/sides/1/units", std::nullopt, {"/sides/1/units"}},
        {"UnknownUnitType", u(0, 0, "type"), json("musketeers"), {u(0, 0, "type")}},
        {"UnitTypeOfAnotherRuleset", u(0, 3, "type"), json("lightDragoons"), {u(0, 3, "type")}},
        {"UnknownUnitNation", u(1, 0, "nation"), json("ottoman"), {u(1, 0, "nation")}},
        {"UnknownBrigade", u(1, 3, "brigade"), json("au-9"), {u(1, 3, "brigade")}},
        {"BrigadeOfTheOtherSide", u(1, 3, "brigade"), json("pr-1"), {u(1, 3, "brigade")}},
        {"FormationNotAllowed", u(1, 2, "formation"), json("line"), {u(1, 2, "formation")}},
        {"UnknownFormation", u(0, 0, "formation"), json("wedge"), {u(0, 0, "formation")}},
        {"ZeroFigures", u(0, 1, "figures"), json(0), {u(0, 1, "figures")}},
        {"NegativeFigures", u(0, 3, "figures"), json(-3), {u(0, 3, "figures")}},
        {"FractionalFigures", u(0, 3, "figures"), json(11.5), {u(0, 3, "figures")}},
        {"StartFiguresBelowFigures", u(0, 0, "startFigures"), json(10), {u(0, 0, "startFigures")}},
        {"FiguresAboveNationalCap", u(0, 1, "figures"), json(13), {u(0, 1, "figures")}},
        {"FiguresAboveAustrianCap", u(1, 0, "figures"), json(17), {u(1, 0, "figures")}},
        {"StartFiguresAboveCap", u(0, 0, "startFigures"), json(14), {u(0, 0, "startFigures")}},
        {"BatteryWithoutGuns", u(0, 2, "guns"), std::nullopt, {u(0, 2, "guns")}},
        {"BatteryWithZeroGuns", u(0, 2, "guns"), json(0), {u(0, 2, "guns")}},
        {"GunsOnABattalion", u(0, 1, "guns"), json(2), {u(0, 1, "guns")}},
        {"BattalionGunsOnCavalry",
         u(0, 3, "battalionGuns"),
         json{{"count", 1}, {"weapon", "gun3lb"}},
         {u(0, 3, "battalionGuns")}},
        {"BattalionGunsWithoutCount",
         u(0, 0, "battalionGuns"),
         json{{"weapon", "gun3lb"}},
         {u(0, 0, "battalionGuns/count")}},
        {"UnknownMoraleClass", u(0, 0, "moraleClass"), json("elite"), {u(0, 0, "moraleClass")}},
        {"UnitOffTheRightEdge", u(0, 1, "pose/position"), json{71.5, 40}, {u(0, 1, "pose")}},
        {"UnitFacingOffTheTopEdge", u(1, 0, "pose/position"), json{31, 0.5}, {u(1, 0, "pose")}},
        {"UnitPositionOffTable", u(0, 1, "pose/position"), json{-5, 40}, {u(0, 1, "pose")}},
        {"FacingAsText", u(0, 0, "pose/facing"), json("north"), {u(0, 0, "pose/facing")}},
        {"MissingPose", u(0, 0, "pose"), std::nullopt, {u(0, 0, "pose")}},
        {"StatusNotAnObject", u(0, 0, "status"), json("shaken"), {u(0, 0, "status")}},
        {"UnitNotAnObject", "/sides/0/units/2", json(12), {"/sides/0/units/2"}},
        {"ZoneOfUnknownSide",
         "/deploymentZones/0/side",
         json("prussians"),
         {"/deploymentZones/0/side"}},
        {"ZoneOffTable",
         "/deploymentZones/1/outline/0",
         json{-1, 0},
         {"/deploymentZones/1/outline/0"}},
        {"DuplicateObjectiveId", "/objectives/1/id", json("crest"), {"/objectives/1/id"}},
        {"ObjectiveOfTwoPoints",
         "/objectives/0/outline",
         json{{1, 1}, {2, 2}},
         {"/objectives/0/outline"}},
        {"MapWithoutFile", "/map", json{{"opacity", 2}}, {"/map/file", "/map/opacity"}},
    };
}

INSTANTIATE_TEST_SUITE_P(BrokenTutorial, ScenarioValidation, testing::ValuesIn(brokenFields()),
                         [](const testing::TestParamInfo<BrokenField>& param) {
                             return param.param.name;
                         });

}  // namespace
}  // namespace adjutant
