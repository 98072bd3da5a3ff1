// Two people at one window: where both sides give orders at once the table is
// hidden behind a cover as the screen passes between them, each sees only its
// own orders until both are ready, and nobody orders the other side's units.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include <QFile>
#include <QFileInfo>
#include <QStackedWidget>
#include <QStatusBar>

#include "core/engine/StateHash.h"
#include "core/model/DisplayName.h"
#include "core/model/Pose.h"
#include "core/referee/TurnReport.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/twoplayer/TwoPlayerDock.h"

namespace adjutant {
namespace {

using testing::TwoPlayerWindow;
using Way = ui::TwoPlayerChoice::Way;

std::string hashOf(const GameState& state) {
    return formatStateHash(stateHash(state));
}

class HotSeatEveryRuleset : public ::testing::TestWithParam<std::string> {};

// A hidden set-up in every ruleset: each side places a unit unseen by the
// other, behind the cover, and both placings appear together.
TEST_P(HotSeatEveryRuleset, EachSideSetsUpUnseenBehindTheCover) {
    TwoPlayerWindow two;
    ASSERT_EQ(two.start(GetParam().c_str(), Way::OneScreen, 0, true), QString());
    ASSERT_TRUE(two.window->isCovered());
    EXPECT_EQ(two.session().screenSide(), -1);
    const GameState before = two.match().shared().state();
    std::array<std::string, 2> moved;
    std::array<Pose, 2> placed;
    for (int turn = 0; turn < 2; ++turn) {
        ASSERT_TRUE(two.window->isCovered()) << "turn " << turn;
        const int side = two.takeScreen();
        ASSERT_EQ(two.session().screenSide(), side);
        EXPECT_FALSE(two.window->isCovered());
        // The other side's placing, if made, is not on this side's table.
        if (turn == 1) {
            const Unit* theirs = two.session().state().findUnit(moved[1 - side]);
            ASSERT_NE(theirs, nullptr);
            EXPECT_EQ(theirs->pose, before.findUnit(moved[1 - side])->pose);
        }
        // Copies: the state the units live in is replaced by each order.
        const std::vector<Unit> units = two.session().state().units();
        for (const Unit& unit : units) {
            if (unit.side != side || !moved[static_cast<std::size_t>(side)].empty()) {
                continue;
            }
            for (const double step : {0.5, -0.5, 1.0, -1.0}) {
                Pose pose = unit.pose;
                pose.position.x += step;
                const nlohmann::json order = {{"type", "deployUnit"},
                                              {"unit", unit.id},
                                              {"x", pose.position.x},
                                              {"y", pose.position.y},
                                              {"facing", pose.facingDegrees}};
                std::string error;
                if (two.session().apply(two.session().makeCommand(order, error)).accepted()) {
                    moved[static_cast<std::size_t>(side)] = unit.id;
                    placed[static_cast<std::size_t>(side)] = pose;
                    break;
                }
            }
        }
        ASSERT_FALSE(moved[static_cast<std::size_t>(side)].empty());
        // Nor can this side place the other's units.
        for (const Unit& unit : units) {
            if (unit.side != side) {
                const nlohmann::json theirs = {{"type", "deployUnit"},
                                               {"unit", unit.id},
                                               {"x", unit.pose.position.x},
                                               {"y", unit.pose.position.y},
                                               {"facing", unit.pose.facingDegrees}};
                std::string error;
                EXPECT_FALSE(
                    two.session().apply(two.session().makeCommand(theirs, error)).accepted());
                break;
            }
        }
        ASSERT_TRUE(two.enabled("resolveStep"));  // Ready
        two.trigger("resolveStep");
    }
    // Both fixed: revealed together, and the next step's players are asked for.
    const GameState& shared = two.match().shared().state();
    EXPECT_EQ(shared.findUnit(moved[0])->pose, placed[0]);
    EXPECT_EQ(shared.findUnit(moved[1])->pose, placed[1]);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, HotSeatEveryRuleset,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

// Takes rounds on one screen, each side at the screen giving the default
// orders (Game > Give default orders), until a step in which both sides give
// orders at once and the first of them gave some. False, with why in
// `ended`, when the game ends first: its dice come from both players' fresh
// secrets, so a game may be decided before such a step comes.
bool reachBothAtOnce(TwoPlayerWindow& two, std::string& ended) {
    for (int round = 0; round < 200; ++round) {
        const Match& match = two.match();
        if (match.isOver()) {
            ended = "the game ended after " + std::to_string(round) +
                    " turns at the screen: " + match.outcome();
            return false;
        }
        if (two.window->isCovered()) {
            two.takeScreen();
        }
        const int side = two.session().screenSide();
        if (side < 0) {
            ADD_FAILURE() << "nobody at the screen at " << match.openRound()->where << ", covered "
                          << two.window->isCovered();
            return false;
        }
        two.trigger("giveDefaultOrders");
        if (match.givesOrders(0) && match.givesOrders(1) && side == 0 &&
            !match.ordersOf(0).empty()) {
            return true;
        }
        two.trigger("resolveStep");
    }
    ADD_FAILURE() << "no step with both sides' orders at once in 200 turns at the screen";
    return false;
}

// A hot-seat game of the Tricorne tutorial at a step where both sides give
// orders at once; a game decided before one comes is set aside for a new one
// (each has new secrets, so new dice). Null, with a failure, if none of ten does.
std::unique_ptr<TwoPlayerWindow> hotSeatAtBothAtOnce() {
    std::string ended;
    for (int game = 0; game < 10; ++game) {
        auto two = std::make_unique<TwoPlayerWindow>();
        if (const QString problem = two->start("tricorne-tutorial", Way::OneScreen);
            !problem.isEmpty()) {
            ADD_FAILURE() << problem.toStdString();
            return nullptr;
        }
        if (reachBothAtOnce(*two, ended)) {
            return two;
        }
    }
    ADD_FAILURE() << "ten games were decided before both sides gave orders at once; the last: "
                  << ended;
    return nullptr;
}

TEST(HotSeat, TheSecondPlayerNeverSeesTheFirstPlayersOrders) {
    const std::unique_ptr<TwoPlayerWindow> made = hotSeatAtBothAtOnce();
    ASSERT_TRUE(made);
    TwoPlayerWindow& two = *made;
    const std::string shared = hashOf(two.match().shared().state());
    EXPECT_NE(hashOf(two.session().state()), shared);  // Prussia sees its own orders
    two.trigger("resolveStep");                        // Ready
    ASSERT_TRUE(two.window->isCovered());
    EXPECT_NE(two.window->handOverCover()->text().indexOf("hidden"), -1)
        << two.window->handOverCover()->text().toStdString();
    ASSERT_EQ(two.takeScreen(), 1);
    EXPECT_EQ(hashOf(two.session().state()), shared) << "Austria sees Prussia's orders";
    // Austria's table shows the orders standing in the game both sides share
    // (those revealed in earlier steps), and none of Prussia's hidden ones.
    const RulesetReferee* referee = two.session().referee();
    const auto shown = referee->standingOrders(two.session().state());
    const auto sharedOrders = referee->standingOrders(two.match().shared().state());
    ASSERT_EQ(shown.size(), sharedOrders.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        EXPECT_EQ(shown[i].unitId, sharedOrders[i].unitId);
    }
    EXPECT_LT(shown.size(), referee->standingOrders(two.match().view(0).state()).size() + 1);
    // The two-player panel tells Austria that Prussia's orders are fixed and hidden.
    EXPECT_NE(two.window->twoPlayerDock()->statusText().indexOf("hidden"), -1);
}

// A game on one screen whose first orders are one side's alone (the War of
// Princes tutorial opens with the British player turn) starts with that
// side's table shown: nothing is secret, so no cover stands between the
// players and the table, as when the screen passes on in play.
TEST(HotSeat, AGameWhoseFirstOrdersAreOneSidesStartsWithItsTableShown) {
    TwoPlayerWindow two;
    ASSERT_EQ(two.start("princes-tutorial", Way::OneScreen), QString());
    const MatchRound* round = two.match().openRound();
    ASSERT_NE(round, nullptr);
    ASSERT_EQ(round->givers.size(), 1u);
    EXPECT_FALSE(two.window->isCovered());
    EXPECT_EQ(two.session().screenSide(), round->givers.front());
}

// Free bounds on one screen: while the side with the initiative takes them,
// the phase panel tells the other player there is nothing to order yet and
// to watch the table, and says no more of it once they are over.
TEST(HotSeat, ThePlayerWithoutOrdersDuringFreeBoundsIsToldToWatch) {
    bool seen = false;
    for (int game = 0; game < 10 && !seen; ++game) {
        TwoPlayerWindow two;
        ASSERT_EQ(two.start("tricorne-tutorial", Way::OneScreen), QString());
        for (int round = 0; round < 60 && !two.match().isOver(); ++round) {
            if (two.window->isCovered()) {
                two.takeScreen();
            }
            const InitiativeReport initiative =
                two.session().referee()->initiative(two.session().state());
            const QString panel = two.window->phaseTracker()->waitingLabel()->text();
            // Idle: free bounds still owed, and nothing asked of the other side
            // now (its units may fire in the firing step of a free bound).
            const bool idle = initiative.decided && initiative.side >= 0 &&
                              initiative.freeBounds > 0 &&
                              !two.match().givesOrders(1 - initiative.side);
            EXPECT_EQ(panel.contains("has no orders to give"), idle) << panel.toStdString();
            if (idle) {
                seen = true;
                const int other = 1 - initiative.side;
                const std::string otherName =
                    displayName(two.session().setup().scenario->sides[other]);
                EXPECT_TRUE(
                    panel.contains(QString::fromStdString(otherName) + " has no orders to give"))
                    << panel.toStdString();
                EXPECT_TRUE(panel.contains("watch the table together")) << panel.toStdString();
            } else if (seen && initiative.freeBounds == 0) {
                break;  // the free bounds are over, and the line is gone
            }
            two.trigger("giveDefaultOrders");
            two.trigger("resolveStep");
        }
    }
    EXPECT_TRUE(seen) << "no game of ten gave either side free bounds";
}

TEST(HotSeat, APlayerGivesTakesBackAndDefaultsOnlyTheirOwnOrders) {
    const std::unique_ptr<TwoPlayerWindow> made = hotSeatAtBothAtOnce();
    ASSERT_TRUE(made);
    TwoPlayerWindow& two = *made;
    // Ctrl+D gave orders to Prussia's units alone.
    for (const Command* order : two.match().ordersOf(0)) {
        EXPECT_EQ(two.session().state().findUnit(order->orderedUnit())->side, 0);
    }
    EXPECT_TRUE(two.match().ordersOf(1).empty());
    // An order for an Austrian unit is refused, in words.
    std::string austrian;
    for (const Unit& unit : two.session().state().units()) {
        if (unit.side == 1 && austrian.empty()) {
            austrian = unit.id;
        }
    }
    std::string error;
    const GameChange change = two.session().apply(two.session().makeCommand(
        nlohmann::json{{"type", "fireOrder"}, {"firer", austrian}, {"target", ""}}, error));
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("own side"), std::string::npos) << change.reason;
    // The table's menus offer nothing for the other side's units, and say why.
    EXPECT_NE(two.session().whyNotOrderable(austrian).indexOf("its own player"), -1);
    EXPECT_TRUE(
        two.session().whyNotOrderable(two.match().ordersOf(0).front()->orderedUnit()).isEmpty());
    // Undo takes back Prussia's own last order, and only that.
    const std::size_t given = two.match().ordersOf(0).size();
    ASSERT_TRUE(two.enabled("undo"));
    two.trigger("undo");
    EXPECT_EQ(two.match().ordersOf(0).size(), given - 1);
}

TEST(HotSeat, TakingBackAResolvedStepAsksTheOtherPlayer) {
    const std::unique_ptr<TwoPlayerWindow> made = hotSeatAtBothAtOnce();
    ASSERT_TRUE(made);
    TwoPlayerWindow& two = *made;
    two.trigger("resolveStep");
    EXPECT_NE(two.window->statusBar()->currentMessage().indexOf("stay hidden"), -1);
    two.takeScreen();
    two.trigger("resolveStep");  // both ready: revealed and resolved
    EXPECT_NE(two.window->statusBar()->currentMessage().indexOf("revealed and carried out"), -1);
    const Match& match = two.match();
    const std::optional<std::uint64_t> resolved = match.roundToTakeBack();
    ASSERT_TRUE(resolved);
    const std::string after = hashOf(match.shared().state());
    if (two.window->isCovered()) {
        two.takeScreen();
    }
    const int asker = two.session().screenSide();
    // With none of its own orders to take back, Undo asks the other side.
    while (two.match().canUndoOrder(asker)) {
        two.trigger("undo");
    }
    two.trigger("undo");
    ASSERT_TRUE(match.undoAskedOf(1 - asker));
    ASSERT_TRUE(two.window->isCovered());
    ui::HandOverCover* cover = two.window->handOverCover();
    EXPECT_TRUE(cover->isQuestion());
    EXPECT_EQ(cover->side(), 1 - asker);
    EXPECT_EQ(hashOf(match.shared().state()), after);  // nothing yet
    cover->findChild<QPushButton*>(QStringLiteral("agreeTakeBack"))->click();
    EXPECT_FALSE(match.undoAskedOf(1 - asker));
    EXPECT_EQ(match.rounds()[*resolved].status, MatchRound::Status::TakenBack);
    EXPECT_EQ(match.openRound()->openingHash, match.rounds()[*resolved].openingHash);
    bool logged = false;
    for (const QString& line : two.window->twoPlayerDock()->logLines()) {
        logged = logged || line.contains("agreed");
    }
    EXPECT_TRUE(logged) << two.window->twoPlayerDock()->logLines().join('\n').toStdString();
}

// A record whose last line was torn (a program killed as it wrote) is opened
// with what could be read and written whole again; the record as it was found
// is kept beside it first, byte for byte.
TEST(HotSeat, ATornRecordIsKeptAsItWasBeforeItIsWrittenAgain) {
    const std::unique_ptr<TwoPlayerWindow> made = hotSeatAtBothAtOnce();
    ASSERT_TRUE(made);
    TwoPlayerWindow& two = *made;
    const QString record = two.session().filePath();
    QFile file(record);
    ASSERT_TRUE(file.open(QIODevice::Append)) << record.toStdString();
    file.write("{\"torn\": \"half a li");
    file.close();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray torn = file.readAll();
    file.close();

    TwoPlayerWindow& again = two;
    ASSERT_EQ(again.window->openFile(record), QString());
    const QString copy = QFileInfo(record).absolutePath() + QLatin1Char('/') +
                         QFileInfo(record).fileName().replace(".save.jsonl", "-damaged.save.jsonl");
    QFile kept(copy);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly)) << copy.toStdString();
    EXPECT_EQ(kept.readAll(), torn);
    EXPECT_NE(again.session().openWarnings().indexOf(QFileInfo(copy).fileName()), -1)
        << again.session().openWarnings().toStdString();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll().indexOf("half a li"), -1);  // written again without it
}

}  // namespace
}  // namespace adjutant
