#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/editor/OrderOfBattle.h"

namespace adjutant {
namespace {

nlohmann::json document() {
    return nlohmann::json::parse(R"({
      "title": "Galgenberg, Prussian brigade",
      "sides": [
        {"side": "prussia",
         "brigades": [
           {"id": "pr-1", "name": "Brigade Manteuffel", "general": "Manteuffel",
            "objective": "take the hill", "orders": "advance",
            "units": [
              {"id": "a", "name": "IR 18, I.", "type": "musketeer", "figures": 12,
               "battalionGuns": 2, "battalionGunWeapon": "gun3lb"},
              {"id": "b", "type": "battery12lb", "guns": 4, "formation": "limbered"}
            ]}
         ],
         "units": [{"id": "c", "type": "hussar", "nation": "prussia", "moraleClass": "guard"}]}
      ]
    })");
}

TEST(OrderOfBattleJsonTest, ReadsSidesBrigadesAndUnitsWithTheirPointers) {
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleJson(document(), "oob.json", diagnostics);
    ASSERT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    ASSERT_EQ(orderOfBattle->brigades.size(), 1U);
    EXPECT_EQ(orderOfBattle->brigades[0].side, "prussia");
    EXPECT_EQ(orderOfBattle->brigades[0].general, "Manteuffel");
    EXPECT_EQ(orderOfBattle->brigades[0].orders, "advance");
    ASSERT_EQ(orderOfBattle->units.size(), 3U);
    const OrderOfBattleUnit& a = orderOfBattle->units[0];
    EXPECT_EQ(a.brigade, "pr-1");
    EXPECT_EQ(a.battalionGuns, 2);
    EXPECT_EQ(a.battalionGunWeapon, "gun3lb");
    EXPECT_EQ(a.location, "/sides/0/brigades/0/units/0");
    EXPECT_EQ(orderOfBattle->units[1].guns, 4);
    EXPECT_EQ(orderOfBattle->units[1].formation, "limbered");
    EXPECT_EQ(orderOfBattle->units[1].figures, 0);
    EXPECT_EQ(orderOfBattle->units[2].brigade, "");
    EXPECT_EQ(orderOfBattle->units[2].moraleClass, "guard");
    EXPECT_EQ(orderOfBattle->units[2].location, "/sides/0/units/0");
}

TEST(OrderOfBattleJsonTest, UnknownMembersAreWarningsAndWrongValuesErrors) {
    nlohmann::json json = document();
    json["sides"][0]["brigades"][0]["units"][0]["colour"] = "blue";
    Diagnostics warned;
    ASSERT_TRUE(readOrderOfBattleJson(json, "oob.json", warned).has_value());
    ASSERT_EQ(warned.warningCount(), 1U);
    EXPECT_EQ(warned.items()[0].location, "/sides/0/brigades/0/units/0/colour");

    json["sides"][0]["brigades"][0]["units"][1]["figures"] = "twelve";
    json["sides"][0]["brigades"][0]["units"][0]["figures"] = -1;
    json["sides"][0]["units"][0].erase("type");
    Diagnostics diagnostics;
    EXPECT_FALSE(readOrderOfBattleJson(json, "oob.json", diagnostics).has_value());
    EXPECT_EQ(diagnostics.errorCount(), 3U) << diagnostics.toString();
    std::vector<std::string> locations;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error) {
            locations.push_back(item.location);
        }
    }
    const std::vector<std::string> expected{"/sides/0/brigades/0/units/0/figures",
                                            "/sides/0/brigades/0/units/1/figures",
                                            "/sides/0/units/0/type"};
    EXPECT_EQ(locations, expected);
}

TEST(OrderOfBattleJsonTest, TheDocumentMustHaveSides) {
    Diagnostics notObject;
    EXPECT_FALSE(readOrderOfBattleJson(nlohmann::json::array(), "oob.json", notObject));
    EXPECT_TRUE(notObject.hasErrors());
    Diagnostics noSides;
    EXPECT_FALSE(readOrderOfBattleJson(nlohmann::json::object(), "oob.json", noSides));
    EXPECT_TRUE(noSides.hasErrors());
    Diagnostics noSideId;
    EXPECT_FALSE(readOrderOfBattleJson(nlohmann::json::parse(R"({"sides": [{"brigades": []}]})"),
                                       "oob.json", noSideId));
    EXPECT_EQ(noSideId.items().at(0).location, "/sides/0/side");
}

}  // namespace
}  // namespace adjutant
