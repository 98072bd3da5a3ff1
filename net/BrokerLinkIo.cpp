// Where a BrokerLink meets libmosquitto: its socket watched from the Qt event
// loop, and its callbacks. libmosquitto calls these from inside
// mosquitto_loop_read and its kin, on the link's own thread; they answer the
// protocol at once (subscribing after CONNACK) and queue everything else for the
// event loop, so that a slot never runs with libmosquitto on the stack.

#include "net/BrokerLink.h"

#include <QSocketNotifier>

#include <mosquitto.h>

#include <cerrno>
#include <utility>

namespace adjutant::net {

void BrokerLink::afterIo(int code, int error) {
    if (stage_ != Stage::Connecting && stage_ != Stage::Ready) {
        return;
    }
    // libmosquitto closes its socket on every error, after its disconnect callback.
    if (mosquitto_socket(client_) < 0 || code != MOSQ_ERR_SUCCESS) {
        unwatchSocket();
        return connectionEnded(code, error);
    }
    if (writeNotifier_) {
        writeNotifier_->setEnabled(mosquitto_want_write(client_));
    }
}

void BrokerLink::watchSocket() {
    const int socket = mosquitto_socket(client_);
    if (socket < 0) {
        return;
    }
    readNotifier_ = std::make_unique<QSocketNotifier>(socket, QSocketNotifier::Read, this);
    connect(readNotifier_.get(), &QSocketNotifier::activated, this, [this] {
        const int code = mosquitto_loop_read(client_, 1);
        afterIo(code, errno);
    });
    writeNotifier_ = std::make_unique<QSocketNotifier>(socket, QSocketNotifier::Write, this);
    connect(writeNotifier_.get(), &QSocketNotifier::activated, this, [this] {
        const int code = mosquitto_loop_write(client_, 1);
        afterIo(code, errno);
    });
    keepaliveTimer_.start(1000);
}

void BrokerLink::unwatchSocket() {
    readNotifier_.reset();
    writeNotifier_.reset();
    keepaliveTimer_.stop();
}

void BrokerLink::onConnect(mosquitto* client, void* self, int code) {
    auto* link = static_cast<BrokerLink*>(self);
    if (!link) {
        return;
    }
    link->connackCode_ = code;
    if (code == 0) {
        // Subscribed again on every connection: the clean session forgets it.
        const QByteArray filter = (link->topicBase_ + QStringLiteral("/#")).toUtf8();
        mosquitto_subscribe(client, &link->subscribeMid_, filter.constData(), 1);
    }
}

void BrokerLink::onSubscribe(mosquitto*, void* self, int mid, int count, const int* granted) {
    auto* link = static_cast<BrokerLink*>(self);
    if (!link || mid != link->subscribeMid_) {
        return;
    }
    // 0x80 is the broker's refusal of the subscription.
    if (count < 1 || granted[0] == 0x80) {
        const QString why =
            tr("the broker at %1 refuses the game's topic %2").arg(link->where(), link->topicBase_);
        return link->post([link, why] {
            link->shutDown();
            emit link->failed(why);
        });
    }
    link->post([link, generation = link->generation_] { link->becomeReady(generation); });
}

void BrokerLink::onMessage(mosquitto*, void* self, const mosquitto_message* message) {
    auto* link = static_cast<BrokerLink*>(self);
    if (!link) {
        return;
    }
    // libmosquitto has read it whole already; the bound keeps it from the layer above.
    if (message->payloadlen > kMaxMessageBytes) {
        const QString why = tr("the broker delivered a message of %1 bytes, larger than %2")
                                .arg(message->payloadlen)
                                .arg(kMaxMessageBytes);
        return link->post([link, why] { emit link->dropped(why); });
    }
    QByteArray bytes(static_cast<const char*>(message->payload), message->payloadlen);
    link->post([link, bytes = std::move(bytes)] { emit link->received(bytes); });
}

void BrokerLink::onDisconnect(mosquitto*, void* self, int code) {
    if (auto* link = static_cast<BrokerLink*>(self)) {
        // Only remembered for the words: afterIo notices the closed socket.
        link->disconnectCode_ = code;
    }
}

}  // namespace adjutant::net
