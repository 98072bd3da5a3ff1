#include "core/json/JsonReader.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/json/JsonFile.h"

namespace adjutant {
namespace {

nlohmann::json sample() {
    return nlohmann::json::parse(R"({
        "title": "Mollwitz",
        "sides": [ { "id": "prussia", "units": [ { "id": "a", "figures": -4 },
                                                 { "id": "b", "figures": "twelve" },
                                                 { "id": "c" } ] } ],
        "odd/name": 1
    })");
}

// A reader of a damaged file that reads an absent member's node without
// asking present() first gets a JSON null, never a read through nothing.
TEST(JsonReader, AnAbsentMembersNodeIsANull) {
    const auto json = sample();
    Diagnostics diagnostics;
    JsonReader root(json, "battle.scenario.json", diagnostics);
    const JsonReader absent = root.child("invitation").child("host");
    EXPECT_FALSE(absent.present());
    EXPECT_TRUE(absent.node().is_null());
    EXPECT_EQ(diagnostics.errorCount(), 0U);
}

TEST(JsonReader, ReportsEveryProblemWithItsPointerAndCarriesOn) {
    const auto json = sample();
    Diagnostics diagnostics;
    JsonReader root(json, "battle.scenario.json", diagnostics);
    int total = 0;
    for (const auto& side : root.requireArray("sides")) {
        for (const auto& unit : side.requireArray("units")) {
            total += unit.requireInt("figures", 1);
        }
    }
    ASSERT_EQ(diagnostics.errorCount(), 3U);
    const auto& items = diagnostics.items();
    EXPECT_EQ(items[0].file, "battle.scenario.json");
    EXPECT_EQ(items[0].location, "/sides/0/units/0/figures");
    EXPECT_EQ(items[0].message, "expected an integer of at least 1, found -4");
    EXPECT_EQ(items[1].location, "/sides/0/units/1/figures");
    EXPECT_EQ(items[1].message, "expected an integer of at least 1, found a string");
    EXPECT_EQ(items[2].location, "/sides/0/units/2/figures");
    EXPECT_EQ(items[2].message, "missing (expected an integer of at least 1)");
    // Fallbacks are the minimum allowed: 1 + 1 + 1.
    EXPECT_EQ(total, 3);
}

TEST(JsonReader, DiagnosticTextNamesFileLocationAndMessage) {
    Diagnostic d{Diagnostic::Severity::Error, "x.json", "/a/0", "expected a string, found null"};
    EXPECT_EQ(d.toString(), "x.json: /a/0: error: expected a string, found null");
}

TEST(JsonReader, EscapesSlashesAndTildesInPointers) {
    const auto json = sample();
    Diagnostics diagnostics;
    JsonReader root(json, "f", diagnostics);
    EXPECT_EQ(root.child("odd/name").pointer(), "/odd~1name");
    EXPECT_EQ(escapeJsonPointerToken("a~b"), "a~0b");
}

TEST(JsonReader, OptionalMembersFallBackButStillCheckTheirType) {
    const auto json = nlohmann::json::parse(R"({"opacity": "half", "scale": 2.5})");
    Diagnostics diagnostics;
    JsonReader root(json, "f", diagnostics);
    EXPECT_DOUBLE_EQ(root.optionalNumber("absent", 0.75), 0.75);
    EXPECT_DOUBLE_EQ(root.optionalNumber("scale", 1.0, 0.0), 2.5);
    EXPECT_DOUBLE_EQ(root.optionalNumber("opacity", 1.0), 1.0);
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].location, "/opacity");
}

TEST(JsonReader, RejectsFractionalValuesWhereIntegersAreExpected) {
    const auto json = nlohmann::json::parse(R"({"figures": 12.5, "guns": 4.0})");
    Diagnostics diagnostics;
    JsonReader root(json, "f", diagnostics);
    EXPECT_EQ(root.requireInt("guns"), 4);
    root.requireInt("figures");
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].message, "expected an integer, found 12.5");
}

TEST(JsonReader, WarnsAboutUnknownMembers) {
    const auto json = nlohmann::json::parse(R"({"title": "x", "titel": "y"})");
    Diagnostics diagnostics;
    JsonReader(json, "f", diagnostics).warnUnknownMembers({"title"});
    EXPECT_FALSE(diagnostics.hasErrors());
    ASSERT_EQ(diagnostics.warningCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].location, "/titel");
}

TEST(JsonFile, SyntaxErrorsNameLineAndColumn) {
    Diagnostics diagnostics;
    const auto parsed = parseJsonText("{\n  \"a\": 1,\n  \"b\": ]\n}", "broken.json", diagnostics);
    EXPECT_FALSE(parsed.has_value());
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].file, "broken.json");
    EXPECT_EQ(diagnostics.items()[0].location, "line 3 column 8");
}

TEST(JsonFile, MissingFileIsAnErrorNotACrash) {
    Diagnostics diagnostics;
    EXPECT_FALSE(readJsonFile("/nonexistent/adjutant/file.json", diagnostics).has_value());
    EXPECT_TRUE(diagnostics.hasErrors());
}

TEST(JsonFile, AtomicWriteReplacesTheFileWhole) {
    const std::string path = ::testing::TempDir() + "adjutant_atomic_write.json";
    ASSERT_EQ(writeFileAtomically(path, "{\"v\": 1}\n"), "");
    ASSERT_EQ(writeFileAtomically(path, "{\"v\": 2}\n"), "");
    Diagnostics diagnostics;
    const auto json = readJsonFile(path, diagnostics);
    ASSERT_TRUE(json.has_value());
    EXPECT_EQ((*json)["v"], 2);
}

TEST(JsonFile, AFailedAtomicWriteLeavesTheOldFileAlone) {
    // The target's folder does not exist, so the temporary file cannot be made.
    const std::string error = writeFileAtomically("/nonexistent/adjutant/dir/x.json", "{}");
    EXPECT_NE(error, "");
}

}  // namespace
}  // namespace adjutant
