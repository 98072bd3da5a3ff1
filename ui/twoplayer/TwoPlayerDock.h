#pragma once

#include <QDockWidget>

class QAction;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace adjutant {
struct MatchEvent;
}

namespace adjutant::ui {

class GameSession;

/// The panel of a game between two people, beside the journal: what the step
/// is and what each side is doing (never what the other has ordered), what
/// this player does next, how the other player is reached, the log of what
/// passed between the two (ready, revealed, requests to take back, hand-overs)
/// and a chat line.
class TwoPlayerDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit TwoPlayerDock(GameSession& session, QWidget* parent = nullptr);

    /// The buttons do what these actions do (Ready, Send turn, Take back, Hand over).
    void setActions(QAction* ready, QAction* sendTurn, QAction* takeBack, QAction* handOver);
    /// How the other player is reached now ("Connected to ...", "By file").
    void setLinkText(const QString& text);

    QString statusText() const;
    QStringList logLines() const;

  private:
    void refresh();
    void addEvent(const adjutant::MatchEvent& event);
    void send();
    /// The side played here that must answer a request to take back steps, or -1.
    int sideToAnswer() const;

    GameSession& session_;
    QLabel* round_ = nullptr;
    QLabel* sides_ = nullptr;
    QLabel* next_ = nullptr;
    QLabel* link_ = nullptr;
    QPushButton* ready_ = nullptr;
    QPushButton* sendTurn_ = nullptr;
    QPushButton* takeBack_ = nullptr;
    QPushButton* handOver_ = nullptr;
    QWidget* answer_ = nullptr;  // Agree and Refuse, when the other side asks to take back
    QLabel* question_ = nullptr;
    QListWidget* log_ = nullptr;
    QLineEdit* chat_ = nullptr;
};

}  // namespace adjutant::ui
