// The session's part in teaching: a game started at a lesson's moment, a
// replay that shows the game as it stood after any command, and the notes a
// player attaches to commands (kept as journal lines of their own).
#include <QStringList>

#include "core/engine/EngineRegistry.h"
#include "core/io/ScenarioReader.h"
#include "core/lesson/Lesson.h"
#include "core/referee/situation/SituationReader.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

void GameSession::startLesson(const Lesson& lesson) {
    if (!lesson.initial) {
        return;
    }
    auto game = std::make_unique<Game>(lesson.initial->sharedSetup(), *lesson.initial);
    openWarnings_.clear();
    commanders_ = {};
    lesson_ = true;
    replaceGame(std::move(game), QString(), QString());
}

SituationReadContext GameSession::situationContext() const {
    SituationReadContext context;
    context.rulesets = &rulesets_;
    context.engines = engines_.get();
    context.referees = referees_.get();
    const RulesetRegistry* rulesets = &rulesets_;
    context.readScenario = [rulesets](const nlohmann::json& document, const std::string& file,
                                      Diagnostics& problems) {
        return readScenarioJson(document, file, *rulesets, problems);
    };
    return context;
}

QString GameSession::viewAfterCommands(std::optional<std::size_t> commands) {
    if (!hasGame()) {
        return tr("there is no game");
    }
    if (!commands) {
        if (!viewed_) {
            return {};
        }
        viewed_.reset();
        viewedCommands_.reset();
        emit viewChanged();
        return {};
    }
    std::string error;
    std::optional<GameState> state = game().stateAfter(*commands, error);
    if (!state) {
        return QString::fromStdString(error);
    }
    viewed_ = std::move(state);
    viewedCommands_ = commands;
    emit viewChanged();
    return {};
}

QString GameSession::setNote(std::size_t command, const QString& text) {
    if (!game_) {
        return match_ ? tr("notes are not kept in a game between two people")
                      : tr("there is no game");
    }
    const std::optional<std::size_t> entry = game_->journalEntryOf(command);
    if (!entry || !game_->addNote(*entry, text.trimmed().toStdString())) {
        return tr("there is no command %1 to put a note on").arg(command + 1);
    }
    modified_ = !lesson_;
    if (!filePath_.isEmpty() && autosave()) {
        modified_ = false;
    }
    emit noteChanged(command);
    emit fileStateChanged();
    return {};
}

QString GameSession::noteOn(std::size_t command) const {
    if (!game_) {
        return {};
    }
    const std::optional<std::size_t> entry = game_->journalEntryOf(command);
    return entry ? QString::fromStdString(game_->noteOn(*entry)) : QString();
}

}  // namespace adjutant::ui
