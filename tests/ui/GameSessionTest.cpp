#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "core/engine/StateHash.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/session/StepActions.h"

namespace adjutant {
namespace {

// Files this program writes may not grow past `bytes` while it lives (a full
// disk, seen from the program): a write beyond fails with EFBIG.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &before_);
        rlimit limit = before_;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &before_); }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

  private:
    rlimit before_{};
};

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using testing::tutorialScenario;

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int lineCount(const QString& path) {
    return static_cast<int>(readAll(path).count('\n'));
}

std::unique_ptr<Command> makeCommand(const ui::GameSession& session, const nlohmann::json& json) {
    std::string error;
    std::unique_ptr<Command> command = session.makeCommand(json, error);
    EXPECT_NE(command, nullptr) << error;
    return command;
}

// Plays the first steps of the tutorial with the default orders: moves, fire
// orders and resolutions with dice, so the journal holds every kind of entry.
void playSteps(ui::GameSession& session, int steps) {
    for (int i = 0; i < steps; ++i) {
        ui::StepActions::giveDefaultOrders(session);
        ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted());
    }
}

TEST(GameSession, ANewGameStartsAtTheFirstStepOfBoundOne) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    int replaced = 0;
    QObject::connect(&session, &ui::GameSession::gameReplaced, [&replaced] { ++replaced; });
    EXPECT_FALSE(session.hasGame());
    ASSERT_EQ(session.newGame(tutorialScenario(), 7), QString());
    EXPECT_EQ(replaced, 1);
    EXPECT_EQ(session.state().bound(), 1);
    EXPECT_EQ(session.state().currentStep()->id, "declareCharges");
    EXPECT_EQ(session.setup().seed, 7u);
    EXPECT_NE(session.referee(), nullptr);
    EXPECT_TRUE(session.filePath().isEmpty());
    EXPECT_FALSE(session.isModified());
    EXPECT_FALSE(session.canUndo());
}

TEST(GameSession, ABrokenScenarioIsRefusedWithItsProblemsAndTheGameKept) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 3), QString());
    playSteps(session, 1);
    const std::uint64_t before = stateHash(session.state());
    const QString broken =
        QString(adjutant::testDataDir()) + "/invalid/negative-figures.scenario.json";
    int replaced = 0;
    QObject::connect(&session, &ui::GameSession::gameReplaced, [&replaced] { ++replaced; });
    const QString problems = session.newGame(broken, 3);
    EXPECT_TRUE(problems.contains("negative-figures.scenario.json")) << problems.toStdString();
    EXPECT_TRUE(problems.contains("/sides/0/units/3/figures")) << problems.toStdString();
    EXPECT_EQ(replaced, 0);
    EXPECT_EQ(stateHash(session.state()), before);
}

TEST(GameSession, UndoThenRedoReachesTheSameStateAndTheSameRoll) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 11), QString());
    playSteps(session, 2);
    const GameChange rolled = session.apply(
        makeCommand(session, {{"type", "rollDice"}, {"purpose", "test"}, {"count", 3}}));
    ASSERT_TRUE(rolled.accepted()) << rolled.reason;
    ASSERT_EQ(rolled.rolls.size(), 3u);
    const std::uint64_t afterRoll = stateHash(session.state());

    int changed = 0;
    QObject::connect(&session, &ui::GameSession::changed, [&changed] { ++changed; });
    const GameChange undone = session.undo();
    EXPECT_EQ(undone.kind, GameChange::Kind::Undone);
    EXPECT_NE(stateHash(session.state()), afterRoll);  // the dice generator moved back
    ASSERT_TRUE(session.canRedo());
    const GameChange redone = session.redo();
    EXPECT_EQ(redone.kind, GameChange::Kind::Redone);
    EXPECT_EQ(changed, 2);
    EXPECT_EQ(stateHash(session.state()), afterRoll);
    ASSERT_EQ(redone.rolls.size(), rolled.rolls.size());
    for (std::size_t i = 0; i < rolled.rolls.size(); ++i) {
        EXPECT_EQ(redone.rolls[i].value, rolled.rolls[i].value) << i;
    }

    // Undoing a resolved step and redoing it gives the same resolution.
    session.undo();  // the roll
    const std::uint64_t beforeStep = stateHash(session.state());
    session.undo();  // the second step's resolution
    EXPECT_NE(stateHash(session.state()), beforeStep);
    session.redo();
    EXPECT_EQ(stateHash(session.state()), beforeStep);
}

TEST(GameSession, NothingToUndoIsRefusedAndChangesNothing) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 1), QString());
    int refused = 0;
    QObject::connect(&session, &ui::GameSession::refused, [&refused] { ++refused; });
    int changed = 0;
    QObject::connect(&session, &ui::GameSession::changed, [&changed] { ++changed; });
    EXPECT_FALSE(session.undo().accepted());
    EXPECT_FALSE(session.redo().accepted());
    EXPECT_EQ(refused, 2);
    EXPECT_EQ(changed, 0);
}

