#include "ui/session/GameSession.h"

#include "core/io/RecordedScenarioFolder.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include "core/engine/EngineRegistry.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/io/ScenarioGameSetup.h"
#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/match/MatchRecord.h"
#include "core/referee/BuiltinEngines.h"
#include "net/MatchConnection.h"
#include "net/MatchJoining.h"
#include "ui/session/DamagedSaveCopy.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

/// Every diagnostic of one kind, one per line.
QString listed(const Diagnostics& diagnostics, Diagnostic::Severity severity) {
    QStringList lines;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == severity) {
            lines << fromStd(item.toString());
        }
    }
    return lines.join('\n');
}

// Whether the scenario file chooses its figure scale itself (read again: the
// scenario reader fills in its default and does not say it did).
bool namesFigureScale(const std::string& path) {
    Diagnostics ignored;
    const std::optional<nlohmann::json> json = readJsonFile(path, ignored);
    return json && json->is_object() && json->contains("figureScale");
}

}  // namespace

GameSession::GameSession(const RulesetRegistry& rulesets, const RulesetDescriptors& descriptors,
                         QObject* parent)
    : QObject(parent),
      rulesets_(rulesets),
      descriptors_(descriptors),
      referees_(makeBuiltinReferees(descriptors)),
      engines_(
          std::make_unique<EngineRegistry>(makeBuiltinEngineRegistry(referees_, descriptors))) {}

GameSession::GameSession(const RulesetRegistry& rulesets, QObject* parent)
    : GameSession(rulesets, builtinRulesetDescriptors(), parent) {}

// Out of line: the unique_ptr members hold types only forward-declared in the header.
GameSession::~GameSession() = default;

DistanceFormat GameSession::distanceFormat() const {
    return hasGame() ? DistanceFormat(metric_, GroundScale::of(setup())) : DistanceFormat();
}

void GameSession::setMetricDistances(bool metric) {
    if (metric != metric_) {
        metric_ = metric;
        emit distancesChanged();
    }
}

const RulesetReferee* GameSession::referee() const {
    return hasGame() ? referees_->forState(game().state()) : nullptr;
}

QString GameSession::newGame(const QString& scenarioPath, quint64 seed,
                             const std::map<std::string, std::string>& readings) {
    const std::string path = scenarioPath.toStdString();
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(path, rulesets_, diagnostics);
    if (!scenario || diagnostics.hasErrors()) {
        QString problems = listed(diagnostics, Diagnostic::Severity::Error);
        return problems.isEmpty() ? tr("%1: cannot be read as a scenario").arg(scenarioPath)
                                  : problems;
    }
    // The player's figure scale, where the scenario leaves it to the ruleset.
    const RulesetDefinition* ruleset = rulesets_.find(scenario->ruleset);
    if (ruleset && !defaultFigureScale_.isEmpty() && !namesFigureScale(path) &&
        ruleset->findFigureScale(defaultFigureScale_.toStdString())) {
        scenario->figureScale = defaultFigureScale_.toStdString();
    }
    std::shared_ptr<GameSetup> setup =
        scenarioGameSetup(std::move(*scenario), rulesets_, seed, path, diagnostics);
    if (!setup) {
        return listed(diagnostics, Diagnostic::Severity::Error);
    }
    // The readings chosen for this game (House rules...) over the scenario's.
    for (const auto& [option, reading] : readings) {
        setup->options[option] = reading;
    }
    if (const std::vector<std::string> problems = setup->problems(); !problems.empty()) {
        QStringList lines;
        for (const std::string& problem : problems) {
            lines << scenarioPath + QStringLiteral(": error: ") + QString::fromStdString(problem);
        }
        return lines.join('\n');
    }
    auto game = std::make_unique<Game>(setup, engines_->rulesetStates);
    openWarnings_ = listed(diagnostics, Diagnostic::Severity::Warning);
    commanders_ = {};
    lesson_ = false;
    replaceGame(std::move(game), QFileInfo(scenarioPath).absolutePath(), QString());
    autosaveName_ = QFileInfo(scenarioPath)
                        .fileName()
                        .remove(QRegularExpression("\\.scenario\\.json$",
                                                   QRegularExpression::CaseInsensitiveOption));
    return {};
}

