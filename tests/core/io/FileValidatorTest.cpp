#include "core/io/FileValidator.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/core/io/ScenarioTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

std::string resource(const std::string& relative) {
    return std::string(adjutant::testResourceDir()) + "/" + relative;
}

std::string invalidFile(const std::string& name) {
    return std::string(adjutant::testDataDir()) + "/invalid/" + name;
}

/// Writes `text` to a scratch file that is removed with the object.
class ScratchFile {
  public:
    ScratchFile(const std::string& name, const std::string& text)
        : path_((fs::temp_directory_path() / ("adjutant-file-validator-" + name)).string()) {
        std::ofstream(path_) << text;
    }
    ~ScratchFile() { fs::remove(path_); }
    const std::string& path() const { return path_; }

  private:
    std::string path_;
};

TEST(FileValidator, KindFromName) {
    EXPECT_EQ(fileKindFromName("a/b/x.scenario.json"), FileKind::Scenario);
    EXPECT_EQ(fileKindFromName("resources/rulesets/tricorne.json"), FileKind::Ruleset);
    EXPECT_EQ(fileKindFromName("tests/data/invalid/ruleset-bad.json"), FileKind::Ruleset);
    EXPECT_EQ(fileKindFromName("notes.json"), FileKind::Unknown);
}

TEST(FileValidator, ShippedScenarioIsOkWithASummary) {
    const std::string path = resource("scenarios/tricorne-tutorial.scenario.json");
    const FileValidation result = validateFile(path, test::shippedRulesets());
    EXPECT_TRUE(result.ok()) << result.diagnostics.toString();
    EXPECT_EQ(result.kind, FileKind::Scenario);
    EXPECT_EQ(result.file, path);
    EXPECT_EQ(result.summary, "scenario \"Tutorial: the Galgenberg\" (tricorne), 2 sides, 8 units");
}

TEST(FileValidator, ShippedRulesetsAreOk) {
    for (const char* name : {"tricorne.json", "princes.json", "fire-effect-1870.json"}) {
        const FileValidation result =
            validateFile(resource("rulesets/") + name, test::shippedRulesets());
        EXPECT_TRUE(result.ok()) << name << "\n" << result.diagnostics.toString();
        EXPECT_EQ(result.kind, FileKind::Ruleset) << name;
        EXPECT_NE(result.summary.find("ruleset \""), std::string::npos) << result.summary;
    }
}

TEST(FileValidator, InvalidScenarioKeepsItsKindAndEveryError) {
    const FileValidation result =
        validateFile(invalidFile("negative-figures.scenario.json"), test::shippedRulesets());
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.kind, FileKind::Scenario);
    EXPECT_TRUE(result.summary.empty());
    ASSERT_EQ(result.diagnostics.errorCount(), 1U);
    EXPECT_EQ(result.diagnostics.items()[0].location, "/sides/0/units/3/figures");
}

TEST(FileValidator, SyntaxErrorInAScenarioIsReportedWithItsLine) {
    const FileValidation result =
        validateFile(invalidFile("bad-syntax.scenario.json"), test::shippedRulesets());
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.kind, FileKind::Scenario);
    ASSERT_EQ(result.diagnostics.errorCount(), 1U);
    EXPECT_EQ(result.diagnostics.items()[0].location.rfind("line ", 0), 0U);
}

TEST(FileValidator, RulesetIsRecognisedByItsContents) {
    Diagnostics diagnostics;
    auto ruleset = readJsonFile(resource("rulesets/princes.json"), diagnostics);
    ASSERT_TRUE(ruleset.has_value());
    const ScratchFile copy("house-rules.json", ruleset->dump());
    const FileValidation result = validateFile(copy.path(), test::shippedRulesets());
    EXPECT_EQ(result.kind, FileKind::Ruleset);
    EXPECT_TRUE(result.ok()) << result.diagnostics.toString();
}

TEST(FileValidator, ATranslationIsCheckedAgainstTheRulesetItNames) {
    for (const char* name : {"tricorne", "princes", "fire-effect-1870", "referee"}) {
        const FileValidation shipped =
            validateFile(resource("translations/de/") + name + ".json", test::shippedRulesets());
        EXPECT_EQ(shipped.kind, FileKind::Translation) << name;
        EXPECT_TRUE(shipped.ok()) << shipped.diagnostics.toString();
        EXPECT_EQ(shipped.diagnostics.warningCount(), 0U) << shipped.diagnostics.toString();
        EXPECT_NE(shipped.summary.find("\"de\""), std::string::npos) << shipped.summary;
    }
    const ScratchFile broken("broken-translation.json", R"({"formatVersion": 1,
        "language": "de", "ruleset": "princes",
        "words": {"results": {"flees": "flieht"}},
        "sentences": {"{unit} fires": "feuert"}})");
    const FileValidation result = validateFile(broken.path(), test::shippedRulesets());
    EXPECT_EQ(result.kind, FileKind::Translation);
    EXPECT_FALSE(result.ok());
    const std::string problems = result.diagnostics.toString();
    EXPECT_NE(problems.find("/words/results/flees"), std::string::npos) << problems;
    EXPECT_NE(problems.find("slots"), std::string::npos) << problems;
    const ScratchFile unknown("chess-translation.json",
                              R"({"language": "de", "ruleset": "chess", "sentences": {}})");
    const FileValidation other = validateFile(unknown.path(), test::shippedRulesets());
    EXPECT_FALSE(other.ok());
    EXPECT_NE(other.diagnostics.toString().find("no ruleset \"chess\""), std::string::npos)
        << other.diagnostics.toString();
}

TEST(FileValidator, ScenarioWithAnotherNameIsValidatedWithAWarning) {
    // Without its map, which would be a warning of its own in a scratch folder.
    nlohmann::json tutorial = test::tutorialJson();
    tutorial.erase("map");
    const ScratchFile copy("tutorial.json", tutorial.dump());
    const FileValidation result = validateFile(copy.path(), test::shippedRulesets());
    EXPECT_EQ(result.kind, FileKind::Scenario);
    EXPECT_TRUE(result.ok()) << result.diagnostics.toString();
    EXPECT_EQ(result.diagnostics.warningCount(), 1U);
}

TEST(FileValidator, UnrecognisedJsonIsAnError) {
    const ScratchFile file("other.json", R"({"hello": "world"})");
    const FileValidation result = validateFile(file.path(), test::shippedRulesets());
    EXPECT_EQ(result.kind, FileKind::Unknown);
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.diagnostics.items()[0].file, file.path());
}

TEST(FileValidator, MissingFileIsAnErrorNamingIt) {
    const FileValidation result =
        validateFile("/no/such/file.scenario.json", test::shippedRulesets());
    EXPECT_FALSE(result.ok());
    ASSERT_FALSE(result.diagnostics.items().empty());
    EXPECT_EQ(result.diagnostics.items()[0].file, "/no/such/file.scenario.json");
}

}  // namespace
}  // namespace adjutant
