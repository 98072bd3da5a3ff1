// The main window's part in a game between two people: Game > New two-player
// game, the cover the screen passes behind from one player to the other,
// Ready, asking to take back a step and answering, sending and opening turn
// files, and handing a side whose player left to the computer.
#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <algorithm>

#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonMember.h"
#include "core/match/Match.h"
#include "core/match/TurnFile.h"
#include "core/model/DisplayName.h"
#include "ui/docks/JournalDock.h"
#include "ui/files/ScenarioLibrary.h"
#include "ui/session/GameSession.h"
#include "ui/session/TwoPlayerText.h"
#include "ui/twoplayer/HandOverCover.h"
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/twoplayer/TwoPlayerDock.h"
#include "ui/window/HouseRulesDialog.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/RecentFiles.h"

namespace adjutant::ui {

namespace {

QString sideNameOf(const GameSession& session, int side) {
    const Match* match = session.match();
    return match && side >= 0 ? QString::fromStdString(match->sideName(side)) : QString();
}

// The scenario's sides in words, for the dialog's "You play".
QStringList sidesInScenario(const QString& path, const RulesetRegistry& rulesets) {
    Diagnostics ignored;
    QStringList sides;
    if (const auto scenario = readScenarioFile(path.toStdString(), rulesets, ignored)) {
        for (const Side& side : scenario->sides) {
            sides << QString::fromStdString(displayName(side));
        }
    }
    return sides;
}

}  // namespace

void MainWindow::createTwoPlayer(QMenu* game) {
    game->addSeparator();
    QAction* start =
        game->addAction(tr("New &two-player game..."), this, [this] { chooseTwoPlayerGame(); });
    start->setObjectName("newTwoPlayerGame");
    start->setToolTip(tr("Play another person: on this screen, by file, or live"));
    QAction* send = game->addAction(tr("&Send turn..."), this, [this] { chooseTurnFile(); });
    send->setObjectName("sendTurn");
    send->setIconText(tr("Send turn..."));
    send->setToolTip(
        tr("Write the turn file the other player needs, to send by e-mail or a "
           "shared folder"));
    QAction* takeBack = game->addAction(tr("Ask to take &back the last step"), this, [this] {
        const QString error = session_->askTakeBack();
        statusBar()->showMessage(error.isEmpty() ? tr("Asked the other side to take back the "
                                                      "last step")
                                                 : error,
                                 10000);
    });
    takeBack->setObjectName("askTakeBack");
    takeBack->setIconText(tr("Take back..."));
    takeBack->setToolTip(
        tr("A resolved step is final: taking it back needs the other side's "
           "consent, and its dice are thrown again"));
    QAction* handOver = game->addAction(tr("Hand the other side to the &computer"), this,
                                        &MainWindow::handOtherSideToComputer);
    handOver->setObjectName("handOverSide");
    handOver->setIconText(tr("Hand to computer"));
    handOver->setToolTip(tr("When the other player has left: the computer plays their side"));

    twoPlayer_ = new TwoPlayerDock(*session_, this);
    addDockWidget(Qt::RightDockWidgetArea, twoPlayer_);
    if (auto* journal = findChild<JournalDock*>()) {
        tabifyDockWidget(journal, twoPlayer_);
    }
    twoPlayer_->hide();
    docks_ << twoPlayer_;
    twoPlayer_->setActions(action("resolveStep"), send, takeBack, handOver);

    cover_ = new HandOverCover(this);
    centre_->addWidget(cover_);
    connect(cover_, &HandOverCover::taken, this, [this](int side) {
        session_->setScreenSide(side);
        updateCover();
    });
    connect(cover_, &HandOverCover::answered, this, [this](int side, bool agree) {
        const QString error = session_->answerTakeBack(side, agree);
        if (!error.isEmpty()) {
            statusBar()->showMessage(error, 10000);
        }
        updateCover();
    });
    connect(session_, &GameSession::screenSideChanged, this, [this] { updateCover(); });
    connect(session_, &GameSession::viewReplaced, this, [this] {
        updateCover();
        updateActions();
        updateTurn();
    });
    connect(session_, &GameSession::matchEvent, this, &MainWindow::onMatchEvent);
    connectLiveSignals();
    connect(session_, &GameSession::gameReplaced, this, [this] {
        const bool two = session_->isTwoPlayer();
        twoPlayer_->setVisible(two && page_ == Page::Table);
        if (two) {
            twoPlayer_->raise();
        }
        updateCover();
    });
}

void MainWindow::showTwoPlayerDock() {
    if (session_->isTwoPlayer() && page_ == Page::Table && !tableFirst_) {
        twoPlayer_->show();
        twoPlayer_->raise();
    }
}

bool MainWindow::isCovered() const {
    return cover_ && centre_->currentWidget() == cover_;
}

void MainWindow::updateTwoPlayerActions() {
    const bool two = session_->isTwoPlayer();
    const bool table = page_ == Page::Table;
    const Match* match = session_->match();
    const int side = session_->screenSide();
    action("sendTurn")->setVisible(two && match->setup().way == MatchWay::ByFile);
    action("sendTurn")->setEnabled(two && table && !session_->linesToSend().empty());
    action("askTakeBack")->setVisible(two);
    action("askTakeBack")
        ->setEnabled(two && table && side >= 0 && match->roundToTakeBack().has_value() &&
                     !match->undoAskedOf(1 - side));
    action("handOverSide")->setVisible(two && !session_->onOneScreen());
    action("handOverSide")->setEnabled(two && table && !session_->onOneScreen());
    QAction* resolve = action("resolveStep");
    if (two) {
        resolve->setText(tr("&Ready: my orders are given"));
        resolve->setIconText(tr("Ready"));
        resolve->setToolTip(
            tr("Fix your orders for this step; they stay hidden from the other "
               "side until both are ready, then both are carried out"));
        resolve->setEnabled(table && side >= 0 && match->givesOrders(side));
        action("playStep")->setEnabled(false);
        action("giveDefaultOrders")->setEnabled(table && side >= 0 && match->givesOrders(side));
        action("giveDefaultOrders")
            ->setToolTip(tr("Give the referee's simple orders to your "
                            "own side's units"));
        action("choosePlayers")->setEnabled(false);
    } else {
        resolve->setText(tr("&Resolve step"));
        resolve->setIconText(tr("Resolve step"));
        resolve->setToolTip(tr("Carry out this step for both sides and go on to the next"));
        action("giveDefaultOrders")
            ->setToolTip(tr("Give the referee's simple orders for this step to both sides"));
    }
}

void MainWindow::updateCover() {
    if (!cover_ || page_ != Page::Table) {
        return;
    }
    const Match* match = session_->match();
    int coverFor = -1;
    bool question = false;
    if (match && session_->onOneScreen() && session_->screenSide() < 0 && !match->isOver()) {
        for (int side = 0; side < 2 && coverFor < 0; ++side) {
            if (match->undoAskedOf(side)) {
                coverFor = side;
                question = true;
            }
        }
        if (coverFor < 0) {
            coverFor = session_->sideToHandTo();
        }
    }
    if (coverFor < 0) {
        centre_->setCurrentWidget(view_);
        return;
    }
    const QString name = sideNameOf(*session_, coverFor);
    if (question) {
        cover_->showQuestion(
            coverFor, name,
            tr("%1 asks to take back %2. The step is played again from where it began, its "
               "orders given anew and its dice thrown again. Do you agree?")
                .arg(sideNameOf(*session_, 1 - coverFor),
                     QString::fromStdString(
                         match->rounds().at(*match->undoAskedOf(coverFor)).where)));
    } else {
        QString why = TwoPlayerText::roundLine(*match);
        if (match->hasCommitted(1 - coverFor) && match->openRound() &&
            match->openRound()->givesOrders(1 - coverFor)) {
            why += ' ' + tr("%1 has given its orders; they stay hidden until both sides are ready.")
                             .arg(sideNameOf(*session_, 1 - coverFor));
        }
        cover_->showHandOver(coverFor, name, why);
    }
    centre_->setCurrentWidget(cover_);
}

void MainWindow::onMatchEvent(const MatchEvent& event) {
    const Match* match = session_->match();
    if (!match) {
        return;
    }
    const QString line = TwoPlayerText::eventLine(*match, event);
    switch (event.kind) {
        case MatchEvent::Kind::UndoAsked:
            if (!session_->onOneScreen() && !match->playsHere(event.side)) {
                // Answered in the two-player panel.
                twoPlayer_->show();
                twoPlayer_->raise();
                statusBar()->showMessage(line, 15000);
            }
            break;
        case MatchEvent::Kind::Chat:
        case MatchEvent::Kind::UndoAnswered:
        case MatchEvent::Kind::HandedOver:
        case MatchEvent::Kind::PlayerLeft:
        case MatchEvent::Kind::GameOver:
            statusBar()->showMessage(line, 15000);
            break;
        default:
            break;
    }
    updateActions();
}

void MainWindow::chooseTwoPlayerGame(const QString& scenarioPath,
                                     const std::map<std::string, std::string>& readings) {
    if (!maySetGameAside()) {
        return;
    }
    QList<QPair<QString, QString>> scenarios;
    for (const LibraryEntry& entry : ScenarioLibrary::scan(folders_, rulesets_).scenarios) {
        scenarios.append({entry.title, entry.path});
    }
    // A scenario from elsewhere (the editor's, saved in a folder of the
    // player's choosing) is offered too, rather than another chosen for it.
    const bool listed = std::any_of(scenarios.begin(), scenarios.end(), [&](const auto& entry) {
        return entry.second == scenarioPath;
    });
    if (!scenarioPath.isEmpty() && !listed) {
        Diagnostics ignored;  // a scenario that cannot be read is refused when the game starts
        const std::optional<Scenario> scenario =
            readScenarioFile(scenarioPath.toStdString(), rulesets_, ignored);
        scenarios.append({scenario && !scenario->title.empty()
                              ? QString::fromStdString(scenario->title)
                              : QFileInfo(scenarioPath).fileName(),
                          scenarioPath});
    }
    // Not modal to the program's event loop: the window goes on drawing, and
    // tests and scripts find the dialog (findChild) and answer it.
    auto* dialog = new TwoPlayerDialog(
        scenarios, [this](const QString& path) { return sidesInScenario(path, rulesets_); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!scenarioPath.isEmpty()) {
        dialog->chooseScenario(scenarioPath);
    }
    // House rules...: the chosen scenario's readings, editable; the host's
    // readings travel with the match (setup.options) to the other player.
    dialog->offerHouseRules([this, dialog](const QString& path,
                                           const std::map<std::string, std::string>& present)
                                -> std::optional<std::map<std::string, std::string>> {
        Diagnostics ignored;
        const std::optional<Scenario> scenario =
            readScenarioFile(path.toStdString(), rulesets_, ignored);
        const RulesetDefinition* ruleset = scenario ? rulesets_.find(scenario->ruleset) : nullptr;
        if (!ruleset) {
            return std::nullopt;
        }
        HouseRulesDialog houseRules(*ruleset, scenario->options, present, true, dialog);
        houseRules.setHouseRulesFolder(folders_.rulesets(), &rulesets_);
        connect(&houseRules, &HouseRulesDialog::ruleRequested, this, &MainWindow::showRule);
        if (houseRules.exec() != QDialog::Accepted) {
            return std::nullopt;
        }
        return houseRules.readings();
    });
    if (!readings.empty()) {
        TwoPlayerChoice chosen = dialog->choice();
        chosen.readings = readings;
        dialog->setChoice(chosen);
    }
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const QString problem = startTwoPlayerGame(dialog->choice()); !problem.isEmpty()) {
            showProblem(tr("Cannot start the game"),
                        tr("The two-player game could not be started."), problem);
        }
    });
    dialog->open();
}

