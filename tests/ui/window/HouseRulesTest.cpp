// Game > House rules... and the new-game dialog's House rules...: every named
// option of each ruleset with its readings in sentences, the reading chosen
// for a new game carried into the game and its explanations, the game in
// progress shown read-only, and house rules saved in the player's folder and
// loaded back as a ruleset whose defaults are the readings chosen.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest/QTest>

#include "core/referee/BuiltinRulesets.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/files/HouseRulesFile.h"
#include "ui/session/GameSession.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/StartPage.h"
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/window/HouseRulesDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/NewGameDialog.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

const char* const kRulesets[] = {"tricorne", "princes", "fire-effect-1870"};

// The option whose reading shows in a fire explanation of the Tricorne tutorial.
const std::string kOption = "firstVolleyBonus";
const std::string kReading = "flatTwo";

bool looksLikeAnIdentifier(const std::string& key) {
    // camelCase keys ("onlyAtCrossings"); a one-word key ("free") may be a word.
    return std::any_of(key.begin(), key.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

/// Every resolution of the steps played, by the window's own actions, until
/// one explains itself with `label`; its rendered explanation, or empty.
std::string playUntilExplained(ui::MainWindow& window, const std::string& label,
                               int maxSteps = 60) {
    for (int step = 0; step < maxSteps; ++step) {
        window.action("giveDefaultOrders")->trigger();
        window.action("resolveStep")->trigger();
        if (const auto* resolutions = testing::latestResolutions(window.session())) {
            for (const Resolution& resolution : *resolutions) {
                const std::string text = resolution.explanation.render();
                if (text.find(label) != std::string::npos) {
                    return text;
                }
            }
        }
    }
    return {};
}

/// Where the dialog shows an option (its name is its title); -1 when it does
/// not, or more than once.
int optionShown(const ui::HouseRulesDialog& dialog, const RuleOption& option) {
    int found = -1;
    for (int i = 0; i < dialog.optionCount(); ++i) {
        if (dialog.optionTitle(i) == QString::fromStdString(option.name)) {
            if (found >= 0) {
                return -1;
            }
            found = i;
        }
    }
    return found;
}

TEST(HouseRules, TheDialogListsEveryOptionOfEachRulesetWithItsSentences) {
    appWithPrivateSettings();
    for (const char* id : kRulesets) {
        SCOPED_TRACE(id);
        // The ruleset as loaded from resources/rulesets.
        const RulesetDefinition* ruleset = gameTestRulesets().find(id);
        ASSERT_NE(ruleset, nullptr);
        ASSERT_FALSE(ruleset->options.empty());
        ui::HouseRulesDialog dialog(*ruleset, {}, {}, true);
        ASSERT_EQ(dialog.optionCount(), static_cast<int>(ruleset->options.size()));
        for (const RuleOption& option : ruleset->options) {
            SCOPED_TRACE(option.id);
            // Each option once, by its name (in the order of the rules).
            const int i = optionShown(dialog, option);
            ASSERT_GE(i, 0);
            const QList<QRadioButton*> buttons = dialog.readingButtons(i);
            ASSERT_EQ(buttons.size(), static_cast<qsizetype>(option.choices.size()));
            QStringList texts;
            for (int j = 0; j < buttons.size(); ++j) {
                texts << dialog.readingText(i, j);
                EXPECT_TRUE(buttons[j]->isEnabled());
            }
            // The ruleset's own reading first, marked, and chosen to begin with.
            EXPECT_TRUE(texts.front().contains("the ruleset's reading"));
            EXPECT_TRUE(buttons.front()->isChecked());
            for (const auto& [key, sentence] : option.choices) {
                // Each sentence once, as the reading's whole text before its marks.
                const QString shown = QString::fromStdString(sentence).toHtmlEscaped();
                EXPECT_EQ(std::count_if(texts.begin(), texts.end(),
                                        [&](const QString& text) {
                                            return text == shown || text.startsWith(shown + " <i>");
                                        }),
                          1)
                    << sentence;
                // No identifier at all ("fireMethod", "carryFractions"): a sentence
                // names another option by its name.
                static const QRegularExpression identifier("\\b[a-z]+[A-Z][A-Za-z0-9]*\\b");
                for (const QString& text : texts + QStringList{dialog.optionTitle(i)}) {
                    EXPECT_FALSE(identifier.match(text).hasMatch()) << text.toStdString();
                }
                // Never an option's id or a reading's key (a one-word key, "free",
                // may be a word of a sentence).
                for (const QString& text : texts + QStringList{dialog.optionTitle(i)}) {
                    if (looksLikeAnIdentifier(option.id)) {
                        EXPECT_FALSE(text.contains(QString::fromStdString(option.id)))
                            << text.toStdString();
                    }
                    if (looksLikeAnIdentifier(key)) {
                        EXPECT_FALSE(text.contains(QString::fromStdString(key)))
                            << key << " in " << text.toStdString();
                    }
                }
            }
        }
        EXPECT_TRUE(dialog.readings().empty());
        EXPECT_EQ(dialog.summaryLine()->text(), "Every reading is the scenario's.");
    }
}

TEST(HouseRules, ARuleLinkOpensTheReferenceAtItsSection) {
    appWithPrivateSettings();
    const RulesetDefinition& ruleset = *gameTestRulesets().find("tricorne");
    ui::HouseRulesDialog dialog(ruleset, {}, {}, true);
    QSignalSpy asked(&dialog, &ui::HouseRulesDialog::ruleRequested);
    // The link of the first option's rule.
    QLabel* link = nullptr;
    for (QLabel* label : dialog.findChildren<QLabel*>()) {
        if (label->text().contains("href=\"rule:")) {
            link = label;
            break;
        }
    }
    ASSERT_NE(link, nullptr);
    emit link->linkActivated(QStringLiteral("rule:13.6"));
    ASSERT_EQ(asked.size(), 1);
    EXPECT_EQ(asked.front().front().toString(), "13.6");
    // In the window, the link opens the rules reference there.
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    window.action("houseRules")->trigger();
    auto* shown = window.findChild<ui::HouseRulesDialog*>();
    ASSERT_NE(shown, nullptr);
    emit shown->ruleRequested(QStringLiteral("13.6"));
    EXPECT_EQ(window.referenceDock()->shownSection(), "13.6");
    shown->close();
}

TEST(HouseRules, AChosenReadingGoesIntoTheGameAndItsExplanations) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    // The ruleset's reading first: the bonus counted per three figures.
    ASSERT_EQ(window.startGame(testing::tutorialScenario(), {}, 5), QString());
    EXPECT_EQ(window.session().setup().option(kOption), "perThreeFigures");
    const std::string before = playUntilExplained(window, "First volley of the game");
    ASSERT_FALSE(before.empty()) << "no first volley in the tutorial's default play";
    EXPECT_EQ(before.find("source's example"), std::string::npos) << before;
    EXPECT_NE(before.find("full groups"), std::string::npos) << before;

    // The same scenario with the flat bonus chosen for the game.
    ASSERT_EQ(window.startGame(testing::tutorialScenario(), {}, 5, {{kOption, kReading}}),
              QString());
    EXPECT_EQ(window.session().setup().options.at(kOption), kReading);
    EXPECT_EQ(window.session().setup().option(kOption), kReading);
    const std::string after = playUntilExplained(window, "First volley of the game");
    ASSERT_FALSE(after.empty());
    EXPECT_NE(after.find("as the source's example counts it"), std::string::npos) << after;
    // The journal shows it as its line of the volley's explanation.
    auto* journal = window.findChild<ui::JournalDock*>(QStringLiteral("journalDock"));
    ASSERT_NE(journal, nullptr);
    const QAbstractItemModel& model = *journal->model();
    const QModelIndexList lines =
        model.match(model.index(0, ui::JournalModel::kEventColumn), Qt::DisplayRole,
                    QStringLiteral("First volley of the game: as the source's"), 1,
                    Qt::MatchStartsWith | Qt::MatchRecursive);
    EXPECT_EQ(lines.size(), 1);

    // A reading the ruleset does not have is refused, and the game stays.
    const QString refused =
        window.startGame(testing::tutorialScenario(), {}, 5, {{kOption, "everyOther"}});
    EXPECT_FALSE(refused.isEmpty());
    EXPECT_EQ(window.session().setup().option(kOption), kReading);
}

TEST(HouseRules, TheNewGameDialogChoosesReadingsThroughTheHouseRulesDialog) {
    appWithPrivateSettings();
    const RulesetDefinition& ruleset = *gameTestRulesets().find("tricorne");
    ui::NewGameDialog dialog({"Prussians", "Austrians"}, {}, 42, true);
    dialog.offerHouseRules(ruleset, {}, {}, QString(), &gameTestRulesets());
    ASSERT_FALSE(dialog.houseRulesButton()->isHidden());
    EXPECT_EQ(dialog.readingsLine()->text(), "Every reading is the scenario's.");
    // House rules... as the player presses it: the readings, editable.
    bool answered = false;
    QTimer::singleShot(0, [&] {
        auto* houseRules = qobject_cast<ui::HouseRulesDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(houseRules, nullptr);
        EXPECT_TRUE(houseRules->isEditable());
        EXPECT_TRUE(houseRules->choose(kOption, kReading));
        EXPECT_TRUE(houseRules->summaryLine()->text().startsWith(
            ui::HouseRulesDialog::differencesText(1).toHtmlEscaped()));
        EXPECT_TRUE(houseRules->summaryLine()->text().contains("First-volley bonus"));
        answered = true;
        houseRules->accept();
    });
    QTest::mouseClick(dialog.houseRulesButton(), Qt::LeftButton);
    ASSERT_TRUE(answered);
    EXPECT_EQ(dialog.readings(), (ui::Readings{{kOption, kReading}}));
    EXPECT_EQ(dialog.readingsLine()->text(), ui::HouseRulesDialog::differencesText(1));
    // The scenario's own reading is no difference.
    dialog.setReadings({{kOption, "perThreeFigures"}});
    EXPECT_TRUE(dialog.readings().empty());
}

TEST(HouseRules, AStartPageCardChoosesTheReadingsBeforeItsGame) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    ASSERT_TRUE(window.isStartPageShown());
    ui::ScenarioCard* card =
        window.startPage()->card(QDir(QString(adjutant::testResourceDir()) + "/scenarios")
                                     .absoluteFilePath("tricorne-tutorial.scenario.json"));
    ASSERT_NE(card, nullptr);
    card->playerBox(1)->setCurrentIndex(1);  // the computer plays the other side
    ASSERT_NE(card->houseRulesButton(), nullptr);
    bool answered = false;
    QTimer::singleShot(0, [&] {
        auto* houseRules = qobject_cast<ui::HouseRulesDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(houseRules, nullptr);
        EXPECT_TRUE(houseRules->isEditable());
        EXPECT_TRUE(houseRules->choose(kOption, kReading));
        answered = true;
        houseRules->accept();
    });
    QTest::mouseClick(card->houseRulesButton(), Qt::LeftButton);
    ASSERT_TRUE(answered);
    ASSERT_TRUE(window.session().hasGame());
    EXPECT_FALSE(window.isStartPageShown());
    EXPECT_EQ(window.session().setup().option(kOption), kReading);
    EXPECT_TRUE(window.session().commanderFor(1).has_value());
}

