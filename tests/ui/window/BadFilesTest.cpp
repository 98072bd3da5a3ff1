// Each bad file dropped on the window, as a player drops it, is refused in a
// sentence naming the file, what it is and what is wrong; a damaged saved
// game the computer plays waits for the player and is never lost.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <QDropEvent>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUrl>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

QString invalid(const QString& name) {
    return QString(adjutant::testDataDir()) + "/invalid/" + name;
}

// The file dropped on the window; the message box it opens, or null.
QMessageBox* drop(ui::MainWindow& window, const QString& path) {
    for (QMessageBox* old : window.findChildren<QMessageBox*>()) {
        delete old;
    }
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    EXPECT_TRUE(enter.isAccepted()) << path.toStdString();
    QDropEvent event(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &event);
    testing::waitUntil([&] { return window.findChild<QMessageBox*>() != nullptr; }, 10000);
    return window.findChild<QMessageBox*>();
}

TEST(BadFiles, EachIsNamedForWhatItIsWhenDroppedOnTheWindow) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    const QString kept = " The present game is kept.";
    const std::vector<std::pair<QString, QString>> cases{
        {"png-image.scenario.json", "png-image.scenario.json is a PNG image, not a scenario."},
        {"empty.scenario.json", "empty.scenario.json is an empty file, not a scenario."},
        {"notes-not-json.scenario.json",
         "notes-not-json.scenario.json is text that is not JSON, not a scenario."},
        {"lesson-as-game.save.jsonl",
         "lesson-as-game.save.jsonl is a lesson, not a saved game: open it from Help > Lessons."},
        {"situation-as-game.save.jsonl",
         "situation-as-game.save.jsonl is a situation (a rules question), not a saved game: "
         "adjutant-cli resolve answers its question."},
        {"scenario-as-game.save.jsonl",
         "scenario-as-game.save.jsonl is a scenario, not a saved game: start a new game from it "
         "with File > New game, or open it by a name ending in .scenario.json."},
        {"order-of-battle-as-game.save.jsonl",
         "order-of-battle-as-game.save.jsonl is an order of battle, not a saved game: import it "
         "in the scenario editor with Import order of battle."},
        {"house-rules-as-game.save.jsonl",
         "house-rules-as-game.save.jsonl is a ruleset, not a saved game: put it in the rulesets "
         "folder of your data folder to play by it."},
        {"binary-bytes.save.jsonl", "binary-bytes.save.jsonl is a binary file, not a saved game."},
        // JSON with a syntax error is told at its line and column, in words.
        {"syntax-error-binary-byte.scenario.json",
         R"(syntax-error-binary-byte.scenario.json could not be opened: not valid JSON: found a )"
         R"(word JSON does not know; it knows true, false, null, numbers and texts in quotes )"
         R"((near ""title": \x89") where a value was expected (line 3 column 12))"},
        // A map outside the scenario's folder: the reader's sentence, with the field.
        {"map-outside-folder.scenario.json",
         "map-outside-folder.scenario.json could not be opened: the map image "
         "\"../../Pictures/family.png\" is outside the scenario's folder; a scenario may name "
         "only an image in its own folder, so copy the image beside the scenario (for example "
         "into maps/ next to it) and name it relative to the scenario file, such as "
         "\"maps/family.png\" (field map.file)"},
    };
    for (const auto& [name, sentence] : cases) {
        QMessageBox* box = drop(window, invalid(name));
        ASSERT_NE(box, nullptr) << name.toStdString();
        EXPECT_EQ(box->text(), sentence + kept) << name.toStdString();
        EXPECT_EQ(box->textFormat(), Qt::PlainText) << name.toStdString();
        EXPECT_EQ(window.scenario(), nullptr) << name.toStdString();
    }
}

