#pragma once

#include <QComboBox>

namespace adjutant::ui {

/// A combo box on a page that scrolls: the mouse wheel passing over it
/// scrolls the page, and changes the choice only once the box has been
/// clicked or tabbed into. A page of cards each with "who plays" boxes
/// otherwise had its choices changed by a wheel that only meant to scroll.
class WheelSafeComboBox : public QComboBox {
    Q_OBJECT

  public:
    explicit WheelSafeComboBox(QWidget* parent = nullptr);

  protected:
    void wheelEvent(QWheelEvent* event) override;
};

}  // namespace adjutant::ui