TEST(HouseRules, TheGameInProgressShowsItsReadingsReadOnlyAndStartsAnew) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    EXPECT_FALSE(window.action("houseRules")->isEnabled());  // no game yet
    ASSERT_EQ(window.startGame(testing::tutorialScenario(), {}, 5, {{kOption, kReading}}),
              QString());
    ASSERT_TRUE(window.action("houseRules")->isEnabled());
    window.action("houseRules")->trigger();
    auto* dialog = window.findChild<ui::HouseRulesDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->isEditable());
    // "This game is played by 1 reading(s) other than the scenario's." untranslated.
    EXPECT_TRUE(dialog->summaryLine()->text().startsWith("This game is played by 1 reading"));
    EXPECT_FALSE(dialog->choose(kOption, "perThreeFigures"));  // a game's readings never change
    const RulesetDefinition& ruleset = *window.session().setup().ruleset;
    const int option = optionShown(*dialog, *ruleset.findOption(kOption));
    ASSERT_GE(option, 0);
    const QList<QRadioButton*> buttons = dialog->readingButtons(option);
    for (int j = 0; j < buttons.size(); ++j) {
        EXPECT_FALSE(buttons[j]->isEnabled());
        const QString text = dialog->readingText(option, j);
        EXPECT_EQ(text.contains("in force in this game"), buttons[j]->isChecked())
            << text.toStdString();
    }
    EXPECT_EQ(dialog->readings(), (ui::Readings{{kOption, kReading}}));
    EXPECT_EQ(dialog->saveButton(), nullptr);
    ASSERT_NE(dialog->startAnewButton(), nullptr);

    // Start anew: the new-game dialog asks who plays, with the game's readings.
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto* newGame = qobject_cast<ui::NewGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(newGame, nullptr);
        EXPECT_EQ(newGame->readings(), (ui::Readings{{kOption, kReading}}));
        newGame->setReadings({{kOption, "perGroupBegun"}});
        newGame->seedBox()->setValue(9);
        asked = true;
        newGame->accept();
    });
    QTest::mouseClick(dialog->startAnewButton(), Qt::LeftButton);
    ASSERT_TRUE(asked);
    EXPECT_EQ(window.session().setup().seed, 9u);
    EXPECT_EQ(window.session().setup().option(kOption), "perGroupBegun");
}