QString MainWindow::startTwoPlayerGame(const TwoPlayerChoice& choice) {
    using Way = TwoPlayerChoice::Way;
    if (choice.way == Way::OnePlayer) {
        return startGame(choice.scenarioPath, {}, 0, choice.readings);
    }
    if (choice.way != Way::OneScreen && choice.way != Way::ByFile) {
        return startLiveGame(choice);
    }
    // The readings chosen (House rules...); the set-up is the dialog's own question.
    std::map<std::string, std::string> options = choice.readings;
    options.erase("setUp");
    if (choice.hiddenSetUp) {
        options["setUp"] = "hidden";
    }
    std::array<bool, 2> here{true, true};
    if (choice.way == Way::ByFile) {
        here = {choice.side == 0, choice.side == 1};
    }
    const QString stem =
        QFileInfo(choice.scenarioPath).fileName().remove(QRegularExpression("\\.scenario\\.json$"));
    QString record = QDir(savedGamesFolder())
                         .filePath(QStringLiteral("%1-two-players-%2.save.jsonl")
                                       .arg(stem, QDateTime::currentDateTime().toString(
                                                      QStringLiteral("yyyyMMdd-HHmmss"))));
    QDir().mkpath(QFileInfo(record).absolutePath());
    const QString problem = session_->newTwoPlayerGame(
        choice.scenarioPath, choice.way == Way::ByFile ? MatchWay::ByFile : MatchWay::OneScreen,
        here, options, record);
    if (!problem.isEmpty()) {
        return problem;
    }
    showPage(Page::Table);
    afterOpening(record);
    showTwoPlayerDock();
    updateCover();
    statusBar()->showMessage(
        choice.way == Way::ByFile
            ? tr("A game by file: its record is %1. Send your first turn file to the other player "
                 "(Game > Send turn...).")
                  .arg(QFileInfo(record).fileName())
            : tr("A game on this screen: its record is %1.").arg(QFileInfo(record).fileName()),
        15000);
    return {};
}

