#include "net/BrokerLink.h"

#include <QHostAddress>
#include <QHostInfo>
#include <QSocketNotifier>

#include <mosquitto.h>

#include <cerrno>
#include <system_error>
#include <utility>

namespace adjutant::net {

namespace {

void initialiseLibrary() {
    [[maybe_unused]] static const int once = mosquitto_lib_init();
}

QString errorText(int code, int error) {
    switch (code) {
        case MOSQ_ERR_SUCCESS:
            return BrokerLink::tr("the broker closed the connection");
        case MOSQ_ERR_ERRNO:
            if (error != 0) {
                return QString::fromStdString(std::generic_category().message(error));
            }
            break;
        // libmosquitto 2.0 has no words for this one.
        case MOSQ_ERR_KEEPALIVE:
            return BrokerLink::tr("it stopped answering");
        // What a web proxy or any server that is not a broker leads to.
        case MOSQ_ERR_PROTOCOL:
        case MOSQ_ERR_MALFORMED_PACKET:
            return BrokerLink::tr("what answers there is not an MQTT broker");
        default:
            break;
    }
    return QString::fromUtf8(mosquitto_strerror(code));
}

bool isWildcardFree(const QString& topic) {
    return !topic.contains(u'+') && !topic.contains(u'#') && !topic.contains(QChar(0));
}

// MQTT 3.1.1 CONNACK code 3 is "server unavailable", which may pass; the others
// (protocol, identifier, credentials, authorisation) will not by trying again.
constexpr int kServerUnavailable = 3;

}  // namespace

BrokerLink::BrokerLink(QString host, int port, QString topicBase, QString clientId, QObject* parent)
    : GameLink(parent),
      host_(std::move(host)),
      port_(port),
      topicBase_(std::move(topicBase)),
      clientId_(std::move(clientId)) {
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &BrokerLink::attempt);
    attemptTimer_.setSingleShot(true);
    connect(&attemptTimer_, &QTimer::timeout, this, [this] {
        // The socket, if any, is closed by the next connection attempt.
        abortLookup();
        unwatchSocket();
        retryLater(tr("the broker at %1 does not answer").arg(where()));
    });
    connect(&keepaliveTimer_, &QTimer::timeout, this, [this] {
        const int code = mosquitto_loop_misc(client_);
        afterIo(code, errno);
    });
}

BrokerLink::~BrokerLink() {
    close();
}

void BrokerLink::open() {
    if (stage_ != Stage::Idle) {
        return;
    }
    if (host_.isEmpty() || port_ < 1 || port_ > 65535) {
        return fail(tr("'%1:%2' is not the address of a broker").arg(host_).arg(port_));
    }
    if (topicBase_.isEmpty() || !isWildcardFree(topicBase_)) {
        return fail(tr("'%1' cannot name a game on a broker").arg(topicBase_));
    }
    initialiseLibrary();
    const QByteArray id = clientId_.toUtf8();
    client_ = mosquitto_new(id.isEmpty() ? nullptr : id.constData(), true, this);
    if (!client_) {
        return fail(tr("cannot make a broker client: %1")
                        .arg(QString::fromStdString(std::generic_category().message(errno))));
    }
    // Entries are small messages sent one after another: Nagle's algorithm would
    // hold each behind the acknowledgement of the one before (tens of ms).
    mosquitto_int_option(client_, MOSQ_OPT_TCP_NODELAY, 1);
    mosquitto_connect_callback_set(client_, &BrokerLink::onConnect);
    mosquitto_subscribe_callback_set(client_, &BrokerLink::onSubscribe);
    mosquitto_message_callback_set(client_, &BrokerLink::onMessage);
    mosquitto_disconnect_callback_set(client_, &BrokerLink::onDisconnect);
    stage_ = Stage::Waiting;
    retryTimer_.start(0);
}

void BrokerLink::send(const QByteArray& message, const QString& retainKey) {
    if (!admitOutgoing(message, stage_ == Stage::Closed)) {
        return;
    }
    if (!retainKey.isEmpty() && (!isWildcardFree(retainKey) || retainKey == u"live")) {
        emit refused(tr("'%1' cannot name a message on a broker").arg(retainKey));
        return;
    }
    // An empty retained message is how MQTT erases one: it would not be kept.
    if (!retainKey.isEmpty() && message.isEmpty()) {
        emit refused(tr("an empty message cannot be kept by the broker"));
        return;
    }
    if (stage_ == Stage::Ready) {
        publishNow({message, retainKey});
    } else if (!pending_.push({message, retainKey})) {
        emit refused(tr("too much is waiting for the broker already"));
    }
}

bool BrokerLink::isConnected() const {
    return stage_ == Stage::Ready;
}

QString BrokerLink::describe() const {
    switch (stage_) {
        case Stage::Idle:
            return tr("not connected yet");
        case Stage::Ready:
            return tr("connected to the broker at %1").arg(where());
        case Stage::Closed:
            return tr("closed");
        default:
            return tr("trying to reach the broker at %1").arg(where());
    }
}

void BrokerLink::close() {
    closedByCaller_ = true;
    shutDown();
}

