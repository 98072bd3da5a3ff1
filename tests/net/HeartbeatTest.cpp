// A connection whose other end has gone silent (no FIN, no answer to pings) is
// ended by the Heartbeat, so that the guest reconnects instead of sending into it.

#include "NetTestSupport.h"

#include "net/Heartbeat.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>

#include <chrono>

namespace adjutant::testing {
namespace {

using namespace std::chrono_literals;

// Answers the WebSocket handshake by hand and then never says a word again, not
// even to a ping (a Qt peer would answer pings by itself).
class SilentHost {
  public:
    SilentHost() {
        QObject::connect(&server_, &QTcpServer::newConnection, &server_, [this] {
            while (QTcpSocket* peer = server_.nextPendingConnection()) {
                QObject::connect(peer, &QTcpSocket::readyRead, peer, [peer] { answer(peer); });
            }
        });
        server_.listen(QHostAddress::LocalHost, 0);
    }
    quint16 port() const { return server_.serverPort(); }

  private:
    static void answer(QTcpSocket* peer) {
        const QByteArray request = peer->readAll();
        if (peer->property("answered").toBool()) {
            return;  // pings and everything else: silence
        }
        const QRegularExpression keyLine(QStringLiteral("Sec-WebSocket-Key: *([^\\r\\n]+)"),
                                         QRegularExpression::CaseInsensitiveOption);
        const auto match = keyLine.match(QString::fromLatin1(request));
        if (!match.hasMatch()) {
            return;
        }
        const QByteArray accept =
            QCryptographicHash::hash(
                match.captured(1).toLatin1() + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11",
                QCryptographicHash::Sha1)
                .toBase64();
        peer->write(
            "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Accept: " +
            accept + "\r\n\r\n");
        peer->setProperty("answered", true);
    }

    QTcpServer server_;
};

class HeartbeatTest : public NetTest {};

TEST_F(HeartbeatTest, EndsAConnectionWhoseOtherEndIsSilent) {
    SilentHost host;
    QWebSocket socket;
    bool opened = false;
    bool ended = false;
    QObject::connect(&socket, &QWebSocket::connected, &socket, [&] {
        opened = true;
        new net::Heartbeat(&socket, 50ms, 400ms);
    });
    QObject::connect(&socket, &QWebSocket::disconnected, &socket, [&] { ended = true; });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(host.port())));
    ASSERT_TRUE(waitUntil([&] { return opened; }));
    ASSERT_TRUE(waitUntil([&] { return ended; }));
}

}  // namespace
}  // namespace adjutant::testing
