// The session's part in a game between two people played live: the link to
// the other player's program (hosting, joining, or through an MQTT broker),
// made when the game begins and again whenever its record is opened, and
// kept in step with the game (net/MatchConnection).
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QUrl>
#include <QUuid>

#include "core/match/Commitments.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchMessage.h"
#include "core/match/MatchRecord.h"
#include "net/BrokerLink.h"
#include "net/MatchConnection.h"
#include "net/MatchJoining.h"
#include "net/WebSocketGuest.h"
#include "net/WebSocketHost.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

// The link a setting makes, not yet started; nothing, with `error`, when it cannot be made.
std::unique_ptr<net::GameLink> makeLink(const LiveSettings& settings, QString& error) {
    switch (settings.mode) {
        case LiveSettings::Mode::Host: {
            // Every address of this computer, unless one is named (the tests: the loopback).
            const QHostAddress address(settings.address);
            auto host = std::make_unique<net::WebSocketHost>(
                address.isNull() ? QHostAddress(QHostAddress::Any) : address,
                static_cast<quint16>(settings.port));
            if (!host->listen(error)) {
                return nullptr;
            }
            return host;
        }
        case LiveSettings::Mode::Join: {
            QUrl url;
            url.setScheme(QStringLiteral("ws"));
            url.setHost(settings.address);
            url.setPort(settings.port);
            if (!url.isValid() || settings.address.isEmpty()) {
                error = QObject::tr("\"%1\" is not an address to connect to").arg(settings.address);
                return nullptr;
            }
            auto guest = std::make_unique<net::WebSocketGuest>(url);
            guest->open();
            return guest;
        }
        case LiveSettings::Mode::Broker: {
            if (settings.address.isEmpty()) {
                error = QObject::tr("Give the broker's address");
                return nullptr;
            }
            // A client id of our own: two programs on one broker must not share one.
            auto broker = std::make_unique<net::BrokerLink>(
                settings.address, settings.port,
                QString::fromStdString(brokerTopicOf(settings.gameName.toStdString())),
                QStringLiteral("adjutant-") + QUuid::createUuid().toString(QUuid::Id128).left(16));
            broker->open();
            return broker;
        }
    }
    error = QObject::tr("An unknown way of playing live");
    return nullptr;
}

}  // namespace

QString GameSession::startLiveGame(const QString& scenarioPath, int side,
                                   const std::map<std::string, std::string>& options,
                                   const QString& recordPath, const LiveSettings& settings) {
    QString error;
    std::unique_ptr<net::GameLink> link = makeLink(settings, error);
    if (!link) {
        return error;
    }
    const QString problem =
        newTwoPlayerGame(scenarioPath, MatchWay::Live, {side == 0, side == 1}, options, recordPath);
    if (!problem.isEmpty()) {
        return problem;
    }
    MatchRecordHeader header = matchWriter_->header();
    header.live = settings.toJson();
    if (const std::string written = matchWriter_->setHeader(header); !written.empty()) {
        emit autosaveFailed(fromStd(written));
    }
    liveSettings_ = settings;
    net::MatchInvitation invitation{matchGameToJson(header.game), match_->sideId(side)};
    connectLive(std::move(link), invitation, {});
    return {};
}

QString GameSession::joinLiveGame(const LiveSettings& settings, const QString& recordFolder) {
    QString error;
    std::unique_ptr<net::GameLink> link = makeLink(settings, error);
    if (!link) {
        return error;
    }
    joining_ =
        std::make_unique<net::MatchJoining>(std::move(link), settings.gameName.toStdString());
    connect(joining_.get(), &net::MatchJoining::linkStateChanged, this,
            [this](bool connected, const QString& where) {
                emit liveStateChanged(connected, connected ? tr("Connected to %1; waiting for "
                                                                "the game")
                                                                 .arg(where)
                                                           : where);
            });
    connect(joining_.get(), &net::MatchJoining::messageDropped, this,
            [this](const QString& why) { emit liveStateChanged(false, why); });
    connect(joining_.get(), &net::MatchJoining::failed, this, [this](const QString& why) {
        emit matchStopped(tr("Could not join the game: %1").arg(why));
    });
    connect(
        joining_.get(), &net::MatchJoining::invited, this,
        [this, settings, recordFolder](const nlohmann::json& invitation, const QString& hostSide) {
            const QString problem = takeInvitation(invitation, hostSide, settings, recordFolder);
            if (!problem.isEmpty()) {
                joining_.reset();
                emit matchStopped(problem);
            }
        });
    joining_->start();
    return {};
}

