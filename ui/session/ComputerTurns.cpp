#include "ui/session/ComputerTurns.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/ai/GameOutcome.h"
#include "core/engine/EngineRegistry.h"
#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/model/DisplayName.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/StepActions.h"

namespace adjutant::ui {

namespace {

constexpr int kNormalInterval = 400;
constexpr int kFastInterval = 80;

// The first unit a command names (its fields are written in key order:
// a charge's "charger", a fire order's "firer", a manoeuvre's "unit"),
// the one the table selects while the order is shown.
QString actingUnit(const nlohmann::json& json, const GameState& state) {
    if (json.is_string()) {
        const std::string& text = json.get_ref<const std::string&>();
        return state.findUnit(text) ? QString::fromStdString(text) : QString();
    }
    if (json.is_object() || json.is_array()) {
        for (auto it = json.begin(); it != json.end(); ++it) {
            if (json.is_object() && (it.key() == "type" || it.key() == "dice")) {
                continue;
            }
            if (QString unit = actingUnit(it.value(), state); !unit.isEmpty()) {
                return unit;
            }
        }
    }
    return {};
}

OutOfActionTest outOfActionBy(const RulesetReferee* referee) {
    return [referee](const GameState& state, const Unit& unit) {
        return referee && referee->outOfAction(state, unit.id);
    };
}

bool movesStep(const Command& command) {
    return command.type() == ResolveStepCommand::kType ||
           command.type() == AdvanceStepCommand::kType;
}

}  // namespace

ComputerTurns::ComputerTurns(GameSession& session, QObject* parent)
    : QObject(parent),
      session_(session),
      orders_(session.referees(), session.engines().rulesetStates) {
    timer_.setSingleShot(true);
    timer_.setInterval(kNormalInterval);
    connect(&timer_, &QTimer::timeout, this, &ComputerTurns::act);
    connect(&session_, &GameSession::gameReplaced, this, &ComputerTurns::onGameReplaced);
    connect(&session_, &GameSession::changed, this, &ComputerTurns::onChanged);
    connect(&session_, &GameSession::commandersChanged, this, [this] {
        if (actingSide_ >= 0 && !computerPlays(actingSide_)) {
            stop();
        }
        schedule();
        emit activityChanged();
    });
}

ComputerTurns::~ComputerTurns() = default;

void ComputerTurns::setSpeed(Speed speed) {
    speed_ = speed;
    setInterval(speed == Speed::Fast ? kFastInterval : kNormalInterval);
    schedule();
    emit activityChanged();
}

void ComputerTurns::setInterval(int milliseconds) {
    timer_.setInterval(std::max(0, milliseconds));
}

void ComputerTurns::setPaused(bool paused) {
    if (paused_ == paused) {
        return;
    }
    paused_ = paused;
    if (paused_) {
        timer_.stop();
    } else {
        schedule();
    }
    emit activityChanged();
}

void ComputerTurns::setHeld(bool held) {
    if (held_ == held) {
        return;
    }
    held_ = held;
    if (held_) {
        timer_.stop();
    } else {
        schedule();
    }
    emit activityChanged();
}

bool ComputerTurns::computerPlays(int side) const {
    return session_.hasGame() && session_.commanderFor(side).has_value();
}

std::size_t ComputerTurns::stepStart() const {
    const Game& game = session_.game();
    for (std::size_t i = game.cursor(); i > 0; --i) {
        if (movesStep(game.command(i - 1))) {
            return i;
        }
    }
    return 0;
}

bool ComputerTurns::isBusy() const {
    if (!queue_.empty()) {
        return true;
    }
    if (!session_.hasGame() || !session_.referee()) {
        return false;
    }
    const std::size_t start = stepStart();
    for (int side = 0; side < 2; ++side) {
        if (computerPlays(side) && !ordered_.contains({start, side})) {
            return true;
        }
    }
    return false;
}

QString ComputerTurns::activityText() const {
    if (held_ && (computerPlays(0) || computerPlays(1))) {
        return tr("Computer waiting while the scenario is edited");
    }
    if (!session_.hasGame() || actingSide_ < 0 || queue_.empty()) {
        return paused_ && (computerPlays(0) || computerPlays(1)) ? tr("Computer paused")
                                                                 : QString();
    }
    const auto& sides = session_.setup().scenario->sides;
    const std::size_t index = static_cast<std::size_t>(actingSide_);
    const QString side = index < sides.size() ? QString::fromStdString(displayName(sides[index]))
                                              : QString::number(actingSide_ + 1);
    QString text = tr("Computer (%1) is giving orders...").arg(side);
    if (paused_) {
        text += tr(" (paused)");
    } else if (speed_ == Speed::StepByStep) {
        text += tr(" %n to come: press Next order", nullptr, static_cast<int>(queue_.size()));
    }
    return text;
}

void ComputerTurns::onGameReplaced() {
    stop();
    orders_.reset();
    ordered_.clear();
    paused_ = false;
    victory_.reset();
    if (session_.hasGame()) {
        victory_.follow(session_.state(), outOfActionBy(session_.referee()));
        // A game reopened part-way through a step in which the computer has
        // already given orders (they carry its notes) is not ordered again.
        const Game& game = session_.game();
        const std::size_t start = stepStart();
        for (std::size_t i = start; i < game.cursor(); ++i) {
            if (!game.command(i).note().empty()) {
                ordered_.insert({start, 0});
                ordered_.insert({start, 1});
                break;
            }
        }
    }
    schedule();
    emit activityChanged();
}

void ComputerTurns::onChanged(const GameChange& change) {
    if (session_.hasGame()) {
        victory_.follow(session_.state(), outOfActionBy(session_.referee()));
    }
    const bool undoOrRedo =
        change.kind == GameChange::Kind::Undone || change.kind == GameChange::Kind::Redone;
    if (change.turnChanged && !undoOrRedo) {
        // A step entered anew (not by undo or redo): what the computer did
        // there in a timeline since undone no longer counts.
        const std::size_t start = stepStart();
        std::erase_if(ordered_, [start](const auto& done) { return done.first >= start; });
    }
    if (acting_) {
        return;
    }
    if (undoOrRedo) {
        // The orders worked out belong to a state that is gone; the computer
        // orders again only in a step entered anew.
        stop();
        emit activityChanged();
        return;
    }
    if (change.turnChanged) {
        stop();
    }
    schedule();
    emit activityChanged();
}

void ComputerTurns::stop() {
    timer_.stop();
    queue_.clear();
    actingSide_ = -1;
}

void ComputerTurns::schedule() {
    if (paused_ || held_ || !session_.hasGame() || !(computerPlays(0) || computerPlays(1))) {
        return;
    }
    if (!queue_.empty() && speed_ == Speed::StepByStep) {
        return;  // waits for "Next order"
    }
    timer_.start();
}

void ComputerTurns::nextOrder() {
    if (!queue_.empty()) {
        timer_.stop();
        giveNextOrder();
        schedule();
        emit activityChanged();
    }
}

bool ComputerTurns::giveNextOrder() {
    std::unique_ptr<Command> command = std::move(queue_.front());
    queue_.pop_front();
    const QString unit = actingUnit(command->toJson(), session_.state());
    const QString note = QString::fromStdString(command->note());
    acting_ = true;
    const GameChange change = session_.apply(std::move(command));
    acting_ = false;
    if (!change.accepted()) {
        return false;
    }
    if (!unit.isEmpty()) {
        session_.selectUnit(unit);
    }
    emit orderGiven(unit, note);
    return true;
}

void ComputerTurns::act() {
    if (paused_ || held_ || !session_.hasGame() || !session_.referee()) {
        return;
    }
    if (!queue_.empty()) {
        giveNextOrder();
        schedule();
        emit activityChanged();
        return;
    }
    // Each side in turn, side A first, as in a game played headless.
    const std::size_t start = stepStart();
    for (int side = 0; side < 2; ++side) {
        if (!computerPlays(side) || ordered_.contains({start, side})) {
            continue;
        }
        ordered_.insert({start, side});
        actingSide_ = side;
        for (std::unique_ptr<Command>& order :
             orders_.orders(session_.game(), side, *session_.commanderFor(side))) {
            queue_.push_back(std::move(order));
        }
        if (!queue_.empty()) {
            schedule();
            emit activityChanged();
            return;
        }
    }
    actingSide_ = -1;
    if (computerPlays(0) && computerPlays(1)) {
        // Both sides played by the computer: resolve and go on, stopping
        // when an army breaks at the end of a bound, as a simulated game does.
        const int bound = session_.state().bound();
        acting_ = true;
        const GameChange change = StepActions::resolveStep(session_);
        acting_ = false;
        if (!change.accepted()) {
            paused_ = true;
            emit activityChanged();
            return;
        }
        const GameState& state = session_.state();
        if (state.bound() != bound) {
            const VictoryWatch::Verdict verdict =
                victory_.verdict(state, outOfActionBy(session_.referee()));
            if (verdict.over) {
                paused_ = true;
                emit activityChanged();
                emit gameDecided(RefereeLanguage::text(state, verdict.standing.summary));
                return;
            }
        }
        schedule();
    }
    emit activityChanged();
}

}  // namespace adjutant::ui
