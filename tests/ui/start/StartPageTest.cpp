// The start page: every shipped and recent scenario as a card that says what
// it is and who plays it, the courses beside them, the saved games to go on
// with; File > New game... brings it back without losing the game in hand.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QWheelEvent>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/BriefingDock.h"
#include "ui/files/UserFolders.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/StartPage.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

QString shipped(const QString& file) {
    return QDir(QString(adjutant::testResourceDir()) + "/scenarios").absoluteFilePath(file);
}

QString cardText(ui::ScenarioCard& card, const char* label) {
    auto* found = card.findChild<QLabel*>(QString::fromLatin1(label));
    return found ? found->text() : QString();
}

struct Page {
    ui::StartPage page{gameTestRulesets()};
    QTemporaryDir lessons;

    explicit Page(const QStringList& recent = {}) {
        page.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
        page.setLessonFolder(lessons.path());
        page.setRecentFiles(recent);
        page.resize(1400, 900);
        page.refresh();
    }
};

TEST(StartPage, EveryShippedScenarioHasACardThatSaysWhatItIs) {
    appWithPrivateSettings();
    Page start;
    const QStringList files =
        QDir(QString(adjutant::testResourceDir()) + "/scenarios").entryList({"*.scenario.json"});
    ASSERT_GE(files.size(), 6);
    EXPECT_EQ(start.page.cards().size(), files.size());
    for (const QString& file : files) {
        ui::ScenarioCard* card = start.page.card(shipped(file));
        ASSERT_NE(card, nullptr) << file.toStdString();
        EXPECT_FALSE(cardText(*card, "title").isEmpty()) << file.toStdString();
        EXPECT_FALSE(cardText(*card, "summary").isEmpty()) << file.toStdString();
        EXPECT_TRUE(cardText(*card, "size").contains(" in")) << file.toStdString();
        EXPECT_TRUE(cardText(*card, "size").contains("units")) << file.toStdString();
        // Two sides, each played by a person or the computer at a level.
        ASSERT_NE(card->playerBox(0), nullptr);
        ASSERT_NE(card->playerBox(1), nullptr);
        EXPECT_EQ(card->playerBox(1)->count(), 4);
    }
    ui::ScenarioCard* mollwitz = start.page.card(shipped("mollwitz-1741.scenario.json"));
    ASSERT_NE(mollwitz, nullptr);
    EXPECT_EQ(cardText(*mollwitz, "title"), "Mollwitz, 10 April 1741");
    // The ruleset and the period in words, never the period's key.
    const QString about = cardText(*mollwitz, "ruleset");
    EXPECT_TRUE(about.contains("Tricorne and Musket")) << about.toStdString();
    EXPECT_TRUE(about.contains("War of the Austrian Succession")) << about.toStdString();
    EXPECT_TRUE(cardText(*mollwitz, "size").contains("72 × 48 in (6 × 4 ft)"));
    EXPECT_TRUE(cardText(*mollwitz, "summary").contains("Frederick"));
    // St. Privat's sides are unequal: both numbers are given.
    ui::ScenarioCard* privat = start.page.card(shipped("st-privat-1870.scenario.json"));
    ASSERT_NE(privat, nullptr);
    EXPECT_TRUE(cardText(*privat, "size").contains("28 units against 19"))
        << cardText(*privat, "size").toStdString();
    // The tutorials come first: where a new player starts.
    EXPECT_TRUE(start.page.cards().front()->path().contains("tutorial"));
}

TEST(StartPage, EverySidesNameIsShownWholeBesideOrAboveItsChoice) {
    appWithPrivateSettings();
    Page start;
    for (const QSize size : {QSize(1366, 740), QSize(1024, 660)}) {
        start.page.resize(size);
        start.page.show();
        QCoreApplication::processEvents();
        for (ui::ScenarioCard* card : start.page.cards()) {
            for (int side = 0; side < 2; ++side) {
                QLabel* name = nullptr;
                for (QLabel* label : card->findChildren<QLabel*>()) {
                    if (label->buddy() == card->playerBox(side)) {
                        name = label;
                    }
                }
                ASSERT_NE(name, nullptr) << card->path().toStdString();
                EXPECT_TRUE(name->isVisible()) << name->text().toStdString();
                EXPECT_GE(name->width(), name->sizeHint().width())
                    << name->text().toStdString() << " cut at " << size.width();
            }
        }
    }
}