void BrokerLink::shutDown() {
    if (stage_ == Stage::Closed) {
        return;
    }
    stage_ = Stage::Closed;
    retryTimer_.stop();
    attemptTimer_.stop();
    abortLookup();
    unwatchSocket();
    pending_.clear();
    if (client_) {
        // No callback may reach this object from here on, not even from the goodbye.
        mosquitto_user_data_set(client_, nullptr);
        mosquitto_disconnect(client_);
        mosquitto_destroy(std::exchange(client_, nullptr));
    }
}

void BrokerLink::attempt() {
    if (stage_ == Stage::Closed) {
        return;
    }
    stage_ = Stage::Resolving;
    ++generation_;
    attemptTimer_.start(kAttemptTimeoutMs);
    // A literal address needs no lookup (QHostInfo would look up its name instead).
    const QHostAddress literal(host_);
    if (!literal.isNull()) {
        return connectTo(literal);
    }
    lookupId_ = QHostInfo::lookupHost(host_, this, &BrokerLink::resolved);
}

void BrokerLink::resolved(const QHostInfo& info) {
    if (stage_ != Stage::Resolving || info.lookupId() != lookupId_) {
        return;
    }
    lookupId_ = -1;
    const QList<QHostAddress> addresses = info.addresses();
    if (info.error() != QHostInfo::NoError || addresses.isEmpty()) {
        return retryLater(tr("cannot find the broker %1: %2").arg(host_, info.errorString()));
    }
    // Each attempt takes the next address: one that does not answer is not tried for ever.
    connectTo(addresses[addressIndex_++ % addresses.size()]);
}

void BrokerLink::connectTo(const QHostAddress& address) {
    stage_ = Stage::Connecting;
    connackCode_ = 0;
    disconnectCode_ = 0;
    // libmosquitto closes the previous socket first; its notifiers must not outlive it.
    unwatchSocket();
    errno = 0;
    const int code = mosquitto_connect_async(client_, address.toString().toUtf8().constData(),
                                             port_, kKeepaliveSeconds);
    const int error = errno;
    if (code != MOSQ_ERR_SUCCESS) {
        return retryLater(
            tr("cannot reach the broker at %1: %2").arg(where(), errorText(code, error)));
    }
    watchSocket();
    afterIo(code, error);
}

void BrokerLink::becomeReady(quint64 generation) {
    if (generation != generation_ || stage_ != Stage::Connecting) {
        return;
    }
    stage_ = Stage::Ready;
    attemptTimer_.stop();
    backoff_.reset();
    for (OutgoingMessage& kept : pending_.takeAll()) {
        // A connection lost on the way keeps the rest for the next one.
        if (stage_ == Stage::Ready) {
            publishNow(kept);
        } else {
            pending_.push(std::move(kept));
        }
    }
    if (stage_ == Stage::Ready) {
        emit connected();
    }
}

void BrokerLink::connectionEnded(int code, int error) {
    const bool wasReady = stage_ == Stage::Ready;
    if (connackCode_ != 0 && connackCode_ != kServerUnavailable) {
        const QString why =
            tr("the broker at %1 refused the connection: %2")
                .arg(where(), QString::fromUtf8(mosquitto_connack_string(connackCode_)));
        return fail(why);
    }
    const QString reason = errorText(code != MOSQ_ERR_SUCCESS ? code : disconnectCode_, error);
    retryLater(wasReady ? tr("lost the broker at %1: %2").arg(where(), reason)
                        : tr("cannot reach the broker at %1: %2").arg(where(), reason));
}

void BrokerLink::retryLater(const QString& why) {
    stage_ = Stage::Waiting;
    ++generation_;
    attemptTimer_.stop();
    retryTimer_.start(backoff_.next());
    post([this, why] { emit disconnected(why); });
}

void BrokerLink::publishNow(const OutgoingMessage& message) {
    const QString topic =
        topicBase_ + u'/' +
        (message.retainKey.isEmpty() ? QStringLiteral("live") : message.retainKey);
    const bool retain = !message.retainKey.isEmpty();
    errno = 0;
    const int code = mosquitto_publish(client_, nullptr, topic.toUtf8().constData(),
                                       static_cast<int>(message.message.size()),
                                       message.message.constData(), 1, retain);
    const int error = errno;
    if (code == MOSQ_ERR_NO_CONN || code == MOSQ_ERR_CONN_LOST || code == MOSQ_ERR_ERRNO) {
        // The connection went under it: sent again on the next one (twice at worst).
        pending_.push(message);
    } else if (code != MOSQ_ERR_SUCCESS) {
        emit refused(tr("the broker link cannot send a message: %1").arg(errorText(code, error)));
        return;
    }
    afterIo(MOSQ_ERR_SUCCESS, error);
}

void BrokerLink::fail(const QString& error) {
    shutDown();
    post([this, error] { emit failed(error); });
}

// Queued so that no slot runs while libmosquitto or a caller of this link is on the
// stack; a queued call dies with the object, so none arrives after destruction.
void BrokerLink::post(std::function<void()> work) {
    QMetaObject::invokeMethod(
        this,
        [this, work = std::move(work)] {
            if (!closedByCaller_) {
                work();
            }
        },
        Qt::QueuedConnection);
}

void BrokerLink::abortLookup() {
    if (lookupId_ >= 0) {
        QHostInfo::abortHostLookup(std::exchange(lookupId_, -1));
    }
}

QString BrokerLink::where() const {
    return QStringLiteral("%1:%2").arg(host_).arg(port_);
}

}  // namespace adjutant::net
