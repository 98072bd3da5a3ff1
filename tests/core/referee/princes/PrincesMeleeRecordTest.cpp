// The record of melees in progress that War of Princes keeps with its state:
// each unit's melees are found without reading the whole list, and the lookup
// stays true as melees begin, end and are taken off the record.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/referee/princes/PrincesGameState.h"

namespace adjutant {
namespace {

std::vector<std::string> attackersOf(const PrincesGameState& state, const std::string& id) {
    std::vector<std::string> found;
    for (const PrincesMelee* melee : state.meleesOf(id)) {
        found.push_back(melee->attacker);
    }
    return found;
}

TEST(PrincesMeleeRecord, FindsEachUnitsMeleesInTheOrderTheyBegan) {
    PrincesGameState state;
    state.addMelee({"a1", "b1", false, false});
    state.addMelee({"a2", "b1", false, false});
    state.addMelee({"a3", "b2", true, false});
    EXPECT_EQ(attackersOf(state, "b1"), (std::vector<std::string>{"a1", "a2"}));
    EXPECT_EQ(attackersOf(state, "a3"), (std::vector<std::string>{"a3"}));
    EXPECT_TRUE(state.inMelee("b2"));
    EXPECT_FALSE(state.inMelee("c1"));
    EXPECT_TRUE(state.meleeRecorded("b1", "a2"));  // either way round
    EXPECT_FALSE(state.meleeRecorded("a1", "a2"));
}

TEST(PrincesMeleeRecord, AnEndedMeleeStaysOnTheRecordButNoLongerHoldsItsUnits) {
    PrincesGameState state;
    state.addMelee({"a1", "b1", false, false});
    state.addMelee({"b1", "a2", false, false});
    state.endMeleesAttackedBy("a1");
    EXPECT_EQ(state.melees().size(), 2U);
    EXPECT_FALSE(state.inMelee("a1"));
    EXPECT_TRUE(state.meleeRecorded("a1", "b1"));
    EXPECT_EQ(attackersOf(state, "b1"), (std::vector<std::string>{"b1"}));
}

TEST(PrincesMeleeRecord, TakingMeleesOffKeepsTheOthersFound) {
    PrincesGameState state;
    state.addMelee({"a1", "b1", false, false});
    state.addMelee({"a2", "b2", false, false});
    state.addMelee({"a3", "b2", false, false});
    state.leaveMelees("a2");
    EXPECT_FALSE(state.inMelee("a2"));
    EXPECT_EQ(attackersOf(state, "b2"), (std::vector<std::string>{"a3"}));
    EXPECT_EQ(attackersOf(state, "b1"), (std::vector<std::string>{"a1"}));
    // A copy of the state finds the same, and changes apart from the original.
    PrincesGameState copy = state;
    copy.addMelee({"a4", "b1", false, false});
    EXPECT_EQ(attackersOf(copy, "b1"), (std::vector<std::string>{"a1", "a4"}));
    EXPECT_EQ(attackersOf(state, "b1"), (std::vector<std::string>{"a1"}));
    EXPECT_FALSE(state.sameAs(copy));
}

}  // namespace
}  // namespace adjutant
