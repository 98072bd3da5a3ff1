#include "core/engine/StateHash.h"

#include <gtest/gtest.h>

#include "core/engine/Game.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/engine/commands/ChangeFormationCommand.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "core/engine/commands/RollDiceCommand.h"
#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

// Saved games record the hash after every entry and `adjutant-cli replay
// --expect-hash` compares against hashes people keep in scripts, so the hash of
// a given state must never change by accident: not with the compiler, the
// platform, nor a harmless-looking edit to GameState::toJson or the hasher.
// If this test fails after a deliberate change of the state's canonical form,
// bump the saved-game format version and say so in docs/saved-game-format.md.
// The final value was checked against an independent implementation of the
// canonical form described in that document.
TEST(StateHashTest, HashOfAFixedSmallGameIsPinned) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    RulesetStateFactory states;
    Game game(testing::makeTestSetup(ruleset, 1234), states);
    game.apply(std::make_unique<MoveUnitCommand>("ir12", Pose{{21.5, 28.25}, 15}));
    game.apply(std::make_unique<ChangeFormationCommand>("ir4", Formation::ColumnOfRoute));
    game.apply(std::make_unique<RollDiceCommand>("initiative", 2));
    game.apply(std::make_unique<AdvanceStepCommand>());

    EXPECT_EQ(formatStateHash(stateHash(game.initialState())), "af455a246c157b25");
    EXPECT_EQ(formatStateHash(stateHash(game.state())), "1c413759089662c8");
}

TEST(StateHashTest, EqualJsonHashesEqualWhateverTheInsertionOrder) {
    nlohmann::json a;
    a["x"] = 1;
    a["y"] = "two";
    nlohmann::json b;
    b["y"] = "two";
    b["x"] = 1;
    EXPECT_EQ(canonicalJsonHash(a), canonicalJsonHash(b));
}

TEST(StateHashTest, NumbersAreComparedInMillionths) {
    EXPECT_EQ(canonicalJsonHash(3), canonicalJsonHash(3.0));
    EXPECT_EQ(canonicalJsonHash(0.1 + 0.2), canonicalJsonHash(0.3));
    EXPECT_NE(canonicalJsonHash(0.3), canonicalJsonHash(0.300001));
    EXPECT_NE(canonicalJsonHash(-1), canonicalJsonHash(1));
    EXPECT_NE(canonicalJsonHash(1e15), canonicalJsonHash(1e15 + 2));
}

TEST(StateHashTest, StructureIsPartOfTheHash) {
    // Length prefixes keep ["ab", "c"] and ["a", "bc"] apart.
    EXPECT_NE(canonicalJsonHash({"ab", "c"}), canonicalJsonHash({"a", "bc"}));
    EXPECT_NE(canonicalJsonHash(nlohmann::json::array()),
              canonicalJsonHash(nlohmann::json::object()));
    EXPECT_NE(canonicalJsonHash("1"), canonicalJsonHash(1));
    EXPECT_NE(canonicalJsonHash(true), canonicalJsonHash(false));
}

TEST(StateHashTest, EveryPartOfTheStateCounts) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    RulesetStateFactory states;
    const GameState initial = GameState::initial(testing::makeTestSetup(ruleset), states);
    const std::uint64_t base = stateHash(initial);

    GameState moved = initial;
    moved.editUnit("ir4")->pose.facingDegrees += 0.001;
    EXPECT_NE(stateHash(moved), base);
    GameState stepped = initial;
    stepped.setStepIndex(1);
    EXPECT_NE(stateHash(stepped), base);
    GameState otherSide = initial;
    otherSide.setSideToAct(1);
    EXPECT_NE(stateHash(otherSide), base);
    GameState dice = initial;
    dice.setDiceState({1, 2, 3, 4});
    EXPECT_NE(stateHash(dice), base);
    GameState status = initial;
    status.editUnit("ir12")->status["shaken"] = true;
    EXPECT_NE(stateHash(status), base);
}

TEST(StateHashTest, FormatsAndParsesSixteenHexDigits) {
    EXPECT_EQ(formatStateHash(0x00ab), "00000000000000ab");
    EXPECT_EQ(parseStateHash("00000000000000AB"), 0xabu);
    EXPECT_EQ(parseStateHash(formatStateHash(0xfedcba9876543210ULL)), 0xfedcba9876543210ULL);
    EXPECT_EQ(parseStateHash("abc"), std::nullopt);
    EXPECT_EQ(parseStateHash("000000000000000g"), std::nullopt);
}

}  // namespace
}  // namespace adjutant
