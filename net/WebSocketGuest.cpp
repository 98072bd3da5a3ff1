#include "net/WebSocketGuest.h"

#include "net/Heartbeat.h"

#include <QWebSocket>

#include <utility>

namespace adjutant::net {

WebSocketGuest::WebSocketGuest(QUrl url, QObject* parent) : GameLink(parent), url_(std::move(url)) {
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &WebSocketGuest::attempt);
    attemptTimer_.setSingleShot(true);
    connect(&attemptTimer_, &QTimer::timeout, this, [this] {
        if (socket_ && !connected_) {
            // Ends the attempt through attemptEnded, as a refused connection does.
            attemptTimedOut_ = true;
            socket_->abort();
        }
    });
}

WebSocketGuest::~WebSocketGuest() {
    releaseSocket(Release::Abort);
}

void WebSocketGuest::open() {
    if (opened_ || closed_) {
        return;
    }
    opened_ = true;
    const QString scheme = url_.scheme();
    if (!url_.isValid() || (scheme != QLatin1String("ws") && scheme != QLatin1String("wss")) ||
        url_.host().isEmpty()) {
        // Queued like every other signal of the link, so that open() never calls back.
        const QString error =
            tr("'%1' is not the address of a game host (ws://address:port)").arg(url_.toString());
        QMetaObject::invokeMethod(
            this,
            [this, error] {
                if (!closedByCaller_) {
                    emit failed(error);
                }
            },
            Qt::QueuedConnection);
        closed_ = true;
        return;
    }
    retryTimer_.start(0);
}

void WebSocketGuest::send(const QByteArray& message, const QString& retainKey) {
    if (!admitOutgoing(message, closed_)) {
        return;
    }
    if (connected_ && socket_) {
        socket_->sendBinaryMessage(message);
    } else if (!pending_.push({message, retainKey})) {
        emit refused(tr("too much is waiting for the host already"));
    }
}

bool WebSocketGuest::isConnected() const {
    return connected_;
}

QString WebSocketGuest::describe() const {
    if (closed_) {
        return tr("closed");
    }
    if (connected_) {
        return tr("connected to %1").arg(where());
    }
    return tr("trying to reach the host at %1").arg(where());
}

void WebSocketGuest::close() {
    closed_ = true;
    closedByCaller_ = true;
    retryTimer_.stop();
    attemptTimer_.stop();
    releaseSocket(Release::Close);
    pending_.clear();
}

void WebSocketGuest::attempt() {
    if (closed_) {
        return;
    }
    releaseSocket(Release::Abort);
    attemptTimedOut_ = false;
    auto* socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
    socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
    connect(socket, &QWebSocket::connected, this, [this, socket] { attemptConnected(socket); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, &GameLink::received);
    connect(socket, &QWebSocket::textMessageReceived, this, [this] {
        emit dropped(tr("the host sent text where only whole game messages belong"));
    });
    // A refused or unreachable address ends in an error without `disconnected`, a
    // lost connection in `disconnected`, sometimes after an error: both lead here.
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { attemptEnded(socket); });
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    connect(socket, &QWebSocket::errorOccurred, this, [this, socket] { attemptEnded(socket); });
#else
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket] { attemptEnded(socket); });
#endif
    socket_ = socket;
    attemptTimer_.start(kAttemptTimeoutMs);
    socket->open(url_);
}

void WebSocketGuest::attemptConnected(QWebSocket* socket) {
    if (socket != socket_) {
        return;
    }
    attemptTimer_.stop();
    new Heartbeat(socket);
    connected_ = true;
    backoff_.reset();
    for (const OutgoingMessage& kept : pending_.takeAll()) {
        socket->sendBinaryMessage(kept.message);
    }
    emit connected();
}

void WebSocketGuest::attemptEnded(QWebSocket* socket) {
    if (socket != socket_ || closed_) {
        return;
    }
    const bool wasConnected = std::exchange(connected_, false);
    attemptTimer_.stop();
    const bool tooBig = socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData;
    QString why;
    if (tooBig) {
        why = tr("the host sent a message larger than %1 bytes").arg(kMaxMessageBytes);
    } else if (wasConnected) {
        why = tr("lost the connection to %1").arg(where());
        if (!socket->closeReason().isEmpty()) {
            why += QStringLiteral(": ") + socket->closeReason();
        }
    } else if (attemptTimedOut_) {
        why = tr("the host at %1 does not answer").arg(where());
    } else {
        why = tr("cannot reach the host at %1: %2").arg(where(), socket->errorString());
    }
    releaseSocket(Release::Abort);
    retryTimer_.start(backoff_.next());
    if (tooBig) {
        emit dropped(why);
    }
    // A slot of `dropped` may have closed the link, and nothing follows close().
    if (!closed_) {
        emit disconnected(why);
    }
}

void WebSocketGuest::releaseSocket(Release how) {
    QWebSocket* old = std::exchange(socket_, nullptr);
    connected_ = false;
    if (!old) {
        return;
    }
    old->disconnect(this);
    if (how == Release::Close && old->state() == QAbstractSocket::ConnectedState) {
        // Deleted once closed, so that the host reads why; its Heartbeat ends a silent close.
        connect(old, &QWebSocket::disconnected, old, &QObject::deleteLater);
        old->close(QWebSocketProtocol::CloseCodeNormal, tr("the other player left the game"));
        return;
    }
    old->abort();
    old->deleteLater();
}

QString WebSocketGuest::where() const {
    const int defaultPort = url_.scheme() == QLatin1String("wss") ? 443 : 80;
    return QStringLiteral("%1:%2").arg(url_.host()).arg(url_.port(defaultPort));
}

}  // namespace adjutant::net
