// Taking back a resolved step needs the other player's consent, asked and
// answered through both ledgers; agreed, both games go back to where the step
// began and its orders come back to be changed; the dice are thrown anew.
#include <gtest/gtest.h>

#include "tests/core/match/MatchTestSupport.h"

namespace adjutant {
namespace {

class MatchUndoTest : public testing::MatchPlay {};

TEST_F(MatchUndoTest, AgreedTheGameGoesBackToWhereTheStepBegan) {
    auto prussia = makeMatch(matchSetup("tricorne-tutorial", {true, false}));
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}));
    // Rounds until Prussia has given orders in one and it is resolved.
    std::string openingHash;
    std::uint64_t ordered = 0;
    for (int i = 0; i < 100 && ordered == 0; ++i) {
        ASSERT_TRUE(exchange(*prussia, *austria));
        if (prussia->givesOrders(0)) {
            if (giveComputerOrders(*prussia, 0) > 0) {
                ordered = prussia->openRound()->number;
                openingHash = prussia->openRound()->openingHash;
            }
            ASSERT_EQ(prussia->commit(0), "");
        }
        if (austria->givesOrders(1)) {
            ASSERT_EQ(austria->commit(1), "");
        }
    }
    ASSERT_GT(ordered, 0U);
    ASSERT_TRUE(exchange(*prussia, *austria));
    ASSERT_EQ(prussia->rounds()[ordered].status, MatchRound::Status::Resolved);
    ASSERT_EQ(prussia->roundToTakeBack().value_or(0), ordered);

    ASSERT_EQ(prussia->askUndo(0), "");
    EXPECT_EQ(prussia->askUndo(0), "a request to take back steps is waiting for its answer");
    ASSERT_TRUE(exchange(*prussia, *austria));
    ASSERT_EQ(austria->undoAskedOf(1).value_or(0), ordered);
    EXPECT_FALSE(prussia->undoAskedOf(0));  // one does not answer one's own request
    ASSERT_EQ(austria->answerUndo(1, true), "");
    ASSERT_TRUE(exchange(*prussia, *austria));

    EXPECT_EQ(prussia->rounds()[ordered].status, MatchRound::Status::TakenBack);
    ASSERT_NE(prussia->openRound(), nullptr);
    EXPECT_EQ(prussia->openRound()->openingHash, openingHash);
    EXPECT_GT(prussia->openRound()->number, ordered);  // a new round, with new shares
    EXPECT_EQ(hashOf(prussia->shared()), hashOf(austria->shared()));
    // Prussia's orders of that step come back to be changed.
    EXPECT_FALSE(prussia->ordersOf(0).empty());
    EXPECT_TRUE(austria->ordersOf(1).empty() || austria->givesOrders(1));
}

TEST_F(MatchUndoTest, RefusedNothingChanges) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    for (int round = 0; round < 10; ++round) {
        for (const int side : match->sidesToCommit()) {
            ASSERT_EQ(match->commit(side), "");
        }
    }
    const std::string before = hashOf(match->shared());
    ASSERT_EQ(match->askUndo(0), "");
    ASSERT_TRUE(match->undoAskedOf(1));
    ASSERT_EQ(match->answerUndo(1, false), "");
    EXPECT_EQ(hashOf(match->shared()), before);
    EXPECT_FALSE(match->undoAskedOf(1));
    bool answered = false;
    for (const MatchEvent& event : match->takeEvents()) {
        answered = answered || (event.kind == MatchEvent::Kind::UndoAnswered && !event.agree);
    }
    EXPECT_TRUE(answered);
}

TEST_F(MatchUndoTest, NothingIsRevealedWhileARequestWaits) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    for (int round = 0; round < 5; ++round) {
        for (const int side : match->sidesToCommit()) {
            ASSERT_EQ(match->commit(side), "");
        }
    }
    ASSERT_EQ(match->askUndo(0), "");
    const std::uint64_t open = match->openRound()->number;
    for (const int side : match->sidesToCommit()) {
        ASSERT_EQ(match->commit(side), "");
    }
    EXPECT_EQ(match->openRound()->number, open);  // committed, but not revealed
    EXPECT_FALSE(match->openRound()->revealed(0));
    ASSERT_EQ(match->answerUndo(1, false), "");
    EXPECT_NE(match->openRound()->number, open);  // the answer lets the reveal go ahead
}

}  // namespace
}  // namespace adjutant
namespace adjutant {
namespace {

// Each round opened on a state that a replay of the game's commands reaches
// again (the seed each round sets holds in both), so taking a round back
// returns exactly to where it began.
TEST_F(MatchUndoTest, TakingBackReturnsToTheStateTheRoundOpenedOn) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    for (int round = 0; round < 8; ++round) {
        for (const int side : match->sidesToCommit()) {
            if (match->givesOrders(side)) {
                giveComputerOrders(*match, side);
            }
            ASSERT_EQ(match->commit(side), "");
        }
    }
    std::string error;
    for (const MatchRound& round : match->rounds()) {
        const auto replayed = match->shared().stateAfter(round.openingCursor, error);
        ASSERT_TRUE(replayed) << error;
        EXPECT_EQ(formatStateHash(stateHash(*replayed)), round.openingHash)
            << "round " << round.number << ", " << round.where;
    }
    const std::uint64_t target = *match->roundToTakeBack();
    ASSERT_EQ(match->askUndo(0), "");
    ASSERT_EQ(match->answerUndo(1, true), "");
    EXPECT_EQ(match->openRound()->openingHash, match->rounds()[target].openingHash);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

// A player who leaves: the other hands that side to its own computer, which
// plays it from then on in that program alone, round after round.
TEST_F(MatchUndoTest, ASideWhosePlayerLeftIsHandedToTheComputer) {
    auto prussia = makeMatch(matchSetup("tricorne-tutorial", {true, false}, {true, false}));
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}));
    for (int i = 0; i < 5; ++i) {
        ASSERT_TRUE(playRound(*prussia, *austria));
    }
    ASSERT_EQ(austria->leave(1), "");
    ASSERT_TRUE(exchange(*prussia, *austria));
    bool told = false;
    for (const MatchEvent& event : prussia->takeEvents()) {
        told = told || event.kind == MatchEvent::Kind::PlayerLeft;
    }
    EXPECT_TRUE(told);
    const int bound = prussia->shared().state().bound();
    ASSERT_EQ(prussia->handOver(1, CommanderSettings{Difficulty::Steady, 1}), "");
    EXPECT_TRUE(prussia->playsHere(1));
    EXPECT_TRUE(prussia->computerFor(1).has_value());
    // Prussia's program plays on alone: both sides' rounds go by without Austria.
    EXPECT_TRUE(prussia->isOver() || prussia->shared().state().bound() > bound + 2)
        << "stopped at " << (prussia->openRound() ? prussia->openRound()->where : "");
}

}  // namespace
}  // namespace adjutant
