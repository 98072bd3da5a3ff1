// Solo play in the main window: the computer commander plays a side through
// the session one order at a time, with its reasons in the journal; a game it
// plays on both sides reaches the state the same game reaches headless; and
// who plays each side is saved with the game; playing both sides it stops
// where the scenario's game ends.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>

#include "core/ai/ComputerCommander.h"
#include "core/ai/GameOutcome.h"
#include "core/engine/StateHash.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/RulesetReferee.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/UnitNames.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using testing::HeadlessGame;
using testing::tutorialScenario;
using testing::waitUntil;

// The notes of the commands in effect, in order.
QStringList notesOf(const Game& game) {
    QStringList notes;
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        if (!game.command(i).note().empty()) {
            notes << QString::fromStdString(game.command(i).note());
        }
    }
    return notes;
}

TEST(SoloPlay, TheComputerSidesOrdersComeThroughTheSessionWithTheirReasonsInTheJournal) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 5), QString());
    ui::ComputerTurns& computer = window.computerTurns();
    computer.setInterval(0);
    QStringList activity;
    QObject::connect(&computer, &ui::ComputerTurns::activityChanged, &window, [&] {
        if (!computer.activityText().isEmpty()) {
            activity << window.phaseTracker()->computerLabel()->text();
        }
    });
    int ordersShown = 0;
    QObject::connect(&computer, &ui::ComputerTurns::orderGiven, &window,
                     [&](const QString& unitId, const QString& note) {
                         ++ordersShown;
                         EXPECT_FALSE(note.isEmpty());
                         // The ordered unit is the one selected on the table.
                         EXPECT_EQ(window.session().selectedUnit(), unitId);
                         if (computer.ordersWaiting() > 0) {
                             EXPECT_FALSE(window.action("resolveStep")->isEnabled());
                         }
                     });
    // Side B (the second side) is the computer's; side A is the player's.
    window.session().setCommanders({std::nullopt, CommanderSettings{Difficulty::Steady, 5}});
    EXPECT_EQ(window.session().commanderFor(1)->difficulty, Difficulty::Steady);

    // The player resolves each step once the computer is done, until the
    // computer has given orders.
    QAction* resolve = window.action("resolveStep");
    for (int step = 0; step < 40 && notesOf(window.session().game()).isEmpty(); ++step) {
        ASSERT_TRUE(waitUntil([&] { return !computer.isBusy(); }));
        ASSERT_TRUE(resolve->isEnabled());
        resolve->trigger();
        ASSERT_TRUE(waitUntil([&] { return !computer.isBusy(); }));
    }
    const QStringList notes = notesOf(window.session().game());
    ASSERT_FALSE(notes.isEmpty()) << "the computer gave no order in 40 steps";
    EXPECT_EQ(ordersShown, notes.size());  // one at a time, each shown
    const QString side = QString::fromStdString(window.session().setup().scenario->sides[1].name);
    ASSERT_FALSE(activity.isEmpty());
    EXPECT_EQ(activity.front(), QString("Computer (%1) is giving orders...").arg(side));

    // Every command the computer gave is one of its side's units' orders...
    const Game& game = window.session().game();
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        if (!game.command(i).note().empty()) {
            const nlohmann::json json = game.command(i).toJson();
            EXPECT_NE(json.at("type"), "resolveStep");
        }
    }
    // ... and the journal reads it as its reason (unit ids named).
    auto* journal = window.findChild<ui::JournalDock*>();
    ASSERT_NE(journal, nullptr);
    const QStringList texts = testing::modelTexts(*journal->model());
    const QString shown = ui::UnitNames(window.session().state()).inText(notes.back());
    EXPECT_TRUE(texts.contains(shown)) << shown.toStdString();

    // Undo takes the computer's orders of the step back together, and the
    // computer does not give them again by itself.
    const std::size_t before = game.cursor();
    window.action("undo")->trigger();
    EXPECT_LT(game.cursor(), before);
    EXPECT_TRUE(game.cursor() == 0 || game.command(game.cursor() - 1).note().empty());
    EXPECT_TRUE(waitUntil([&] { return !computer.isBusy(); }, 2000));
    EXPECT_TRUE(game.cursor() == 0 || game.command(game.cursor() - 1).note().empty());
}

