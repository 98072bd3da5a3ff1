#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/dice/ManualDice.h"
#include "core/dice/ScriptedDice.h"

namespace adjutant {
namespace {

TEST(ScriptedDice, GivesTheScriptInOrder) {
    ScriptedDice dice({3, 1, 6});
    EXPECT_EQ(dice.roll("a"), 3);
    EXPECT_EQ(dice.roll("b"), 1);
    EXPECT_EQ(dice.remaining(), 1U);
    EXPECT_EQ(dice.roll("c"), 6);
}

TEST(ScriptedDice, RunningOutIsAnErrorNamingThePurpose) {
    ScriptedDice dice({2});
    dice.roll("first");
    try {
        dice.roll("morale test: IR 12");
        FAIL() << "expected DiceError";
    } catch (const DiceError& e) {
        EXPECT_NE(std::string(e.what()).find("morale test: IR 12"), std::string::npos);
    }
}

TEST(ScriptedDice, AScriptedValueOutsideOneToSixIsRefused) {
    ScriptedDice dice({7});
    EXPECT_THROW(dice.roll("bad"), DiceError);
    EXPECT_TRUE(dice.rolls().empty());
}

TEST(ManualDice, AsksWithThePurposeAndReasksOnAnImpossibleValue) {
    std::vector<std::string> asked;
    std::vector<int> answers = {0, 9, 4};
    std::size_t next = 0;
    ManualDice dice([&](std::string_view purpose) -> std::optional<int> {
        asked.emplace_back(purpose);
        return answers[next++];
    });
    EXPECT_EQ(dice.roll("response test"), 4);
    EXPECT_EQ(asked.size(), 3U);
    EXPECT_EQ(asked[0], "response test");
}

TEST(ManualDice, CancellingIsAnError) {
    ManualDice dice([](std::string_view) -> std::optional<int> { return std::nullopt; });
    EXPECT_THROW(dice.roll("melee"), DiceError);
}

}  // namespace
}  // namespace adjutant
