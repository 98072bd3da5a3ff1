#include "ui/widgets/WheelSafeComboBox.h"

#include <QWheelEvent>

namespace adjutant::ui {

WheelSafeComboBox::WheelSafeComboBox(QWidget* parent) : QComboBox(parent) {
    // The wheel alone never gives it the focus, so it never takes the wheel.
    setFocusPolicy(Qt::StrongFocus);
}

void WheelSafeComboBox::wheelEvent(QWheelEvent* event) {
    if (!hasFocus()) {
        event->ignore();  // on to the page, which scrolls
        return;
    }
    QComboBox::wheelEvent(event);
}

}  // namespace adjutant::ui
