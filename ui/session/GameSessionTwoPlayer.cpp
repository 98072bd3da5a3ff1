// The session's part in a game between two people: starting one, opening its
// record, what the side at the screen sees and does (its own orders, Ready,
// asking to take back a step), and the turn files and entries exchanged with
// the other player's program.
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/io/RecordedScenarioFolder.h"
#include "core/io/ScenarioGameSetup.h"
#include "core/io/ScenarioReader.h"
#include "core/match/Commitments.h"
#include "core/match/MatchRecord.h"
#include "core/match/MatchTurns.h"
#include "core/model/DisplayName.h"
#include "net/MatchConnection.h"
#include "ui/session/DamagedSaveCopy.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/TwoPlayerText.h"

namespace adjutant::ui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

QString errorsOf(const Diagnostics& diagnostics) {
    QStringList lines;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error) {
            lines << fromStd(item.toString());
        }
    }
    return lines.join('\n');
}

}  // namespace

GameChange GameSession::wholeView() {
    GameChange change;
    change.kind = GameChange::Kind::Applied;
    change.turnChanged = true;
    change.rulesetStateChanged = true;
    return change;
}

bool GameSession::isTwoPlayerRecord(const QString& path) {
    QFile file(path);
    // Only a regular file is opened: a named pipe would wait for a writer.
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        return false;
    }
    // The header's members are written in order, "format" first.
    return file.read(4096).contains("\"format\":\"adjutant-two-player-game\"");
}

QString GameSession::newTwoPlayerGame(const QString& scenarioPath, MatchWay way,
                                      std::array<bool, 2> here,
                                      const std::map<std::string, std::string>& options,
                                      const QString& recordPath) {
    const std::string path = scenarioPath.toStdString();
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(path, rulesets_, diagnostics);
    if (!scenario || diagnostics.hasErrors()) {
        const QString problems = errorsOf(diagnostics);
        return problems.isEmpty() ? tr("%1: cannot be read as a scenario").arg(scenarioPath)
                                  : problems;
    }
    std::shared_ptr<GameSetup> setup =
        scenarioGameSetup(std::move(*scenario), rulesets_, 0, path, diagnostics);
    if (!setup) {
        return errorsOf(diagnostics);
    }
    for (const auto& [option, reading] : options) {
        setup->options[option] = reading;
    }
    if (const std::vector<std::string> problems = setup->problems(); !problems.empty()) {
        return fromStd(problems.front());
    }
    MatchSetup match;
    match.game = setup;
    match.gameId = newGameId();
    match.way = way;
    for (std::size_t side = 0; side < 2; ++side) {
        match.sides[side].here = here[side];
        if (here[side]) {
            match.sides[side].secret = newSideSecret();
        }
    }
    std::unique_ptr<Match> made;
    try {
        made = std::make_unique<Match>(match, *engines_, referees_);
    } catch (const std::exception& e) {
        return tr("%1: %2").arg(QFileInfo(scenarioPath).fileName(), fromStd(e.what()));
    }
    const QString folder = QFileInfo(scenarioPath).absolutePath();
    const QString record = QFileInfo(recordPath).absoluteFilePath();
    const QString relative = QDir(QFileInfo(record).absolutePath()).relativeFilePath(folder);
    std::string error;
    auto writer = MatchRecordWriter::start(
        record.toStdString(),
        recordHeaderOf(*made, QFileInfo(scenarioPath).fileName().toStdString(),
                       relative.toStdString()),
        {}, error);
    if (!writer) {
        return fromStd(error);
    }
    replaceMatch(std::move(made), std::move(writer), folder);
    return {};
}

