// The parser's syntax errors as a player reads them, always printable.
#include <gtest/gtest.h>

#include "core/json/JsonFile.h"
#include "core/json/JsonSyntaxWords.h"

namespace adjutant {
namespace {

std::string parseProblem(std::string_view text) {
    Diagnostics diagnostics;
    EXPECT_FALSE(parseJsonText(text, "x.json", diagnostics));
    return diagnostics.empty() ? std::string() : diagnostics.items()[0].toString();
}

TEST(JsonSyntaxWords, AByteThatIsNotTextIsShownAsItsNumberAtItsLine) {
    EXPECT_EQ(parseProblem("{\n  \"title\": \x89\"Mollwitz\"\n}"),
              "x.json: line 2 column 12: error: not valid JSON: found a word JSON does not "
              "know; it knows true, false, null, numbers and texts in quotes (near \"\"title\": "
              "\\x89\") where a value was expected");
    EXPECT_EQ(parseProblem("\x89PNG\r\n\x1a\n"),
              "x.json: line 1 column 1: error: not valid JSON: found a word JSON does not know; "
              "it knows true, false, null, numbers and texts in quotes (near \"\\x89\") where a "
              "value was expected");
}

TEST(JsonSyntaxWords, WhatWasFoundAndWhatWasExpected) {
    EXPECT_EQ(parseProblem("{\"a\": 1,}"),
              "x.json: line 1 column 9: error: not valid JSON: found '}' where a text in quotes "
              "was expected");
    EXPECT_EQ(parseProblem("{\"a\": [1, 2"),
              "x.json: line 1 column 12: error: not valid JSON: found the end of the file before "
              "the JSON was complete (is the file cut short?) where ']' was expected");
    EXPECT_EQ(parseProblem("{\"a\": \"one\ntwo\"}"),
              "x.json: line 1 column 11: error: not valid JSON: found a line break or control "
              "character inside a text in quotes (JSON writes a line break as \\n) (near "
              "\"\"one<U+000A>\") where a value was expected");
}

TEST(JsonSyntaxWords, ATextCutShortNamesTheQuoteItLacks) {
    EXPECT_EQ(parseProblem("{\"kind\":\"step\",\""),
              "x.json: line 1 column 17: error: not valid JSON: found a text in quotes with no "
              "closing quote (near \"\"\") where a text in quotes was expected");
}

TEST(JsonSyntaxWords, PrintableTextWritesOtherBytesAsNumbers) {
    EXPECT_EQ(printableText("Hohenfriedberg \xC3\xA4"), "Hohenfriedberg \xC3\xA4");
    EXPECT_EQ(printableText("a\x01z\xFF"), "a\\x01z\\xFF");
    EXPECT_EQ(jsonSyntaxInWords("something else"), "something else");
}

}  // namespace
}  // namespace adjutant
