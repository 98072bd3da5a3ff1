// The direct transport: a WebSocketHost and a WebSocketGuest on the loopback,
// with real sockets and the real event loop.

#include "NetTestSupport.h"

#include "net/WebSocketGuest.h"
#include "net/WebSocketHost.h"

#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

namespace adjutant::testing {
namespace {

using net::WebSocketGuest;
using net::WebSocketHost;

QUrl urlFor(quint16 port) {
    return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port));
}

std::unique_ptr<WebSocketHost> listeningHost(quint16 port = 0) {
    auto host = std::make_unique<WebSocketHost>(QHostAddress::LocalHost, port);
    QString error;
    EXPECT_TRUE(host->listen(error)) << error.toStdString();
    return host;
}

class WebSocketLinkTest : public NetTest {};

TEST_F(WebSocketLinkTest, HostAndGuestExchangeMessagesBothWaysInOrder) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    EXPECT_EQ(
        host->describe().toStdString(),
        QStringLiteral("waiting for the other player on port %1").arg(host->port()).toStdString());
    WebSocketGuest guest(urlFor(host->port()));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return guest.isConnected() && host->isConnected(); }));
    EXPECT_EQ(guest.describe().toStdString(),
              QStringLiteral("connected to 127.0.0.1:%1").arg(host->port()).toStdString());
    EXPECT_TRUE(host->describe().startsWith(QStringLiteral("connected to 127.0.0.1:")));

    std::vector<QByteArray> fromHost;
    std::vector<QByteArray> fromGuest;
    for (int i = 0; i < 12; ++i) {
        // Every fourth one several hundred KB, as a whole saved game would be.
        const qsizetype size = i % 4 == 3 ? 300'000 + i * 40'000 : 10 + i;
        fromHost.push_back(patterned(size, i));
        fromGuest.push_back(patterned(size, 100 + i));
        host->send(fromHost.back());
        guest.send(fromGuest.back(), QStringLiteral("ignored/%1").arg(i));
    }
    ASSERT_TRUE(waitUntil([&] {
        return atGuest.received.size() == fromHost.size() &&
               atHost.received.size() == fromGuest.size();
    }));
    EXPECT_EQ(atGuest.received, fromHost);
    EXPECT_EQ(atHost.received, fromGuest);
    EXPECT_EQ(atHost.connects, 1);
    EXPECT_EQ(atGuest.connects, 1);
    EXPECT_TRUE(atHost.disconnects.empty());
    EXPECT_TRUE(atGuest.failures.empty());
}

TEST_F(WebSocketLinkTest, GuestComesBackToANewHostOnTheSamePortWithWhatWasSentMeanwhile) {
    auto host = listeningHost();
    const quint16 port = host->port();
    WebSocketGuest guest(urlFor(port));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return guest.isConnected() && host->isConnected(); }));

    host.reset();
    ASSERT_TRUE(waitUntil([&] { return !atGuest.disconnects.empty(); }));
    EXPECT_FALSE(guest.isConnected());
    EXPECT_TRUE(guest.describe().startsWith(QStringLiteral("trying to reach the host at")));
    const std::vector<QByteArray> meanwhile = {"one", patterned(400'000, 2), "three"};
    for (const QByteArray& message : meanwhile) {
        guest.send(message);
    }

    auto newHost = listeningHost(port);
    LinkRecorder atNewHost(*newHost);
    ASSERT_TRUE(waitUntil([&] { return atNewHost.received.size() == meanwhile.size(); }));
    EXPECT_EQ(atNewHost.received, meanwhile);
    EXPECT_TRUE(guest.isConnected());
    EXPECT_EQ(atGuest.connects, 2);

    newHost->send("after the break");
    ASSERT_TRUE(waitUntil([&] { return atGuest.received.size() == 1; }));
    EXPECT_EQ(atGuest.received.front(), QByteArray("after the break"));
    EXPECT_TRUE(atGuest.failures.empty());
}

TEST_F(WebSocketLinkTest, HostKeepsWhatItSendsBeforeTheGuestArrives) {
    auto host = listeningHost();
    host->send("waiting one");
    host->send("waiting two");
    WebSocketGuest guest(urlFor(host->port()));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return atGuest.received.size() == 2; }));
    EXPECT_EQ(atGuest.received, (std::vector<QByteArray>{"waiting one", "waiting two"}));
}