QString GameSession::openMatch(const QString& path) {
    Diagnostics diagnostics;
    std::optional<LoadedMatch> loaded =
        loadMatchRecord(path.toStdString(), rulesets_, *engines_, referees_, diagnostics);
    if (!loaded || diagnostics.hasErrors()) {
        const QString problems = errorsOf(diagnostics);
        return problems.isEmpty() ? tr("%1: cannot be read as a game between two people").arg(path)
                                  : problems;
    }
    const QFileInfo info(path);
    // The scenario's map is found where the header says, when that folder
    // still holds the scenario; otherwise beside the record.
    const QString folder = QDir::cleanPath(fromStd(
        recordedScenarioFolder(info.absolutePath().toStdString(), loaded->header.scenarioFolder,
                               *loaded->match->shared().setup().scenario)));
    warnWhenSavedGameMapMissing(path.toStdString(), folder.toStdString(),
                                *loaded->match->shared().setup().scenario, diagnostics);
    QStringList warnings;
    for (const Diagnostic& item : diagnostics.items()) {
        warnings << fromStd(item.toString());
    }
    openWarnings_ = warnings.join('\n');
    if (loaded->tornLastLine) {
        // Written whole again below, the torn line would be gone for good: the
        // record as it was found is kept beside it first, or nothing is written.
        const QString copy = damagedCopyPath(info.absoluteFilePath());
        if (QString failed = keepDamagedCopy(info.absoluteFilePath(), copy); !failed.isEmpty()) {
            return failed;
        }
        openWarnings_ +=
            QLatin1Char('\n') +
            tr("The record as it was found is kept as %1.").arg(QFileInfo(copy).fileName());
    }
    std::string error;
    // Written whole again once: a torn last line the open warned about goes.
    auto writer = MatchRecordWriter::start(info.absoluteFilePath().toStdString(), loaded->header,
                                           loaded->lines, error);
    if (!writer) {
        return fromStd(error);
    }
    const nlohmann::json live = loaded->header.live;
    replaceMatch(std::move(loaded->match), std::move(writer), folder);
    match_->start();  // what a crash left undone: an automatic entry, the computer's orders
    if (match_->setup().way == MatchWay::Live) {
        reconnectLive(live);  // the game goes on where the link left it
    }
    afterMatchChange(wholeView(), true);
    return {};
}

void GameSession::replaceMatch(std::unique_ptr<Match> match,
                               std::unique_ptr<MatchRecordWriter> writer, const QString& folder) {
    forgetGame(folder, fromStd(writer->path()));
    match_ = std::move(match);
    matchWriter_ = std::move(writer);
    match_->setRecorder([this](const std::string& line) { recordMatchLine(line); });
    match_->takeEvents();
    match_->start();
    screenSide_ = -1;
    for (int side = 0; side < 2 && screenSide_ < 0; ++side) {
        if (match_->playsHere(side) && !match_->playsHere(1 - side)) {
            screenSide_ = side;  // this window plays one side: it always shows that side
        }
    }
    // On one screen, a game whose first orders are one side's alone starts
    // with the table shown to that side: nothing is secret, as when the screen
    // passes on in play. Where both give orders, the cover comes first.
    if (screenSide_ < 0 && onOneScreen()) {
        const MatchRound* round = match_->openRound();
        if (round && round->givers.size() == 1 && !match_->undoAskedOf(round->givers.front())) {
            screenSide_ = round->givers.front();
        }
    }
    commanders_ = {};
    lesson_ = false;
    modified_ = false;
    emit gameReplaced();
    emit selectionChanged(QString());
    emit fileStateChanged();
}

void GameSession::recordMatchLine(const std::string& line) {
    if (!matchWriter_) {
        return;
    }
    if (const std::string error = matchWriter_->append(line); !error.empty()) {
        emit autosaveFailed(fromStd(error));
    }
}

QString GameSession::saveMatchAs(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute == filePath_) {
        return {};  // the record is written as the game goes
    }
    std::string error;
    auto writer = MatchRecordWriter::start(absolute.toStdString(), matchWriter_->header(),
                                           matchWriter_->lines(), error);
    if (!writer) {
        return fromStd(error);
    }
    matchWriter_ = std::move(writer);
    filePath_ = absolute;
    modified_ = false;
    emit fileStateChanged();
    return {};
}

bool GameSession::onOneScreen() const {
    return match_ && match_->playsHere(0) && match_->playsHere(1);
}

QString GameSession::whyNotOrderable(const std::string& unitId) const {
    if (!match_) {
        return {};
    }
    const Unit* unit = game().state().findUnit(unitId);
    if (!unit) {
        return {};
    }
    if (unit->side != screenSide_) {
        return tr("The orders of %1 are given by its own player")
            .arg(fromStd(match_->sideName(unit->side)));
    }
    return fromStd(match_->whyCannotOrder(screenSide_));
}

int GameSession::sideToHandTo() const {
    if (!match_) {
        return -1;
    }
    if (!onOneScreen()) {
        return screenSide_;
    }
    // A request to take back steps goes to the side that must answer it first.
    for (int side = 0; side < 2; ++side) {
        if (match_->undoAskedOf(side)) {
            return side;
        }
    }
    // The side at the screen keeps it while it still has orders to give.
    if (screenSide_ >= 0 && match_->givesOrders(screenSide_)) {
        return screenSide_;
    }
    for (const int side : match_->sidesToCommit()) {
        if (match_->givesOrders(side)) {
            return side;
        }
    }
    return -1;
}

