// A game between two people: each side's orders hidden until both are fixed,
// revealed together, the dice seeded from both sides' shares; two programs fed
// each other's entries reach the same game.
#include <gtest/gtest.h>

#include "core/engine/commands/SeedDiceCommand.h"
#include "core/json/JsonReader.h"
#include "tests/core/match/MatchTestSupport.h"

namespace adjutant {
namespace {

using testing::MatchPlay;

class MatchTest : public MatchPlay {};

// Plays rounds on one screen until one in which both sides give orders at
// once (Tricorne and Musket's tutorial opens with Prussia's free bounds).
bool playUntilBothGive(Match& match, MatchTest& test) {
    ComputerOrders computer(test.referees, test.engines.rulesetStates);
    for (int round = 0; round < 200 && match.openRound(); ++round) {
        if (match.givesOrders(0) && match.givesOrders(1) &&
            !computer.orders(match.shared(), 0, CommanderSettings{}).empty()) {
            return true;
        }
        for (const int other : match.sidesToCommit()) {
            test.giveComputerOrders(match, other);
            EXPECT_EQ(match.commit(other), "");
        }
    }
    return false;
}

TEST_F(MatchTest, OneScreenKeepsEachSidesOrdersFromTheOtherUntilBothAreFixed) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    // The set-up round needs nobody: both sides' shares are exchanged at once.
    ASSERT_GE(match->rounds().size(), 2U);
    EXPECT_EQ(match->rounds()[0].status, MatchRound::Status::Resolved);
    ASSERT_TRUE(playUntilBothGive(*match, *this));
    const std::string before = hashOf(match->shared());
    ASSERT_GT(giveComputerOrders(*match, 0), 0U);
    EXPECT_NE(hashOf(match->view(0)), before);
    EXPECT_EQ(hashOf(match->view(1)), before) << "Austria sees Prussia's orders";
    EXPECT_EQ(hashOf(match->shared()), before);
    ASSERT_EQ(match->commit(0), "");
    EXPECT_EQ(hashOf(match->view(1)), before);
    EXPECT_EQ(hashOf(match->shared()), before);
    const std::uint64_t round = match->openRound()->number;
    giveComputerOrders(*match, 1);
    ASSERT_EQ(match->commit(1), "");
    // Both fixed: revealed together and carried out.
    ASSERT_EQ(match->rounds()[round].status, MatchRound::Status::Resolved);
    EXPECT_NE(hashOf(match->shared()), before);
    EXPECT_FALSE(match->rounds()[round].seedHex.empty());
}

// A fire order of `unit` (with no target: taking its order back), as the
// window's fire tool and context menu make them.
std::unique_ptr<Command> fireOrderOf(const EngineRegistry& engines, const std::string& unit) {
    Diagnostics diagnostics;
    const nlohmann::json json = {{"type", "fireOrder"}, {"firer", unit}, {"target", ""}};
    return engines.commands.fromJson(JsonReader(json, "order", diagnostics));
}

std::string firstUnitOf(const Match& match, int side) {
    for (const Unit& unit : match.shared().state().units()) {
        if (unit.side == side) {
            return unit.id;
        }
    }
    return {};
}

TEST_F(MatchTest, APlayerOrdersOnlyTheirOwnSide) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    ASSERT_TRUE(playUntilBothGive(*match, *this));
    const GameChange change = match->giveOrder(0, fireOrderOf(engines, firstUnitOf(*match, 1)));
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("own side"), std::string::npos) << change.reason;
    ASSERT_TRUE(match->giveOrder(0, fireOrderOf(engines, firstUnitOf(*match, 0))).accepted());
    // Once fixed, a side's orders for the step cannot be changed.
    EXPECT_EQ(match->commit(0), "");
    const GameChange late = match->giveOrder(0, fireOrderOf(engines, firstUnitOf(*match, 0)));
    EXPECT_FALSE(late.accepted());
    EXPECT_NE(late.reason.find("fixed"), std::string::npos) << late.reason;
    EXPECT_FALSE(match->canUndoOrder(0));
    // Nor can a side give orders in a step it has none to give in.
    EXPECT_FALSE(match->giveOrder(1, fireOrderOf(engines, firstUnitOf(*match, 1))).accepted() &&
                 !match->givesOrders(1));
}

