#pragma once

#include <QColor>
#include <QPushButton>

namespace adjutant::ui {

/// A button showing a colour as a swatch with its name, which opens the
/// colour dialog when pressed: how a player picks a side's colour, instead
/// of typing "#rrggbb".
class ColourButton : public QPushButton {
    Q_OBJECT

  public:
    explicit ColourButton(QWidget* parent = nullptr);

    QColor colour() const { return colour_; }
    void setColour(const QColor& colour);
    /// What the button says with no colour chosen.
    void setNoneText(const QString& text);

  signals:
    void colourChanged(const QColor& colour);

  private:
    void choose();
    void showColour();

    QColor colour_;
    QString none_;
};

}  // namespace adjutant::ui