TEST(HouseRules, SavedHouseRulesLoadBackWithTheReadingsAsDefaults) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString rulesFolder = folder.filePath("rulesets");
    const RulesetDefinition& ruleset = *gameTestRulesets().find("tricorne");
    ui::HouseRulesDialog dialog(ruleset, {}, {}, true);
    dialog.setHouseRulesFolder(rulesFolder, &gameTestRulesets());
    ASSERT_TRUE(dialog.saveButton()->isEnabled());
    ASSERT_TRUE(dialog.choose(kOption, kReading));
    ASSERT_TRUE(dialog.choose("responseDistanceMeasure", "afterAdvance"));
    ASSERT_EQ(dialog.saveAsHouseRules("Club rules"), QString());
    const QString path = QDir(rulesFolder).filePath("tricorne-club-rules.json");
    EXPECT_EQ(dialog.savedPath(), path);
    ASSERT_TRUE(QFile::exists(path));

    // The registry loads it at start as any other house rules.
    Diagnostics diagnostics;
    const RulesetRegistry registry =
        loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics, rulesFolder.toStdString());
    EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    const RulesetDefinition* house = registry.find("tricorne-club-rules");
    ASSERT_NE(house, nullptr);
    EXPECT_EQ(house->name, "Club rules");
    EXPECT_EQ(house->engine, "tricorne");
    EXPECT_EQ(house->reference.empty() ? house->id : house->reference, "tricorne");
    EXPECT_EQ(house->findOption(kOption)->defaultChoice, kReading);
    EXPECT_EQ(house->findOption("responseDistanceMeasure")->defaultChoice, "afterAdvance");
    EXPECT_EQ(house->findOption("fireArc")->defaultChoice,
              ruleset.findOption("fireArc")->defaultChoice);

    // A name taken, or a folder that cannot be made, is refused in a sentence naming the file.
    const QString again = dialog.saveAsHouseRules("club  RULES");
    EXPECT_TRUE(again.contains(QDir::toNativeSeparators(path))) << again.toStdString();
    const QString shipped = dialog.saveAsHouseRules(QString::fromStdString(ruleset.name));
    EXPECT_TRUE(shipped.contains(QString::fromStdString(ruleset.file))) << shipped.toStdString();
    QFile blocker(folder.filePath("not-a-folder"));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ui::HouseRulesDialog elsewhere(ruleset, {}, {}, true);
    elsewhere.setHouseRulesFolder(folder.filePath("not-a-folder/rulesets"), &gameTestRulesets());
    const QString unwritable = elsewhere.saveAsHouseRules("Club rules");
    EXPECT_TRUE(unwritable.contains("not-a-folder")) << unwritable.toStdString();

    // Another dialog starts from the saved readings.
    ui::HouseRulesDialog fresh(ruleset, {}, {}, true);
    fresh.setHouseRulesFolder(rulesFolder, &gameTestRulesets());
    ASSERT_EQ(fresh.savedRulesBox()->count(), 2);
    EXPECT_EQ(fresh.savedRulesBox()->itemText(1), "Club rules");
    EXPECT_EQ(fresh.loadReadingsFrom(path), QString());
    EXPECT_EQ(fresh.readings(),
              (ui::Readings{{kOption, kReading}, {"responseDistanceMeasure", "afterAdvance"}}));
    fresh.chooseScenarioReadings();
    EXPECT_TRUE(fresh.readings().empty());
    // Another ruleset's dialog does not take them.
    ui::HouseRulesDialog princes(*gameTestRulesets().find("princes"), {}, {}, true);
    princes.setHouseRulesFolder(rulesFolder, &gameTestRulesets());
    EXPECT_EQ(princes.savedRulesBox()->count(), 1);
    EXPECT_FALSE(princes.loadReadingsFrom(path).isEmpty());
}

