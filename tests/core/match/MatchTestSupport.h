#pragma once

// Games between two people as the match tests play them: the two programs of
// a game as two Match objects of one shipped scenario, fed each other's lines
// as a turn file or the network would carry them.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/ai/ComputerOrders.h"
#include "core/engine/StateHash.h"
#include "core/match/Commitments.h"
#include "core/match/Match.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant::testing {

class MatchPlay : public ShippedScenarioPlay {
  public:
    using ShippedScenarioPlay::engines;
    using ShippedScenarioPlay::referees;

    /// The setup of a game of `scenario` in which this program plays the sides
    /// `here` says, the computer giving the orders of those in `computer`.
    MatchSetup matchSetup(const std::string& scenario, std::array<bool, 2> here,
                          std::array<bool, 2> computer = {false, false},
                          std::map<std::string, std::string> options = {}) {
        if (!gameSetup_ || scenario != scenario_ || options != options_) {
            auto setup = shippedScenarioSetup(scenario, 7);
            setup->options = options;
            gameSetup_ = setup;
            scenario_ = scenario;
            options_ = options;
        }
        MatchSetup setup;
        setup.game = gameSetup_;
        setup.gameId = gameId_;
        setup.way = MatchWay::ByFile;
        for (std::size_t side = 0; side < 2; ++side) {
            setup.sides[side].here = here[side];
            if (here[side]) {
                setup.sides[side].secret = std::string(32, static_cast<char>('a' + side));
            }
            if (computer[side]) {
                setup.sides[side].computer = CommanderSettings{Difficulty::Steady, 3};
            }
        }
        return setup;
    }

    std::unique_ptr<Match> makeMatch(const MatchSetup& setup) {
        auto match = std::make_unique<Match>(setup, engines, referees);
        match->start();
        return match;
    }

    /// Hands each match the lines the other has not seen until neither has
    /// anything new; false (with a failure) when one refuses the other's.
    bool exchange(Match& a, Match& b) {
        for (int pass = 0; pass < 10000; ++pass) {
            const std::vector<std::string> fromA = a.linesNotSeen();
            const std::vector<std::string> fromB = b.linesNotSeen();
            bool moved = false;
            if (!fromA.empty()) {
                const MatchReceipt receipt = b.receive(fromA, "a", true);
                EXPECT_TRUE(receipt.accepted) << receipt.error;
                if (!receipt.accepted) {
                    return false;
                }
                moved = moved || receipt.newEntries > 0;
            }
            if (!fromB.empty()) {
                const MatchReceipt receipt = a.receive(fromB, "b", true);
                EXPECT_TRUE(receipt.accepted) << receipt.error;
                if (!receipt.accepted) {
                    return false;
                }
                moved = moved || receipt.newEntries > 0;
            }
            if (!moved) {
                return true;
            }
        }
        ADD_FAILURE() << "the two programs kept sending each other entries";
        return false;
    }

    /// One round as two people would play it: each program's sides with
    /// orders to give get the computer's orders and fix them; then the two
    /// programs exchange what they have.
    bool playRound(Match& a, Match& b) {
        for (Match* match : {&a, &b}) {
            for (int side = 0; side < 2; ++side) {
                if (match->playsHere(side) && match->givesOrders(side)) {
                    giveComputerOrders(*match, side);
                    EXPECT_EQ(match->commit(side), "");
                }
            }
        }
        return exchange(a, b);
    }

    /// The computer's orders for `side` on the shared game, given into the match.
    std::size_t giveComputerOrders(Match& match, int side) {
        ComputerOrders computer(referees, engines.rulesetStates);
        std::size_t given = 0;
        for (auto& order : computer.orders(match.shared(), side, CommanderSettings{})) {
            if (match.giveOrder(side, std::move(order)).accepted()) {
                ++given;
            }
        }
        return given;
    }

    static std::string hashOf(const Game& game) { return formatStateHash(stateHash(game.state())); }

    std::string gameId_ = "00112233445566778899aabbccddeeff";

  private:
    std::shared_ptr<GameSetup> gameSetup_;
    std::string scenario_;
    std::map<std::string, std::string> options_;
};

}  // namespace adjutant::testing
