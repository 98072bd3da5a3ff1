// Rivers, bridges and fords as the scenario reader reads and the writer writes them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

using nlohmann::json;

// The tutorial with a river across the table at y = 24 (x 0 to 72), with a
// named bridge, a ford and a ford on the stream.
json withRiver() {
    json document = test::tutorialJson();
    document["table"]["lines"].push_back(
        {{"id", "oder"},
         {"name", "Oder"},
         {"kind", "river"},
         {"points", {{0, 24}, {72, 24}}},
         {"crossings",
          {{{"kind", "bridge"}, {"name", "Mill bridge"}, {"at", {10, 24}}},
           {{"kind", "ford"}, {"at", {60, 24.2}}, {"width", 3}}}}});
    document["table"]["lines"][0]["crossings"] = {{{"kind", "ford"}, {"at", {24, 10}}}};
    return document;
}

std::optional<Scenario> read(const json& document, Diagnostics& diagnostics) {
    return readScenarioJson(document, "river.scenario.json", test::shippedRulesets(), diagnostics);
}

TEST(ScenarioWaterCrossing, ReadsARiverWithABridgeAndAFord) {
    Diagnostics diagnostics;
    const auto scenario = read(withRiver(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    const LinearFeature& river = scenario->table.lines.back();
    EXPECT_EQ(river.kind, LinearKind::River);
    ASSERT_EQ(river.crossings.size(), 2u);
    EXPECT_EQ(river.crossings[0].kind, WaterCrossingKind::Bridge);
    EXPECT_EQ(river.crossings[0].name, "Mill bridge");
    EXPECT_EQ(river.crossings[0].point, (Vec2{10, 24}));
    EXPECT_DOUBLE_EQ(river.crossings[0].width, kDefaultWaterCrossingWidth);
    EXPECT_EQ(river.crossings[1].kind, WaterCrossingKind::Ford);
    // 0.2 in off the line is within the tolerance, and is moved onto it.
    EXPECT_EQ(river.crossings[1].point, (Vec2{60, 24}));
    EXPECT_DOUBLE_EQ(river.crossings[1].width, 3.0);
    // A ford on the stream: the stream's line passes through (24, 10).
    ASSERT_EQ(scenario->table.lines[0].crossings.size(), 1u);
    EXPECT_EQ(scenario->table.lines[0].crossings[0].kind, WaterCrossingKind::Ford);
}

TEST(ScenarioWaterCrossing, WriterKeepsCrossingsAndLeavesOutTheDefaultWidth) {
    Diagnostics diagnostics;
    const auto scenario = read(withRiver(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    const json written = scenarioToJson(*scenario);
    const json& river = written["table"]["lines"].back();
    EXPECT_EQ(river["kind"], "river");
    EXPECT_EQ(river["crossings"][0],
              (json{{"kind", "bridge"}, {"at", {10.0, 24.0}}, {"name", "Mill bridge"}}));
    EXPECT_EQ(river["crossings"][1]["width"], 3.0);
    EXPECT_FALSE(written["table"]["lines"][1].contains("crossings"));  // the road has none
    const auto reread = read(written, diagnostics);
    ASSERT_TRUE(reread.has_value()) << diagnostics.toString();
    test::expectSameScenario(*scenario, *reread);
}

struct BadCrossing {
    std::string name;
    std::string pointer;  // within the river's first crossing
    json value;
    std::string location;
    std::string words;  // part of the message
};

class ScenarioWaterCrossingBadInput : public testing::TestWithParam<BadCrossing> {};

TEST_P(ScenarioWaterCrossingBadInput, IsAnErrorAtItsPathInASentence) {
    json document = withRiver();
    const json::json_pointer at("/table/lines/3/crossings/0" + GetParam().pointer);
    if (GetParam().value.is_discarded()) {
        document[at.parent_pointer()].erase(at.back());
    } else {
        document[at] = GetParam().value;
    }
    Diagnostics diagnostics;
    const auto scenario = read(document, diagnostics);
    EXPECT_FALSE(scenario.has_value());
    EXPECT_EQ(test::errorLocations(diagnostics), std::vector<std::string>{GetParam().location})
        << diagnostics.toString();
    EXPECT_NE(diagnostics.toString().find(GetParam().words), std::string::npos)
        << diagnostics.toString();
}

INSTANTIATE_TEST_SUITE_P(
    ScenarioWaterCrossing, ScenarioWaterCrossingBadInput,
    testing::Values(
        BadCrossing{"OffItsLine", "/at", json{10, 27}, "/table/lines/3/crossings/0/at",
                    "the bridge at [10, 27] is 3.00 in from its river \"oder\""},
        BadCrossing{"UnknownKind", "/kind", json("ferry"), "/table/lines/3/crossings/0/kind",
                    "unknown crossing kind \"ferry\" (expected \"bridge\" or \"ford\")"},
        BadCrossing{"NoPoint", "/at", json(json::value_t::discarded),
                    "/table/lines/3/crossings/0/at", "expected the crossing's point"},
        BadCrossing{"PointNotAPair", "/at", json("10,24"), "/table/lines/3/crossings/0/at",
                    "expected a point [x, y]"},
        BadCrossing{"ZeroWidth", "/width", json(0), "/table/lines/3/crossings/0/width", "0.1"},
        BadCrossing{"TooWide", "/width", json(49), "/table/lines/3/crossings/0/width", "48"},
        BadCrossing{"NotAnObject", "", json("bridge"), "/table/lines/3/crossings/0",
                    "expected a bridge or ford (an object)"}),
    [](const auto& param) { return param.param.name; });

TEST(ScenarioWaterCrossing, OnlyRiversAndStreamsHaveCrossings) {
    json document = test::tutorialJson();
    document["table"]["lines"][2]["crossings"] = {{{"kind", "bridge"}, {"at", {60, 13}}}};
    Diagnostics diagnostics;
    EXPECT_FALSE(read(document, diagnostics).has_value());
    EXPECT_EQ(test::errorLocations(diagnostics),
              std::vector<std::string>{"/table/lines/2/crossings"});
    EXPECT_NE(diagnostics.toString().find(
                  "only rivers and streams have bridges and fords, and \"field-hedge\" is a hedge"),
              std::string::npos)
        << diagnostics.toString();
}

TEST(ScenarioWaterCrossing, TooManyCrossingsOnOneLineAreRefused) {
    json document = withRiver();
    json many = json::array();
    for (int i = 0; i < 101; ++i) {
        many.push_back({{"kind", "ford"}, {"at", {0.5 * i, 24}}});
    }
    document["table"]["lines"][3]["crossings"] = many;
    Diagnostics diagnostics;
    EXPECT_FALSE(read(document, diagnostics).has_value());
    EXPECT_EQ(test::errorLocations(diagnostics),
              std::vector<std::string>{"/table/lines/3/crossings"});
}

}  // namespace
}  // namespace adjutant
