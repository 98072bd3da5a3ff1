#pragma once

#include "net/Backoff.h"
#include "net/GameLink.h"
#include "net/OutgoingQueue.h"

#include <QPointer>
#include <QTimer>
#include <QUrl>

class QWebSocket;

namespace adjutant::net {

/// The side of a direct game that connects to the host (ws://address:port). It
/// never gives up on its own: whenever the connection drops or an attempt fails
/// it tries again after a wait (Backoff), until close().
class WebSocketGuest final : public GameLink {
    Q_OBJECT
  public:
    /// How long one attempt may take before it counts as failed: an address that
    /// swallows packets would otherwise hold the attempt for minutes.
    static constexpr int kAttemptTimeoutMs = 10000;

    explicit WebSocketGuest(QUrl url, QObject* parent = nullptr);
    ~WebSocketGuest() override;

    /// Starts connecting, from the event loop: connect to the signals first. An
    /// address that cannot work (not ws:// or wss://, no host) emits `failed`.
    void open();
    QUrl url() const { return url_; }

    void send(const QByteArray& message, const QString& retainKey = {}) override;
    bool isConnected() const override;
    QString describe() const override;
    void close() override;

  private:
    void attempt();
    void attemptConnected(QWebSocket* socket);
    void attemptEnded(QWebSocket* socket);
    enum class Release { Abort, Close };
    /// Lets go of the current socket without a signal; Close tells the host why.
    void releaseSocket(Release how);
    QString where() const;

    QUrl url_;
    QPointer<QWebSocket> socket_;
    bool connected_ = false;
    bool opened_ = false;
    bool closed_ = false;
    // Set by close() only: the failure of a bad address is told unless close() came first.
    bool closedByCaller_ = false;
    bool attemptTimedOut_ = false;
    Backoff backoff_;
    // Children, so that moveToThread takes them along.
    QTimer retryTimer_{this};
    QTimer attemptTimer_{this};
    OutgoingQueue pending_;
};

}  // namespace adjutant::net
