// How data derived from a game state learns what changed: revisions by place,
// edits that note their place when they end, and what a copy carries on.

#include "core/engine/ChangeRevisions.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/engine/EngineRegistry.h"
#include "core/engine/GameState.h"
#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

std::vector<std::size_t> changedSince(const ChangeRevisions& changes, std::uint64_t seen) {
    std::vector<std::size_t> places;
    changes.forEachChangedSince(seen, [&](std::size_t place) { places.push_back(place); });
    return places;
}

TEST(ChangeRevisions, NamesThePlacesChangedAfterARevisionInTheOrderTheyChanged) {
    ChangeRevisions changes(4);
    EXPECT_TRUE(changes.quietSince(0));
    changes.note(3);
    const std::uint64_t seen = changes.latest();
    changes.note(2);
    changes.note(0);
    changes.note(2);
    EXPECT_EQ(changes.latest(), 4u);
    EXPECT_EQ(changedSince(changes, seen), (std::vector<std::size_t>{2, 0, 2}));
    EXPECT_EQ(changedSince(changes, 0), (std::vector<std::size_t>{3, 2, 0, 2}));
    EXPECT_TRUE(changedSince(changes, changes.latest()).empty());
    EXPECT_TRUE(changes.quietSince(changes.latest()));
    EXPECT_FALSE(changes.quietSince(seen));
}

TEST(ChangeRevisions, OneThatFallsBehindTheLogIsSentEveryPlace) {
    ChangeRevisions changes(3);  // the log keeps 64 changes for so short a list
    changes.note(1);
    const std::uint64_t seen = changes.latest();
    for (int i = 0; i < 62; ++i) {
        changes.note(2);
    }
    EXPECT_EQ(changedSince(changes, seen), (std::vector<std::size_t>(62, 2)));  // 63 kept
    changes.note(0);                                                            // the 64th
    changes.note(0);  // the log starts again after 64
    EXPECT_EQ(changes.latest(), 65u);
    EXPECT_EQ(changedSince(changes, seen), (std::vector<std::size_t>{0, 1, 2}));
    EXPECT_EQ(changedSince(changes, changes.latest() - 1), std::vector<std::size_t>{0});
}

TEST(ChangeRevisions, AnOpenEditCountsAsChangedAtEveryLookUntilItEnds) {
    ChangeRevisions changes(3);
    changes.open(1);
    const std::uint64_t seen = changes.latest();
    EXPECT_FALSE(changes.quietSince(seen));
    EXPECT_EQ(changedSince(changes, seen), std::vector<std::size_t>{1});
    EXPECT_EQ(changedSince(changes, seen), std::vector<std::size_t>{1});  // still open
    changes.close(1);
    EXPECT_EQ(changes.latest(), seen + 1);  // noted when it ends
    EXPECT_EQ(changedSince(changes, seen), std::vector<std::size_t>{1});
    EXPECT_TRUE(changes.quietSince(changes.latest()));
}

TEST(ChangeRevisions, ACopyHasNoOpenEditsButCountsWhatTheyChangedAsChanged) {
    ChangeRevisions changes(3);
    changes.open(2);
    const std::uint64_t seen = changes.latest();
    const ChangeRevisions copy(changes);
    EXPECT_EQ(changedSince(copy, seen), std::vector<std::size_t>{2});
    EXPECT_TRUE(copy.quietSince(copy.latest()));
    changes.close(2);
}

class EditedState : public ::testing::Test {
  protected:
    RulesetDefinition ruleset = testing::makeTestRuleset();
    EngineRegistry engines = makeCoreEngineRegistry();
    GameState state = GameState::initial(testing::makeTestSetup(ruleset), engines.rulesetStates);
};

TEST_F(EditedState, AnEditOfAnUnknownUnitIsEmptyAndNotesNothing) {
    const std::uint64_t before = state.unitChanges().latest();
    EXPECT_FALSE(state.editUnit("hussars"));
    EXPECT_EQ(state.unitChanges().latest(), before);
}

TEST_F(EditedState, AUnitsChangeIsNotedByItsPositionWhenTheEditEnds) {
    const std::uint64_t seen = state.unitChanges().latest();
    {
        auto dragoons = state.editUnit("drag1");
        ASSERT_TRUE(dragoons);
        dragoons->figures = 3;
        EXPECT_EQ(state.unitChanges().latest(), seen);  // not yet ended
        EXPECT_FALSE(state.unitChanges().quietSince(seen));
    }
    EXPECT_EQ(state.findUnit("drag1")->figures, 3);
    EXPECT_EQ(changedSince(state.unitChanges(), seen), std::vector<std::size_t>{1});
    state.editUnit("ir4")->pose.facingDegrees = 90;
    EXPECT_EQ(changedSince(state.unitChanges(), seen), (std::vector<std::size_t>{1, 2}));
    EXPECT_FALSE(state.editUnit("ir12")->figures == 0);  // a look through an edit notes it too
    EXPECT_EQ(changedSince(state.unitChanges(), seen), (std::vector<std::size_t>{1, 2, 0}));
}

TEST_F(EditedState, ACopyCarriesTheRevisionsOnButNotThemselvesPartOfItsValue) {
    state.editUnit("ir12")->figures = 10;
    const GameState copy = state;
    EXPECT_EQ(copy.unitChanges().latest(), state.unitChanges().latest());
    EXPECT_EQ(copy.toJson(), state.toJson());
    const GameState fresh = GameState::initial(state.sharedSetup(), engines.rulesetStates);
    EXPECT_EQ(fresh.unitChanges().latest(), 0u);
}

}  // namespace
}  // namespace adjutant