// Each choice of the computer says what that level does when pointed at.
TEST(StartPage, EachLevelOfTheComputerSaysWhatItDoes) {
    appWithPrivateSettings();
    Page start;
    ASSERT_FALSE(start.page.cards().isEmpty());
    QComboBox* box = start.page.cards().front()->playerBox(1);
    ASSERT_EQ(box->count(), 4);
    EXPECT_TRUE(box->itemData(0, Qt::ToolTipRole).toString().isEmpty());  // a person
    EXPECT_TRUE(box->itemData(1, Qt::ToolTipRole).toString().contains("up to six figures"));
    EXPECT_TRUE(box->itemData(2, Qt::ToolTipRole).toString().contains("balanced with"));
    EXPECT_TRUE(
        box->itemData(3, Qt::ToolTipRole).toString().contains("plays for the victory conditions"));
}

TEST(StartPage, TheWheelScrollsPastTheWhoPlaysBoxesWithoutChangingThem) {
    appWithPrivateSettings();
    Page start;
    ASSERT_FALSE(start.page.cards().isEmpty());
    QComboBox* box = start.page.cards().front()->playerBox(1);
    const int chosen = box->currentIndex();
    // A turn of the wheel down, then up, over a box nobody clicked.
    for (const int turn : {-120, 120, -240}) {
        QWheelEvent wheel(QPointF(5, 5), box->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, turn),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(box, &wheel);
        EXPECT_FALSE(wheel.isAccepted()) << "the page should get the wheel";
    }
    EXPECT_EQ(box->currentIndex(), chosen);
}

TEST(StartPage, EachCardShowsItsTableInMiniature) {
    appWithPrivateSettings();
    Page start;
    start.page.drawThumbnails();
    ui::ScenarioCard* card = start.page.card(shipped("tricorne-tutorial.scenario.json"));
    ASSERT_NE(card, nullptr);
    ASSERT_TRUE(card->hasThumbnail());
    const QPixmap picture = card->findChild<QLabel*>("thumbnail")->pixmap();
    ASSERT_FALSE(picture.isNull());
    // The table's proportions (72 x 48), and more than one colour on it.
    EXPECT_NEAR(double(picture.width()) / picture.height(), 1.5, 0.03);
    const QImage image = picture.toImage();
    QSet<QRgb> colours;
    for (int x = 0; x < image.width(); x += 7) {
        for (int y = 0; y < image.height(); y += 7) {
            colours.insert(image.pixel(x, y));
        }
    }
    EXPECT_GT(colours.size(), 5);
}

TEST(StartPage, RecentScenariosGetCardsAndRecentSavedGamesCanBeContinued) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString copy = folder.filePath("my-galgenberg.scenario.json");
    ASSERT_TRUE(QFile::copy(shipped("tricorne-tutorial.scenario.json"), copy));
    const QString save = folder.filePath("evening.save.jsonl");
    {
        ui::MainWindow window(gameTestRulesets());
        ASSERT_EQ(window.newGame(copy, 3), QString());
        ASSERT_EQ(window.saveGameAs(save), QString());
    }
    Page start({save, copy, shipped("mollwitz-1741.scenario.json")});
    ui::ScenarioCard* card = start.page.card(copy);
    ASSERT_NE(card, nullptr);
    EXPECT_TRUE(cardText(*card, "ruleset").contains("opened lately"));
    // A shipped scenario opened lately has its one card, as shipped.
    EXPECT_EQ(start.page.cards().size(), QDir(QString(adjutant::testResourceDir()) + "/scenarios")
                                                 .entryList({"*.scenario.json"})
                                                 .size() +
                                             1);
    ASSERT_EQ(start.page.savedGames(), QStringList{save});
    auto* list = start.page.findChild<QListWidget*>("savedGames");
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 1);
    EXPECT_TRUE(list->item(0)->text().contains("Tutorial: the Galgenberg"));
    EXPECT_TRUE(list->item(0)->text().contains("evening.save.jsonl"));
    QString continued;
    QObject::connect(&start.page, &ui::StartPage::continueRequested,
                     [&](const QString& path) { continued = path; });
    emit list->itemActivated(list->item(0));
    EXPECT_EQ(continued, save);
}

