// The Tricorne statuses kept by the place of each unit in the scenario.

#include "core/referee/tricorne/TricorneUnitStatuses.h"

#include <gtest/gtest.h>

#include "tests/core/engine/TestGames.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/model/Unit.h"

namespace adjutant {
namespace {

using testing::unitsNamed;

std::vector<std::string> idsOfEntries(const TricorneUnitStatuses& statuses) {
    std::vector<std::string> ids;
    statuses.forEach([&](const std::string& id, const TricorneUnitState&) { ids.push_back(id); });
    return ids;
}

TEST(TricorneUnitStatuses, AUnitHasNoEntryUntilOneIsMade) {
    TricorneUnitStatuses statuses(unitsNamed({"ir-18", "kaiser"}));
    EXPECT_EQ(statuses.places(), 2u);
    EXPECT_EQ(statuses.size(), 0u);
    EXPECT_EQ(statuses.find("kaiser"), nullptr);
    EXPECT_FALSE(statuses.holds(1));
    EXPECT_EQ(statuses.atPlace(std::size_t{1}), TricorneUnitState{});  // read as fresh

    statuses["kaiser"].shaken = true;
    EXPECT_EQ(statuses.size(), 1u);
    EXPECT_TRUE(statuses.holds(1));
    ASSERT_NE(statuses.find("kaiser"), nullptr);
    EXPECT_TRUE(statuses.find("kaiser")->shaken);
    EXPECT_EQ(&statuses.at("kaiser"), &std::as_const(statuses).atPlace(std::size_t{1}));
    EXPECT_EQ(statuses.count("ir-18"), 0u);
    EXPECT_THROW((void)statuses.at("ir-18"), std::out_of_range);
}

TEST(TricorneUnitStatuses, TheEntryAtAPlaceIsTheEntryOfItsUnit) {
    TricorneUnitStatuses statuses(unitsNamed({"a", "b", "c"}));
    EXPECT_EQ(statuses.placeOf("c"), 2u);
    statuses.atPlace(std::size_t{2}).routBoundsOwed = 3;
    EXPECT_EQ(statuses.at("c").routBoundsOwed, 3);
    EXPECT_EQ(statuses.placeOf("d"), std::nullopt);
}

TEST(TricorneUnitStatuses, AnIdOfNoUnitIsKeptByItsId) {
    TricorneUnitStatuses statuses(unitsNamed({"a"}));
    statuses["gone"].offTable = true;
    EXPECT_EQ(statuses.size(), 1u);
    EXPECT_EQ(statuses.placeOf("gone"), std::nullopt);
    ASSERT_NE(statuses.find("gone"), nullptr);
    EXPECT_TRUE(statuses.find("gone")->offTable);

    TricorneUnitStatuses noUnits;
    noUnits["x"].shaken = true;
    EXPECT_EQ(noUnits.places(), 0u);
    EXPECT_TRUE(noUnits.at("x").shaken);
}

TEST(TricorneUnitStatuses, VisitsTheUnitsByPlaceThenTheOthersById) {
    TricorneUnitStatuses statuses(unitsNamed({"z", "y", "x"}));
    statuses["x"];
    statuses["zz"];
    statuses["z"];
    statuses["aa"];
    EXPECT_EQ(idsOfEntries(statuses), (std::vector<std::string>{"z", "x", "aa", "zz"}));
}

TEST(TricorneUnitStatuses, EqualWhenTheEntriesAreEqualWhereverTheyAreKept) {
    const std::vector<Unit> units = unitsNamed({"a", "b"});
    TricorneUnitStatuses first(units);
    first["b"].shaken = true;
    TricorneUnitStatuses copy = first;
    EXPECT_EQ(copy, first);
    copy["a"];  // an entry more, though a fresh one
    EXPECT_FALSE(copy == first);

    TricorneUnitStatuses otherPlaces(units);  // the same units, an index of its own
    otherPlaces["b"].shaken = true;
    EXPECT_EQ(otherPlaces, first);
    otherPlaces["b"].unformed = true;
    EXPECT_FALSE(otherPlaces == first);

    TricorneUnitStatuses byIdOnly;
    byIdOnly["b"].shaken = true;
    EXPECT_EQ(byIdOnly, first);
    EXPECT_EQ(first, byIdOnly);
}

}  // namespace
}  // namespace adjutant
