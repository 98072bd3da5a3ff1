#pragma once

#include <QDockWidget>
#include <QString>
#include <optional>
#include <vector>

#include "core/engine/GameChange.h"
#include "ui/docks/JournalRecord.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant::ui {

class GameSession;

/// Replay to learn: the game's commands by bound and step; choosing one shows
/// the table as it stood after it (GameSession::viewAfterCommands) with what it
/// did and why, written out with every rule a link, and the player's note on
/// it, which can be written or changed here and is saved in the game.
class ReplayDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit ReplayDock(GameSession& session, QWidget* parent = nullptr);

    /// Shows the table after command `command` (from 0) and its explanation.
    bool showCommand(std::size_t command);
    /// Back to the game as it stands.
    void backToGame();
    void previous();
    void next();
    /// Saves the text of the note box as the note on the command shown.
    void saveNote();

    QTreeWidget* navigator() const { return navigator_; }
    QTextBrowser* explanation() const { return explanation_; }
    QPlainTextEdit* noteBox() const { return note_; }
    std::optional<std::size_t> shownCommand() const { return shown_; }

    /// The HTML of one command: what it did, each resolution with its
    /// explanation (rules as links "rule:15.4"), and its note.
    static QString recordHtml(const JournalRecord& record, const QString& note);

  signals:
    void ruleRequested(const QString& section);

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    void rebuild();
    void onChanged(const GameChange& change);
    void showDetail();

    GameSession& session_;
    std::vector<JournalRecord> records_;
    std::optional<std::size_t> shown_;
    QLabel* status_ = nullptr;
    QTreeWidget* navigator_ = nullptr;
    QTextBrowser* explanation_ = nullptr;
    QPlainTextEdit* note_ = nullptr;
    QPushButton* saveNote_ = nullptr;
    bool filling_ = false;
    bool dirty_ = false;  // the game changed while the dock was hidden
};

}  // namespace adjutant::ui