TEST(BadFiles, ANamedPipeIsNamedForWhatItIsAndNeverWaitedOn) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    QTemporaryDir folder;
    for (const QString name : {"mollwitz.save.jsonl", "mollwitz.scenario.json"}) {
        const QString pipe = folder.filePath(name);
        ASSERT_EQ(::mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
        // A window that opened it would wait for a writer that never comes.
        QMessageBox* box = drop(window, pipe);
        ASSERT_NE(box, nullptr) << name.toStdString();
        EXPECT_TRUE(box->text().startsWith(name + " is a named pipe or a device, not a "))
            << box->text().toStdString();
        EXPECT_EQ(window.scenario(), nullptr);
    }
}

TEST(BadFiles, AScenarioWhoseMapIsMissingOpensOnABareTableAndSaysWhy) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    QTemporaryDir folder;
    // Mollwitz copied without its maps/ folder, as a file sent alone.
    const QString scenario = folder.filePath("mollwitz-1741.scenario.json");
    ASSERT_TRUE(QFile::copy(
        QString(adjutant::testResourceDir()) + "/scenarios/mollwitz-1741.scenario.json", scenario));
    // As the choice of who plays ends: the new game on the scenario.
    EXPECT_EQ(window.newGame(scenario, 7), QString());
    testing::waitUntil([&] { return window.findChild<QMessageBox*>() != nullptr; }, 10000);
    QMessageBox* box = window.findChild<QMessageBox*>();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->text(), "mollwitz-1741.scenario.json was opened, with warnings.");
    EXPECT_NE(box->detailedText().indexOf("the map image \"maps/mollwitz-1741.svg\" is not there"),
              -1)
        << box->detailedText().toStdString();
    EXPECT_NE(box->detailedText().indexOf(folder.filePath("maps/mollwitz-1741.svg")), -1)
        << box->detailedText().toStdString();
    ASSERT_NE(window.scenario(), nullptr);
}

// The torn saved game of the tests, with both sides given to the computer.
QString tornGamePlayedByTheComputer(const QTemporaryDir& folder) {
    QFile torn(QString(adjutant::testDataDir()) + "/saves/tricorne-tutorial-torn.save.jsonl");
    EXPECT_TRUE(torn.open(QIODevice::ReadOnly));
    QByteArray text = torn.readAll();
    const QByteArray players =
        R"({"players":{"austria":{"difficulty":"steady","player":"computer","seed":3},)"
        R"("prussia":{"difficulty":"steady","player":"computer","seed":4}},)";
    EXPECT_TRUE(text.startsWith("{"));
    text.replace(0, 1, players);
    const QString path = folder.filePath("galgenberg.save.jsonl");
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(text);
    return path;
}

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

TEST(BadFiles, ADamagedGameTheComputerPlaysWaitsForThePlayerAndIsKept) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    QTemporaryDir folder;
    const QString path = tornGamePlayedByTheComputer(folder);
    const QByteArray original = bytesOf(path);
    window.computerTurns().setInterval(0);

    QMessageBox* box = drop(window, path);
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->objectName(), "damagedGameQuestion");
    EXPECT_TRUE(
        box->text().startsWith("galgenberg.save.jsonl is damaged: the last entry is incomplete"))
        << box->text().toStdString();
    EXPECT_TRUE(box->text().contains("kept first as galgenberg-damaged.save.jsonl"))
        << box->text().toStdString();
    EXPECT_TRUE(window.computerTurns().isPaused());
    // Waiting, the computer plays nothing and the file stays as it was.
    for (int i = 0; i < 50; ++i) {
        QCoreApplication::processEvents();
    }
    EXPECT_EQ(bytesOf(path), original);
    EXPECT_FALSE(QFile::exists(folder.filePath("galgenberg-damaged.save.jsonl")));

    auto* goOn = box->findChild<QPushButton*>("continueDamagedGame");
    ASSERT_NE(goOn, nullptr);
    goOn->click();
    EXPECT_FALSE(window.computerTurns().isPaused());
    ASSERT_TRUE(testing::waitUntil([&] { return bytesOf(path) != original; }));
    // The file as it was is kept beside the game going on.
    EXPECT_EQ(bytesOf(folder.filePath("galgenberg-damaged.save.jsonl")), original);
    EXPECT_FALSE(bytesOf(path).endsWith("\"kind\":\"step\","));
}

}  // namespace
}  // namespace adjutant
