// memberOr gives a member of the type asked for, or the fallback: never an
// exception, whatever a damaged file holds in its place.
#include "core/json/JsonMember.h"

#include <gtest/gtest.h>

namespace adjutant {
namespace {

TEST(JsonMember, GivesAMemberOfTheTypeAskedFor) {
    const auto json = nlohmann::json::parse(
        R"({"format":"adjutant-turn","made":true,"port":8080,"scale":1.5,"live":{"a":1}})");
    EXPECT_EQ(memberOr(json, "format", ""), "adjutant-turn");
    EXPECT_TRUE(memberOr(json, "made", false));
    EXPECT_EQ(memberOr(json, "port", 0), 8080);
    EXPECT_DOUBLE_EQ(memberOr(json, "scale", 0.0), 1.5);
    EXPECT_DOUBLE_EQ(memberOr(json, "port", 0.0), 8080.0);
    EXPECT_EQ(memberOr(json, "live", nlohmann::json()), json["live"]);
}

TEST(JsonMember, AMissingOrMistypedMemberGivesTheFallback) {
    const auto json = nlohmann::json::parse(
        R"({"format":[],"made":"yes","port":"80","scale":null,"big":4294967296,"low":-1})");
    EXPECT_EQ(memberOr(json, "format", "none"), "none");
    EXPECT_FALSE(memberOr(json, "made", false));
    EXPECT_EQ(memberOr(json, "port", 7), 7);
    EXPECT_DOUBLE_EQ(memberOr(json, "scale", 2.0), 2.0);
    EXPECT_EQ(memberOr(json, "absent", "x"), "x");
    // A whole number the type asked for cannot hold is not taken.
    EXPECT_EQ(memberOr(json, "big", 3), 3);
    EXPECT_EQ(memberOr<unsigned>(json, "low", 5u), 5u);
    EXPECT_EQ(memberOr(json, "low", 5), -1);
    // Not an object at all.
    EXPECT_EQ(memberOr(nlohmann::json::array(), "format", "none"), "none");
    EXPECT_EQ(memberOr(nlohmann::json(), "port", 9), 9);
}

}  // namespace
}  // namespace adjutant