void MainWindow::chooseTurnFile() {
    const Match* match = session_->match();
    if (!match) {
        return;
    }
    int mine = match->playsHere(0) ? 0 : 1;
    const GameState& state = match->shared().state();
    const QString suggested = QStringLiteral("%1-bound-%2-%3-to-%4.turn.jsonl")
                                  .arg(QString::fromStdString(match->gameId().substr(0, 8)))
                                  .arg(state.bound())
                                  .arg(QString::fromStdString(match->sideId(mine)),
                                       QString::fromStdString(match->sideId(1 - mine)));
    const QString path = QFileDialog::getSaveFileName(this, tr("Send your turn"),
                                                      QDir(savedGamesFolder()).filePath(suggested),
                                                      tr("Turn files (*.turn.jsonl)"));
    if (path.isEmpty()) {
        return;
    }
    sendTurnTo(path, true);
}

QString MainWindow::sendTurnTo(const QString& path, bool offerMail) {
    if (const QString error = session_->writeTurnFile(path); !error.isEmpty()) {
        showProblem(tr("Cannot write the turn file"),
                    tr("%1 could not be written.").arg(QFileInfo(path).fileName()), error);
        return error;
    }
    statusBar()->showMessage(
        tr("Turn written to %1: send it to the other player.").arg(QFileInfo(path).fileName()),
        15000);
    const QString mail = QStandardPaths::findExecutable(QStringLiteral("xdg-email"));
    if (offerMail && !mail.isEmpty() &&
        QMessageBox::question(
            this, tr("Send by e-mail?"),
            tr("Open your mail program with %1 attached?").arg(QFileInfo(path).fileName())) ==
            QMessageBox::Yes) {
        const Match* match = session_->match();
        QProcess::startDetached(
            mail, {QStringLiteral("--subject"),
                   tr("Adjutant: my turn in %1")
                       .arg(QString::fromStdString(match->shared().setup().scenario->title)),
                   QStringLiteral("--attach"), path});
    }
    updateActions();
    return {};
}