QString GameSession::open(const QString& savePath) {
    if (isTwoPlayerRecord(savePath)) {
        return openMatch(savePath);
    }
    Diagnostics diagnostics;
    std::optional<LoadedGame> loaded =
        loadSavedGameFile(savePath.toStdString(), rulesets_, *engines_, diagnostics);
    if (!loaded || !loaded->game || diagnostics.hasErrors()) {
        QString problems = listed(diagnostics, Diagnostic::Severity::Error);
        return problems.isEmpty() ? tr("%1: cannot be read as a saved game").arg(savePath)
                                  : problems;
    }
    const QFileInfo info(savePath);
    // The scenario's map is found where the header says, when that folder
    // still holds the scenario; otherwise beside the saved game.
    const QString folder = QDir::cleanPath(
        fromStd(recordedScenarioFolder(info.absolutePath().toStdString(), loaded->scenarioFolder,
                                       *loaded->game->setup().scenario)));
    warnWhenSavedGameMapMissing(savePath.toStdString(), folder.toStdString(),
                                *loaded->game->setup().scenario, diagnostics);
    openWarnings_ = listed(diagnostics, Diagnostic::Severity::Warning);
    commanders_ = loaded->players;
    lesson_ = false;
    const bool torn = loaded->tornLastLine;
    replaceGame(std::move(loaded->game), folder, info.absoluteFilePath());
    if (torn) {
        damagedCopy_ = damagedCopyPath(info.absoluteFilePath());
    }
    return {};
}

void GameSession::replaceGame(std::unique_ptr<Game> game, const QString& folder,
                              const QString& file) {
    forgetGame(folder, file);
    game_ = std::move(game);
    emit gameReplaced();
    emit selectionChanged(QString());
    emit fileStateChanged();
}

void GameSession::forgetGame(const QString& folder, const QString& file) {
    writer_.reset();
    dropLive();  // before the match: the link refers to it
    match_.reset();
    matchWriter_.reset();
    screenSide_ = -1;
    viewed_.reset();
    viewedCommands_.reset();
    autosavePath_.clear();
    game_.reset();
    scenarioFolder_ = folder;
    filePath_ = file;
    damagedCopy_.clear();
    damagedCopied_ = false;
    modified_ = false;
    selectedUnit_.clear();
}

