// A file is told by its bytes: what each kind of file the program meets is
// taken for, and the sentence that names a file of the wrong kind.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>

#include "core/io/FileIdentity.h"
#include "core/io/FileValidator.h"
#include "core/match/MatchRecord.h"
#include "core/match/TurnFile.h"
#include "tests/core/io/ScenarioTestSupport.h"
#include "tests/support/FileFaults.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

std::string invalid(const std::string& name) {
    return std::string(adjutant::testDataDir()) + "/invalid/" + name;
}

std::string resource(const std::string& name) {
    return std::string(adjutant::testResourceDir()) + "/" + name;
}

FileContent contentOf(const std::string& path) {
    return identifyFile(path).content;
}

TEST(FileIdentity, EachKindOfAdjutantFileIsToldByItsContents) {
    EXPECT_EQ(contentOf(resource("scenarios/mollwitz-1741.scenario.json")), FileContent::Scenario);
    EXPECT_EQ(contentOf(resource("rulesets/tricorne.json")), FileContent::Ruleset);
    EXPECT_EQ(contentOf(resource("lessons/tricorne/01-the-table.lesson.json")),
              FileContent::Lesson);
    EXPECT_EQ(contentOf(resource("orders-of-battle/tricorne-galgenberg.oob.json")),
              FileContent::OrderOfBattle);
    EXPECT_EQ(contentOf(resource("orders-of-battle/tricorne-galgenberg.oob.csv")),
              FileContent::OrderOfBattle);
    EXPECT_EQ(contentOf(std::string(adjutant::testDataDir()) +
                        "/situations/bound-morale-check-step.json"),
              FileContent::Situation);
    EXPECT_EQ(
        contentOf(std::string(adjutant::testDataDir()) + "/saves/tricorne-tutorial.save.jsonl"),
        FileContent::SavedGame);
    // The torn last line does not hide what the file is.
    const FileIdentity torn = identifyFile(std::string(adjutant::testDataDir()) +
                                           "/saves/tricorne-tutorial-torn.save.jsonl");
    EXPECT_EQ(torn.content, FileContent::SavedGame);
    EXPECT_EQ(identifyText(R"({"format": "adjutant-turn", "version": 1})").content,
              FileContent::TurnFile);
    EXPECT_EQ(identifyText("{\"format\": \"adjutant-two-player-game\"}\n{\"entry\": 1}\n").content,
              FileContent::TwoPlayerRecord);
}

TEST(FileIdentity, TheFormatNamesAreThoseOfTheFilesOfTwoPlayers) {
    const std::string turn = fmt::format(R"({{"format": "{}"}})", kTurnFileFormatName);
    EXPECT_EQ(identifyText(turn).content, FileContent::TurnFile);
    const std::string record = fmt::format(R"({{"format": "{}"}})", kMatchRecordFormatName);
    EXPECT_EQ(identifyText(record).content, FileContent::TwoPlayerRecord);
}

TEST(FileIdentity, FilesThatAreNoAdjutantFileAreNamed) {
    const FileIdentity png = identifyFile(invalid("png-image.scenario.json"));
    EXPECT_EQ(png.content, FileContent::Image);
    EXPECT_EQ(png.format, "PNG");
    EXPECT_EQ(contentOf(resource("scenarios/maps/mollwitz-1741.svg")), FileContent::Image);
    EXPECT_EQ(contentOf(invalid("empty.scenario.json")), FileContent::Empty);
    EXPECT_EQ(identifyText(" \n\t\n").content, FileContent::Empty);
    EXPECT_EQ(contentOf(invalid("notes-not-json.scenario.json")), FileContent::Text);
    EXPECT_EQ(contentOf(invalid("binary-bytes.save.jsonl")), FileContent::Binary);
    EXPECT_EQ(identifyText("%PDF-1.7\n...").content, FileContent::Document);
    EXPECT_EQ(identifyText(std::string("PK\x03\x04\x14\0\0\0", 8)).format, "ZIP");
    EXPECT_EQ(identifyText(R"({"name": "a list of things"})").content, FileContent::Json);
    EXPECT_EQ(contentOf(std::string(adjutant::testDataDir())), FileContent::Folder);
    EXPECT_EQ(contentOf(invalid("no-such-file.scenario.json")), FileContent::Missing);
}

TEST(FileIdentity, JsonWithAStrayByteIsDamagedJsonNotABinaryFile) {
    const FileIdentity stray = identifyFile(invalid("syntax-error-binary-byte.scenario.json"));
    EXPECT_EQ(stray.content, FileContent::Json);
    EXPECT_TRUE(stray.damaged);
    // Its reader tells the syntax error: the file fits any kind.
    EXPECT_EQ(wrongContentSentence("x.scenario.json", stray, FileContent::Scenario), "");
    // Broken before its kind was told: the scenario reader tells the syntax error.
    const FileIdentity broken = identifyFile(invalid("bad-syntax.scenario.json"));
    EXPECT_EQ(broken.content, FileContent::Json);
    EXPECT_TRUE(broken.damaged);
    // Broken after it: still a scenario.
    EXPECT_EQ(identifyText(R"({"ruleset": "tricorne", "sides": [}")").content,
              FileContent::Scenario);
}

TEST(FileIdentity, TheSentenceNamesTheFileWhatItIsAndWhatItIsNot) {
    EXPECT_EQ(wrongContentSentence("mollwitz.scenario.json",
                                   identifyFile(invalid("png-image.scenario.json")),
                                   FileContent::Scenario),
              "mollwitz.scenario.json is a PNG image, not a scenario");
    EXPECT_EQ(wrongContentSentence("lesson-1.save.jsonl",
                                   identifyFile(invalid("lesson-as-game.save.jsonl")),
                                   FileContent::SavedGame),
              "lesson-1.save.jsonl is a lesson, not a saved game");
    EXPECT_EQ(wrongContentSentence("a.save.jsonl",
                                   identifyText("{\"format\": \"adjutant-two-player-game\"}"),
                                   FileContent::SavedGame),
              "");
}

TEST(FileIdentity, ValidateSaysWhatAFileOfTheWrongKindIs) {
    const auto check = [](const std::string& name, const std::string& expected) {
        const FileValidation result = validateFile(invalid(name), test::shippedRulesets());
        EXPECT_FALSE(result.ok()) << name;
        ASSERT_EQ(result.diagnostics.items().size(), 1U) << result.diagnostics.toString();
        EXPECT_EQ(result.diagnostics.items()[0].message, expected) << name;
    };
    check("png-image.scenario.json", "the file is a PNG image, not a scenario");
    check("lesson-as-game.save.jsonl", "the file is a lesson, not a saved game");
    check("situation-as-game.save.jsonl",
          "the file is a situation (a rules question), not a saved game");
    check("empty.scenario.json", "the file is an empty file, not a scenario");
    check("notes-not-json.scenario.json", "the file is text that is not JSON, not a scenario");
    check("binary-bytes.save.jsonl", "the file is a binary file, not a saved game");
}

TEST(FileIdentity, ANamedPipeIsNamedForWhatItIsWithoutBeingOpened) {
    const auto spent = testing::timeToReadAPipe([](const std::string& pipe) {
        EXPECT_EQ(identifyFile(pipe).content, FileContent::Special);
        EXPECT_EQ(contentName(identifyFile(pipe)), "a named pipe or a device");
    });
    EXPECT_LT(spent, std::chrono::seconds(5));
}

}  // namespace
}  // namespace adjutant
