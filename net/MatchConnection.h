#pragma once

#include "core/match/MatchInbox.h"
#include "core/match/MatchMessage.h"
#include "net/GameLink.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adjutant {
class Match;
}

namespace adjutant::net {

/// What the program that made a game gives a program that joins it.
struct MatchInvitation {
    nlohmann::json game;   // matchGameToJson
    std::string hostSide;  // the side id the inviting program plays
};

/// Keeps one game between two people in step with the other program over a
/// GameLink (docs/two-player.md): says hello with what it holds whenever the
/// link comes up, answers the other's hello with the entries it lacks, sends
/// this program's new entries, and takes the other's into the Match (all or
/// nothing). A message it cannot read (another game, a wrong name, malformed,
/// too large) is told once and changes nothing; entries the game refuses
/// (tampering, two games gone apart) stop the exchange for good.
///
/// Over a broker every entry goes as its own message kept by the broker
/// ("<side>/<n>"), so that a program joining late or coming back finds them
/// all; over a direct link entries go in batches. Either way every message
/// says what its sender holds, and after taking entries in it tells the other
/// what it now holds (a hello, when no entry of its own carries the news), so
/// that each program learns the other has its entries before it leaves.
///
/// The Match must outlive the connection; the connection owns the link.
class MatchConnection : public QObject {
    Q_OBJECT
  public:
    /// How a refusal names where the entries came from.
    static constexpr const char* kSource = "the other player's program";

    /// `sideHere` is the side whose ledger this program writes. The program
    /// that made the game passes its `invitation`: it is sent to a program
    /// that joins without a game (and kept by a broker as "invitation").
    MatchConnection(Match& match, int sideHere, std::unique_ptr<GameLink> link,
                    const std::string& gameName,
                    std::optional<MatchInvitation> invitation = std::nullopt,
                    QObject* parent = nullptr);
    ~MatchConnection() override;
    MatchConnection(const MatchConnection&) = delete;
    MatchConnection& operator=(const MatchConnection&) = delete;

    /// Begins the exchange, once the caller is connected to the signals:
    /// takes `earlier` messages (those a MatchJoining received before the game
    /// was made), says hello if the link is up, and sends the entries the
    /// other program is not known to hold.
    void start(const std::vector<QByteArray>& earlier = {});
    /// Sends this program's entries not sent yet. Call it whenever the match
    /// changed here (orders fixed, a chat line, an answer); the connection
    /// calls it itself after taking the other's entries.
    void flush();

    /// How many of this program's entries the other program is known to hold:
    /// the `seen` of its latest entry, or what it last said it holds.
    std::uint64_t acknowledged() const;
    int sideHere() const { return side_; }
    bool isStopped() const { return stopped_; }
    GameLink& link() { return *link_; }

  signals:
    /// The match took new entries from the other program.
    void changed();
    /// The exchange stopped for good: entries were refused, or the link cannot go on.
    void stopped(const QString& why);
    void linkStateChanged(bool connected, const QString& description);
    /// A message was ignored or could not be sent; nothing changed. Each
    /// reason is told once.
    void messageDropped(const QString& why);
    /// The other program holds more of this program's entries than was known.
    void acknowledgedChanged(quint64 entries);
    /// An entry went out for the first time (`sent`) or arrived for the first
    /// time, with its ledger's side id and number: for a log of timings.
    void entryPassed(bool sent, const QString& side, quint64 n);

  private:
    void onConnected();
    void onReceived(const QByteArray& bytes);
    void onHello(const MatchMessage& hello);
    void onEntries(const MatchMessage& entries);
    void noteHoldings(const MatchMessage& message);
    void sendHello();
    void sendInvite(const QString& retainKey);
    /// Sends this program's entries `first` to `last` in batches a link carries.
    void sendBatches(std::uint64_t first, std::uint64_t last);
    void send(const MatchMessage& message, const QString& retainKey = {});
    MatchMessage messageOf(MatchMessage::Kind kind) const;
    std::map<std::string, std::uint64_t> holdings() const;
    void noteSent(std::uint64_t last);
    void noteArrivals(const std::vector<std::string>& lines);
    void drop(const QString& why);
    void stop(const QString& why);
    bool overBroker() const;

    Match& match_;
    int side_;
    std::unique_ptr<GameLink> link_;
    std::string key_;
    std::optional<MatchInvitation> invitation_;
    std::string ownId_;
    std::string otherId_;
    MatchInbox inbox_;
    std::uint64_t sentUpTo_ = 0;            // this program's entries sent at least once
    std::uint64_t toldSent_ = 0;            // entryPassed given for own entries up to here
    std::uint64_t otherHolds_ = 0;          // this program's entries the other said it holds
    std::set<std::uint64_t> arrivedAhead_;  // the other's entries told, not yet held
    bool mustTellHoldings_ = false;         // entries taken in since the last message sent
    bool started_ = false;
    bool stopped_ = false;
    std::set<QString> dropped_;
};

}  // namespace adjutant::net