QString GameSession::takeInvitation(const nlohmann::json& invitation, const QString& hostSide,
                                    const LiveSettings& settings, const QString& recordFolder) {
    Diagnostics diagnostics;
    const std::optional<MatchGame> game =
        readMatchGame(invitation, "the host's game", rulesets_, diagnostics);
    if (!game) {
        return fromStd(diagnostics.toString());
    }
    MatchSetup setup;
    setup.game = game->setup;
    setup.gameId = game->gameId;
    setup.way = MatchWay::Live;
    for (std::size_t side = 0; side < 2; ++side) {
        setup.sides[side].here = game->setup->scenario->sides[side].id != hostSide.toStdString();
        if (setup.sides[side].here) {
            setup.sides[side].secret = newSideSecret();
        }
    }
    std::unique_ptr<Match> made;
    try {
        made = std::make_unique<Match>(setup, *engines_, referees_);
    } catch (const std::exception& e) {
        return fromStd(e.what());
    }
    QDir().mkpath(recordFolder);
    const QString stem =
        QString::fromStdString(game->setup->scenario->title).simplified().replace(' ', '-');
    const QString record =
        QDir(recordFolder)
            .filePath(
                QStringLiteral("%1-%2.save.jsonl").arg(stem, fromStd(game->gameId.substr(0, 8))));
    MatchRecordHeader header = recordHeaderOf(*made, game->scenarioFile, {});
    header.live = settings.toJson();
    std::string error;
    auto writer = MatchRecordWriter::start(record.toStdString(), header, {}, error);
    if (!writer) {
        return fromStd(error);
    }
    net::MatchJoining::HandedLink handed = joining_->takeLink();
    joining_.reset();
    replaceMatch(std::move(made), std::move(writer), findScenarioFolder(game->scenarioFile));
    liveSettings_ = settings;
    connectLive(std::move(handed.link), std::nullopt, handed.earlier);
    return {};
}

void GameSession::reconnectLive(const nlohmann::json& live) {
    const std::optional<LiveSettings> settings = LiveSettings::fromJson(live);
    if (!settings || !match_) {
        return;
    }
    QString error;
    std::unique_ptr<net::GameLink> link = makeLink(*settings, error);
    if (!link) {
        emit liveStateChanged(false, tr("Cannot reach the other player: %1").arg(error));
        return;
    }
    liveSettings_ = settings;
    std::optional<net::MatchInvitation> invitation;
    if (settings->mode != LiveSettings::Mode::Join && matchWriter_) {
        // The program that made the game still invites one that joins it.
        for (int side = 0; side < 2; ++side) {
            if (match_->playsHere(side)) {
                invitation = net::MatchInvitation{matchGameToJson(matchWriter_->header().game),
                                                  match_->sideId(side)};
                break;
            }
        }
    }
    connectLive(std::move(link), invitation, {});
}

void GameSession::connectLive(std::unique_ptr<net::GameLink> link,
                              std::optional<net::MatchInvitation> invitation,
                              const std::vector<QByteArray>& earlier) {
    int side = 0;
    while (side < 2 && !match_->playsHere(side)) {
        ++side;
    }
    connection_ = std::make_unique<net::MatchConnection>(*match_, side, std::move(link),
                                                         liveSettings_->gameName.toStdString(),
                                                         std::move(invitation));
    connect(connection_.get(), &net::MatchConnection::changed, this,
            [this] { afterMatchChange(wholeView(), true); });
    connect(connection_.get(), &net::MatchConnection::stopped, this,
            [this](const QString& why) { emit matchStopped(why); });
    connect(connection_.get(), &net::MatchConnection::linkStateChanged, this,
            [this](bool connected, const QString& where) {
                liveConnected_ = connected;
                emit liveStateChanged(connected, where);
            });
    connect(connection_.get(), &net::MatchConnection::messageDropped, this,
            [this](const QString& why) { emit liveStateChanged(liveConnected_, why); });
    connection_->start(earlier);
    emit liveStateChanged(connection_->link().isConnected(), connection_->link().describe());
}

QString GameSession::liveText() const {
    if (!connection_ || !liveSettings_) {
        return joining_ ? tr("Joining the game...") : QString();
    }
    return (liveConnected_ ? tr("Live, %1: connected (%2)")
                           : tr("Live, %1: not connected now (%2)"))
        .arg(liveSettings_->describe(), connection_->link().describe());
}

void GameSession::dropLive() {
    connection_.reset();
    joining_.reset();
    liveSettings_.reset();
    liveConnected_ = false;
}

}  // namespace adjutant::ui
