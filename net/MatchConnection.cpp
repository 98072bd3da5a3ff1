#include "net/MatchConnection.h"

#include "core/match/Match.h"
#include "net/BrokerLink.h"

#include <QMetaMethod>

#include <algorithm>
#include <utility>

namespace adjutant::net {

namespace {

// Well under a link's kMaxMessageBytes: a line is escaped once more inside the
// signed body, which can nearly double it.
constexpr std::size_t kBatchBytes = 1024 * 1024;

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

}  // namespace

MatchConnection::MatchConnection(Match& match, int sideHere, std::unique_ptr<GameLink> link,
                                 const std::string& gameName,
                                 std::optional<MatchInvitation> invitation, QObject* parent)
    : QObject(parent),
      match_(match),
      side_(sideHere),
      link_(std::move(link)),
      key_(liveKeyOf(gameName)),
      invitation_(std::move(invitation)),
      ownId_(match.sideId(sideHere)),
      otherId_(match.sideId(1 - sideHere)),
      // What the other program is known to hold was sent before (this
      // program's record is written before anything is sent).
      sentUpTo_(match.seenByOther(sideHere)),
      toldSent_(sentUpTo_) {
    connect(link_.get(), &GameLink::connected, this, &MatchConnection::onConnected);
    connect(link_.get(), &GameLink::received, this, &MatchConnection::onReceived);
    connect(link_.get(), &GameLink::disconnected, this,
            [this](const QString& why) { emit linkStateChanged(false, why); });
    connect(link_.get(), &GameLink::failed, this, [this](const QString& error) {
        emit linkStateChanged(false, error);
        stop(tr("the link to the other program cannot go on: %1").arg(error));
    });
    connect(link_.get(), &GameLink::refused, this,
            [this](const QString& why) { drop(tr("a message was not sent: %1").arg(why)); });
    connect(link_.get(), &GameLink::dropped, this,
            [this](const QString& why) { drop(tr("a message was thrown away: %1").arg(why)); });
}

MatchConnection::~MatchConnection() = default;

bool MatchConnection::overBroker() const {
    return qobject_cast<const BrokerLink*>(link_.get()) != nullptr;
}

void MatchConnection::start(const std::vector<QByteArray>& earlier) {
    if (started_) {
        return;
    }
    started_ = true;
    for (const QByteArray& message : earlier) {
        onReceived(message);
    }
    if (invitation_ && overBroker()) {
        // Kept by the broker, so that a program joining at any time finds the game.
        sendInvite(QStringLiteral("invitation"));
    }
    if (link_->isConnected()) {
        onConnected();
    }
    flush();
}

void MatchConnection::flush() {
    if (stopped_ || !started_) {
        return;
    }
    const std::uint64_t size = match_.ledger(side_).size();
    if (sentUpTo_ >= size) {
        return;
    }
    if (overBroker()) {
        for (std::uint64_t n = sentUpTo_ + 1; n <= size; ++n) {
            MatchMessage message = messageOf(MatchMessage::Kind::Entries);
            message.lines.push_back(match_.ledger(side_).line(n));
            send(message, QStringLiteral("%1/%2").arg(fromStd(ownId_)).arg(n));
        }
    } else {
        sendBatches(sentUpTo_ + 1, size);
    }
    sentUpTo_ = size;
    noteSent(size);
}

std::uint64_t MatchConnection::acknowledged() const {
    const std::uint64_t size = match_.ledger(side_).size();
    return std::min(size, std::max(match_.seenByOther(side_), otherHolds_));
}

void MatchConnection::onConnected() {
    emit linkStateChanged(true, link_->describe());
    if (!stopped_ && started_) {
        sendHello();
    }
}

void MatchConnection::onReceived(const QByteArray& bytes) {
    if (stopped_ || !started_) {
        return;
    }
    std::string error;
    const std::optional<MatchMessage> message = decodeMessage(bytes.toStdString(), key_, error);
    if (!message) {
        return drop(tr("a message was ignored: %1").arg(fromStd(error)));
    }
    if (message->from == ownId_) {
        return;  // this program's own, back from the broker
    }
    if (message->gameId.empty()) {
        // A program that has no game yet asks for one.
        if (message->kind == MatchMessage::Kind::Hello && invitation_) {
            sendInvite({});
        }
        return;
    }
    if (message->gameId != match_.gameId()) {
        return drop(tr("messages of another game (%1) under the same name were ignored")
                        .arg(fromStd(message->gameId.substr(0, 8))));
    }
    if (message->from != otherId_) {
        return drop(tr("a message from a side this game does not have (\"%1\") was ignored")
                        .arg(fromStd(message->from)));
    }
    const std::uint64_t before = acknowledged();
    noteHoldings(*message);
    switch (message->kind) {
        case MatchMessage::Kind::Hello:
            onHello(*message);
            break;
        case MatchMessage::Kind::Entries:
            onEntries(*message);
            break;
        case MatchMessage::Kind::Invite:
            break;  // this program has its game already
    }
    if (!stopped_ && acknowledged() > before) {
        emit acknowledgedChanged(acknowledged());
    }
}

void MatchConnection::noteHoldings(const MatchMessage& message) {
    const auto held = message.have.find(ownId_);
    if (held != message.have.end()) {
        otherHolds_ = std::max(otherHolds_, held->second);
    }
}

void MatchConnection::onHello(const MatchMessage& hello) {
    const auto held = hello.have.find(ownId_);
    const std::uint64_t has = held == hello.have.end() ? 0 : held->second;
    const std::uint64_t size = match_.ledger(side_).size();
    if (has < size) {
        sendBatches(has + 1, size);
        sentUpTo_ = std::max(sentUpTo_, size);
        noteSent(size);
    }
}

void MatchConnection::onEntries(const MatchMessage& entries) {
    for (const std::string& line : entries.lines) {
        inbox_.put(line);
    }
    noteArrivals(entries.lines);
    const std::vector<std::string> ready = inbox_.take(holdings());
    if (ready.empty()) {
        return;
    }
    const MatchReceipt receipt = match_.receive(ready, kSource, /*allowNothingNew=*/true);
    if (!receipt.accepted) {
        return stop(fromStd(receipt.error));
    }
    if (receipt.newEntries == 0) {
        return;
    }
    mustTellHoldings_ = true;
    emit changed();
    flush();
    // Nothing this program wrote since carries the news: the other must
    // still learn that its entries arrived.
    if (mustTellHoldings_ && !stopped_) {
        sendHello();
    }
}

void MatchConnection::sendHello() {
    // Kept by a broker too, so that the other finds it when it comes back.
    send(messageOf(MatchMessage::Kind::Hello),
         overBroker() ? QStringLiteral("%1/have").arg(fromStd(ownId_)) : QString());
}

void MatchConnection::sendInvite(const QString& retainKey) {
    MatchMessage invite = messageOf(MatchMessage::Kind::Invite);
    invite.invitation = invitation_->game;
    invite.hostSide = invitation_->hostSide;
    send(invite, retainKey);
}

void MatchConnection::sendBatches(std::uint64_t first, std::uint64_t last) {
    MatchMessage batch = messageOf(MatchMessage::Kind::Entries);
    std::size_t bytes = 0;
    for (std::uint64_t n = first; n <= last; ++n) {
        const std::string& line = match_.ledger(side_).line(n);
        if (!batch.lines.empty() && bytes + line.size() > kBatchBytes) {
            send(batch);
            batch.lines.clear();
            bytes = 0;
        }
        batch.lines.push_back(line);
        bytes += line.size();
    }
    if (!batch.lines.empty()) {
        send(batch);
    }
}

void MatchConnection::send(const MatchMessage& message, const QString& retainKey) {
    if (stopped_) {
        return;
    }
    mustTellHoldings_ = false;
    link_->send(QByteArray::fromStdString(encodeMessage(message, key_)), retainKey);
}

MatchMessage MatchConnection::messageOf(MatchMessage::Kind kind) const {
    MatchMessage message;
    message.kind = kind;
    message.gameId = match_.gameId();
    message.from = ownId_;
    message.have = holdings();
    return message;
}

std::map<std::string, std::uint64_t> MatchConnection::holdings() const {
    return {{match_.sideId(0), match_.ledger(0).size()},
            {match_.sideId(1), match_.ledger(1).size()}};
}

void MatchConnection::noteSent(std::uint64_t last) {
    for (; toldSent_ < last; ++toldSent_) {
        emit entryPassed(true, fromStd(ownId_), toldSent_ + 1);
    }
}

void MatchConnection::noteArrivals(const std::vector<std::string>& lines) {
    if (!isSignalConnected(QMetaMethod::fromSignal(&MatchConnection::entryPassed))) {
        return;
    }
    // Entries held are told already; those ahead of them (a broker delivers
    // in any order) are remembered until the game holds them.
    const std::uint64_t held = match_.ledger(1 - side_).size();
    arrivedAhead_.erase(arrivedAhead_.begin(), arrivedAhead_.upper_bound(held));
    for (const std::string& line : lines) {
        const nlohmann::json entry = nlohmann::json::parse(line, nullptr, false);
        if (!entry.is_object() || entry.value("side", std::string()) != otherId_ ||
            !entry.contains("n") || !entry["n"].is_number_unsigned()) {
            continue;
        }
        const auto n = entry["n"].get<std::uint64_t>();
        if (n > held && arrivedAhead_.insert(n).second) {
            emit entryPassed(false, fromStd(otherId_), n);
        }
    }
}

void MatchConnection::drop(const QString& why) {
    if (dropped_.insert(why).second) {
        emit messageDropped(why);
    }
}

void MatchConnection::stop(const QString& why) {
    if (stopped_) {
        return;
    }
    stopped_ = true;
    emit stopped(why);
}

}  // namespace adjutant::net
