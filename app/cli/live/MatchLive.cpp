// adjutant-cli match host|join|broker: one program of a game played live, the
// computer giving its side's orders, the entries going over a direct link
// (ws://) or an MQTT broker through a MatchConnection. At the last bound it
// waits until the other program has confirmed it holds every entry of this
// program's ledger, then leaves.
#include "app/cli/EntryTimingLog.h"
#include "app/cli/HeadlessMatch.h"
#include "app/cli/MatchOptions.h"
#include "app/cli/ScenarioSetup.h"
#include "core/json/JsonMember.h"
#include "core/match/Commitments.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchMessage.h"
#include "net/BrokerLink.h"
#include "net/MatchConnection.h"
#include "net/MatchJoining.h"
#include "net/WebSocketGuest.h"
#include "net/WebSocketHost.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QTimer>
#include <QUrl>

#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

namespace adjutant::cli {

namespace {

namespace fs = std::filesystem;
using net::GameLink;

// How long the other program has, once this one has reached the end, to confirm
// that it holds every entry: it takes them in as soon as they come.
constexpr std::chrono::seconds kConfirmWithin{30};
// Once all is confirmed: time for the last messages to leave, unless the other
// program leaves first (then everything it needed has arrived).
constexpr std::chrono::milliseconds kLingerAtMost{500};

class LivePlay {
  public:
    LivePlay(LiveWay way, const MatchOptions& options, const CliContext& context)
        : way_(way), options_(options), context_(context) {
        idle_.setSingleShot(true);
        QObject::connect(&idle_, &QTimer::timeout, &guard_, [this] {
            finish(1, fmt::format("nothing came from the other program in {} seconds",
                                  options_.timeoutSeconds));
        });
        confirmDeadline_.setSingleShot(true);
        QObject::connect(&confirmDeadline_, &QTimer::timeout, &guard_, [this] {
            const Match& match = game_->match();
            finish(1, fmt::format("the other program did not confirm in {} seconds that it holds "
                                  "{}'s entries {} to {}",
                                  kConfirmWithin.count(), match.sideName(game_->side()),
                                  connection_->acknowledged() + 1,
                                  match.ledger(game_->side()).size()));
        });
        linger_.setSingleShot(true);
        QObject::connect(&linger_, &QTimer::timeout, &guard_, [this] { finish(0); });
    }

    int run() {
        if (!setUp()) {
            return 1;
        }
        const int code = QCoreApplication::exec();
        if (code != 0) {
            return code;
        }
        if (const std::string error = game_->writeJournal(options_.journal); !error.empty()) {
            reportMatchError(error);
            return 1;
        }
        fmt::print("{}\n", game_->summary());
        return 0;
    }

  private:
    bool setUp() {
        std::string error;
        if (!options_.timing.empty() && !(timing_ = EntryTimingLog::open(options_.timing, error))) {
            return refuse(error);
        }
        if (fs::exists(options_.record)) {
            game_ = HeadlessMatch::resume(HeadlessMatch::loadLibrary(context_), options_, error);
        } else if (way_ == LiveWay::Host ||
                   (way_ == LiveWay::Broker && !options_.scenario.empty())) {
            game_ = makeGame(error);
        }
        if (!error.empty()) {
            return refuse(error);
        }
        const nlohmann::json live = game_ ? game_->live() : nlohmann::json::object();
        name_ = !options_.name.empty() ? options_.name : memberOr(live, "name", "");
        if (name_.empty()) {
            return refuse("give the game's name (--name), the same in both programs");
        }
        std::unique_ptr<GameLink> link = makeLink(live, error);
        if (!link) {
            return refuse(error);
        }
        if (options_.timeoutSeconds > 0) {
            idle_.start(std::chrono::seconds(options_.timeoutSeconds));
        }
        if (game_) {
            say(fmt::format("game {}: {} plays live", game_->match().gameId().substr(0, 8),
                            game_->match().sideName(game_->side())));
            connectGame(std::move(link), {});
        } else {
            joinWith(std::move(link));
        }
        // Opened last, so that every signal has its receiver.
        if (guest_) {
            guest_->open();
        }
        if (broker_) {
            broker_->open();
        }
        return true;
    }

    static bool refuse(const std::string& message) {
        reportMatchError(message);
        return false;
    }

    void say(const std::string& text) const {
        if (!options_.quiet) {
            fmt::print("{}\n", text);
            std::fflush(stdout);
        }
    }

