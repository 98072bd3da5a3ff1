#pragma once

#include <QDockWidget>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/engine/GameChange.h"
#include "core/lesson/Lesson.h"
#include "core/lesson/LessonPlayer.h"

class QLabel;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant {
class RulesetRegistry;
}

namespace adjutant::ui {

class GameSession;

/// Help > Lessons...: the courses of every ruleset, and the lesson being
/// played. A lesson is started as a game at its moment; the dock then leads the
/// player step by step (its text, Next, Show me, Restart), says whether what
/// the player did was what the step asked (the referee's refusal, or why a
/// legal order is weak), and has the table highlight what the step is about.
///
/// It watches only the session's applied commands (their JSON and the state
/// after them), never the tools, so any way of giving an order counts.
/// Progress is kept in QSettings: lessons completed, and the step reached.
class LessonsDock : public QDockWidget {
    Q_OBJECT

  public:
    LessonsDock(GameSession& session, const RulesetRegistry& rulesets, QWidget* parent = nullptr);
    ~LessonsDock() override;

    /// Reads the courses again from every ruleset's lessons folder.
    void reloadCourses();
    /// Starts a lesson by id (from its first step, or where the player left it
    /// when `resume`); false when there is no such lesson.
    bool startLesson(const QString& lessonId, bool resume = false);
    /// Asked before a lesson replaces a game that is not a lesson: false
    /// keeps the game (the window asks to save an unsaved one).
    void setMayReplaceGame(std::function<bool()> mayReplace) {
        mayReplace_ = std::move(mayReplace);
    }
    /// The buttons' actions, for tests and shortcuts.
    void showMe();
    void next();
    void restart();
    void backToCourses();

    /// The lesson being played, or nullptr.
    const Lesson* lesson() const { return playing_ ? &lessons_[*playing_] : nullptr; }
    const LessonPlayer* player() const { return player_.get(); }
    QString feedback() const;
    QTreeWidget* courses() const { return courses_; }
    QTextBrowser* stepText() const { return text_; }
    /// Whether a lesson has been completed (from QSettings).
    static bool completed(const QString& lessonId);

  signals:
    /// What the table should highlight now (nullptr: nothing).
    void highlightChanged(const adjutant::LessonHighlight* highlight);

  private:
    std::function<bool()> mayReplace_;
    /// The game's command count when the present step began: Show me starts
    /// from there, whatever the player did since.
    std::size_t stepStart_ = 0;
    void showStep();
    void onChanged(const GameChange& change);
    void onRefused(const QString& reason);
    void onGameReplaced();
    void say(const QString& text, bool good);
    void saveProgress() const;
    std::optional<std::size_t> indexOf(const QString& lessonId) const;

    GameSession& session_;
    const RulesetRegistry& rulesets_;
    std::vector<Lesson> lessons_;
    std::optional<std::size_t> playing_;
    std::unique_ptr<LessonPlayer> player_;
    bool starting_ = false;  // the lesson's own game is being set up
    bool showing_ = false;   // "show me" is giving its commands

    QStackedWidget* pages_ = nullptr;
    QTreeWidget* courses_ = nullptr;
    QPushButton* start_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* progress_ = nullptr;
    QTextBrowser* text_ = nullptr;
    QLabel* feedback_ = nullptr;
    QPushButton* showMe_ = nullptr;
    QPushButton* next_ = nullptr;
};

}  // namespace adjutant::ui
