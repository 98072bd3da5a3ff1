// The referee contract's case for the calls that carry an order out
// (RefereeOrders: performManoeuvre, giveFireOrder, declareCharge): an order the
// referee's own check refuses comes back with that reason and changes nothing,
// for every registered referee (RefereeContract.h).

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "core/engine/StateHash.h"
#include "tests/core/referee/contract/RefereeContract.h"

namespace adjutant::testing {
namespace {

/// Gives the orders the referee's own checks refuse, each through the call
/// that carries an order out, on a copy of `state`: each must be refused with
/// the check's reason and change nothing. Returns how many were tried.
int tryRefusedOrders(const RulesetReferee& judge, const GameState& state, const std::string& at) {
    int tried = 0;
    const std::uint64_t before = stateHash(state);
    for (const Unit& unit : state.units()) {
        const std::string who = at + ": " + unit.id;
        GameState copy = state;
        const nlohmann::json far = marchOf(unit, 40);
        if (const ManoeuvreVerdict verdict = judge.checkManoeuvre(copy, far); !verdict.legal) {
            ++tried;
            EXPECT_EQ(judge.performManoeuvre(copy, far), verdict.reason) << who << " marching";
        }
        for (const Unit& other : state.units()) {
            if (other.side == unit.side && other.id != unit.id) {
                if (const auto why = judge.refuseFireOrder(copy, unit.id, other.id, {})) {
                    ++tried;
                    EXPECT_EQ(judge.giveFireOrder(copy, unit.id, other.id, {}), why)
                        << who << " firing at a friend";
                }
                if (const auto why = judge.refuseCharge(copy, unit.id, {other.id})) {
                    ++tried;
                    EXPECT_EQ(judge.declareCharge(copy, unit.id, {other.id}), why)
                        << who << " charging a friend";
                }
                break;
            }
        }
        EXPECT_EQ(formatStateHash(stateHash(copy)), formatStateHash(before))
            << who << ": a refused order changed the state";
    }
    return tried;
}

TEST_P(RefereeContract, AnOrderItsCheckRefusesIsNeverCarriedOut) {
    const RulesetReferee& judge = contractReferee();
    auto game = tutorialGame();
    ASSERT_TRUE(game);
    const int firstBound = game->state().bound();
    int tried = 0;
    for (int steps = 0; game->state().bound() == firstBound && steps < 200; ++steps) {
        tried += tryRefusedOrders(judge, game->state(), where(game->state()));
        ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
    }
    RecordProperty("refusedOrders", tried);
    EXPECT_GT(tried, 0) << "no order was refused in the first bound";
}

}  // namespace
}  // namespace adjutant::testing