TEST(StartPage, EachRulesetIsOfferedItsCourse) {
    appWithPrivateSettings();
    Page start;
    QDir(start.lessons.path()).mkpath("tricorne");
    for (const char* name : {"01-the-table.lesson.json", "02-measuring.lesson.json"}) {
        QFile file(QDir(start.lessons.path()).filePath(QString("tricorne/") + name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{}");
    }
    start.page.refresh();
    EXPECT_EQ(start.page.lessonCount("tricorne"), 2);
    EXPECT_EQ(start.page.lessonCount("princes"), 0);
    auto* lessons = start.page.findChild<QPushButton*>("lessons-tricorne");
    ASSERT_NE(lessons, nullptr);
    EXPECT_TRUE(lessons->isEnabled());
    EXPECT_EQ(lessons->text(), "2 lessons");
    EXPECT_FALSE(start.page.findChild<QPushButton*>("lessons-princes")->isEnabled());
    QString asked;
    QObject::connect(&start.page, &ui::StartPage::lessonsRequested,
                     [&](const QString& id) { asked = id; });
    lessons->click();
    EXPECT_EQ(asked, "tricorne");
    // Every ruleset has its first game: its tutorial.
    for (const char* id : {"tricorne", "princes", "fire-effect-1870"}) {
        EXPECT_NE(start.page.findChild<QPushButton*>(QString("tutorial-") + id), nullptr) << id;
    }
}

TEST(StartPage, TheWindowOpensOnItAndPlayStartsTheGameWithItsPlayersAndBriefing) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    EXPECT_TRUE(window.isStartPageShown());
    EXPECT_FALSE(window.action("resolveStep")->isEnabled());
    ui::ScenarioCard* card = window.startPage()->card(shipped("princes-tutorial.scenario.json"));
    ASSERT_NE(card, nullptr);
    card->playerBox(0)->setCurrentIndex(0);  // a person
    card->playerBox(1)->setCurrentIndex(3);  // the computer, veteran
    card->playButton()->click();

    ASSERT_TRUE(window.session().hasGame());
    EXPECT_FALSE(window.isStartPageShown());
    EXPECT_EQ(window.scenario()->title, "Tutorial: the meeting-house ridge");
    EXPECT_FALSE(window.session().commanderFor(0).has_value());
    ASSERT_TRUE(window.session().commanderFor(1).has_value());
    EXPECT_EQ(window.session().commanderFor(1)->difficulty, Difficulty::Veteran);
    EXPECT_EQ(window.session().commanderFor(1)->seed, window.session().setup().seed);
    // Its briefing first; the computer waits for it.
    EXPECT_TRUE(window.isWaitingToBegin());
    EXPECT_TRUE(window.briefing()->beginButton()->isVisibleTo(&window));
    EXPECT_TRUE(window.computerTurns().isHeld());
    // The next start offers the same players.
    window.showStartPage();
    EXPECT_EQ(window.startPage()->cards().front()->playerBox(1)->currentIndex(), 3);
}

TEST(StartPage, NewGameShowsItAndBackReturnsToTheGameAsItWas) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 4), QString());
    window.action("resolveStep")->trigger();
    const std::size_t commands = window.session().game().cursor();
    window.action("newGame")->trigger();
    EXPECT_TRUE(window.isStartPageShown());
    // No game action reaches the game out of sight.
    EXPECT_FALSE(window.action("resolveStep")->isEnabled());
    EXPECT_FALSE(window.action("undo")->isEnabled());
    auto* back = window.startPage()->findChild<QPushButton*>("backToGame");
    ASSERT_NE(back, nullptr);
    EXPECT_FALSE(back->isHidden());
    back->click();
    EXPECT_FALSE(window.isStartPageShown());
    EXPECT_EQ(window.session().game().cursor(), commands);
    EXPECT_TRUE(window.action("resolveStep")->isEnabled());
}

}  // namespace
}  // namespace adjutant
