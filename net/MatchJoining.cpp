#include "net/MatchJoining.h"

#include "core/match/MatchGame.h"
#include "core/match/MatchMessage.h"

#include <utility>

namespace adjutant::net {

MatchJoining::MatchJoining(std::unique_ptr<GameLink> link, const std::string& gameName,
                           QObject* parent)
    : QObject(parent), link_(std::move(link)), key_(liveKeyOf(gameName)) {
    connect(link_.get(), &GameLink::connected, this, [this] {
        emit linkStateChanged(true, link_->describe());
        sayHello();
    });
    connect(link_.get(), &GameLink::received, this, &MatchJoining::onReceived);
    connect(link_.get(), &GameLink::disconnected, this,
            [this](const QString& why) { emit linkStateChanged(false, why); });
    connect(link_.get(), &GameLink::failed, this, [this](const QString& error) {
        emit linkStateChanged(false, error);
        emit failed(error);
    });
    connect(link_.get(), &GameLink::dropped, this,
            [this](const QString& why) { drop(tr("a message was thrown away: %1").arg(why)); });
}

MatchJoining::~MatchJoining() = default;

void MatchJoining::start() {
    if (started_ || !link_) {
        return;
    }
    started_ = true;
    if (link_->isConnected()) {
        emit linkStateChanged(true, link_->describe());
        sayHello();
    }
}

MatchJoining::HandedLink MatchJoining::takeLink() {
    HandedLink handed;
    if (link_) {
        link_->disconnect(this);
        handed.link = std::move(link_);
    }
    handed.earlier = std::move(earlier_);
    earlier_.clear();
    earlierBytes_ = 0;
    return handed;
}

void MatchJoining::sayHello() {
    if (!started_ || !link_ || invited_) {
        return;
    }
    // No game and no side: the one message a program may send before it joins.
    link_->send(QByteArray::fromStdString(encodeMessage(MatchMessage{}, key_)));
}

void MatchJoining::onReceived(const QByteArray& bytes) {
    if (!link_) {
        return;
    }
    // Kept for the game's connection: a broker gives its kept entries only
    // once, on subscribing, which may be before the invitation comes.
    if (earlierBytes_ + bytes.size() <= kMaxPendingBytes) {
        earlier_.push_back(bytes);
        earlierBytes_ += bytes.size();
    }
    if (invited_) {
        return;
    }
    std::string error;
    const std::optional<MatchMessage> message = decodeMessage(bytes.toStdString(), key_, error);
    if (!message) {
        return drop(tr("a message was ignored: %1").arg(QString::fromStdString(error)));
    }
    if (message->kind != MatchMessage::Kind::Invite) {
        return;
    }
    if (!message->invitation || !isGameId(message->gameId) || message->hostSide.empty()) {
        return drop(tr("an invitation without its game was ignored"));
    }
    invited_ = true;
    emit invited(*message->invitation, QString::fromStdString(message->hostSide));
}

void MatchJoining::drop(const QString& why) {
    if (dropped_.insert(why).second) {
        emit messageDropped(why);
    }
}

}  // namespace adjutant::net
