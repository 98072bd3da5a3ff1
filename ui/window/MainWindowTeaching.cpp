// The main window's part in teaching the rules: the rules reference (opened
// from any rule number an explanation shows), the lessons with what they
// highlight on the table, and the replay of a game with its notes.
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>
#include <algorithm>

#include "core/lesson/Lesson.h"
#include "core/referee/RulesetReferee.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/docks/ReplayDock.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/items/LessonHighlightItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"
#include "ui/window/StepHighlights.h"
#include "ui/window/TableSync.h"

namespace adjutant::ui {

namespace {

// A reference opened into a sliver of the right column cannot be read: it is
// given about two fifths of the window's height, unless it has that already.
void openWithRoom(QMainWindow& window, QDockWidget* dock) {
    dock->show();
    dock->raise();
    const int wanted = window.height() * 2 / 5;
    if (!dock->isFloating() && dock->height() < wanted) {
        window.resizeDocks({dock}, {wanted}, Qt::Vertical);
    }
}

}  // namespace

void MainWindow::createTeachingDocks(JournalDock* journal, UnitInspectorDock* inspector) {
    reference_ = new ReferenceDock(this);
    lessons_ = new LessonsDock(*session_, rulesets_, this);
    lessons_->setMayReplaceGame([this] { return maySetGameAside(); });
    replay_ = new ReplayDock(*session_, this);
    addDockWidget(Qt::RightDockWidgetArea, reference_);
    addDockWidget(Qt::LeftDockWidgetArea, lessons_);
    addDockWidget(Qt::RightDockWidgetArea, replay_);
    // Out of the way until asked for: Help > Lessons..., a rule number, Game > Replay.
    reference_->hide();
    lessons_->hide();
    replay_->hide();
    docks_ << reference_ << lessons_ << replay_;

    connect(journal, &JournalDock::ruleRequested, this, &MainWindow::showRule);
    connect(inspector, &UnitInspectorDock::ruleRequested, this, &MainWindow::showRule);
    connect(replay_, &ReplayDock::ruleRequested, this, &MainWindow::showRule);
    connect(lessons_, &LessonsDock::highlightChanged, this, &MainWindow::showLessonHighlight);
    connect(session_, &GameSession::gameReplaced, this, [this] {
        reference_->setRuleset(session_->hasGame() ? session_->setup().ruleset : nullptr);
    });
    // A replay shows another moment: the table and the docks follow it.
    connect(session_, &GameSession::viewChanged, sync_, &TableSync::syncAllUnits);
    connect(session_, &GameSession::viewChanged, this, [this] { updateActions(); });
    // The highlight follows the units it outlines, and comes back after a new table.
    connect(session_, &GameSession::changed, this, [this] { showLessonHighlight(highlighted_); });
    connect(sync_, &TableSync::tableRebuilt, this, [this] { showLessonHighlight(highlighted_); });

    // Each step explains itself: its rule numbers open the reference, the
    // table marks who may act, and a step with nothing to decide can pass.
    connect(phaseTracker_, &PhaseTrackerDock::ruleRequested, this, &MainWindow::showRule);
    stepHighlights_ = new StepHighlights(*session_, *scene_, this);
    connect(sync_, &TableSync::tableRebuilt, stepHighlights_, &StepHighlights::refresh);
    connect(session_, &GameSession::changed, this, [this] { passStepIfNothingToDecide(); });
    connect(session_, &GameSession::gameReplaced, this, [this] {
        passesInARow_ = 0;
        passStepIfNothingToDecide();
    });
}

void MainWindow::passStepIfNothingToDecide() {
    // A game between two people runs on by itself to the next step with orders.
    if (!settings_.passStepsWithNothingToDecide || passPending_ || !session_->hasGame() ||
        session_->isLesson() || session_->isViewing() || !session_->referee() ||
        session_->isTwoPlayer()) {
        return;
    }
    // Both sides played by the computer: it resolves every step itself.
    if (session_->commanderFor(0) && session_->commanderFor(1)) {
        return;
    }
    const std::size_t commands = session_->game().commandCount();
    passPending_ = true;
    // After the change has been shown everywhere, and only if nothing else
    // happened in between.
    QTimer::singleShot(0, this, [this, commands] {
        passPending_ = false;
        QAction* resolve = action(QStringLiteral("resolveStep"));
        if (!session_->hasGame() || session_->game().commandCount() != commands || !resolve ||
            !resolve->isEnabled() || computer_->isBusy() || session_->isViewing()) {
            return;
        }
        const SequenceStep* step = session_->state().currentStep();
        const std::size_t steps = session_->setup().ruleset->sequence.size();
        if (!step || !session_->referee()->stepBriefing(session_->state()).nobodyCanAct) {
            passesInARow_ = 0;
            return;
        }
        if (passesInARow_ >= static_cast<int>(std::max<std::size_t>(steps, 1))) {
            return;
        }
        ++passesInARow_;
        resolve->trigger();
    });
}

void MainWindow::addTeachingActions(QMenu* help) {
    QAction* rules =
        help->addAction(tr("&Rules reference"), this, [this] { openWithRoom(*this, reference_); });
    rules->setObjectName(QStringLiteral("rulesReference"));
    rules->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    QAction* lessons = help->addAction(tr("&Lessons..."), this, [this] {
        lessons_->show();
        lessons_->raise();
    });
    lessons->setObjectName(QStringLiteral("lessons"));
    QAction* replay = help->addAction(tr("Re&play this game"), this, [this] {
        replay_->show();
        replay_->raise();
    });
    replay->setObjectName(QStringLiteral("replay"));
    replay->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
}

LessonHighlightItem* MainWindow::lessonHighlight() const {
    return highlight_;
}

void MainWindow::showRule(const QString& section) {
    if (session_->hasGame()) {
        reference_->setRuleset(session_->setup().ruleset);
    }
    reference_->showSection(section);
    openWithRoom(*this, reference_);
}

void MainWindow::showLessonHighlight(const LessonHighlight* highlight) {
    highlighted_ = highlight;
    if (!highlight || !session_->hasGame() || !lessons_->lesson()) {
        highlighted_ = nullptr;
        if (highlight_) {
            highlight_->clear();
        }
        return;
    }
    if (!highlight_) {
        highlight_ = new LessonHighlightItem();
        scene_->addItem(highlight_);
    }
    highlight_->setHighlight(highlight, session_->state(), session_->referee());
}

}  // namespace adjutant::ui
