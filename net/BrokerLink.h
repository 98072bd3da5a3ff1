#pragma once

#include "net/Backoff.h"
#include "net/GameLink.h"
#include "net/OutgoingQueue.h"

#include <QTimer>

#include <functional>
#include <memory>

class QHostAddress;
class QHostInfo;
class QSocketNotifier;
struct mosquitto;
struct mosquitto_message;

namespace adjutant::net {

/// A game carried by an MQTT broker (mosquitto) that both programs connect to
/// outward. It subscribes to `topicBase/#` (QoS 1) and publishes to
/// `topicBase/<retainKey>` retained, or to `topicBase/live` not retained. Every
/// message under the topic comes out of `received`, this program's own included:
/// the layer above deduplicates.
///
/// libmosquitto is driven from the Qt event loop (QSocketNotifier on its socket, a
/// timer for its keepalive), never from a thread of its own: its own loop thread
/// resolves names and connects blocking, and could hold the program's exit for
/// minutes behind an address that does not answer. Here the name is resolved by
/// QHostInfo, the connection made without blocking, and destruction is immediate.
/// Its callbacks only queue work for the event loop, so no signal is emitted while
/// libmosquitto is on the stack.
///
/// The session is clean (the broker holds no queue for this client): a program that
/// joins late gets every retained message on subscribing, which is all it needs.
class BrokerLink final : public GameLink {
    Q_OBJECT
  public:
    static constexpr int kKeepaliveSeconds = 10;
    /// How long resolving, connecting and subscribing may take before the attempt
    /// counts as failed and another one is made.
    static constexpr int kAttemptTimeoutMs = 15000;

    /// `clientId` must differ between programs (the broker drops the older of two
    /// clients with one id); empty lets libmosquitto make a random one.
    BrokerLink(QString host, int port, QString topicBase, QString clientId,
               QObject* parent = nullptr);
    ~BrokerLink() override;

    /// Starts connecting, from the event loop: connect to the signals first. A host,
    /// port or topic that cannot work emits `failed`.
    void open();
    QString topicBase() const { return topicBase_; }

    void send(const QByteArray& message, const QString& retainKey = {}) override;
    bool isConnected() const override;
    QString describe() const override;
    void close() override;

  private:
    enum class Stage { Idle, Resolving, Connecting, Ready, Waiting, Closed };

    static void onConnect(mosquitto* client, void* self, int code);
    static void onSubscribe(mosquitto* client, void* self, int mid, int count, const int* granted);
    static void onMessage(mosquitto* client, void* self, const mosquitto_message* message);
    static void onDisconnect(mosquitto* client, void* self, int code);

    void attempt();
    void resolved(const QHostInfo& info);
    void connectTo(const QHostAddress& address);
    void becomeReady(quint64 generation);
    /// After every call into libmosquitto: follows its socket, notices a lost one.
    void afterIo(int code, int error);
    void watchSocket();
    void unwatchSocket();
    void connectionEnded(int code, int error);
    void retryLater(const QString& why);
    void publishNow(const OutgoingMessage& message);
    /// Closes the link and, from the event loop, tells why with `failed`.
    void fail(const QString& error);
    /// Everything close() does but keeping quiet: fail() still has to speak.
    void shutDown();
    void abortLookup();
    void post(std::function<void()> work);
    QString where() const;

    QString host_;
    int port_;
    QString topicBase_;
    QString clientId_;
    mosquitto* client_ = nullptr;
    Stage stage_ = Stage::Idle;
    // Set by close() only: nothing queued before it may come out after it.
    bool closedByCaller_ = false;
    // Tells a queued SUBACK from an older connection apart from the current one.
    quint64 generation_ = 0;
    int subscribeMid_ = 0;
    int connackCode_ = 0;
    int disconnectCode_ = 0;
    int lookupId_ = -1;
    int addressIndex_ = 0;
    std::unique_ptr<QSocketNotifier> readNotifier_;
    std::unique_ptr<QSocketNotifier> writeNotifier_;
    // Children, so that moveToThread takes them along.
    QTimer keepaliveTimer_{this};
    QTimer retryTimer_{this};
    QTimer attemptTimer_{this};
    Backoff backoff_;
    OutgoingQueue pending_;
};

}  // namespace adjutant::net