    nlohmann::json liveOf(bool made) const {
        nlohmann::json live = {{"name", options_.name}, {"made", made}};
        switch (way_) {
            case LiveWay::Host:
                live["via"] = "host";
                live["address"] = options_.address;
                live["port"] = options_.port;
                break;
            case LiveWay::Join:
                live["via"] = "join";
                live["url"] = options_.url;
                break;
            case LiveWay::Broker:
                live["via"] = "broker";
                live["broker"] = options_.broker;
                break;
        }
        return live;
    }

    std::unique_ptr<HeadlessMatch> makeGame(std::string& error) {
        if (options_.scenario.empty() || options_.side.empty()) {
            error = "a new game needs its scenario and the side this program plays (--side)";
            return nullptr;
        }
        std::optional<ScenarioSetup> loaded = loadScenarioSetup(options_.scenario, 0, context_);
        if (!loaded) {
            error = options_.scenario + ": the scenario cannot be played";
            return nullptr;
        }
        MatchGame game;
        game.setup = loaded->setup;
        game.gameId = newGameId();
        game.way = MatchWay::Live;
        game.scenarioFile = fs::path(options_.scenario).filename().string();
        return HeadlessMatch::make(
            HeadlessMatch::loadLibrary(context_, std::move(loaded->rulesets)),
            matchGameToJson(game), options_.side, liveOf(true), options_,
            scenarioFolderOf(options_.scenario, options_.record), error);
    }

    std::unique_ptr<GameLink> makeLink(const nlohmann::json& live, std::string& error) {
        switch (way_) {
            case LiveWay::Host: {
                const int port = options_.port != 0 ? options_.port : memberOr(live, "port", 0);
                auto host = std::make_unique<net::WebSocketHost>(
                    QHostAddress(QString::fromStdString(options_.address)),
                    static_cast<quint16>(port));
                QString failure;
                if (!host->listen(failure)) {
                    error = failure.toStdString();
                    return nullptr;
                }
                say(host->describe().toStdString());
                return host;
            }
            case LiveWay::Join: {
                const std::string url =
                    !options_.url.empty() ? options_.url : memberOr(live, "url", "");
                auto guest =
                    std::make_unique<net::WebSocketGuest>(QUrl(QString::fromStdString(url)));
                guest_ = guest.get();
                return guest;
            }
            case LiveWay::Broker: {
                const std::string address =
                    !options_.broker.empty() ? options_.broker : memberOr(live, "broker", "");
                const std::size_t colon = address.rfind(':');
                const int port = colon == std::string::npos
                                     ? 1883
                                     : QString::fromStdString(address.substr(colon + 1)).toInt();
                auto broker = std::make_unique<net::BrokerLink>(
                    QString::fromStdString(address.substr(0, colon)), port,
                    QString::fromStdString(brokerTopicOf(name_)), QString());
                broker_ = broker.get();
                return broker;
            }
        }
        error = "no way to reach the other program";
        return nullptr;
    }

    void joinWith(std::unique_ptr<GameLink> link) {
        joining_ = std::make_unique<net::MatchJoining>(std::move(link), name_);
        QObject::connect(joining_.get(), &net::MatchJoining::invited, &guard_,
                         [this](const nlohmann::json& invitation, const QString& hostSide) {
                             joined(invitation, hostSide.toStdString());
                         });
        QObject::connect(
            joining_.get(), &net::MatchJoining::linkStateChanged, &guard_,
            [this](bool, const QString& description) { say(description.toStdString()); });
        QObject::connect(
            joining_.get(), &net::MatchJoining::messageDropped, &guard_,
            [](const QString& why) { fmt::print(stderr, "warning: {}\n", why.toStdString()); });
        QObject::connect(joining_.get(), &net::MatchJoining::failed, &guard_,
                         [this](const QString& why) { finish(1, why.toStdString()); });
        say("waiting for the game's invitation");
        joining_->start();
    }

