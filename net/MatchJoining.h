#pragma once

#include "net/GameLink.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace adjutant::net {

/// A program joining a game it does not have yet: over the link it says hello
/// with no game, and waits for the game's description from the program that
/// made it (an Invite, or the one a broker keeps). Once `invited` has come, the
/// caller makes its Match from the description and hands the link on to a
/// MatchConnection with takeLink(); the messages that came meanwhile go along,
/// so that nothing the other sent early is lost.
class MatchJoining : public QObject {
    Q_OBJECT
  public:
    /// What takeLink() hands on: the link, and every message received so far
    /// for MatchConnection::start.
    struct HandedLink {
        std::unique_ptr<GameLink> link;
        std::vector<QByteArray> earlier;
    };

    MatchJoining(std::unique_ptr<GameLink> link, const std::string& gameName,
                 QObject* parent = nullptr);
    ~MatchJoining() override;
    MatchJoining(const MatchJoining&) = delete;
    MatchJoining& operator=(const MatchJoining&) = delete;

    /// Says hello when the link is up (now, if it is), once the caller is
    /// connected to the signals.
    void start();
    /// Ends the joining and gives up the link; nothing is emitted afterwards.
    HandedLink takeLink();
    bool hasLink() const { return link_ != nullptr; }

  signals:
    /// The game's description (MatchGame as JSON) and the side the inviting
    /// program plays. Emitted once.
    void invited(const nlohmann::json& invitation, const QString& hostSide);
    void linkStateChanged(bool connected, const QString& description);
    /// A message was ignored; each reason is told once.
    void messageDropped(const QString& why);
    /// The link cannot go on.
    void failed(const QString& why);

  private:
    void sayHello();
    void onReceived(const QByteArray& bytes);
    void drop(const QString& why);

    std::unique_ptr<GameLink> link_;
    std::string key_;
    std::vector<QByteArray> earlier_;
    qsizetype earlierBytes_ = 0;
    bool started_ = false;
    bool invited_ = false;
    std::set<QString> dropped_;
};

}  // namespace adjutant::net
