#pragma once

// The transports that carry one two-player game between two programs. They move
// whole messages (opaque byte arrays) and know nothing of what is in them: the
// layer above (core/) chains, deduplicates and authenticates the entries, so a
// transport may deliver a message twice but never a part of one.
//
// - WebSocketHost: one program listens (Qt WebSockets, plain ws://) and takes one
//   peer at a time; a new connection replaces the old one, so a player whose line
//   dropped simply comes back.
// - WebSocketGuest: the other program connects to the host's ws:// address and
//   tries again by itself (250 ms doubling to 5 s) whenever the line drops.
// - BrokerLink: both programs connect outward to an MQTT broker (mosquitto), for
//   players behind routers that no one can connect into. Messages given a retain
//   key stay on the broker, so a program that joins late still receives them.
//
// Every message is at most kMaxMessageBytes (4 MiB, far above a whole saved game):
// a bigger outgoing one is refused (signal `refused`, nothing sent), a bigger
// incoming one is thrown away (signal `dropped`) before it reaches `received`.
// Messages sent while not connected are kept, in order, up to kMaxPendingBytes.
// A link lives in one thread, like any QObject, and all its signals come from there.

#include <QByteArray>
#include <QObject>
#include <QString>

namespace adjutant::net {

inline constexpr qsizetype kMaxMessageBytes = qsizetype{4} * 1024 * 1024;
// What a link keeps for the other side while it is away: a whole game's entries
// several times over, yet a bound on what a link that never connects can hold.
inline constexpr qsizetype kMaxPendingBytes = qsizetype{64} * 1024 * 1024;

class GameLink : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;
    ~GameLink() override;

    /// Sends one whole message to the other program. `retainKey`, when not empty,
    /// names the message for good (e.g. "prussia/17"): a broker keeps it so that a
    /// program connecting later still receives it; a direct link ignores it.
    /// Messages sent while not connected are kept (in order) and sent on connection.
    virtual void send(const QByteArray& message, const QString& retainKey = {}) = 0;
    virtual bool isConnected() const = 0;
    /// Where the link is, in plain words for a player: "waiting for the other player on
    /// port 7300", "connected to 192.168.1.5:7300", "connected to the broker at
    /// broker.example.org:1883".
    virtual QString describe() const = 0;
    /// Closes the link for good (no reconnection). No signal follows it.
    virtual void close() = 0;

  signals:
    void received(const QByteArray& message);
    void connected();
    /// The link was lost or an attempt to make it failed; where the link reconnects
    /// (guest, broker) it tries again by itself, a host waits for the peer to return.
    void disconnected(const QString& why);
    /// Cannot go on (port in use, bad address, refused by the broker): nothing more
    /// will happen on this link.
    void failed(const QString& error);
    /// An outgoing message was not sent and will not be (too big, link closed, too
    /// much kept while disconnected). The link itself goes on.
    void refused(const QString& why);
    /// An incoming message was too big and was thrown away. The broker link goes on;
    /// a WebSocket connection is closed by Qt (close code 1009) and made again.
    void dropped(const QString& why);

  protected:
    /// Emits `refused` and returns false when `message` may not be sent at all.
    bool admitOutgoing(const QByteArray& message, bool closed);
};

}  // namespace adjutant::net