TEST(HouseRules, TheHostsReadingsTravelWithATwoPlayerGame) {
    testing::TwoPlayerWindow prussia;
    testing::TwoPlayerWindow austria;
    QTemporaryDir post;
    // The dialog's House rules... gives its readings to the choice.
    {
        ui::TwoPlayerDialog dialog({{"Tutorial", testing::scenarioNamed("tricorne-tutorial")}},
                                   [](const QString&) {
                                       return QStringList{"A", "B"};
                                   });
        dialog.offerHouseRules(
            [](const QString&, const ui::Readings&) -> std::optional<ui::Readings> {
                return ui::Readings{{kOption, kReading}};
            });
        ASSERT_FALSE(dialog.houseRulesButton()->isHidden());
        dialog.houseRulesButton()->click();
        EXPECT_EQ(dialog.choice().readings, (ui::Readings{{kOption, kReading}}));
        EXPECT_TRUE(dialog.readingsLine()->text().startsWith("1 reading"));
        // The hidden set-up chosen among the readings is the dialog's own box.
        dialog.offerHouseRules(
            [](const QString&, const ui::Readings& present) -> std::optional<ui::Readings> {
                EXPECT_EQ(present.count("setUp"), 0u);
                ui::Readings chosen = present;
                chosen["setUp"] = "hidden";
                return chosen;
            });
        dialog.houseRulesButton()->click();
        EXPECT_TRUE(dialog.choice().hiddenSetUp);
        EXPECT_EQ(dialog.choice().readings, (ui::Readings{{kOption, kReading}}));
    }
    ui::TwoPlayerChoice choice;
    choice.way = ui::TwoPlayerChoice::Way::ByFile;
    choice.scenarioPath = testing::scenarioNamed("tricorne-tutorial");
    choice.readings = {{kOption, kReading}};
    ASSERT_EQ(prussia.window->startTwoPlayerGame(choice), QString());
    EXPECT_EQ(prussia.session().setup().option(kOption), kReading);
    const QString file = post.filePath("invitation.turn.jsonl");
    ASSERT_EQ(prussia.window->sendTurnTo(file, false), QString());
    ASSERT_EQ(austria.window->openTurnFile(file), QString());
    EXPECT_EQ(austria.session().setup().option(kOption), kReading);
    // The guest sees them in Game > House rules..., read-only.
    austria.window->action("houseRules")->trigger();
    auto* dialog = austria.window->findChild<ui::HouseRulesDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->isEditable());
    EXPECT_EQ(dialog->readings(), (ui::Readings{{kOption, kReading}}));
    dialog->close();
}

}  // namespace
}  // namespace adjutant
