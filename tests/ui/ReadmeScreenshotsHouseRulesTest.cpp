// The House rules dialog for the README: a new game's readings of Tricorne and
// Musket, one of them chosen other than the scenario's. Taken like the other
// README pictures (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS it
// is only checked.
#include <gtest/gtest.h>

#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/window/HouseRulesDialog.h"

namespace adjutant {
namespace {

TEST(ReadmeScreenshotsHouseRules, TheHouseRulesDialogForANewGame) {
    testing::appWithPrivateSettings();
    const RulesetDefinition& ruleset = *testing::gameTestRulesets().find("tricorne");
    ui::HouseRulesDialog dialog(ruleset, {}, {}, true);
    ASSERT_TRUE(dialog.choose("firstVolleyBonus", "flatTwo"));
    dialog.resize(760, 620);
    dialog.show();
    // The list scrolled to the option chosen.
    auto* list = dialog.findChild<QScrollArea*>(QStringLiteral("houseRulesList"));
    ASSERT_NE(list, nullptr);
    QGroupBox* chosen = nullptr;
    for (int i = 0; i < dialog.optionCount(); ++i) {
        if (dialog.optionTitle(i) ==
            QString::fromStdString(ruleset.findOption("firstVolleyBonus")->name)) {
            chosen = dialog.findChild<QGroupBox*>(QStringLiteral("houseRule%1").arg(i));
        }
    }
    ASSERT_NE(chosen, nullptr);
    QCoreApplication::processEvents();
    list->ensureWidgetVisible(chosen, 0, 0);
    EXPECT_EQ(dialog.summaryLine()->text(), ui::HouseRulesDialog::differencesText(1));
    EXPECT_TRUE(testing::takeScreenshot(dialog, "house-rules.png"));
}

}  // namespace
}  // namespace adjutant
