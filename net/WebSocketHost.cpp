#include "net/WebSocketHost.h"

#include "net/Heartbeat.h"

#include <QWebSocket>
#include <QWebSocketCorsAuthenticator>

#include <utility>

namespace adjutant::net {

namespace {

// A dual-stack listener sees IPv4 peers as "::ffff:192.168.1.5"; players know the
// address without the prefix.
QString plainAddress(const QHostAddress& address) {
    bool isIpv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIpv4);
    return isIpv4 ? QHostAddress(ipv4).toString() : address.toString();
}

}  // namespace

WebSocketHost::WebSocketHost(QHostAddress address, quint16 port, QObject* parent)
    : GameLink(parent),
      address_(std::move(address)),
      requestedPort_(port),
      // A child, so that moveToThread takes it along.
      server_(QStringLiteral("Adjutant"), QWebSocketServer::NonSecureMode, this) {
    connect(&server_, &QWebSocketServer::newConnection, this, &WebSocketHost::acceptPending);
    // Direct: the server asks during the handshake and reads the answer on return.
    connect(&server_, &QWebSocketServer::originAuthenticationRequired, this,
            &WebSocketHost::vetOrigin, Qt::DirectConnection);
}

WebSocketHost::~WebSocketHost() {
    releasePeer(tr("the host closed the game"));
}

bool WebSocketHost::listen(QString& error) {
    if (closed_) {
        error = tr("the link is closed");
        return false;
    }
    if (server_.isListening()) {
        return true;
    }
    if (!server_.listen(address_, requestedPort_)) {
        error = tr("cannot wait for the other player on port %1: %2")
                    .arg(requestedPort_)
                    .arg(server_.errorString());
        emit failed(error);
        return false;
    }
    return true;
}

quint16 WebSocketHost::port() const {
    return server_.isListening() ? server_.serverPort() : requestedPort_;
}

void WebSocketHost::send(const QByteArray& message, const QString& retainKey) {
    if (!admitOutgoing(message, closed_)) {
        return;
    }
    if (peer_) {
        peer_->sendBinaryMessage(message);
    } else if (!pending_.push({message, retainKey})) {
        emit refused(tr("too much is waiting for the other player already"));
    }
}

bool WebSocketHost::isConnected() const {
    return peer_ != nullptr;
}

QString WebSocketHost::describe() const {
    if (closed_) {
        return tr("closed");
    }
    if (peer_) {
        return tr("connected to %1:%2")
            .arg(plainAddress(peer_->peerAddress()))
            .arg(peer_->peerPort());
    }
    if (!server_.isListening()) {
        return tr("not listening yet");
    }
    return tr("waiting for the other player on port %1").arg(server_.serverPort());
}

void WebSocketHost::close() {
    closed_ = true;
    server_.close();
    releasePeer(tr("the host closed the game"));
    pending_.clear();
}

void WebSocketHost::acceptPending() {
    while (QWebSocket* socket = server_.nextPendingConnection()) {
        if (closed_) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        adopt(socket);
    }
}

void WebSocketHost::adopt(QWebSocket* socket) {
    socket->setParent(this);
    // The peer may have gone between the handshake and now; its signal is then past.
    if (socket->state() != QAbstractSocket::ConnectedState) {
        socket->deleteLater();
        return;
    }
    const bool replacing = peer_ != nullptr;
    releasePeer(tr("another connection took this one's place"));
    socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
    socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
    new Heartbeat(socket);
    connect(socket, &QWebSocket::binaryMessageReceived, this, &GameLink::received);
    connect(socket, &QWebSocket::textMessageReceived, this, [this] {
        emit dropped(tr("the other program sent text where only whole game messages belong"));
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { peerGone(socket); });
    peer_ = socket;
    for (const OutgoingMessage& kept : pending_.takeAll()) {
        socket->sendBinaryMessage(kept.message);
    }
    // Both signals, so that every `connected` after the first follows a `disconnected`.
    if (replacing) {
        emit disconnected(tr("the other player connected again"));
        if (peer_ != socket) {
            return;  // a slot closed the link
        }
    }
    emit connected();
}

void WebSocketHost::peerGone(QWebSocket* socket) {
    socket->disconnect(this);
    socket->deleteLater();
    if (socket != peer_) {
        return;
    }
    peer_ = nullptr;
    // Qt closes the connection itself (code 1009) on a message over the bound.
    if (socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData) {
        const QString why =
            tr("the other program sent a message larger than %1 bytes").arg(kMaxMessageBytes);
        emit dropped(why);
        if (!closed_) {
            emit disconnected(why);
        }
        return;
    }
    QString why = tr("the other player's connection ended");
    if (!socket->closeReason().isEmpty()) {
        why += QStringLiteral(": ") + socket->closeReason();
    }
    emit disconnected(why);
}

void WebSocketHost::releasePeer(const QString& reason) {
    QWebSocket* old = std::exchange(peer_, nullptr);
    if (!old) {
        return;
    }
    old->disconnect(this);
    // Deleted once closed, so that the peer reads why; its Heartbeat ends a silent close.
    connect(old, &QWebSocket::disconnected, old, &QObject::deleteLater);
    old->close(QWebSocketProtocol::CloseCodeNormal, reason);
}

// A web page in the host player's browser may open ws://localhost:7300 too, and
// would take the other player's seat; browsers always say where the page came
// from (Origin), the programs never do.
void WebSocketHost::vetOrigin(QWebSocketCorsAuthenticator* authenticator) {
    authenticator->setAllowed(authenticator->origin().isEmpty());
}

}  // namespace adjutant::net