QString MainWindow::recordOfGame(const QString& turnPath) const {
    Diagnostics ignored;
    const std::optional<TurnFile> turn = readTurnFile(turnPath.toStdString(), ignored);
    if (!turn) {
        return {};
    }
    // The player's own records: those opened lately, and those in the folder
    // games are saved in.
    QStringList candidates = recent_ ? recent_->files() : QStringList();
    for (const QFileInfo& info :
         QDir(savedGamesFolder()).entryInfoList({QStringLiteral("*.save.jsonl")}, QDir::Files)) {
        candidates << info.absoluteFilePath();
    }
    for (const QString& candidate : candidates) {
        if (!GameSession::isTwoPlayerRecord(candidate)) {
            continue;
        }
        QFile file(candidate);
        if (!QFileInfo(candidate).isFile() || !file.open(QIODevice::ReadOnly)) {
            continue;
        }
        // The record of this game that plays the side the turn is sent to
        // (on one computer both players' records may be among the recent files).
        const QByteArray first = file.readLine(64 * 1024 * 1024);
        Diagnostics unread;
        const std::optional<nlohmann::json> header =
            parseJsonText(first.toStdString(), candidate.toStdString(), unread);
        if (header && header->is_object() && header->contains("match") &&
            (*header)["match"].is_object() &&
            memberOr((*header)["match"], "game", "") == turn->gameId && header->contains("here") &&
            (*header)["here"].is_object() && (*header)["here"].contains(turn->to)) {
            return candidate;
        }
    }
    return {};
}