TEST_F(WebSocketLinkTest, SecondGuestTakesTheFirstOnesPlace) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    WebSocketGuest first(urlFor(host->port()));
    LinkRecorder atFirst(first);
    first.open();
    ASSERT_TRUE(waitUntil([&] { return first.isConnected() && host->isConnected(); }));

    // Left alone, the first guest would come back and take the seat again.
    QObject::connect(&first, &net::GameLink::disconnected, &first, [&first] { first.close(); });
    WebSocketGuest second(urlFor(host->port()));
    LinkRecorder atSecond(second);
    second.open();
    ASSERT_TRUE(waitUntil([&] { return second.isConnected() && atHost.connects == 2; }));
    ASSERT_TRUE(waitUntil([&] { return !atFirst.disconnects.empty(); }));
    EXPECT_TRUE(atFirst.disconnects.front().contains(QStringLiteral("took this one's place")))
        << atFirst.disconnects.front().toStdString();
    EXPECT_EQ(atHost.disconnects.size(), 1U);

    host->send("to the second");
    second.send("from the second");
    ASSERT_TRUE(
        waitUntil([&] { return atSecond.received.size() == 1 && atHost.received.size() == 1; }));
    EXPECT_EQ(atSecond.received.front(), QByteArray("to the second"));
    EXPECT_EQ(atHost.received.front(), QByteArray("from the second"));
    EXPECT_TRUE(atFirst.received.empty());
    EXPECT_TRUE(host->isConnected());
}

TEST_F(WebSocketLinkTest, OversizedMessageToTheHostIsDroppedAndTheGuestComesBack) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    // A program that ignores the bound, as a broken or hostile one would.
    QWebSocket rogue;
    rogue.open(urlFor(host->port()));
    ASSERT_TRUE(waitUntil([&] { return host->isConnected(); }));
    rogue.sendBinaryMessage(patterned(net::kMaxMessageBytes + 1, 1));
    ASSERT_TRUE(waitUntil([&] { return !atHost.drops.empty(); }));
    EXPECT_TRUE(atHost.received.empty());
    ASSERT_TRUE(waitUntil([&] { return rogue.state() == QAbstractSocket::UnconnectedState; }));
    EXPECT_EQ(rogue.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);

    WebSocketGuest guest(urlFor(host->port()));
    guest.open();
    guest.send("still works");
    ASSERT_TRUE(waitUntil([&] { return atHost.received.size() == 1; }));
    EXPECT_EQ(atHost.received.front(), QByteArray("still works"));
    EXPECT_TRUE(atHost.failures.empty());
}

TEST_F(WebSocketLinkTest, OversizedMessageToTheGuestIsDroppedAndTheGuestReconnects) {
    QWebSocketServer rogueHost(QStringLiteral("rogue"), QWebSocketServer::NonSecureMode);
    ASSERT_TRUE(rogueHost.listen(QHostAddress::LocalHost, 0));
    std::vector<QWebSocket*> peers;
    QObject::connect(&rogueHost, &QWebSocketServer::newConnection, &rogueHost, [&] {
        while (QWebSocket* peer = rogueHost.nextPendingConnection()) {
            peers.push_back(peer);
        }
    });
    WebSocketGuest guest(urlFor(rogueHost.serverPort()));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return peers.size() == 1 && guest.isConnected(); }));
    peers[0]->sendBinaryMessage(patterned(net::kMaxMessageBytes + 1, 2));
    ASSERT_TRUE(waitUntil([&] { return !atGuest.drops.empty(); }));
    ASSERT_TRUE(waitUntil([&] { return peers.size() == 2 && guest.isConnected(); }));
    peers[1]->sendBinaryMessage("small again");
    ASSERT_TRUE(waitUntil([&] { return atGuest.received.size() == 1; }));
    EXPECT_EQ(atGuest.received.front(), QByteArray("small again"));
    EXPECT_TRUE(atGuest.failures.empty());
}

