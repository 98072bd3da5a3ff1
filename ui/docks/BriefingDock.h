#pragma once

#include <QDockWidget>
#include <QString>

class QPushButton;
class QTextBrowser;

namespace adjutant::ui {

/// A scenario's briefing: what the battle is, who plays each side, its
/// objectives (each a link that shows it on the table), each side's orders,
/// how it is won and its notes. Shown before the first bound of a new game,
/// with a button to begin; afterwards it stays one click away.
class BriefingDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit BriefingDock(QWidget* parent = nullptr);

    /// Shows a briefing (rich text, see briefingHtml).
    void setBriefing(const QString& html);
    QString text() const;
    /// Before the first bound: the "Begin the battle" button is shown.
    void setWaitingToBegin(bool waiting);
    bool waitingToBegin() const { return waiting_; }
    QPushButton* beginButton() const { return begin_; }
    QTextBrowser* browser() const { return browser_; }

  signals:
    /// The player read the briefing and begins the battle.
    void begun();
    /// An objective's link was clicked: show it on the table.
    void objectiveRequested(const QString& objectiveId);

  private:
    QTextBrowser* browser_ = nullptr;
    QPushButton* begin_ = nullptr;
    bool waiting_ = false;
};

}  // namespace adjutant::ui