TEST(GameSession, MakeCommandNamesWhatIsWrong) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    std::string error;
    EXPECT_EQ(session.makeCommand({{"type", "noSuchCommand"}}, error), nullptr);
    EXPECT_NE(error.find("noSuchCommand"), std::string::npos) << error;
    EXPECT_NE(session.makeCommand({{"type", "resolveStep"}}, error), nullptr) << error;
    EXPECT_TRUE(error.empty());
}

TEST(GameSession, SaveAndOpenRoundTripToTheSameState) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("round-trip.save.jsonl");
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 5), QString());
    playSteps(session, 3);
    session.undo();
    EXPECT_TRUE(session.isModified());
    ASSERT_EQ(session.saveAs(path), QString());
    EXPECT_FALSE(session.isModified());
    EXPECT_EQ(session.filePath(), QFileInfo(path).absoluteFilePath());
    const std::uint64_t saved = stateHash(session.state());

    ui::GameSession reopened(gameTestRulesets());
    ASSERT_EQ(reopened.open(path), QString());
    EXPECT_EQ(stateHash(reopened.state()), saved);
    EXPECT_EQ(reopened.game().cursor(), session.game().cursor());
    // The undone step can still be redone after opening: the journal says so.
    ASSERT_TRUE(reopened.canRedo());
    reopened.redo();
    session.redo();
    EXPECT_EQ(stateHash(reopened.state()), stateHash(session.state()));
}

TEST(GameSession, AnOpenedSaveFindsTheScenarioFilesWhereverItWasSaved) {
    appWithPrivateSettings();
    QTemporaryDir root;
    // The scenario (and so its map image) in one folder, the save in another.
    ASSERT_TRUE(QDir(root.path()).mkpath("scenarios"));
    ASSERT_TRUE(QDir(root.path()).mkpath("games/today"));
    const QString scenario = root.filePath("scenarios/tutorial.scenario.json");
    ASSERT_TRUE(QFile::copy(tutorialScenario(), scenario));
    const QString save = root.filePath("games/today/game.save.jsonl");
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(scenario, 3), QString());
    EXPECT_EQ(session.scenarioFolder(), root.filePath("scenarios"));
    playSteps(session, 1);
    ASSERT_EQ(session.saveAs(save), QString());
    EXPECT_TRUE(readAll(save).contains(R"("scenarioFolder":"../../scenarios")"));

    ui::GameSession reopened(gameTestRulesets());
    ASSERT_EQ(reopened.open(save), QString());
    EXPECT_EQ(reopened.scenarioFolder(), root.filePath("scenarios"));

    // Moved away from the scenario's folder, the save looks beside itself.
    const QString moved = root.filePath("game.save.jsonl");
    ASSERT_TRUE(QFile::copy(save, moved));
    ASSERT_TRUE(QDir(root.filePath("scenarios")).removeRecursively());
    ui::GameSession elsewhere(gameTestRulesets());
    ASSERT_EQ(elsewhere.open(moved), QString());
    EXPECT_EQ(elsewhere.scenarioFolder(), root.path());
}

TEST(GameSession, EveryAcceptedChangeIsAppendedToTheFile) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("autosave.save.jsonl");
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 9), QString());
    ASSERT_EQ(session.saveAs(path), QString());
    EXPECT_EQ(lineCount(path), 1);  // the header

    playSteps(session, 2);
    const int afterPlay = lineCount(path);
    EXPECT_EQ(afterPlay, 1 + static_cast<int>(session.game().journal().size()));
    session.undo();
    EXPECT_EQ(lineCount(path), afterPlay + 1);  // the undo is an entry of its own
    EXPECT_TRUE(readAll(path).trimmed().endsWith(QByteArray("}")));
    EXPECT_FALSE(session.isModified());

    // A refused command writes nothing.
    session.apply(
        makeCommand(session, {{"type", "fireOrder"}, {"firer", "nobody"}, {"target", "x"}}));
    EXPECT_EQ(lineCount(path), afterPlay + 1);

    ui::GameSession reopened(gameTestRulesets());
    ASSERT_EQ(reopened.open(path), QString());
    EXPECT_EQ(stateHash(reopened.state()), stateHash(session.state()));
    // Opened games keep autosaving to their file.
    playSteps(reopened, 1);
    ui::GameSession third(gameTestRulesets());
    ASSERT_EQ(third.open(path), QString());
    EXPECT_EQ(stateHash(third.state()), stateHash(reopened.state()));
}

