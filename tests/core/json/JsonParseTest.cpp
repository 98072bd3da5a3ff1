// The one parser every file goes through: whatever the text, a document or
// diagnostics naming the file, the line and the column; never an exception,
// never a recursion deeper than kMaxJsonDepth.
#include <gtest/gtest.h>

#include <string>

#include "core/json/JsonFile.h"
#include "core/json/Utf8.h"

namespace adjutant {
namespace {

std::string nested(std::size_t depth, const std::string& inside = "1") {
    return std::string(depth, '[') + inside + std::string(depth, ']');
}

// Parses `text` and returns the only diagnostic, which must be an error.
Diagnostic refusal(const std::string& text) {
    Diagnostics diagnostics;
    EXPECT_FALSE(parseJsonText(text, "in.json", diagnostics).has_value()) << text.substr(0, 80);
    EXPECT_EQ(diagnostics.errorCount(), 1U) << diagnostics.toString();
    return diagnostics.items().empty() ? Diagnostic{} : diagnostics.items().front();
}

TEST(JsonParse, ANumberBeyondDoubleRangeIsAnErrorAtItsLine) {
    for (const char* number : {"1e400", "-1e400", "1E309", "123456789e999"}) {
        const Diagnostic error = refusal(std::string("{\n  \"ignored\": {\"deep\": [0, ") + number +
                                         "]},\n  \"a\": 1\n}");
        EXPECT_EQ(error.file, "in.json");
        EXPECT_EQ(error.location.rfind("line 2 column ", 0), 0U) << error.location;
        EXPECT_NE(error.message.find(number), std::string::npos) << error.message;
        EXPECT_NE(error.message.find("too large"), std::string::npos) << error.message;
    }
}

TEST(JsonParse, LargeButFiniteNumbersAndHugeIntegersAreRead) {
    Diagnostics diagnostics;
    const auto json =
        parseJsonText(R"({"big": 1.7e308, "small": 4.9e-324, "int": 18446744073709551616})",
                      "in.json", diagnostics);
    ASSERT_TRUE(json.has_value()) << diagnostics.toString();
    EXPECT_DOUBLE_EQ((*json)["big"].get<double>(), 1.7e308);
    EXPECT_TRUE((*json)["int"].is_number_float());  // beyond 64 bits: read as a double
}

TEST(JsonParse, NestingUpToTheLimitIsRead) {
    Diagnostics diagnostics;
    const auto json = parseJsonText(nested(kMaxJsonDepth), "in.json", diagnostics);
    ASSERT_TRUE(json.has_value()) << diagnostics.toString();
    const nlohmann::json* inner = &*json;
    for (std::size_t i = 0; i < kMaxJsonDepth; ++i) {
        ASSERT_TRUE(inner->is_array());
        inner = &inner->front();
    }
    EXPECT_EQ(*inner, 1);
}

TEST(JsonParse, NestingBeyondTheLimitIsRefusedAtTheBracketThatGoesTooDeep) {
    const Diagnostic error = refusal("{\"a\":\n  " + nested(kMaxJsonDepth) + "}");
    // The object is level 1, so the array brackets reach the limit one early.
    EXPECT_EQ(error.location, "line 2 column " + std::to_string(3 + kMaxJsonDepth - 1));
    EXPECT_NE(error.message.find("nested more than 128 deep"), std::string::npos) << error.message;
}

TEST(JsonParse, AHundredThousandLevelsAreRefusedWithoutRecursing) {
    refusal(nested(100000));
    std::string objects;
    for (int i = 0; i < 100000; ++i) {
        objects += "{\"a\":";
    }
    refusal(objects + "1" + std::string(100000, '}'));
}

TEST(JsonParse, BracketsInsideStringsDoNotCountAsNesting) {
    Diagnostics diagnostics;
    const std::string text = "{\"text\": \"" + std::string(1000, '[') + "\\\"]\"}";
    const auto json = parseJsonText(text, "in.json", diagnostics);
    ASSERT_TRUE(json.has_value()) << diagnostics.toString();
    EXPECT_EQ((*json)["text"].get<std::string>().size(), 1002U);
}

TEST(JsonParse, ALaterDuplicateMemberWinsAsBefore) {
    Diagnostics diagnostics;
    const auto json =
        parseJsonText(R"({"a": [1, {"b": 2}], "a": {"c": 3}})", "in.json", diagnostics);
    ASSERT_TRUE(json.has_value());
    EXPECT_EQ(*json, nlohmann::json::parse(R"({"a": {"c": 3}})"));
}

TEST(JsonParse, ReadsWhatTheLibraryReads) {
    const std::string text =
        R"({"s": "\u00e9\n", "i": -3, "u": 18446744073709551615, "f": 0.5, "n": null,)"
        R"( "b": [true, false, [], {}], "o": {"x": {"y": [1, [2, [3]]]}}})";
    Diagnostics diagnostics;
    const auto json = parseJsonText(text, "in.json", diagnostics);
    ASSERT_TRUE(json.has_value());
    EXPECT_EQ(*json, nlohmann::json::parse(text));
    EXPECT_TRUE(diagnostics.empty());
}

TEST(JsonParse, BrokenTextOfEveryKindIsADiagnostic) {
    for (const char* text : {"", " ", "{", "[1,", "{\"a\" 1}", "\"\\ud800\"", "\"\xff\"", "01",
                             "1 2", "nul", "{\"a\":1}}", "[1e]"}) {
        const Diagnostic error = refusal(text);
        EXPECT_EQ(error.location.rfind("line 1 column ", 0), 0U) << text;
        EXPECT_EQ(error.message.rfind("not valid JSON", 0), 0U) << error.message;
    }
}

TEST(JsonParse, LinesCountFromWhereTheTextStarts) {
    Diagnostics diagnostics;
    EXPECT_FALSE(parseJsonText("{\"n\": 1e999}", "game.save.jsonl", diagnostics, {17}));
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items()[0].location, "line 17 column 7");
}

TEST(Utf8, WellFormedTextPasses) {
    EXPECT_EQ(firstInvalidUtf8(""), std::nullopt);
    EXPECT_EQ(firstInvalidUtf8("plain, Gren\xc3\xa1"
                               "diers \xe2\x80\x94 \xf0\x9f\x8e\xb2"),
              std::nullopt);
}

TEST(Utf8, TheFirstBadByteIsFound) {
    EXPECT_EQ(firstInvalidUtf8("ab\xe9"
                               "cd"),
              2U);                                         // Latin-1
    EXPECT_EQ(firstInvalidUtf8("a\xc0\xaf"), 1U);          // overlong
    EXPECT_EQ(firstInvalidUtf8("a\xed\xa0\x80"), 1U);      // a surrogate
    EXPECT_EQ(firstInvalidUtf8("a\xf4\x90\x80\x80"), 1U);  // past U+10FFFF
    EXPECT_EQ(firstInvalidUtf8("abc\xe2\x80"), 3U);        // cut short
    EXPECT_EQ(firstInvalidUtf8("\x80"), 0U);               // a lone continuation byte
}

}  // namespace
}  // namespace adjutant
