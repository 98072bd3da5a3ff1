// Six bounds of every ruleset played in a German window: the journal and the
// phase panel hold no English sentence. The referee writes English and the
// journal keeps it; the window shows it through the ruleset's translation
// (resources/translations/de/), its words checked against the ruleset's.
#include <gtest/gtest.h>

#include <QAbstractItemModel>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QSet>
#include <QTextDocumentFragment>
#include <QTreeView>

#include "core/language/ScenarioNames.h"
#include "core/language/Translation.h"
#include "tests/support/EnglishWords.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "tests/ui/window/WindowLanguage.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/StepActions.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

// The texts of the phase panel: its labels as read (without markup) and its
// list of steps.
QStringList phasePanelTexts(ui::PhaseTrackerDock& dock) {
    QStringList texts;
    for (const QLabel* label : dock.findChildren<QLabel*>()) {
        const QString plain = QTextDocumentFragment::fromHtml(label->text()).toPlainText();
        texts << plain.split('\n', Qt::SkipEmptyParts);
    }
    for (const QListWidget* list : dock.findChildren<QListWidget*>()) {
        for (int row = 0; row < list->count(); ++row) {
            texts << list->item(row)->text();
        }
    }
    return texts;
}

// Every cell of the journal, its explanations unfolded.
void journalTexts(const QAbstractItemModel& model, const QModelIndex& parent, QStringList& into) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        for (int column = 0; column < model.columnCount(parent); ++column) {
            const QString text = model.index(row, column, parent).data().toString();
            if (!text.isEmpty()) {
                into << text;
            }
        }
        journalTexts(model, model.index(row, 0, parent), into);
    }
}

class GermanJournal : public ::testing::TestWithParam<std::string> {};

TEST_P(GermanJournal, SixBoundsLeaveNoEnglishInTheJournalOrThePhasePanel) {
    testing::WindowLanguage german("de");
    ASSERT_EQ(german.inEffect, "de");
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(QString(testResourceDir()) + "/scenarios/" +
                                 QString::fromStdString(GetParam()) + ".scenario.json",
                             3),
              QString());
    ui::GameSession& session = window.session();
    const Translation& translation = ui::RefereeLanguage::of(*session.setup().ruleset);
    ASSERT_EQ(translation.language(), "de");
    ASSERT_FALSE(translation.empty()) << "no German translation found for the ruleset";

    ui::PhaseTrackerDock* phase = window.phaseTracker();
    QSet<QString> shown;
    const auto look = [&] {
        for (const QString& text : phasePanelTexts(*phase)) {
            shown.insert(text);
        }
    };
    look();
    int steps = 0;
    for (; steps < 400 && session.state().bound() <= 6 && phase->battleResult().isEmpty();
         ++steps) {
        testing::giveDefaultOrders(session);
        ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted());
        look();
    }
    EXPECT_GT(session.state().bound(), 6) << "the battle ended before six bounds";
    const auto* dock = window.findChild<QDockWidget*>(QStringLiteral("journalDock"));
    ASSERT_NE(dock, nullptr);
    const auto* journal = dock->findChild<QTreeView*>();
    ASSERT_NE(journal, nullptr);
    QStringList journalRows;
    journalTexts(*journal->model(), {}, journalRows);
    EXPECT_GT(journalRows.size(), 100);
    for (const QString& text : journalRows) {
        shown.insert(text);
    }

    const std::vector<std::string> names = scenarioNames(*session.setup().scenario);
    QStringList left;
    for (const QString& text : shown) {
        const std::vector<std::string> words = testing::englishIn(text.toStdString(), names);
        if (!words.empty()) {
            QStringList listed;
            for (const std::string& w : words) {
                listed << QString::fromStdString(w);
            }
            left << QStringLiteral("%1   [%2]").arg(text, listed.join(' '));
        }
    }
    // What the translation could not match, for whoever adds its sentence.
    QStringList missed;
    for (const std::string& miss : translation.misses()) {
        if (!testing::englishIn(miss, names).empty()) {
            missed << QString::fromStdString(miss);
        }
    }
    left.sort();
    missed.sort();
    EXPECT_TRUE(left.isEmpty()) << left.size() << " texts shown with English in them:\n"
                                << left.join('\n').toStdString()
                                << "\n\nnot matched by the translation:\n"
                                << missed.join('\n').toStdString();
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, GermanJournal,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

}  // namespace
}  // namespace adjutant