TEST(GameSession, ASaveThatCannotBeWrittenLeavesTheOldFileIntact) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("kept.save.jsonl");
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 4), QString());
    playSteps(session, 1);
    ASSERT_EQ(session.saveAs(path), QString());
    const QByteArray good = readAll(path);

    // Files written by this program may not grow past 1 KB meanwhile, as on a
    // full disk: a whole-file save fails half way through its temporary file.
    {
        const FileSizeLimit full(1024);
        const QString error = session.saveAs(path);
        EXPECT_FALSE(error.isEmpty());
        EXPECT_TRUE(error.contains("kept.save.jsonl")) << error.toStdString();
        EXPECT_EQ(readAll(path), good);
        // Same for a save to another file: the session keeps its present file.
        const QString other = folder.filePath("other.save.jsonl");
        EXPECT_FALSE(session.saveAs(other).isEmpty());
        EXPECT_EQ(session.filePath(), QFileInfo(path).absoluteFilePath());
        EXPECT_FALSE(QFileInfo::exists(other));
        // No temporary file is left behind: only the game and the lock the
        // session holds on it while it writes it.
        EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
                  QStringList({".kept.save.jsonl.lock", "kept.save.jsonl"}));
    }

    EXPECT_EQ(session.save(), QString());
    ui::GameSession reopened(gameTestRulesets());
    ASSERT_EQ(reopened.open(path), QString());
    EXPECT_EQ(stateHash(reopened.state()), stateHash(session.state()));
}

TEST(GameSession, ABrokenSaveIsRefusedWithItsProblemsAndTheGameKept) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("broken.save.jsonl");
    {
        ui::GameSession writer(gameTestRulesets());
        ASSERT_EQ(writer.newGame(tutorialScenario(), 6), QString());
        ASSERT_EQ(writer.saveAs(path), QString());
        playSteps(writer, 2);
    }
    // Line 3 (journal entry 2) gets an entry number that breaks the sequence.
    QList<QByteArray> lines = readAll(path).split('\n');
    ASSERT_GE(lines.size(), 4);  // header, two steps resolved, end
    lines[2].replace("\"n\":2", "\"n\":7");
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(lines.join('\n'));
    file.close();

    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 2), QString());
    playSteps(session, 1);
    const std::uint64_t before = stateHash(session.state());
    int replaced = 0;
    QObject::connect(&session, &ui::GameSession::gameReplaced, [&replaced] { ++replaced; });
    const QString problems = session.open(path);
    EXPECT_TRUE(problems.contains("broken.save.jsonl")) << problems.toStdString();
    EXPECT_TRUE(problems.contains("line 3")) << problems.toStdString();
    EXPECT_EQ(replaced, 0);
    EXPECT_EQ(stateHash(session.state()), before);
    EXPECT_TRUE(session.filePath().isEmpty());

    const QString missing = folder.filePath("no-such.save.jsonl");
    EXPECT_TRUE(session.open(missing).contains("no-such.save.jsonl"));
    EXPECT_EQ(stateHash(session.state()), before);
}

TEST(GameSession, ATornLastLineOpensWithAWarningAndIsDroppedByTheNextAutosave) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("torn.save.jsonl");
    std::uint64_t beforeLastStep = 0;
    {
        ui::GameSession writer(gameTestRulesets());
        ASSERT_EQ(writer.newGame(tutorialScenario(), 8), QString());
        ASSERT_EQ(writer.saveAs(path), QString());
        playSteps(writer, 1);
        ui::StepActions::giveDefaultOrders(writer);
        beforeLastStep = stateHash(writer.state());
        ui::StepActions::resolveStep(writer);
    }
    QByteArray text = readAll(path);
    // Cut the last line in half, as a crash in the middle of an append would.
    const auto lastLine = text.lastIndexOf('\n', text.size() - 2) + 1;
    text.truncate(lastLine + (text.size() - lastLine) / 2);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();

    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.open(path), QString());
    EXPECT_TRUE(session.openWarnings().contains("torn.save.jsonl"))
        << session.openWarnings().toStdString();
    EXPECT_EQ(stateHash(session.state()), beforeLastStep);
    EXPECT_TRUE(session.isDamaged());
    EXPECT_EQ(session.damagedCopy(), folder.filePath("torn-damaged.save.jsonl"));
    EXPECT_FALSE(QFile::exists(session.damagedCopy()));
    ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted());
    // The file as it was found is kept before the game is written again.
    EXPECT_EQ(readAll(folder.filePath("torn-damaged.save.jsonl")), text);

    ui::GameSession reopened(gameTestRulesets());
    ASSERT_EQ(reopened.open(path), QString());
    EXPECT_TRUE(reopened.openWarnings().isEmpty()) << reopened.openWarnings().toStdString();
    EXPECT_EQ(stateHash(reopened.state()), stateHash(session.state()));
}

TEST(GameSession, SelectingAUnitSignalsOnceAndUnknownIdsSelectNothing) {
    appWithPrivateSettings();
    ui::GameSession session(gameTestRulesets());
    ASSERT_EQ(session.newGame(tutorialScenario(), 1), QString());
    const QString id = QString::fromStdString(session.state().units().front().id);
    int selected = 0;
    QObject::connect(&session, &ui::GameSession::selectionChanged, [&selected] { ++selected; });
    session.selectUnit(id);
    session.selectUnit(id);
    EXPECT_EQ(selected, 1);
    EXPECT_EQ(session.selectedUnit(), id);
    session.selectUnit("no-such-unit");
    EXPECT_EQ(session.selectedUnit(), id);
    session.selectUnit(QString());
    EXPECT_TRUE(session.selectedUnit().isEmpty());
}

}  // namespace
}  // namespace adjutant
