#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace adjutant::ui {

/// What the window shows in place of the table while one screen passes from
/// one player to the other in a game between two people: whose turn it is and
/// why the table is hidden, and a button for that player to see their own
/// side's table. When a side asks to take back resolved steps, the cover asks
/// the other side's player instead, with Agree and Refuse.
class HandOverCover : public QWidget {
    Q_OBJECT

  public:
    explicit HandOverCover(QWidget* parent = nullptr);

    /// Hands the screen to `side` (`sideName` in words): `why` says what the
    /// step is and what the other side has done ("The Prussian army's orders
    /// are fixed and hidden.").
    void showHandOver(int side, const QString& sideName, const QString& why);
    /// Asks `side`'s player whether to take back steps, as `question` says.
    void showQuestion(int side, const QString& sideName, const QString& question);

    int side() const { return side_; }
    bool isQuestion() const { return question_; }
    QString text() const;

  signals:
    /// The player of `side` took the screen.
    void taken(int side);
    /// The player of `side` answered the question.
    void answered(int side, bool agree);

  private:
    QLabel* title_ = nullptr;
    QLabel* body_ = nullptr;
    QPushButton* take_ = nullptr;
    QPushButton* agree_ = nullptr;
    QPushButton* refuse_ = nullptr;
    int side_ = -1;
    bool question_ = false;
};

}  // namespace adjutant::ui
