// The main window's part in a game between two people played live: hosting,
// joining, or meeting through an MQTT broker, and what the link says.
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStatusBar>

#include "ui/session/GameSession.h"
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/twoplayer/TwoPlayerDock.h"
#include "ui/window/MainWindow.h"

namespace adjutant::ui {

void MainWindow::connectLiveSignals() {
    connect(session_, &GameSession::liveStateChanged, this,
            [this](bool connected, const QString& text) {
                twoPlayer_->setLinkText(session_->liveText());
                statusBar()->showMessage(text, connected ? 8000 : 15000);
            });
    connect(session_, &GameSession::matchStopped, this, [this](const QString& why) {
        showProblem(tr("Play with the other program has stopped"),
                    tr("The two games could not be kept together, and nothing more is sent or "
                       "taken. The game here is kept as it stands in its file."),
                    why);
    });
    connect(session_, &GameSession::gameReplaced, this,
            [this] { twoPlayer_->setLinkText(session_->liveText()); });
}

QString MainWindow::startLiveGame(const TwoPlayerChoice& choice) {
    using Way = TwoPlayerChoice::Way;
    LiveSettings settings;
    settings.address = choice.address;
    settings.port = choice.port;
    settings.gameName = choice.gameName;
    settings.mode = choice.way == Way::Host   ? LiveSettings::Mode::Host
                    : choice.way == Way::Join ? LiveSettings::Mode::Join
                                              : LiveSettings::Mode::Broker;
    if (choice.way == Way::Join || choice.way == Way::BrokerJoin) {
        const QString problem = session_->joinLiveGame(settings, savedGamesFolder());
        if (problem.isEmpty()) {
            statusBar()->showMessage(
                tr("Joining \"%1\": the game begins here when the other program sends it.")
                    .arg(settings.gameName),
                20000);
        }
        return problem;
    }
    std::map<std::string, std::string> options = choice.readings;
    options.erase("setUp");
    if (choice.hiddenSetUp) {
        options["setUp"] = "hidden";
    }
    const QString stem =
        QFileInfo(choice.scenarioPath).fileName().remove(QRegularExpression("\\.scenario\\.json$"));
    const QString record = QDir(savedGamesFolder())
                               .filePath(QStringLiteral("%1-live-%2.save.jsonl")
                                             .arg(stem, QDateTime::currentDateTime().toString(
                                                            QStringLiteral("yyyyMMdd-HHmmss"))));
    QDir().mkpath(QFileInfo(record).absolutePath());
    const QString problem =
        session_->startLiveGame(choice.scenarioPath, choice.side, options, record, settings);
    if (!problem.isEmpty()) {
        return problem;
    }
    showPage(Page::Table);
    afterOpening(record);
    showTwoPlayerDock();
    twoPlayer_->setLinkText(session_->liveText());
    statusBar()->showMessage(
        choice.way == Way::Host
            ? tr("Waiting for the other player on port %1 (game \"%2\").")
                  .arg(settings.port)
                  .arg(settings.gameName)
            : tr("The game is on the broker at %1: the other player joins it with the name "
                 "\"%2\".")
                  .arg(settings.address, settings.gameName),
        20000);
    return {};
}

}  // namespace adjutant::ui
