// Each shipped rules reference has a table of every troop type of its ruleset
// (Tricorne 2.2, War of Princes 2.4, Fire Effect 2.1), drawn from the ruleset's
// typed tables when the reference is loaded. These tests hold the rendered rows
// to the ruleset file read as plain JSON, apart from the typed tables: a type
// without a row, or a class, pace, factor or morale that differs from the
// file's, fails.

#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "tests/core/rules/ShippedReferenceFiles.h"

namespace adjutant {
namespace {

using namespace shipped_reference;

// The cells of the table row that starts with the troop type's name.
std::optional<std::vector<std::string>> rowOf(const std::string& text, const std::string& name) {
    const std::string opening = "\n| " + name + " | ";
    const std::size_t at = text.find(opening);
    if (at == std::string::npos) {
        return std::nullopt;
    }
    const std::size_t end = text.find('\n', at + 1);
    const std::string line = text.substr(at + 3, end - at - 3);
    std::vector<std::string> cells;
    std::size_t from = 0;
    for (std::size_t bar = line.find(" | "); bar != std::string::npos;
         bar = line.find(" | ", from)) {
        cells.push_back(line.substr(from, bar - from));
        from = bar + 3;
    }
    std::string last = line.substr(from);
    if (last.size() >= 2 && last.compare(last.size() - 2, 2, " |") == 0) {
        last.resize(last.size() - 2);
    }
    cells.push_back(last);
    return cells;
}

// A number as the tables write it: 1.5, 2, 0.5.
std::string number(const nlohmann::json& value) {
    std::ostringstream text;
    text << value.get<double>();
    return text.str();
}

TEST(ShippedReferenceTroopTable, EveryTroopTypeOfEveryRulesetHasARow) {
    for (const Shipped& shipped : kAll) {
        const std::string text = referenceText(shipped);
        const nlohmann::json ruleset = rulesetJson(shipped);
        for (const auto& [key, type] : ruleset.at("unitTypes").items()) {
            EXPECT_TRUE(rowOf(text, type.at("name").get<std::string>()))
                << shipped.reference << " has no row for " << key;
        }
    }
}

TEST(ShippedReferenceTroopTable, TricorneRowsShowTheRulesetsClassFactorsAndMorale) {
    const std::string text = referenceText(kTricorne);
    const nlohmann::json ruleset = rulesetJson(kTricorne);
    const nlohmann::json& tables = ruleset.at("tables");
    for (const auto& [key, type] : ruleset.at("unitTypes").items()) {
        const auto row = rowOf(text, type.at("name").get<std::string>());
        ASSERT_TRUE(row && row->size() == 9) << key;
        const nlohmann::json& troop = tables.at("troopTypes").at(key);
        const std::string category = troop.at("category").get<std::string>();
        const bool battalionGun = troop.value("battalionGun", false);
        if (category == "cavalry") {
            const std::string weight = troop.at("cavalryWeight").get<std::string>();
            EXPECT_EQ((*row)[1], weight + " cavalry") << key;
            EXPECT_EQ((*row)[6],
                      number(tables.at("breakthrough").at("base").at(weight).at("value")))
                << key;
        } else if (category == "artillery") {
            EXPECT_NE((*row)[1].find(troop.at("artilleryClass").get<std::string>() + " artillery"),
                      std::string::npos)
                << key;
        } else {
            EXPECT_EQ((*row)[1], category == "lightInfantry" ? "light infantry" : category) << key;
        }
        const nlohmann::json& pace =
            tables.at("movement").at("classes").at(troop.at("movementClass").get<std::string>());
        if (!battalionGun && pace.contains("linePace")) {
            EXPECT_EQ((*row)[2], number(pace.at("linePace")) + "\"") << key;
        }
        if (pace.contains("chargeBonus")) {
            EXPECT_EQ((*row)[3], "+" + number(pace.at("chargeBonus")) + "\"") << key;
        }
        if (troop.contains("meleeClass")) {
            const nlohmann::json& factor =
                tables.at("meleeFactors").at(troop.at("meleeClass").get<std::string>());
            EXPECT_EQ((*row)[5],
                      number(factor.at("inContact")) + " / " + number(factor.at("charging")))
                << key;
        }
        if (!battalionGun && type.contains("moraleClass")) {
            const std::string moraleClass = type.at("moraleClass").get<std::string>();
            EXPECT_EQ((*row)[7], number(tables.at("unitMorale").at(moraleClass).at("value")))
                << key;
        }
    }
}

TEST(ShippedReferenceTroopTable, PrincesRowsShowTheRulesetsClassPacesAndBayonets) {
    const std::string text = referenceText(kPrinces);
    const nlohmann::json ruleset = rulesetJson(kPrinces);
    const nlohmann::json& tables = ruleset.at("tables");
    for (const auto& [key, type] : ruleset.at("unitTypes").items()) {
        const auto row = rowOf(text, type.at("name").get<std::string>());
        ASSERT_TRUE(row && row->size() == 12) << key;
        const std::string arm = type.at("arm").get<std::string>();
        const std::string moraleClass = type.at("moraleClass").get<std::string>();
        EXPECT_EQ((*row)[1], arm) << key;
        EXPECT_EQ((*row)[2],
                  moraleClass + " (" +
                      number(tables.at("moraleClasses").at(moraleClass).at("moraleBase")) + ")")
            << key;
        const nlohmann::json& movement = tables.at("movement").at(arm);
        if (arm != "artillery") {
            EXPECT_EQ((*row)[4], number(movement.at("rates").at("line")) + "\"") << key;
            EXPECT_EQ((*row)[6], "+" + number(movement.at("chargeBonus")) + "\"") << key;
        }
        EXPECT_EQ((*row)[7], number(movement.at("rout")) + "\"") << key;
        bool noBayonets = false;
        for (const auto& trait : tables.at("unitTypeTraits").at(key).at("traits")) {
            noBayonets = noBayonets || trait.get<std::string>() == "noBayonets";
        }
        EXPECT_EQ((*row)[10], noBayonets ? "no" : (arm == "cavalry" ? "–" : "yes")) << key;
    }
}

TEST(ShippedReferenceTroopTable, FireEffectRowsShowTheRulesetsClassShockAndGrade) {
    const std::string text = referenceText(kFireEffect);
    const nlohmann::json ruleset = rulesetJson(kFireEffect);
    const nlohmann::json& tables = ruleset.at("tables");
    for (const auto& [key, type] : ruleset.at("unitTypes").items()) {
        const auto row = rowOf(text, type.at("name").get<std::string>());
        ASSERT_TRUE(row && row->size() == 8) << key;
        const nlohmann::json& attributes = tables.at("unitTypeAttributes").at(key);
        if (attributes.contains("cavalryClass")) {
            std::string weight = attributes.at("cavalryClass").get<std::string>();
            weight = weight.substr(0, weight.find("Cavalry"));
            EXPECT_EQ((*row)[2], weight + " cavalry") << key;
        }
        if (attributes.contains("shockType")) {
            const nlohmann::json& powers =
                tables.at("handToHandPowers").at(attributes.at("shockType").get<std::string>());
            EXPECT_EQ((*row)[3], number(powers.at("shockGroup"))) << key;
            EXPECT_EQ((*row)[4], number(powers.at("meleeFactor"))) << key;
        }
        const std::string grade = type.at("moraleClass").get<std::string>();
        const std::string gradeWords =
            ruleset.at("words").at("classes").at(grade).get<std::string>();
        EXPECT_EQ((*row)[7].rfind(gradeWords + " (", 0), 0U) << key << ": " << (*row)[7];
    }
}

}  // namespace
}  // namespace adjutant
