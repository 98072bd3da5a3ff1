#include "net/Heartbeat.h"

#include <QWebSocket>

namespace adjutant::net {

Heartbeat::Heartbeat(QWebSocket* socket, std::chrono::milliseconds pingEvery,
                     std::chrono::milliseconds silence)
    : QObject(socket), socket_(socket), silence_(silence) {
    sinceHeard_.start();
    // Any frame counts, so that a long message arriving slowly is not taken for silence.
    const auto heard = [this] { sinceHeard_.restart(); };
    connect(socket, &QWebSocket::pong, this, heard);
    connect(socket, &QWebSocket::binaryFrameReceived, this, heard);
    connect(socket, &QWebSocket::textFrameReceived, this, heard);
    connect(&timer_, &QTimer::timeout, this, &Heartbeat::beat);
    timer_.start(pingEvery);
}

void Heartbeat::beat() {
    if (socket_->state() != QAbstractSocket::ConnectedState) {
        return;
    }
    if (sinceHeard_.elapsed() > silence_.count()) {
        // abort(), not close(): a closing handshake would wait for the same silent peer.
        socket_->abort();
        return;
    }
    socket_->ping();
}

}  // namespace adjutant::net
