// The index from unit id to place in a state's list of units.

#include "core/engine/UnitPositionIndex.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

using testing::unitsNamed;

TEST(UnitPositionIndex, FindsEveryUnitOfALargeArmyAtItsPlace) {
    std::vector<std::string> ids;
    for (int i = 0; i < 1600; ++i) {
        ids.push_back(fmt::format("s{}-u{}", i % 2, i / 2));
    }
    const std::vector<Unit> units = unitsNamed(ids);
    const UnitPositionIndex index(units);
    for (std::size_t i = 0; i < units.size(); ++i) {
        ASSERT_EQ(index.find(units[i].id), i) << units[i].id;
        ASSERT_EQ(index.idAt(i), units[i].id);
    }
    EXPECT_EQ(index.size(), units.size());
}

TEST(UnitPositionIndex, AnUnknownIdIsNotFound) {
    const std::vector<Unit> units = unitsNamed({"ir-18", "kaiser", "cav"});
    const UnitPositionIndex index(units);
    EXPECT_EQ(index.find("hussars"), std::nullopt);
    EXPECT_EQ(index.find(""), std::nullopt);
    EXPECT_EQ(index.find("ir-1"), std::nullopt);  // a prefix of an id
}

TEST(UnitPositionIndex, TheFirstOfADuplicateIdKeepsThePlace) {
    const std::vector<Unit> units = unitsNamed({"a", "b", "a", "c"});
    const UnitPositionIndex index(units);
    EXPECT_EQ(index.find("a"), 0u);
    EXPECT_EQ(index.find("c"), 3u);
}

TEST(UnitPositionIndex, KeepsItsOwnIdsOnceTheUnitsAreGone) {
    // A copy of a state shares the index of the state it was copied from.
    std::optional<UnitPositionIndex> index;
    {
        const std::vector<Unit> units = unitsNamed({"ir-18", "kaiser"});
        index.emplace(units);
    }
    EXPECT_EQ(index->find("kaiser"), 1u);
    EXPECT_EQ(index->idAt(0), "ir-18");
}

TEST(UnitPositionIndex, KnowsTheUnitsItIndexes) {
    const std::vector<Unit> units = unitsNamed({"a", "b"});
    const UnitPositionIndex index(units);
    EXPECT_TRUE(index.indexes(units));
    EXPECT_FALSE(index.indexes(unitsNamed({"b", "a"})));
    EXPECT_FALSE(index.indexes(unitsNamed({"a"})));
    EXPECT_FALSE(index.indexes(unitsNamed({"a", "b", "c"})));
}

TEST(UnitPositionIndex, AnEmptyListFindsNothing) {
    const std::vector<Unit> none;
    const UnitPositionIndex index(none);
    EXPECT_EQ(index.find("a"), std::nullopt);
}

}  // namespace
}  // namespace adjutant
