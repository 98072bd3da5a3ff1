// Lines read one at a time under stated limits: a zero byte, a line too long
// and a text too large are each refused naming the line, and nothing past the
// problem is read.
#include "core/json/TextLines.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace adjutant {
namespace {

constexpr TextLineLimits kRoomy{1000, 100};

std::vector<TextLine> allLines(TextLineReader& reader, Diagnostics& diagnostics) {
    std::vector<TextLine> lines;
    while (auto line = reader.next(diagnostics)) {
        lines.push_back(*line);
    }
    return lines;
}

TEST(TextLines, GivesEachLineWithItsNumberAndWhetherItEnded) {
    Diagnostics diagnostics;
    TextLineReader reader("one\r\n\ntwo\nthree", "t.jsonl", kRoomy);
    const std::vector<TextLine> lines = allLines(reader, diagnostics);
    ASSERT_EQ(lines.size(), 4U);
    EXPECT_EQ(lines[0].text, "one");  // the '\r' of a Windows line end goes too
    EXPECT_EQ(lines[1].text, "");
    EXPECT_EQ(lines[2].number, 3U);
    EXPECT_EQ(lines[3].text, "three");
    EXPECT_FALSE(lines[3].ended);
    EXPECT_TRUE(lines[2].ended);
    EXPECT_FALSE(reader.failed());
    EXPECT_TRUE(diagnostics.empty());
}

TEST(TextLines, AZeroByteIsRefusedNamingTheLineAndColumn) {
    Diagnostics diagnostics;
    const std::string text("{}\n{\"a\"\0}\n{}\n", 11);
    TextLineReader reader(text, "t.jsonl", kRoomy);
    EXPECT_EQ(allLines(reader, diagnostics).size(), 1U);
    EXPECT_TRUE(reader.failed());
    EXPECT_EQ(diagnostics.toString(),
              "t.jsonl: line 2: error: holds a zero byte at column 5; no Adjutant file does (the "
              "file is damaged, or is not a text file)\n");
}

TEST(TextLines, ALineLongerThanTheLimitIsRefusedNamingIt) {
    Diagnostics diagnostics;
    const std::string text = "short\n" + std::string(101, 'x') + "\n";
    TextLineReader reader(text, "t.jsonl", kRoomy);
    EXPECT_EQ(allLines(reader, diagnostics).size(), 1U);
    EXPECT_TRUE(reader.failed());
    EXPECT_NE(diagnostics.toString().find("t.jsonl: line 2: error: is longer than 100 bytes"),
              std::string::npos)
        << diagnostics.toString();
}

TEST(TextLines, ATextLargerThanTheLimitIsRefused) {
    Diagnostics diagnostics;
    std::string text;
    for (int i = 0; i < 201; ++i) {  // 1005 bytes
        text += "line\n";
    }
    TextLineReader reader(text, "t.jsonl", kRoomy);
    allLines(reader, diagnostics);
    EXPECT_TRUE(reader.failed());
    EXPECT_NE(diagnostics.toString().find("t.jsonl: error: is more than 1000 bytes"),
              std::string::npos)
        << diagnostics.toString();
}

TEST(TextLines, AFileIsReadInChunksAcrossLineEnds) {
    const auto path = std::filesystem::temp_directory_path() / "adjutant-text-lines.jsonl";
    std::string long1(70000, 'a');
    std::string long2(70000, 'b');
    {
        std::ofstream out(path, std::ios::binary);
        out << long1 << '\n' << long2 << '\n' << "end";
    }
    Diagnostics diagnostics;
    auto reader = TextLineReader::openFile(path.string(), {1'000'000, 100'000}, diagnostics);
    ASSERT_TRUE(reader.has_value()) << diagnostics.toString();
    const std::vector<TextLine> lines = allLines(*reader, diagnostics);
    std::filesystem::remove(path);
    ASSERT_EQ(lines.size(), 3U) << diagnostics.toString();
    EXPECT_EQ(lines[0].text, long1);
    EXPECT_EQ(lines[1].text, long2);
    EXPECT_EQ(lines[2].text, "end");
}

TEST(TextLines, SomethingNotARegularFileIsRefused) {
    Diagnostics diagnostics;
    EXPECT_FALSE(TextLineReader::openFile("/dev/zero", kRoomy, diagnostics).has_value());
    EXPECT_EQ(diagnostics.toString(), "/dev/zero: error: is not a regular file\n");
    Diagnostics missing;
    EXPECT_FALSE(TextLineReader::openFile("/no/such/file", kRoomy, missing).has_value());
    EXPECT_NE(missing.toString().find("cannot open file"), std::string::npos);
}

}  // namespace
}  // namespace adjutant
