#pragma once

#include <QStatusBar>

class QLabel;

namespace adjutant::ui {

/// The window's status bar, showing the whole of a long message without
/// moving the table: the bar keeps one line, and a message longer than that
/// rises over the foot of the table in a label as tall as its lines (up to
/// six; the tooltip has it all), its foot on the bar's. The bar's own
/// permanent widgets (the turn, the cursor) stay beside it.
class MessageBar : public QStatusBar {
    Q_OBJECT

  public:
    explicit MessageBar(QWidget* parent = nullptr);

    QLabel* messageLabel() const { return message_; }

  protected:
    /// The bar without the message QStatusBar would draw cut off over it.
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    /// Puts the label over the room kept for it, as tall as its text.
    void placeMessage();

    QWidget* room_ = nullptr;  // the one line the bar keeps for the message
    QLabel* message_ = nullptr;
};

}  // namespace adjutant::ui
