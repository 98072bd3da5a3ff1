// A game between two people kept in step over a real WebSocket link on the
// loopback: a program joins with MatchJoining and plays the game to its end with
// the host; a message signed with another name is told once and changes
// nothing; entries the game refuses stop the exchange for good.

#include "NetTestSupport.h"

#include "core/engine/StateHash.h"
#include "core/match/Commitments.h"
#include "core/match/Match.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchMessage.h"
#include "net/MatchConnection.h"
#include "net/MatchJoining.h"
#include "net/WebSocketGuest.h"
#include "net/WebSocketHost.h"
#include "tests/core/referee/ShippedScenarioGame.h"

#include <memory>

namespace adjutant::testing {
namespace {

using net::MatchConnection;
using net::MatchInvitation;
using net::MatchJoining;

constexpr const char* kName = "Tuesday at the club";

class MatchConnectionTest : public NetTest {
  protected:
    void SetUp() override {
        NetTest::SetUp();
        host_ = std::make_unique<net::WebSocketHost>(QHostAddress::LocalHost, 0);
        QString error;
        ASSERT_TRUE(host_->listen(error)) << error.toStdString();
        port_ = host_->port();
        MatchGame game;
        game.setup = shippedScenarioSetup("tricorne-tutorial");
        game.gameId = newGameId();
        game.way = MatchWay::Live;
        description_ = matchGameToJson(game);
    }

    /// A program's game from the description, playing `side` (by the computer when asked).
    std::unique_ptr<Match> matchOf(const nlohmann::json& description, int side, bool computer) {
        Diagnostics diagnostics;
        const std::optional<MatchGame> game =
            readMatchGame(description, "invitation", builtinRulesets(), diagnostics);
        EXPECT_TRUE(game) << diagnostics.toString();
        MatchSetup setup;
        setup.game = game->setup;
        setup.gameId = game->gameId;
        setup.way = game->way;
        MatchSide& here = setup.sides[static_cast<std::size_t>(side)];
        here.here = true;
        here.secret = newSideSecret();
        if (computer) {
            here.computer = CommanderSettings{Difficulty::Steady, 1};
        }
        auto match = std::make_unique<Match>(setup, engines_, referees_);
        match->start();
        return match;
    }

    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port_)); }

    std::shared_ptr<const RefereeRegistry> referees_ = makeBuiltinReferees();
    EngineRegistry engines_ = makeBuiltinEngineRegistry(referees_);
    std::unique_ptr<net::WebSocketHost> host_;
    quint16 port_ = 0;
    nlohmann::json description_;
};

std::string hashOf(const Match& match) {
    return formatStateHash(stateHash(match.shared().state()));
}

TEST_F(MatchConnectionTest, AJoiningProgramGetsTheGameAndBothPlayItToTheSameEnd) {
    auto prussia = matchOf(description_, 0, true);
    MatchConnection atHost(*prussia, 0, std::move(host_), kName,
                           MatchInvitation{description_, "prussia"});
    atHost.start();

    auto guest = std::make_unique<net::WebSocketGuest>(url());
    net::WebSocketGuest* opening = guest.get();
    MatchJoining joining(std::move(guest), kName);
    std::unique_ptr<Match> austria;
    std::unique_ptr<MatchConnection> atGuest;
    QObject::connect(&joining, &MatchJoining::invited,
                     [&](const nlohmann::json& invitation, const QString& hostSide) {
                         EXPECT_EQ(hostSide.toStdString(), "prussia");
                         austria = matchOf(invitation, 1, true);
                         MatchJoining::HandedLink handed = joining.takeLink();
                         atGuest = std::make_unique<MatchConnection>(*austria, 1,
                                                                     std::move(handed.link), kName);
                         atGuest->start(handed.earlier);
                     });
    joining.start();
    opening->open();

    ASSERT_TRUE(waitUntil(
        [&] {
            return austria && prussia->isOver() && austria->isOver() &&
                   atHost.acknowledged() == prussia->ledger(0).size() &&
                   atGuest->acknowledged() == austria->ledger(1).size();
        },
        std::chrono::seconds(120)))
        << "Prussia at bound " << prussia->shared().state().bound();
    EXPECT_EQ(hashOf(*prussia), hashOf(*austria));
    EXPECT_EQ(prussia->outcome(), austria->outcome());
    EXPECT_GT(prussia->shared().state().bound(), 3) << prussia->outcome();
    EXPECT_EQ(prussia->ledger(1).size(), austria->ledger(1).size());
    EXPECT_EQ(prussia->ledger(0).size(), austria->ledger(0).size());
    EXPECT_FALSE(atHost.isStopped());
    EXPECT_FALSE(atGuest->isStopped());
}