TEST_F(WebSocketLinkTest, OversizedOutgoingMessageIsRefusedAndNothingIsSent) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    WebSocketGuest guest(urlFor(host->port()));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return guest.isConnected(); }));
    guest.send(patterned(net::kMaxMessageBytes + 1, 3));
    ASSERT_EQ(atGuest.refusals.size(), 1U);
    host->send(patterned(net::kMaxMessageBytes + 1, 4));
    ASSERT_EQ(atHost.refusals.size(), 1U);
    // Exactly the bound still goes.
    guest.send(patterned(net::kMaxMessageBytes, 5));
    ASSERT_TRUE(waitUntil([&] { return atHost.received.size() == 1; }));
    EXPECT_EQ(atHost.received.front(), patterned(net::kMaxMessageBytes, 5));
    EXPECT_TRUE(guest.isConnected());
    EXPECT_TRUE(atGuest.disconnects.empty());
}

TEST_F(WebSocketLinkTest, HostOnAPortInUseFails) {
    auto first = listeningHost();
    WebSocketHost second(QHostAddress::LocalHost, first->port());
    LinkRecorder atSecond(second);
    QString error;
    EXPECT_FALSE(second.listen(error));
    EXPECT_TRUE(error.contains(QString::number(first->port()))) << error.toStdString();
    ASSERT_EQ(atSecond.failures.size(), 1U);
    EXPECT_EQ(atSecond.failures.front(), error);
}

TEST_F(WebSocketLinkTest, GuestKeepsTryingUntilAHostListens) {
    const quint16 port = freePort();
    WebSocketGuest guest(urlFor(port));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return atGuest.disconnects.size() >= 2; }));
    EXPECT_TRUE(atGuest.failures.empty());
    EXPECT_TRUE(atGuest.disconnects.front().contains(QStringLiteral("cannot reach the host")))
        << atGuest.disconnects.front().toStdString();
    auto host = listeningHost(port);
    ASSERT_TRUE(waitUntil([&] { return guest.isConnected(); }));
}

TEST_F(WebSocketLinkTest, GuestGivenAnAddressThatIsNotAHostFails) {
    WebSocketGuest guest(QUrl(QStringLiteral("http://127.0.0.1:7300")));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return !atGuest.failures.empty(); }));
    EXPECT_FALSE(guest.isConnected());
    guest.send("nowhere");
    EXPECT_EQ(atGuest.refusals.size(), 1U);
}

TEST_F(WebSocketLinkTest, WebPagesCannotTakeTheSeat) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    QWebSocket page(QStringLiteral("http://some.site.example"));
    bool ended = false;
    QObject::connect(&page, &QWebSocket::disconnected, &page, [&] { ended = true; });
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    QObject::connect(&page, &QWebSocket::errorOccurred, &page, [&] { ended = true; });
#else
    QObject::connect(&page, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), &page,
                     [&] { ended = true; });
#endif
    page.open(urlFor(host->port()));
    ASSERT_TRUE(waitUntil([&] { return ended; }));
    EXPECT_NE(page.state(), QAbstractSocket::ConnectedState);
    EXPECT_EQ(atHost.connects, 0);
    EXPECT_FALSE(host->isConnected());
}

TEST_F(WebSocketLinkTest, ClosedLinksSayNothingMoreAndRefuseToSend) {
    auto host = listeningHost();
    LinkRecorder atHost(*host);
    WebSocketGuest guest(urlFor(host->port()));
    LinkRecorder atGuest(guest);
    guest.open();
    ASSERT_TRUE(waitUntil([&] { return guest.isConnected() && host->isConnected(); }));
    guest.close();
    ASSERT_TRUE(waitUntil([&] { return !host->isConnected(); }));
    host->close();
    QTest::qWait(600);  // past the guest's first retry, had it not been closed
    EXPECT_TRUE(atGuest.disconnects.empty());
    EXPECT_EQ(atGuest.connects, 1);
    guest.send("after the end");
    host->send("after the end");
    EXPECT_EQ(atGuest.refusals.size(), 1U);
    EXPECT_EQ(atHost.refusals.size(), 1U);
    EXPECT_EQ(guest.describe(), QStringLiteral("closed"));
    EXPECT_EQ(host->describe(), QStringLiteral("closed"));
}

}  // namespace
}  // namespace adjutant::testing
