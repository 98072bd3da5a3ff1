#include <gtest/gtest.h>

#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/UnitNames.h"

namespace adjutant {
namespace {

TEST(UnitNames, ReplacesWholeIdsByNames) {
    testing::qtTestApp();
    ui::GameSession session(testing::dockTestRulesets());
    ASSERT_EQ(session.newGame(testing::defaultScenarioPath()), QString());
    const ui::UnitNames names(session.state());
    EXPECT_EQ(names.inText("morale: au-ir-1"), "morale: IR Kaiser, I. battalion");
    EXPECT_EQ(names.inText("pr-ir18-1 fires at au-ir-2."),
              "IR 18, I. battalion fires at IR Kaiser, II. battalion.");
    // Parts of ids, or ids inside longer words, are left alone.
    EXPECT_EQ(names.inText("au-ir-10 and xau-ir-1 and au-ir"), "au-ir-10 and xau-ir-1 and au-ir");
    EXPECT_EQ(names.inText("no unit here"), "no unit here");
    EXPECT_EQ(names.name("pr-kr2"), "Cuirassier regiment 2");
    EXPECT_EQ(names.name("nobody"), "nobody");
}

}  // namespace
}  // namespace adjutant
