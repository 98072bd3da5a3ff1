// Every shipped scenario drawn on a map records that map by its content, so a
// copy of the scenario sent or moved with its map finds it, and a map redrawn
// without the scenario being saved again is noticed here, not by a player.
#include <gtest/gtest.h>

#include <string>

#include "core/io/MapImageLookup.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

TEST(ShippedMaps, EveryShippedMapIsRecordedByItsContent) {
    int withMap = 0;
    for (const std::string& name : test::shippedScenarioNames()) {
        Diagnostics diagnostics;
        const auto scenario =
            readScenarioFile(test::shippedScenarioPath(name), test::shippedRulesets(), diagnostics);
        ASSERT_TRUE(scenario.has_value()) << name << ": " << diagnostics.toString();
        EXPECT_TRUE(diagnostics.empty()) << name << ": " << diagnostics.toString();
        if (!scenario->map) {
            continue;
        }
        ++withMap;
        const std::string image =
            std::string(testResourceDir()) + "/scenarios/" + scenario->map->file;
        EXPECT_EQ(scenario->map->sha256, mapImageHash(image))
            << name << " does not record the content of " << scenario->map->file;
    }
    EXPECT_EQ(withMap, 5) << "the shipped scenarios drawn on a map";
}

}  // namespace
}  // namespace adjutant