void GameSession::setScreenSide(int side) {
    if (!match_ || side == screenSide_ || side < -1 || side > 1) {
        return;
    }
    if (side >= 0 && !match_->playsHere(side)) {
        return;  // the other player's side is never shown as theirs here
    }
    screenSide_ = side;
    selectedUnit_.clear();
    emit selectionChanged(QString());
    emit screenSideChanged(side);
    emit viewReplaced();
    emit viewChanged();
    emit fileStateChanged();
}

QString GameSession::ready() {
    if (!match_) {
        return tr("Ready is for a game between two people");
    }
    if (screenSide_ < 0) {
        return tr("No side is at the screen");
    }
    const std::string error = match_->commit(screenSide_);
    if (!error.empty()) {
        return fromStd(error);
    }
    afterMatchChange(wholeView(), true);
    return {};
}

QString GameSession::askTakeBack() {
    if (!match_ || screenSide_ < 0) {
        return tr("There is no step to take back");
    }
    const std::string error = match_->askUndo(screenSide_);
    if (!error.empty()) {
        return fromStd(error);
    }
    afterMatchChange(wholeView(), true);
    return {};
}

QString GameSession::answerTakeBack(int side, bool agree) {
    if (!match_) {
        return tr("There is no request to answer");
    }
    const std::string error = match_->answerUndo(side, agree);
    if (!error.empty()) {
        return fromStd(error);
    }
    afterMatchChange(wholeView(), true);
    return {};
}

QString GameSession::sendChat(const QString& text) {
    if (!match_) {
        return tr("Chat is for a game between two people");
    }
    int side = screenSide_;
    for (int each = 0; each < 2 && side < 0; ++each) {
        side = match_->playsHere(each) ? each : -1;
    }
    const std::string error = match_->chat(side, text.trimmed().toStdString());
    if (!error.empty()) {
        return fromStd(error);
    }
    afterMatchChange(wholeView(), false);
    return {};
}

QString GameSession::writeTurnFile(const QString& path) {
    if (!match_ || onOneScreen()) {
        return tr("Turn files are for a game between two people played by file");
    }
    int side = 0;
    while (side < 2 && !match_->playsHere(side)) {
        ++side;
    }
    // The invitation goes with every file until the other player has answered,
    // so a first file lost on the way is made good by the next.
    std::optional<nlohmann::json> invitation;
    if (match_->ledger(1 - side).size() == 0) {
        invitation = matchGameToJson(matchWriter_->header().game);
    }
    const std::string error =
        adjutant::writeTurnFile(path.toStdString(), turnFileFor(*match_, side, invitation));
    return fromStd(error);
}

QString GameSession::takeTurnFile(const QString& path, const QString& recordFolder,
                                  bool mayStartGame) {
    Diagnostics diagnostics;
    const std::optional<TurnFile> turn = readTurnFile(path.toStdString(), diagnostics);
    if (!turn) {
        return errorsOf(diagnostics);
    }
    const QString name = QFileInfo(path).fileName();
    if (!match_ || match_->gameId() != turn->gameId) {
        if (!turn->invitation) {
            return match_
                       ? fromStd(adjutant::takeTurnFile(*match_, *turn, name.toStdString()).error)
                       : tr("%1 is a turn of a game this window does not have: open that "
                            "game's own file first, or the first turn file of the game")
                             .arg(name);
        }
        // An invitation: a new game, this window playing the side it is addressed to.
        const std::optional<MatchGame> game =
            readMatchGame(*turn->invitation, name.toStdString(), rulesets_, diagnostics);
        if (!game) {
            return errorsOf(diagnostics);
        }
        if (!mayStartGame) {
            QString sender = fromStd(turn->from);
            for (const Side& side : game->setup->scenario->sides) {
                if (side.id == turn->from) {
                    sender = fromStd(displayName(side));
                }
            }
            return tr("%1 belongs to another game: it is the first turn of a new game of %2 sent "
                      "by the player of %3. To play it, open it from the start page (File > New "
                      "game...), where it starts a game of its own; the game on the table stays "
                      "in its file.")
                .arg(name, fromStd(game->setup->scenario->title), sender);
        }
        MatchSetup setup;
        setup.game = game->setup;
        setup.gameId = game->gameId;
        setup.way = MatchWay::ByFile;
        for (std::size_t side = 0; side < 2; ++side) {
            setup.sides[side].here = game->setup->scenario->sides[side].id == turn->to;
            if (setup.sides[side].here) {
                setup.sides[side].secret = newSideSecret();
            }
        }
        std::unique_ptr<Match> made;
        try {
            made = std::make_unique<Match>(setup, *engines_, referees_);
        } catch (const std::exception& e) {
            return tr("%1: %2").arg(name, fromStd(e.what()));
        }
        // The record must be made before the entries, so it holds them all.
        const MatchReceipt trial = made->clone()->receive(turn->lines, name.toStdString());
        if (!trial.accepted) {
            return fromStd(trial.error);
        }
        const QString stem =
            QString::fromStdString(game->setup->scenario->title).simplified().replace(' ', '-');
        QDir().mkpath(recordFolder);
        QString record = QDir(recordFolder)
                             .filePath(QStringLiteral("%1-%2.save.jsonl")
                                           .arg(stem, fromStd(game->gameId.substr(0, 8))));
        std::string error;
        auto writer = MatchRecordWriter::start(
            record.toStdString(), recordHeaderOf(*made, game->scenarioFile, {}), {}, error);
        if (!writer) {
            return fromStd(error);
        }
        replaceMatch(std::move(made), std::move(writer), findScenarioFolder(game->scenarioFile));
    }
    const MatchReceipt receipt = adjutant::takeTurnFile(*match_, *turn, name.toStdString());
    if (!receipt.accepted) {
        return fromStd(receipt.error);
    }
    afterMatchChange(wholeView(), true);
    return {};
}