QString GameSession::saveAs(const QString& path) {
    if (match_) {
        return saveMatchAs(path);
    }
    if (!game_) {
        return tr("%1: there is no game to save").arg(path);
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::string error;
    // start() writes the whole file through a temporary file and a rename, so
    // a failure leaves whatever was at `path` as it was.
    std::unique_ptr<SavedGameWriter> writer =
        SavedGameWriter::start(absolute.toStdString(), *game_, error,
                               scenarioFolderFrom(absolute).toStdString(), commanders_);
    if (!writer) {
        return error.empty() ? tr("%1: cannot be written").arg(absolute) : fromStd(error);
    }
    writer_ = std::move(writer);
    filePath_ = absolute;
    modified_ = false;
    // The game is in a file of its own now; its autosave has done its work.
    if (!autosavePath_.isEmpty() && autosavePath_ != absolute) {
        QFile::remove(autosavePath_);
    }
    autosavePath_.clear();
    emit fileStateChanged();
    return {};
}

QString GameSession::recover(const QString& autosavePath) {
    const QString problems = open(autosavePath);
    if (!problems.isEmpty()) {
        return problems;
    }
    // Unsaved, so Save asks where; until then it is autosaved where it was.
    filePath_.clear();
    autosavePath_ = QFileInfo(autosavePath).absoluteFilePath();
    autosaveName_ = QFileInfo(autosavePath).fileName().section('.', 0, 0);
    modified_ = true;
    emit fileStateChanged();
    return {};
}

void GameSession::discardAutosave() {
    writer_.reset();
    if (!autosavePath_.isEmpty()) {
        QFile::remove(autosavePath_);
        autosavePath_.clear();
    }
}

QString GameSession::autosaveTarget() {
    if (!filePath_.isEmpty()) {
        return filePath_;
    }
    if (autosaveFolder_.isEmpty()) {
        return {};
    }
    if (autosavePath_.isEmpty()) {
        QDir().mkpath(autosaveFolder_);
        const QString stem =
            (autosaveName_.isEmpty() ? QStringLiteral("game") : autosaveName_) + '-' +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QString path = QDir(autosaveFolder_).filePath(stem + ".save.jsonl");
        for (int n = 2; QFileInfo::exists(path); ++n) {
            path = QDir(autosaveFolder_).filePath(QString("%1-%2.save.jsonl").arg(stem).arg(n));
        }
        autosavePath_ = path;
    }
    return autosavePath_;
}

QString GameSession::scenarioFolderFrom(const QString& savePath) const {
    if (scenarioFolder_.isEmpty()) {
        return {};
    }
    // Relative, so a folder holding both the scenario and its saved games can
    // be moved or shared whole.
    return QDir(QFileInfo(savePath).absolutePath()).relativeFilePath(scenarioFolder_);
}

QString GameSession::save() {
    if (filePath_.isEmpty()) {
        return tr("The game has no file yet: use Save As to choose one.");
    }
    if (const QString failed = keepDamagedOriginal(filePath_); !failed.isEmpty()) {
        return failed;
    }
    return saveAs(filePath_);
}

QString GameSession::keepDamagedOriginal(const QString& target) {
    // Writing the game whole drops the torn line: the file as it was goes first.
    if (damagedCopy_.isEmpty() || damagedCopied_ || target != filePath_) {
        return {};
    }
    if (QString failed = keepDamagedCopy(filePath_, damagedCopy_); !failed.isEmpty()) {
        return failed;
    }
    damagedCopied_ = true;
    return {};
}

bool GameSession::canUndo() const {
    if (match_) {
        return match_->canUndoOrder(screenSide_) ||
               (screenSide_ >= 0 && match_->roundToTakeBack().has_value());
    }
    return game_ && game_->canUndo();
}

bool GameSession::canRedo() const {
    if (match_) {
        return match_->canRedoOrder(screenSide_);
    }
    return game_ && game_->canRedo();
}

GameChange GameSession::apply(std::unique_ptr<Command> command) {
    if (!hasGame()) {
        GameChange change = GameChange::refused("there is no game");
        emit refused(fromStd(change.reason));
        return change;
    }
    if (viewed_) {
        GameChange change = GameChange::refused(
            "a replay is shown: go back to the game (Replay > Back to the game) to give orders");
        emit refused(fromStd(change.reason));
        return change;
    }
    if (!command) {
        GameChange change = GameChange::refused("no command was given");
        emit refused(fromStd(change.reason));
        return change;
    }
    if (match_) {
        // Dice typed in by a player cannot be checked by the other: a game
        // between two people throws only the dice both sides' shares make.
        GameChange change = match_->giveOrder(screenSide_, std::move(command));
        afterMatchChange(change, false);
        return change;
    }
    GameChange change = game_->apply(std::move(command), playerDice_);
    afterChange(change);
    return change;
}

GameChange GameSession::undo() {
    if (!canUndo() || viewed_) {
        GameChange change = GameChange::refused("there is nothing to undo");
        emit refused(fromStd(change.reason));
        return change;
    }
    if (match_) {
        if (!match_->canUndoOrder(screenSide_)) {
            // A resolved step is final: taking it back needs the other side's consent.
            const QString error = askTakeBack();
            GameChange change =
                error.isEmpty() ? GameChange::refused(tr("The other side was asked to take back "
                                                         "the last step")
                                                          .toStdString())
                                : GameChange::refused(error.toStdString());
            emit refused(fromStd(change.reason));
            return change;
        }
        GameChange change = match_->undoOrder(screenSide_);
        afterMatchChange(change, false);
        return change;
    }
    GameChange change = game_->undo();
    afterChange(change);
    return change;
}

GameChange GameSession::redo() {
    if (!canRedo() || viewed_) {
        GameChange change = GameChange::refused("there is nothing to redo");
        emit refused(fromStd(change.reason));
        return change;
    }
    if (match_) {
        GameChange change = match_->redoOrder(screenSide_);
        afterMatchChange(change, false);
        return change;
    }
    GameChange change = game_->redo();
    afterChange(change);
    return change;
}

void GameSession::afterChange(const GameChange& change) {
    if (!change.accepted()) {
        emit refused(hasGame() ? RefereeLanguage::text(state(), change.reason)
                               : fromStd(change.reason));
        return;
    }
    modified_ = !lesson_;
    // A game with a file of its own is saved by this; an unsaved game's
    // autosave only keeps it safe, and the game stays unsaved. A lesson is not kept.
    if (!lesson_ && autosave() && !filePath_.isEmpty()) {
        modified_ = false;
    }
    // A selected unit always still exists: units are never added or removed.
    emit changed(change);
    emit fileStateChanged();
}

bool GameSession::autosave() {
    const QString target = autosaveTarget();
    if (target.isEmpty()) {
        return false;
    }
    std::string error;
    if (!writer_) {
        if (const QString failed = keepDamagedOriginal(target); !failed.isEmpty()) {
            emit autosaveFailed(failed);
            return false;
        }
    }
    if (!writer_) {
        // First change since the file was opened: write it whole once (this also
        // drops a torn last line the open warned about), then append.
        writer_ = SavedGameWriter::start(target.toStdString(), *game_, error,
                                         scenarioFolderFrom(target).toStdString(), commanders_);
    } else {
        error = writer_->appendNewEntries(*game_);
    }
    if (!error.empty()) {
        emit autosaveFailed(fromStd(error));
        return false;
    }
    return true;
}

std::unique_ptr<Command> GameSession::makeCommand(const nlohmann::json& commandJson,
                                                  std::string& error) const {
    Diagnostics diagnostics;
    const JsonReader reader(commandJson, "command", diagnostics);
    std::unique_ptr<Command> command = engines_->commands.fromJson(reader);
    if (!command || diagnostics.hasErrors()) {
        error = diagnostics.empty() ? std::string("the command could not be read")
                                    : diagnostics.toString();
        return nullptr;
    }
    error.clear();
    return command;
}

std::optional<CommanderSettings> GameSession::commanderFor(int side) const {
    if (side < 0 || side >= static_cast<int>(commanders_.size())) {
        return std::nullopt;
    }
    return commanders_[static_cast<std::size_t>(side)];
}

QString GameSession::setCommanders(const SidePlayers& players) {
    if (match_) {
        return tr(
            "In a game between two people each player plays their own side; a side whose "
            "player has left can be handed to the computer (Game > Two players).");
    }
    commanders_ = players;
    QString error;
    if (game_ && !filePath_.isEmpty()) {
        // The players live in the header, which appending never touches.
        writer_.reset();
        if (!autosave()) {
            modified_ = true;
            error = tr("%1: the players could not be written to the file").arg(filePath_);
        }
    } else if (game_) {
        modified_ = true;
        if (!autosavePath_.isEmpty()) {
            writer_.reset();
            autosave();
        }
    }
    emit commandersChanged();
    emit fileStateChanged();
    return error;
}

void GameSession::selectUnit(const QString& unitId) {
    if (unitId == selectedUnit_) {
        return;
    }
    if (!unitId.isEmpty() && (!hasGame() || !game().state().findUnit(unitId.toStdString()))) {
        return;  // an id that names no unit selects nothing
    }
    selectedUnit_ = unitId;
    emit selectionChanged(selectedUnit_);
}

}  // namespace adjutant::ui
