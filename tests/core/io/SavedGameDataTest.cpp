#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/referee/BuiltinEngines.h"
#include "tests/core/io/SavedGameTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

// tests/data/saves holds a game written by the autosave (one append per
// command) of `adjutant-cli play` on the shipped Tricorne tutorial (seed 7, two
// bounds of default orders and resolved steps), and a copy whose last line was
// cut in half as a crash during a write would leave it. Such games hold the
// referee's commands and the Tricorne state, so they load with the full registry.
class SavedGameDataTest : public testing::SavedGameTestBase {
  protected:
    SavedGameDataTest() { engines = makeBuiltinEngineRegistry(); }

    static std::string savePath(const std::string& name) {
        return std::string(adjutant::testDataDir()) + "/saves/" + name;
    }
};

TEST_F(SavedGameDataTest, ShippedSaveReplaysCleanlyToItsRecordedState) {
    Diagnostics diagnostics;
    const auto loaded =
        loadSavedGameFile(savePath("tricorne-tutorial.save.jsonl"), rulesets, engines, diagnostics);

    ASSERT_TRUE(loaded) << diagnostics.toString();
    // No warning also means every line's recorded hash was reached again.
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(loaded->entries, 24u);
    EXPECT_EQ(loaded->game->cursor(), 24u);
    // The hash the last journal line records.
    EXPECT_EQ(formatStateHash(stateHash(loaded->game->state())), "30e7e2f075418cb3");
    // Two whole bounds were played: the game waits at the first step of bound 3.
    EXPECT_EQ(loaded->game->state().bound(), 3);
    EXPECT_EQ(loaded->game->state().currentStep()->id, "declareCharges");
}

TEST_F(SavedGameDataTest, TornCopyLoadsWithOneWarningAndEveryEarlierEntry) {
    Diagnostics diagnostics;
    const std::string path = savePath("tricorne-tutorial-torn.save.jsonl");
    const auto loaded = loadSavedGameFile(path, rulesets, engines, diagnostics);

    ASSERT_TRUE(loaded) << diagnostics.toString();
    ASSERT_EQ(diagnostics.items().size(), 1u) << diagnostics.toString();
    const Diagnostic& warning = diagnostics.items()[0];
    EXPECT_EQ(warning.severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(warning.file, path);
    EXPECT_EQ(warning.location, "line 25");
    EXPECT_TRUE(loaded->tornLastLine);
    EXPECT_EQ(loaded->entries, 23u);
    // The state after entry 23, as the intact save records it.
    EXPECT_EQ(formatStateHash(stateHash(loaded->game->state())), "340212896d219c86");
}

TEST_F(SavedGameDataTest, ValidationSummarisesAGoodSaveAndRejectsABrokenOne) {
    const EngineRegistry builtin = makeBuiltinEngineRegistry();
    Diagnostics diagnostics;
    const std::string summary = validateSavedGameFile(savePath("tricorne-tutorial.save.jsonl"),
                                                      rulesets, builtin, diagnostics);
    EXPECT_NE(summary.find("30e7e2f075418cb3"), std::string::npos) << summary;
    EXPECT_NE(summary.find("24 journal entries"), std::string::npos) << summary;
    EXPECT_TRUE(diagnostics.empty());

    Diagnostics broken;
    EXPECT_EQ(validateSavedGameFile(savePath("missing.save.jsonl"), rulesets, builtin, broken), "");
    EXPECT_TRUE(broken.hasErrors());
}

}  // namespace
}  // namespace adjutant