    void joined(const nlohmann::json& invitation, const std::string& hostSide) {
        std::string sideId;
        if (invitation.contains("scenario") && invitation["scenario"].contains("sides") &&
            invitation["scenario"]["sides"].is_array()) {
            for (const nlohmann::json& side : invitation["scenario"]["sides"]) {
                const std::string id = side.is_object() ? memberOr(side, "id", "") : "";
                if (!id.empty() && id != hostSide) {
                    sideId = id;
                }
            }
        }
        std::string error;
        game_ = HeadlessMatch::make(HeadlessMatch::loadLibrary(context_), invitation, sideId,
                                    liveOf(false), options_, {}, error);
        if (!game_) {
            return finish(1, error);
        }
        say(fmt::format("game {}: {} joined the game", game_->match().gameId().substr(0, 8),
                        game_->match().sideName(game_->side())));
        net::MatchJoining::HandedLink handed = joining_->takeLink();
        // Still on the stack of its own signal: it goes once that has returned.
        joining_.release()->deleteLater();
        connectGame(std::move(handed.link), std::move(handed.earlier));
    }

    void connectGame(std::unique_ptr<GameLink> link, std::vector<QByteArray> earlier) {
        std::optional<net::MatchInvitation> invitation;
        if (game_->madeTheGame()) {
            invitation = net::MatchInvitation{game_->description(), game_->sideId()};
        }
        connection_ = std::make_unique<net::MatchConnection>(
            game_->match(), game_->side(), std::move(link), name_, std::move(invitation));
        net::MatchConnection* connection = connection_.get();
        QObject::connect(connection, &net::MatchConnection::changed, &guard_, [this] {
            if (options_.timeoutSeconds > 0) {
                idle_.start(std::chrono::seconds(options_.timeoutSeconds));
            }
            play();
        });
        QObject::connect(connection, &net::MatchConnection::stopped, &guard_,
                         [this](const QString& why) { finish(1, why.toStdString()); });
        QObject::connect(connection, &net::MatchConnection::linkStateChanged, &guard_,
                         [this](bool connected, const QString& description) {
                             say(description.toStdString());
                             // Gone once all was confirmed: it has what it needed.
                             if (!connected && linger_.isActive()) {
                                 finish(0);
                             }
                         });
        QObject::connect(
            connection, &net::MatchConnection::messageDropped, &guard_,
            [](const QString& why) { fmt::print(stderr, "warning: {}\n", why.toStdString()); });
        QObject::connect(connection, &net::MatchConnection::acknowledgedChanged, &guard_,
                         [this] { checkEnd(); });
        if (timing_) {
            QObject::connect(connection, &net::MatchConnection::entryPassed, &guard_,
                             [this](bool sent, const QString& side, quint64 n) {
                                 timing_->note(sent, side.toStdString(), n);
                             });
        }
        connection->start(earlier);
        play();
    }

    /// The computer gives this side's orders where they are due; what it wrote goes out.
    void play() {
        if (done_) {
            return;
        }
        while (game_->playOwnSide()) {
        }
        if (!game_->problem().empty()) {
            return finish(1, game_->problem());
        }
        connection_->flush();
        checkEnd();
    }

    void checkEnd() {
        if (done_ || !game_->reachedEnd() || linger_.isActive()) {
            return;
        }
        if (connection_->acknowledged() >= game_->match().ledger(game_->side()).size()) {
            confirmDeadline_.stop();
            idle_.stop();
            linger_.start(kLingerAtMost);
        } else if (!confirmDeadline_.isActive()) {
            confirmDeadline_.start(kConfirmWithin);
        }
    }

    void finish(int code, const std::string& message = {}) {
        if (done_) {
            return;
        }
        done_ = true;
        if (!message.empty()) {
            reportMatchError(message);
        }
        QCoreApplication::exit(code);
    }

    LiveWay way_;
    const MatchOptions& options_;
    const CliContext& context_;
    std::string name_;
    std::unique_ptr<EntryTimingLog> timing_;
    // The game outlives the connection that feeds it.
    std::unique_ptr<HeadlessMatch> game_;
    std::unique_ptr<net::MatchJoining> joining_;
    std::unique_ptr<net::MatchConnection> connection_;
    net::WebSocketGuest* guest_ = nullptr;  // opened once connected to
    net::BrokerLink* broker_ = nullptr;
    QObject guard_;  // the receiver of every connection made here: they go with it
    QTimer idle_;
    QTimer confirmDeadline_;
    QTimer linger_;
    bool done_ = false;
};

}  // namespace

int runMatchLive(LiveWay way, const MatchOptions& options, const CliContext& context) {
    static int argc = 1;
    static char name[] = "adjutant-cli";
    static char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    return LivePlay(way, options, context).run();
}

}  // namespace adjutant::cli
