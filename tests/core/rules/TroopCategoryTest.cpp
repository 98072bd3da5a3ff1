// Troop categories and Tricorne's action codes are enums inside the program and
// keys in the files: each key reads back as its enum, a player reads plain
// words, and a ruleset with a key the program does not know is refused with
// the path of the field.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/model/TroopCategory.h"
#include "core/rules/RulesetRegistry.h"
#include "core/rules/tricorne/TricorneActionCode.h"
#include "core/rules/tricorne/TricorneTables.h"
#include "tests/support/DiagnosticsChecks.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

TEST(TroopCategoryTest, EveryKeyReadsBackAndHasPlainWords) {
    using enum TroopCategory;
    for (TroopCategory category :
         {Infantry, LightInfantry, Cavalry, Artillery, MachineGun, General}) {
        EXPECT_EQ(troopCategoryFromKey(troopCategoryKey(category)), category);
        EXPECT_FALSE(troopCategoryName(category).empty());
    }
    EXPECT_EQ(troopCategoryKey(LightInfantry), "lightInfantry");
    EXPECT_EQ(troopCategoryName(LightInfantry), "light infantry");
    EXPECT_EQ(troopCategoryName(MachineGun), "machine gun");
    EXPECT_EQ(troopCategoryKey(std::optional<TroopCategory>()), "");
    EXPECT_EQ(troopCategoryFromKey("dragoons"), std::nullopt);
    EXPECT_EQ(troopCategoryFromKey("Infantry"), std::nullopt) << "keys are case-sensitive";
    EXPECT_TRUE(isFoot(LightInfantry));
    EXPECT_FALSE(isFoot(Cavalry));
    EXPECT_FALSE(isFoot(std::optional<TroopCategory>()));
}

TEST(TroopCategoryTest, ActionCodesAndEscalationsReadBack) {
    for (int i = 0; i <= static_cast<int>(TricorneActionCode::GunsStayAbandoned); ++i) {
        const auto code = static_cast<TricorneActionCode>(i);
        EXPECT_EQ(tricorneActionFromKey(tricorneActionKey(code)), code) << i;
    }
    EXPECT_EQ(tricorneActionKey(TricorneActionCode::RetireToSafety), "retireToSafety");
    EXPECT_EQ(tricorneActionFromKey("returnToGuns"), TricorneActionCode::ReturnToGuns);
    EXPECT_EQ(tricorneActionFromKey("returnToGuns", true), std::nullopt)
        << "the tables may not give what only the referee decides";
    EXPECT_EQ(tricorneActionFromKey("flee"), std::nullopt);
    EXPECT_EQ(tricorneEscalationFromKey(""), TricorneEscalation::None);
    EXPECT_EQ(tricorneEscalationFromKey("routIfFollowedUp"), TricorneEscalation::RoutIfFollowedUp);
    EXPECT_EQ(tricorneEscalationKey(TricorneEscalation::RetreatIfFollowedUpWithCasualties),
              "retreatIfFollowedUpWithCasualties");
    EXPECT_EQ(tricorneEscalationFromKey("routSoon"), std::nullopt);
}

// The shipped Tricorne ruleset with one change, written to a file of its own
// and loaded; it must be refused.
Diagnostics loadChanged(void (*change)(nlohmann::json&)) {
    std::ifstream in(std::string(testResourceDir()) + "/rulesets/tricorne.json");
    nlohmann::json ruleset = nlohmann::json::parse(in);
    change(ruleset);
    const fs::path file =
        fs::temp_directory_path() /
        ("adjutant-troop-category-" +
         std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
         ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".json");
    std::ofstream(file) << ruleset.dump();
    RulesetRegistry registry;
    registry.registerEngine("tricorne", parseTricorneTables);
    Diagnostics diagnostics;
    EXPECT_EQ(registry.loadFile(file.string(), diagnostics), nullptr);
    fs::remove(file);
    return diagnostics;
}

using testing::hasError;

TEST(TroopCategoryTest, AnUnknownArmIsRefusedWithItsPath) {
    const Diagnostics diagnostics =
        loadChanged([](nlohmann::json& r) { r["unitTypes"]["musketeer"]["arm"] = "dragoons"; });
    EXPECT_TRUE(hasError(diagnostics, "/unitTypes/musketeer/arm", "unknown arm 'dragoons'"))
        << diagnostics.toString();
}

TEST(TroopCategoryTest, AnUnknownTroopCategoryIsRefusedWithItsPath) {
    const Diagnostics diagnostics = loadChanged([](nlohmann::json& r) {
        r["tables"]["troopTypes"]["musketeer"]["category"] = "machineGun";
    });
    EXPECT_TRUE(hasError(diagnostics, "/tables/troopTypes/musketeer/category",
                         "unknown troop category 'machineGun'"))
        << diagnostics.toString();
}

TEST(TroopCategoryTest, AnUnknownActionOrEscalationIsRefusedWithItsPath) {
    const Diagnostics diagnostics = loadChanged([](nlohmann::json& r) {
        nlohmann::json& actions =
            r["tables"]["moraleResults"]["bands"][0]["infantry"][1]["actions"];
        actions[0]["code"] = "returnToGuns";
        actions.push_back({{"code", "retire"}, {"escalation", "routSoon"}});
    });
    const std::string band = "/tables/moraleResults/bands/0/infantry/1/actions/";
    EXPECT_TRUE(hasError(diagnostics, band + "0/code", "unknown action code 'returnToGuns'"))
        << diagnostics.toString();
    EXPECT_TRUE(hasError(diagnostics, band + "1/escalation", "unknown escalation 'routSoon'"))
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