TEST_F(MatchTest, TwoProgramsFedEachOthersEntriesReachTheSameGame) {
    auto prussia = makeMatch(matchSetup("tricorne-tutorial", {true, false}, {true, false}));
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}, {false, true}));
    for (int exchanges = 0; exchanges < 400 && prussia->shared().state().bound() <= 3;
         ++exchanges) {
        ASSERT_TRUE(exchange(*prussia, *austria));
        if (prussia->isOver()) {
            break;
        }
    }
    EXPECT_GT(prussia->shared().state().bound(), 3);
    EXPECT_EQ(hashOf(prussia->shared()), hashOf(austria->shared()));
    ASSERT_EQ(prussia->shared().commandCount(), austria->shared().commandCount());
    for (std::size_t i = 0; i < prussia->shared().commandCount(); ++i) {
        EXPECT_EQ(prussia->shared().command(i).toJson(), austria->shared().command(i).toJson())
            << "command " << i;
    }
}

TEST_F(MatchTest, NothingSentBeforeBothCommitHoldsTheHiddenOrders) {
    auto prussia = makeMatch(matchSetup("tricorne-tutorial", {true, false}));
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}));
    ASSERT_TRUE(exchange(*prussia, *austria));
    ComputerOrders computer(referees, engines.rulesetStates);
    for (int round = 0;
         round < 100 && !(prussia->givesOrders(0) && austria->givesOrders(1) &&
                          !computer.orders(prussia->shared(), 0, CommanderSettings{}).empty());
         ++round) {
        for (int side = 0; side < 2; ++side) {
            Match& match = side == 0 ? *prussia : *austria;
            if (match.givesOrders(side)) {
                giveComputerOrders(match, side);
                ASSERT_EQ(match.commit(side), "");
            }
        }
        ASSERT_TRUE(exchange(*prussia, *austria));
    }
    ASSERT_TRUE(prussia->givesOrders(0) && austria->givesOrders(1));
    const std::uint64_t sentBefore = prussia->ledger(0).size();
    ASSERT_GT(giveComputerOrders(*prussia, 0), 0U);
    std::vector<std::string> hidden;
    for (const Command* order : prussia->ordersOf(0)) {
        hidden.push_back(order->toJson().dump());
        hidden.push_back("\"" + order->orderedUnit() + "\"");
    }
    ASSERT_EQ(prussia->commit(0), "");
    // Every byte Prussia sends until Austria has committed too.
    std::string sent;
    for (std::uint64_t n = sentBefore + 1; n <= prussia->ledger(0).size(); ++n) {
        sent += prussia->ledger(0).line(n) + "\n";
    }
    ASSERT_FALSE(sent.empty());
    for (const std::string& text : hidden) {
        EXPECT_EQ(sent.find(text), std::string::npos) << text << " was sent";
    }
    EXPECT_EQ(sent.find("\"orders\""), std::string::npos);
    EXPECT_EQ(sent.find("\"share\""), std::string::npos);
    // Austria, holding the commitment, still sees none of Prussia's orders.
    ASSERT_TRUE(exchange(*prussia, *austria));
    EXPECT_EQ(hashOf(austria->view(1)), hashOf(prussia->shared()));
    EXPECT_TRUE(austria->openRound()->committed(0));
    EXPECT_FALSE(austria->openRound()->revealed(0));
}

TEST_F(MatchTest, TheDiceOfARoundComeFromBothSharesAndFollowTheSeed) {
    auto match = makeMatch(matchSetup("tricorne-tutorial", {true, true}));
    const MatchRound& setUp = match->rounds()[0];
    ASSERT_EQ(setUp.status, MatchRound::Status::Resolved);
    const std::string expected =
        toHex(diceSeedOf(gameId_, 0, *fromHex(setUp.shares[0]), *fromHex(setUp.shares[1])));
    EXPECT_EQ(setUp.seedHex, expected);
    const auto* seeded =
        dynamic_cast<const SeedDiceCommand*>(&match->shared().command(setUp.firstCommand));
    ASSERT_NE(seeded, nullptr);
    EXPECT_EQ(seeded->seedHex(), expected);
    // The generator takes the seed, in the game and in a replay of it.
    std::string error;
    const auto after = match->shared().stateAfter(setUp.firstCommand + 1, error);
    ASSERT_TRUE(after) << error;
    EXPECT_EQ(after->diceState(), *SeedDiceCommand::stateOf(expected));
    EXPECT_EQ(match->shared().journal()[setUp.firstCommand].stateHash, stateHash(*after));
    // Each side's share is the one its secret gives for the round.
    EXPECT_EQ(*fromHex(setUp.shares[0]), shareFor(std::string(32, 'a'), gameId_, 0));
}

}  // namespace
}  // namespace adjutant