QString GameSession::handOverToComputer(int side) {
    if (!match_) {
        return tr("There is no game between two people");
    }
    const std::string error = match_->handOver(side, CommanderSettings{Difficulty::Steady, 1});
    if (!error.empty()) {
        return fromStd(error);
    }
    afterMatchChange(wholeView(), true);
    return {};
}

QString GameSession::takeEntries(const std::vector<std::string>& lines, const QString& source) {
    if (!match_) {
        return tr("There is no game between two people");
    }
    const MatchReceipt receipt = match_->receive(lines, source.toStdString(), true);
    if (!receipt.accepted) {
        return fromStd(receipt.error);
    }
    if (receipt.newEntries > 0) {
        afterMatchChange(wholeView(), true);
    }
    return {};
}

std::vector<std::string> GameSession::linesToSend() const {
    return match_ ? match_->linesNotSeen() : std::vector<std::string>{};
}

void GameSession::afterMatchChange(const GameChange& change, bool revealed) {
    if (!change.accepted()) {
        emit refused(hasGame() ? RefereeLanguage::text(state(), change.reason)
                               : fromStd(change.reason));
        return;
    }
    bool resolved = false;
    for (const MatchEvent& event : match_->takeEvents()) {
        resolved = resolved || event.kind == MatchEvent::Kind::RoundResolved ||
                   event.kind == MatchEvent::Kind::UndoAnswered;
        emit matchEvent(event);
    }
    modified_ = false;
    if (connection_) {
        connection_->flush();  // the other program gets what it lacks at once
    }
    // Whose move it is, kept at the record's end for the list of games to go on with.
    const QString status =
        TwoPlayerText::statusLine(*match_, match_->setup().way == MatchWay::ByFile);
    if (status != lastStatus_ && matchWriter_) {
        lastStatus_ = status;
        matchWriter_->append(
            nlohmann::json{{"private", "status"}, {"text", status.toStdString()}}.dump());
    }
    if (resolved || revealed) {
        // The view changed whole: orders revealed, steps resolved, the screen handed on.
        if (onOneScreen()) {
            const int next = sideToHandTo();
            if (next != screenSide_) {
                // Where both sides give orders at once, or a side must answer a
                // request, the table hides behind the cover until the next
                // player takes it; where one side alone gives orders nothing
                // is secret, and the screen passes at once.
                const MatchRound* round = match_->openRound();
                const bool secret = !round || round->givers.size() > 1 ||
                                    (next >= 0 && match_->undoAskedOf(next).has_value());
                screenSide_ = secret ? -1 : next;
                selectedUnit_.clear();
                emit selectionChanged(QString());
                emit screenSideChanged(screenSide_);
            }
        }
        emit viewReplaced();
        emit viewChanged();
    } else {
        emit changed(change);
    }
    emit fileStateChanged();
}

QString GameSession::findScenarioFolder(const std::string& scenarioFile) const {
    if (scenarioFile.empty()) {
        return {};
    }
    for (const QString& folder : scenarioFolders_) {
        if (QFileInfo::exists(QDir(folder).filePath(fromStd(scenarioFile)))) {
            return folder;
        }
    }
    return {};
}

}  // namespace adjutant::ui
