#pragma once

#include <QStatusBar>

class QLabel;

namespace adjutant::ui {

/// The window's status bar, showing the whole of a long message: each message
/// is written into a label that wraps onto as many lines as it needs (up to
/// six; the tooltip has it all) instead of being cut off at the bar's width.
/// The bar's own permanent widgets (the turn, the cursor) stay beside it.
class MessageBar : public QStatusBar {
    Q_OBJECT

  public:
    explicit MessageBar(QWidget* parent = nullptr);

    QLabel* messageLabel() const { return message_; }

  protected:
    /// The bar without the message QStatusBar would draw cut off over it.
    void paintEvent(QPaintEvent* event) override;

  private:
    QLabel* message_ = nullptr;
};

}  // namespace adjutant::ui
