// A translation file read and checked against its ruleset: a word or step the
// ruleset does not have is an error, one it has that the file leaves out a
// warning, a sentence whose slots differ an error, each naming the file and
// the member; what was read cleanly is kept.
#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/language/TranslationReader.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/DiagnosticsChecks.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

class TranslationFile : public ::testing::Test {
  protected:
    TranslationFile() {
        fs::remove_all(folder);
        fs::create_directories(folder);
    }
    ~TranslationFile() override { fs::remove_all(folder); }

    std::string write(const nlohmann::json& document) const {
        const std::string path = (folder / "tricorne.json").string();
        std::ofstream(path) << document.dump(2);
        return path;
    }
    const RulesetDefinition& tricorne() const { return *rulesets.find("tricorne"); }

    fs::path folder =
        fs::temp_directory_path() / ("adjutant-translation-" + std::to_string(::getpid()));
    RulesetRegistry rulesets = [] {
        Diagnostics ignored;
        return loadBuiltinRulesets(testResourceDir(), ignored);
    }();
};

TEST_F(TranslationFile, TheShippedGermanReadsCleanForEveryRuleset) {
    for (const RulesetDefinition* ruleset : rulesets.all()) {
        Diagnostics problems;
        const Translation german =
            loadTranslation(*ruleset, "de", testResourceDir(), std::string(), problems);
        EXPECT_EQ(problems.toString(), "") << ruleset->id;
        EXPECT_FALSE(german.empty()) << ruleset->id;
        // Every step has its name, given by the ruleset's own ids.
        for (const SequenceStep& step : ruleset->sequence) {
            EXPECT_TRUE(german.find(step.name)) << ruleset->id << ": " << step.name;
        }
    }
}

TEST_F(TranslationFile, WordsAndStepsAreCheckedAgainstTheRuleset) {
    const std::string path =
        write({{"formatVersion", 1},
               {"language", "de"},
               {"ruleset", "tricorne"},
               {"words",
                {{"results", {{"oneOver", "eins darüber"}, {"sevenOver", "sieben darüber"}}},
                 {"colours", {{"red", "rot"}}}}},
               {"steps", {{"melee", "Nahkampf"}, {"siege", "Belagerung"}}},
               {"sentences",
                {{"{unit} fires", "{unit} feuert"}, {"{unit} rallies", "{troop} sammelt sich"}}}});
    Translation german("de");
    Diagnostics problems;
    EXPECT_FALSE(readTranslationFile(path, &tricorne(), german, problems));
    EXPECT_TRUE(testing::hasError(problems, "/words/results/sevenOver", "no word 'sevenOver'"))
        << problems.toString();
    EXPECT_TRUE(testing::hasError(problems, "/words/colours", "no words of the group"))
        << problems.toString();
    EXPECT_TRUE(testing::hasError(problems, "/steps/siege", "no step 'siege'"))
        << problems.toString();
    EXPECT_TRUE(testing::hasError(problems, "/sentences/{unit} rallies", "slots"))
        << problems.toString();
    // Every problem names the file; the words left out are warnings.
    EXPECT_NE(problems.toString().find(path), std::string::npos);
    EXPECT_NE(problems.toString().find("no words for 'fourUnder'"), std::string::npos);
    EXPECT_NE(problems.toString().find("no name for the step 'firing'"), std::string::npos);
    // What was read cleanly is kept.
    EXPECT_EQ(german.translate(tricorne().word("results", "oneOver")), "eins darüber");
    EXPECT_EQ(german.translate("Melee"), "Nahkampf");
    EXPECT_EQ(german.translate("IR 18 fires"), "IR 18 feuert");
}

TEST_F(TranslationFile, AFileForAnotherLanguageOrNotJsonIsRefusedByName) {
    Translation german("de");
    Diagnostics problems;
    EXPECT_FALSE(readTranslationFile(write({{"formatVersion", 1}, {"language", "fr"}}), &tricorne(),
                                     german, problems));
    EXPECT_TRUE(testing::hasError(problems, "/language", "expected \"de\"")) << problems.toString();
    const std::string broken = (folder / "broken.json").string();
    std::ofstream(broken) << "{ \"language\": ";
    Diagnostics syntax;
    EXPECT_FALSE(readTranslationFile(broken, &tricorne(), german, syntax));
    EXPECT_NE(syntax.toString().find("broken.json"), std::string::npos) << syntax.toString();
    EXPECT_TRUE(german.empty());
}

TEST_F(TranslationFile, EnglishOrALanguageWithoutFilesTranslatesNothing) {
    Diagnostics problems;
    EXPECT_TRUE(
        loadTranslation(tricorne(), "en", testResourceDir(), std::string(), problems).empty());
    EXPECT_TRUE(
        loadTranslation(tricorne(), "fr", testResourceDir(), std::string(), problems).empty());
    EXPECT_EQ(problems.toString(), "");
}

}  // namespace
}  // namespace adjutant
