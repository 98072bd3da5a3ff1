#pragma once

#include "net/GameLink.h"
#include "net/OutgoingQueue.h"

#include <QHostAddress>
#include <QPointer>
#include <QWebSocketServer>

class QWebSocket;
class QWebSocketCorsAuthenticator;

namespace adjutant::net {

/// The side of a direct game that listens (plain ws://, no TLS: the layer above
/// authenticates every entry). One peer at a time: a new connection replaces the
/// old one, which is closed, so a player whose line dropped simply comes back.
class WebSocketHost final : public GameLink {
    Q_OBJECT
  public:
    /// `port` 0 picks a free port (see port() after listen()).
    WebSocketHost(QHostAddress address, quint16 port, QObject* parent = nullptr);
    ~WebSocketHost() override;

    /// Starts listening; on failure (port in use, address not on this computer)
    /// sets `error`, emits `failed` with it and returns false.
    bool listen(QString& error);
    /// The port listened on, once listen() has succeeded; else the one asked for.
    quint16 port() const;

    void send(const QByteArray& message, const QString& retainKey = {}) override;
    bool isConnected() const override;
    QString describe() const override;
    void close() override;

  private:
    void acceptPending();
    void adopt(QWebSocket* socket);
    void peerGone(QWebSocket* socket);
    /// Lets go of the current peer without a signal: closes it with `reason`.
    void releasePeer(const QString& reason);
    void vetOrigin(QWebSocketCorsAuthenticator* authenticator);

    QHostAddress address_;
    quint16 requestedPort_;
    QWebSocketServer server_;
    QPointer<QWebSocket> peer_;
    OutgoingQueue pending_;
    bool closed_ = false;
};

}  // namespace adjutant::net
