// Finish in the New scenario wizard that cannot make a scenario (both sides on
// one baseline, no title) keeps the wizard open, every page as the player
// filled it, with the reason a sentence in the window's language.
#include <gtest/gtest.h>

#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTest>
#include <QTranslator>

#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/window/Language.h"

namespace adjutant {
namespace {

struct WizardOnScreen {
    QApplication& app = testing::appWithPrivateSettings();
    ui::MainWindow window{testing::editorRulesets()};
    QPointer<ui::NewScenarioWizard> wizard;  // deleted once closed

    WizardOnScreen() {
        window.resize(1366, 768);
        window.show();
        window.action("newScenario")->trigger();
        wizard = window.findChild<ui::NewScenarioWizard*>("newScenarioWizard");
    }
    template <typename Widget>
    Widget* field(const char* name) const {
        return wizard->findChild<Widget*>(name);
    }
    void press(QWizard::WizardButton button) const {
        QTest::mouseClick(wizard->button(button), Qt::LeftButton);
        QApplication::processEvents();
    }
    // The first page filled in by keys, then on to the sides.
    void fillToTheSides(const QString& title) const {
        field<QComboBox>("ruleset")->setCurrentIndex(
            field<QComboBox>("ruleset")->findData("tricorne"));
        QLineEdit* titleField = field<QLineEdit>("title");
        titleField->setFocus();
        QTest::keyClicks(titleField, title);
        press(QWizard::NextButton);
        press(QWizard::NextButton);
    }
    // Both sides from the bottom edge, chosen by keys on the second's list.
    void sameBaselines() const {
        auto* second = field<QComboBox>("sideBaseline2");
        second->setFocus();
        const int first = field<QComboBox>("sideBaseline1")->currentIndex();
        while (second->currentIndex() != first) {
            QTest::keyClick(second, second->currentIndex() > first ? Qt::Key_Up : Qt::Key_Down);
        }
    }
};

TEST(NewScenarioRefusal, FinishRefusedKeepsTheWizardAndEveryPage) {
    WizardOnScreen w;
    ASSERT_NE(w.wizard, nullptr);
    w.fillToTheSides("Hochkirch, 14 October 1758");
    const int sidesPage = w.wizard->currentId();
    w.sameBaselines();
    w.press(QWizard::FinishButton);

    EXPECT_TRUE(w.wizard->isVisible());
    EXPECT_EQ(w.wizard->currentId(), sidesPage);
    EXPECT_TRUE(w.wizard->refusal().contains("same edge of the table"))
        << w.wizard->refusal().toStdString();
    EXPECT_TRUE(w.field<QLabel>("refusal")->isVisible());
    EXPECT_EQ(w.field<QLineEdit>("title")->text(), "Hochkirch, 14 October 1758");
    EXPECT_FALSE(w.window.scenarioEditor().session().hasScenario());

    // Mended on the same page, Finish makes it with what was entered before.
    auto* second = w.field<QComboBox>("sideBaseline2");
    second->setFocus();
    QTest::keyClick(second, second->currentIndex() > 0 ? Qt::Key_Up : Qt::Key_Down);
    w.press(QWizard::FinishButton);
    EXPECT_FALSE(w.wizard && w.wizard->isVisible());
    ASSERT_TRUE(w.window.scenarioEditor().session().hasScenario());
    EXPECT_EQ(w.window.scenarioEditor().session().scenario().title, "Hochkirch, 14 October 1758");
}

TEST(NewScenarioRefusal, ATitleLeftEmptyIsSaidAndNothingIsMade) {
    WizardOnScreen w;
    ASSERT_NE(w.wizard, nullptr);
    w.field<QLineEdit>("title")->clear();
    w.fillToTheSides("   ");
    w.press(QWizard::FinishButton);
    EXPECT_TRUE(w.wizard->isVisible());
    EXPECT_TRUE(w.wizard->refusal().contains("needs a title")) << w.wizard->refusal().toStdString();
    EXPECT_FALSE(w.window.scenarioEditor().session().hasScenario());
}

TEST(NewScenarioRefusal, TheReasonIsInGermanWhenTheWindowIs) {
    ui::installTranslations(testing::appWithPrivateSettings(), "de");
    {
        WizardOnScreen w;
        ASSERT_NE(w.wizard, nullptr);
        w.fillToTheSides("Hochkirch");
        w.sameBaselines();
        w.press(QWizard::FinishButton);
        EXPECT_TRUE(w.wizard->isVisible());
        const QString refusal = w.wizard->refusal();
        EXPECT_FALSE(refusal.isEmpty());
        EXPECT_FALSE(refusal.contains("same edge")) << refusal.toStdString();
        EXPECT_TRUE(refusal.contains(QString::fromUtf8("Tischkante"))) << refusal.toStdString();
    }
    for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QLocale::setDefault(QLocale::c());
}

// The sides' nations are offered in the ruleset's words ("Prussian"), never by
// their keys ("prussia"); the key is what the scenario records.
TEST(NewScenarioRefusal, NationsAreOfferedInWords) {
    WizardOnScreen w;
    ASSERT_NE(w.wizard, nullptr);
    w.fillToTheSides("Kolin");
    auto* nation = w.field<QComboBox>("sideNation1");
    ASSERT_NE(nation, nullptr);
    const int prussia = nation->findData("prussia");
    ASSERT_GE(prussia, 0);
    EXPECT_EQ(nation->itemText(prussia), "Prussian");
}

}  // namespace
}  // namespace adjutant
