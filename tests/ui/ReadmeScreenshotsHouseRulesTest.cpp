// The House rules dialog for the README: a new game's readings of Tricorne and
// Musket, one of them chosen other than the scenario's. Taken like the other
// README pictures (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS it
// is only checked.
#include <gtest/gtest.h>

#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTranslator>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/window/HouseRulesDialog.h"
#include "ui/window/Language.h"

namespace adjutant {
namespace {

void removeTranslations() {
    for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QLocale::setDefault(QLocale::c());
}

TEST(ReadmeScreenshotsHouseRules, TheHouseRulesDialogForANewGame) {
    // In English as the program shows it ("1 reading differs", not "reading(s)").
    ui::installTranslations(testing::appWithPrivateSettings(), "en");
    const RulesetDefinition& ruleset = *testing::gameTestRulesets().find("tricorne");
    ui::HouseRulesDialog dialog(ruleset, {}, {}, true);
    QTemporaryDir folder;  // the player's house rules
    dialog.setHouseRulesFolder(folder.path(), &testing::gameTestRulesets());
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
    dialog.layout()->activate();
    QCoreApplication::processEvents();
    EXPECT_TRUE(dialog.summaryLine()->text().startsWith(
        ui::HouseRulesDialog::differencesText(1).toHtmlEscaped()));
    EXPECT_TRUE(dialog.summaryLine()->text().startsWith("1 reading differs from the scenario's."));
    EXPECT_TRUE(testing::takeScreenshot(dialog, "house-rules.png"));
    removeTranslations();
}

TEST(HouseRulesInGerman, TheDialogSpeaksGermanWhenTheWindowDoes) {
    ui::installTranslations(testing::appWithPrivateSettings(), "de");
    {
        const RulesetDefinition& ruleset = *testing::gameTestRulesets().find("princes");
        ui::HouseRulesDialog dialog(ruleset, {}, {}, true);
        EXPECT_EQ(dialog.summaryLine()->text(), "Jede Lesart ist die des Szenarios.");
        ASSERT_TRUE(dialog.choose("riverCrossing", "asStream"));
        EXPECT_TRUE(
            dialog.summaryLine()->text().startsWith("1 Lesart weicht von der des Szenarios ab."));
        EXPECT_TRUE(dialog.readingText(0, 0).contains("die Lesart des Regelwerks"));
        EXPECT_EQ(dialog.saveButton()->text(), "Als Hausregeln speichern ...");
        ui::HouseRulesDialog game(ruleset, {}, {{"riverCrossing", "asStream"}}, false);
        EXPECT_EQ(game.startAnewButton()->text(), "Mit anderen Lesarten neu beginnen ...");
        EXPECT_TRUE(
            game.summaryLine()->text().startsWith("Diese Partie wird nach 1 Lesart gespielt"));
    }
    removeTranslations();
}

}  // namespace
}  // namespace adjutant
