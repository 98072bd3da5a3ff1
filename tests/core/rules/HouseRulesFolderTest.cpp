// Rulesets from the player's own folder (house rules) load after the shipped
// ones, through the one loader both programs use; a broken file or a copy that
// kept a shipped ruleset's id is left out with a warning, and the rest load.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

std::size_t shippedCount() {
    Diagnostics diagnostics;
    return loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics).all().size();
}

struct HouseRulesFolder {
    fs::path folder = fs::temp_directory_path() /
                      ("adjutant-house-rules-" +
                       std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                       ::testing::UnitTest::GetInstance()->current_test_info()->name());

    HouseRulesFolder() {
        fs::remove_all(folder);
        fs::create_directories(folder);
    }
    ~HouseRulesFolder() { fs::remove_all(folder); }

    // The shipped Tricorne ruleset with another id and name, and one number changed.
    void writeHouseCopy(const std::string& id) const {
        std::ifstream in(std::string(adjutant::testResourceDir()) + "/rulesets/tricorne.json");
        nlohmann::json ruleset = nlohmann::json::parse(in);
        ruleset["id"] = id;
        ruleset["name"] = "Tricorne and Musket, our club's rules";
        ruleset["armyBreaksAtLoss"] = 0.4;
        std::ofstream(folder / (id + ".json")) << ruleset.dump(2);
    }
    void write(const std::string& name, const std::string& text) const {
        std::ofstream(folder / name) << text;
    }
};

TEST(HouseRulesFolder, AHouseRulesCopyLoadsBesideTheShippedRulesets) {
    HouseRulesFolder house;
    house.writeHouseCopy("tricorne-club");
    Diagnostics diagnostics;
    const RulesetRegistry registry =
        loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics, house.folder.string());
    EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    ASSERT_NE(registry.find("tricorne"), nullptr);
    const RulesetDefinition* club = registry.find("tricorne-club");
    ASSERT_NE(club, nullptr);
    EXPECT_DOUBLE_EQ(club->armyBreaksAtLoss, 0.4);
    EXPECT_EQ(fs::path(club->file).parent_path(), house.folder);
    EXPECT_EQ(registry.all().size(), shippedCount() + 1);
}

TEST(HouseRulesFolder, ABrokenFileAndAStolenIdAreLeftOutWithWarningsNamingThem) {
    HouseRulesFolder house;
    house.writeHouseCopy("tricorne-club");
    house.writeHouseCopy("tricorne");  // kept the shipped id: it must not replace it
    house.write("broken.json", "{ \"id\": \"broken\", ");
    Diagnostics diagnostics;
    const RulesetRegistry registry =
        loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics, house.folder.string());
    EXPECT_NE(registry.find("tricorne-club"), nullptr);
    EXPECT_EQ(registry.find("broken"), nullptr);
    // The shipped Tricorne stays the shipped one.
    ASSERT_NE(registry.find("tricorne"), nullptr);
    EXPECT_NE(fs::path(registry.find("tricorne")->file).parent_path(), house.folder);
    const std::string problems = diagnostics.toString();
    EXPECT_NE(problems.find((house.folder / "broken.json").string()), std::string::npos)
        << problems;
    EXPECT_NE(problems.find("duplicate ruleset id 'tricorne'"), std::string::npos) << problems;
    EXPECT_EQ(registry.all().size(), shippedCount() + 1);
}

TEST(HouseRulesFolder, APlayerWithoutAFolderGetsTheShippedRulesetsAndNoComplaint) {
    Diagnostics diagnostics;
    const RulesetRegistry registry =
        loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics,
                            (fs::temp_directory_path() / "no-such-adjutant-folder").string());
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(registry.all().size(), shippedCount());
}

}  // namespace
}  // namespace adjutant