TEST(SoloPlay, AComputerVersusComputerGameInTheWindowReachesTheHeadlessGamesHash) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 11), QString());
    ui::ComputerTurns& computer = window.computerTurns();
    computer.setSpeed(ui::ComputerTurns::Speed::Fast);
    computer.setInterval(0);
    // Pause as the third bound begins, where playBounds(..., 2) stops.
    QObject::connect(&window.session(), &ui::GameSession::changed, &window, [&] {
        if (window.session().state().bound() >= 3) {
            window.action("pauseComputer")->setChecked(true);
        }
    });
    const CommanderSettings a{Difficulty::Veteran, 11};
    const CommanderSettings b{Difficulty::Novice, 11};
    window.session().setCommanders({a, b});
    // No clicks: both sides' orders and the steps run by themselves.
    ASSERT_TRUE(waitUntil([&] { return computer.isPaused(); }, 240000));
    EXPECT_EQ(window.session().state().bound(), 3);
    EXPECT_TRUE(window.action("pauseComputer")->isChecked());

    HeadlessGame headless(tutorialScenario(), 11);
    ASSERT_NE(headless.game, nullptr);
    ComputerCommander sideA(headless.referees, 0, a);
    ComputerCommander sideB(headless.referees, 1, b);
    const DefaultPlayReport report =
        playBounds(*headless.game, headless.referees, {&sideA, &sideB}, 2);
    ASSERT_EQ(report.error, "");
    EXPECT_GT(notesOf(*headless.game).size(), 0);
    EXPECT_EQ(window.session().game().cursor(), headless.game->cursor());
    EXPECT_EQ(notesOf(window.session().game()), notesOf(*headless.game));
    EXPECT_EQ(formatStateHash(stateHash(window.session().state())),
              formatStateHash(stateHash(headless.game->state())));
}

// The tutorial with its game cut to `bounds` bounds, in `folder` with its map.
QString tutorialLasting(const QTemporaryDir& folder, int bounds) {
    QFile source(tutorialScenario());
    EXPECT_TRUE(source.open(QIODevice::ReadOnly));
    nlohmann::json scenario = nlohmann::json::parse(source.readAll().toStdString());
    scenario["victory"]["bounds"] = bounds;
    const QString map = QString::fromStdString(scenario.at("map").at("file").get<std::string>());
    EXPECT_TRUE(QDir(folder.path()).mkpath(QFileInfo(folder.filePath(map)).path()));
    EXPECT_TRUE(
        QFile::copy(QFileInfo(tutorialScenario()).dir().filePath(map), folder.filePath(map)));
    const QString path = folder.filePath("short.scenario.json");
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(scenario.dump(1)));
    return path;
}

