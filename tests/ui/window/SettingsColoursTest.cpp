// The colour of each side in Settings: one button chooses a colour, the other
// goes back to the scenario's; the two never read alike, and going back is
// offered only once a colour has been chosen.
#include <gtest/gtest.h>

#include <QPushButton>

#include "tests/ui/GameTestSupport.h"
#include "ui/window/DisplaySettings.h"
#include "ui/window/SettingsDialog.h"

namespace adjutant {
namespace {

TEST(SettingsColours, TheChoosingAndTheResetButtonsNeverReadAlike) {
    testing::appWithPrivateSettings();
    ui::DisplaySettings settings;
    settings.sideColours = {QColor(), QColor("#aa2020")};
    ui::SettingsDialog dialog(settings, {"15mm"}, {"Prussian army", "Austrian army"});
    for (int side = 0; side < 2; ++side) {
        auto* choose = dialog.findChild<QPushButton*>(QStringLiteral("colour%1").arg(side));
        auto* reset = dialog.findChild<QPushButton*>(QStringLiteral("scenarioColour%1").arg(side));
        ASSERT_NE(choose, nullptr);
        ASSERT_NE(reset, nullptr);
        EXPECT_NE(choose->text(), reset->text());
        EXPECT_EQ(reset->isEnabled(), side == 1) << "side " << side;
    }
    auto* reset = dialog.findChild<QPushButton*>(QStringLiteral("scenarioColour1"));
    reset->click();
    EXPECT_FALSE(dialog.settings().sideColours[1].isValid());
    EXPECT_FALSE(reset->isEnabled());
    EXPECT_EQ(dialog.findChild<QPushButton*>(QStringLiteral("colour1"))->text(),
              "Choose a colour...");
}

}  // namespace
}  // namespace adjutant
