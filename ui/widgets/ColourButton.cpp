#include "ui/widgets/ColourButton.h"

#include <QColorDialog>
#include <QPainter>
#include <QPixmap>

namespace adjutant::ui {

ColourButton::ColourButton(QWidget* parent) : QPushButton(parent), none_(tr("none")) {
    connect(this, &QPushButton::clicked, this, &ColourButton::choose);
    showColour();
}

void ColourButton::setColour(const QColor& colour) {
    if (colour == colour_) {
        return;
    }
    colour_ = colour;
    showColour();
    emit colourChanged(colour_);
}

void ColourButton::setNoneText(const QString& text) {
    none_ = text;
    showColour();
}

void ColourButton::choose() {
    const QColor start = colour_.isValid() ? colour_ : QColor(Qt::gray);
    const QColor chosen =
        QColorDialog::getColor(start, this, toolTip().isEmpty() ? tr("Colour") : toolTip());
    if (chosen.isValid()) {
        setColour(chosen);
    }
}

void ColourButton::showColour() {
    if (!colour_.isValid()) {
        setIcon(QIcon());
        setText(none_);
        return;
    }
    const int side = fontMetrics().height();
    QPixmap swatch(side * 2, side);
    swatch.fill(colour_);
    QPainter painter(&swatch);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    painter.end();
    setIconSize(swatch.size());
    setIcon(QIcon(swatch));
    setText(colour_.name());
}

}  // namespace adjutant::ui
