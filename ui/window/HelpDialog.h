#pragma once

#include <QDialog>

namespace adjutant::ui {

/// How to play a game with Adjutant, in a few paragraphs (F1).
class HelpDialog : public QDialog {
    Q_OBJECT

  public:
    explicit HelpDialog(QWidget* parent = nullptr);

    /// The text shown, as HTML.
    static QString howToPlay();
};

}  // namespace adjutant::ui