TEST_F(MatchConnectionTest, AMessageSignedWithAnotherNameIsToldOnceAndChangesNothing) {
    auto prussia = matchOf(description_, 0, false);
    MatchConnection atHost(*prussia, 0, std::move(host_), kName);
    std::vector<QString> dropped;
    QObject::connect(&atHost, &MatchConnection::messageDropped,
                     [&](const QString& why) { dropped.push_back(why); });
    atHost.start();
    const std::size_t entries = prussia->ledger(0).size();

    auto austria = matchOf(description_, 1, false);
    net::WebSocketGuest stranger(url());
    LinkRecorder heard(stranger);
    stranger.open();
    // The host's hello and its entries come first.
    ASSERT_TRUE(waitUntil([&] { return heard.received.size() >= 2; }));
    const std::size_t before = heard.received.size();
    MatchMessage entriesOfAustria;
    entriesOfAustria.kind = MatchMessage::Kind::Entries;
    entriesOfAustria.gameId = austria->gameId();
    entriesOfAustria.from = "austria";
    entriesOfAustria.lines = austria->linesNotSeen();
    for (int i = 0; i < 3; ++i) {
        stranger.send(
            QByteArray::fromStdString(encodeMessage(entriesOfAustria, liveKeyOf("another name"))));
    }
    stranger.send("not a message at all");
    // Then a hello signed rightly: its answer comes after all of them were read.
    MatchMessage hello;
    hello.gameId = austria->gameId();
    hello.from = "austria";
    stranger.send(QByteArray::fromStdString(encodeMessage(hello, liveKeyOf(kName))));
    ASSERT_TRUE(waitUntil([&] { return heard.received.size() > before; }));

    ASSERT_EQ(dropped.size(), 2U);
    EXPECT_TRUE(dropped[0].contains(QStringLiteral("not signed with this game's name")))
        << dropped[0].toStdString();
    EXPECT_EQ(prussia->ledger(1).size(), 0U);
    EXPECT_EQ(prussia->ledger(0).size(), entries);
    EXPECT_FALSE(atHost.isStopped());
}

TEST_F(MatchConnectionTest, EntriesTheGameRefusesStopTheExchange) {
    auto prussia = matchOf(description_, 0, false);
    MatchConnection atHost(*prussia, 0, std::move(host_), kName);
    std::vector<QString> stops;
    int changes = 0;
    QObject::connect(&atHost, &MatchConnection::stopped,
                     [&](const QString& why) { stops.push_back(why); });
    QObject::connect(&atHost, &MatchConnection::changed, [&] { ++changes; });
    atHost.start();

    auto austria = matchOf(description_, 1, false);
    net::WebSocketGuest other(url());
    other.open();
    ASSERT_TRUE(waitUntil([&] { return other.isConnected(); }));
    MatchMessage message;
    message.kind = MatchMessage::Kind::Entries;
    message.gameId = austria->gameId();
    message.from = "austria";
    message.lines = austria->linesNotSeen();
    ASSERT_FALSE(message.lines.empty());
    const std::vector<std::string> good = message.lines;
    std::string& changed = message.lines.front();
    const std::size_t at = changed.find("\"prev\":\"") + 8;
    changed[at] = changed[at] == '0' ? '1' : '0';
    other.send(QByteArray::fromStdString(encodeMessage(message, liveKeyOf(kName))));
    ASSERT_TRUE(waitUntil([&] { return !stops.empty(); }));
    EXPECT_TRUE(stops.front().contains(QString::fromLatin1(MatchConnection::kSource)))
        << stops.front().toStdString();
    EXPECT_TRUE(stops.front().contains(QStringLiteral("entry"))) << stops.front().toStdString();
    EXPECT_EQ(prussia->ledger(1).size(), 0U);
    EXPECT_TRUE(atHost.isStopped());

    // Nothing is taken afterwards, not even the entries as they were.
    message.lines = good;
    other.send(QByteArray::fromStdString(encodeMessage(message, liveKeyOf(kName))));
    QTest::qWait(200);
    EXPECT_EQ(prussia->ledger(1).size(), 0U);
    EXPECT_EQ(changes, 0);
    EXPECT_EQ(stops.size(), 1U);
}

}  // namespace
}  // namespace adjutant::testing
