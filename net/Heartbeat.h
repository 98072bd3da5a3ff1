#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <chrono>

class QWebSocket;

namespace adjutant::net {

/// Watches one WebSocket connection: pings the peer every few seconds and aborts
/// the connection when nothing at all has come back for kSilence. A line that died
/// without a word (a laptop put to sleep, a router restarted) otherwise looks
/// connected for as long as TCP cares to wait, and messages sent into it are lost.
/// A child of the socket it watches, so it goes with it.
class Heartbeat : public QObject {
    Q_OBJECT
  public:
    static constexpr std::chrono::milliseconds kPingEvery{5000};
    /// Generous: the other program's event loop may be busy for a while (loading a
    /// large scenario, the computer's move), and a false alarm costs a reconnection.
    static constexpr std::chrono::milliseconds kSilence{30000};

    explicit Heartbeat(QWebSocket* socket, std::chrono::milliseconds pingEvery = kPingEvery,
                       std::chrono::milliseconds silence = kSilence);

  private:
    void beat();

    QWebSocket* socket_;
    std::chrono::milliseconds silence_;
    QTimer timer_{this};
    QElapsedTimer sinceHeard_;
};

}  // namespace adjutant::net