TEST(SoloPlay, PlayingBothSidesTheComputerStopsAfterTheScenariosLastBound) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString scenario = tutorialLasting(folder, 2);
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(scenario, 5), QString());
    ui::ComputerTurns& computer = window.computerTurns();
    computer.setSpeed(ui::ComputerTurns::Speed::Fast);
    computer.setInterval(0);
    QString summary;
    QObject::connect(&computer, &ui::ComputerTurns::gameDecided, &window,
                     [&](const QString& text) { summary = text; });
    const CommanderSettings steady{Difficulty::Steady, 5};
    window.session().setCommanders({steady, steady});
    ASSERT_TRUE(waitUntil([&] { return computer.isPaused(); }, 240000));
    // Stopped by itself as bound 3 began, unless an army broke before.
    HeadlessGame headless(scenario, 5);
    ASSERT_NE(headless.game, nullptr);
    ComputerCommander sideA(headless.referees, 0, steady);
    ComputerCommander sideB(headless.referees, 1, steady);
    const RulesetReferee* referee = headless.referees->forState(headless.game->state());
    const OutOfActionTest outOfAction = [referee](const GameState& state, const Unit& unit) {
        return referee->outOfAction(state, unit.id);
    };
    ObjectiveRecord record;
    playBounds(*headless.game, headless.referees, {&sideA, &sideB}, 2, {},
               [&](const GameState& state) {
                   recordObjectives(state, outOfAction, state.bound() - 1, record);
                   return judgeGame(state, outOfAction, false, &record).decided;
               });
    const GameOutcome judged = judgeGame(headless.game->state(), outOfAction, true, &record);
    EXPECT_EQ(window.session().state().bound(), headless.game->state().bound());
    EXPECT_EQ(window.session().game().cursor(), headless.game->cursor());
    EXPECT_EQ(summary.toStdString(), judged.summary);
    EXPECT_FALSE(summary.isEmpty());
}

TEST(SoloPlay, TheComputerWaitsWhileTheScenarioIsEditedAndGoesOnAfter) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 13), QString());
    ui::ComputerTurns& computer = window.computerTurns();
    computer.setInterval(0);
    ASSERT_EQ(window.editGameScenario(), QString());
    ASSERT_TRUE(window.isEditing());
    window.session().setCommanders(
        {CommanderSettings{Difficulty::Steady, 13}, CommanderSettings{Difficulty::Steady, 13}});
    // Held: nothing is played in the unseen game, and the player's pause is untouched.
    EXPECT_TRUE(computer.isHeld());
    EXPECT_FALSE(waitUntil([&] { return window.session().game().cursor() > 0; }, 500));
    EXPECT_FALSE(computer.isPaused());
    EXPECT_FALSE(window.action("pauseComputer")->isChecked());
    EXPECT_EQ(computer.activityText(), "Computer waiting while the scenario is edited");

    window.setEditing(false);
    EXPECT_FALSE(computer.isHeld());
    EXPECT_NE(computer.activityText(), "Computer waiting while the scenario is edited");
    EXPECT_TRUE(waitUntil([&] { return window.session().game().cursor() > 0; }, 60000));
}

TEST(SoloPlay, WhoPlaysEachSideIsSavedWithTheGameAndReadBack) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString solo = folder.filePath("solo.save.jsonl");
    const QString people = folder.filePath("people.save.jsonl");
    {
        ui::GameSession session(gameTestRulesets());
        ASSERT_EQ(session.newGame(tutorialScenario(), 7), QString());
        ASSERT_EQ(session.saveAs(people), QString());
        // Changed mid-game: the file's header is written again with them.
        ASSERT_EQ(session.saveAs(solo), QString());
        ASSERT_EQ(session.setCommanders({CommanderSettings{Difficulty::Novice, 7}, std::nullopt}),
                  QString());
    }
    auto header = [](const QString& path) {
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return nlohmann::json::parse(file.readLine().toStdString());
    };
    EXPECT_FALSE(header(people).contains("players"));  // games of people save as before
    const nlohmann::json players = header(solo).at("players");
    EXPECT_EQ(players.at("prussia").at("player"), "computer");
    EXPECT_EQ(players.at("prussia").at("difficulty"), "novice");
    EXPECT_EQ(players.at("austria").at("player"), "human");

    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.openGame(solo), QString());
    ASSERT_TRUE(window.session().commanderFor(0).has_value());
    EXPECT_EQ(window.session().commanderFor(0)->difficulty, Difficulty::Novice);
    EXPECT_EQ(window.session().commanderFor(0)->seed, 7u);
    EXPECT_FALSE(window.session().commanderFor(1).has_value());
    // Reopened solo, the computer plays its side at once.
    EXPECT_TRUE(window.computerTurns().isBusy());
}

}  // namespace
}  // namespace adjutant