QString MainWindow::openTurnFile(const QString& path) {
    // A turn of a game not on the table opens that game first, when this
    // player's record of it is found (a turn file opened from the desktop).
    const QString record = recordOfGame(path);
    if (!record.isEmpty() && QFileInfo(record).absoluteFilePath() != session_->filePath()) {
        if (const QString problems = openGame(record); !problems.isEmpty()) {
            return problems;
        }
    }
    // A new game starts from its first turn file where no game is in the way.
    const bool mayStart = !session_->hasGame() || page_ == Page::Start;
    const QString problems = session_->takeTurnFile(path, savedGamesFolder(), mayStart);
    if (problems.isEmpty()) {
        showPage(Page::Table);
        showTwoPlayerDock();
        updateCover();
        statusBar()->showMessage(tr("Took %1: %2")
                                     .arg(QFileInfo(path).fileName(),
                                          TwoPlayerText::statusLine(*session_->match(), true)),
                                 15000);
        if (recent_ && !session_->filePath().isEmpty()) {
            afterOpening(session_->filePath());
        }
    }
    return problems;
}

void MainWindow::handOtherSideToComputer() {
    const Match* match = session_->match();
    if (!match) {
        return;
    }
    const int other = match->playsHere(0) ? 1 : 0;
    if (QMessageBox::question(
            this, tr("Hand over the other side?"),
            tr("The computer (a steady commander) plays %1 from now on, in this window. Do "
               "this when the other player has left the game.")
                .arg(sideNameOf(*session_, other))) != QMessageBox::Yes) {
        return;
    }
    const QString error = session_->handOverToComputer(other);
    statusBar()->showMessage(
        error.isEmpty() ? tr("The computer plays %1 from now on").arg(sideNameOf(*session_, other))
                        : error,
        10000);
}

}  // namespace adjutant::ui
