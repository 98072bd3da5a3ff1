#include "ui/items/LabelPlate.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>
#include <cmath>

namespace adjutant::ui {

namespace {

constexpr double kNamePadding = 2.0;  // pixels either side of a name

// A name laid out on one line (or more, at its line breaks), its first line's
// top at y = 0; returns the size of the text.
QSizeF layOut(QTextLayout& layout) {
    layout.setCacheEnabled(true);
    layout.beginLayout();
    while (layout.createLine().isValid()) {
    }
    layout.endLayout();
    double width = 0.0;
    double y = 0.0;
    for (int i = 0; i < layout.lineCount(); ++i) {
        QTextLine line = layout.lineAt(i);
        width = std::max(width, line.naturalTextWidth());
        line.setPosition(QPointF(0.0, y));
        y += line.height();
    }
    return {width, y};
}

QString oneParagraph(QString text) {
    return text.replace(QLatin1Char('\n'), QChar::LineSeparator);
}

double gTextScale = 1.0;

}  // namespace

void LabelPlate::setTextScale(double scale) {
    gTextScale = scale > 0.0 ? scale : 1.0;
}

double LabelPlate::textScale() {
    return gTextScale;
}

LabelPlate::LabelPlate(Look look) : look_(look) {
    if (look_ == Look::Badge) {
        font_.setBold(true);
    }
}

void LabelPlate::setText(const QString& text) {
    if (text == text_ && !box_.isNull() && scale_ == gTextScale) {
        return;
    }
    text_ = text;
    scale_ = gTextScale;
    font_.setPointSizeF((look_ == Look::Name ? 8.0 : 7.5) * scale_);
    pixmap_ = QPixmap();
    if (look_ == Look::Name) {
        QTextLayout layout(oneParagraph(text_), font_);
        const QSizeF textSize = layOut(layout);
        // The plate reaches the padding beyond the text on the left, and is
        // placed by its full width.
        box_ = QRectF(0.0, 0.0, textSize.width() + 2 * kNamePadding, textSize.height());
        bounds_ = QRectF(-kNamePadding, 0.0, box_.width(), box_.height());
    } else {
        const QFontMetricsF metrics(font_);
        box_ = QRectF(0.0, 0.0, metrics.horizontalAdvance(text_) + 8.0, metrics.height() + 2.0);
        bounds_ = box_.adjusted(-1.0, -1.0, 1.0, 1.0);  // the outline's half width and more
    }
}

void LabelPlate::paint(QPainter& painter) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    if (look_ == Look::Name) {
        paintName(painter);
    } else {
        paintBadge(painter);
    }
    painter.restore();
}

void LabelPlate::paintName(QPainter& painter) const {
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 175));
    painter.drawRoundedRect(bounds_, 3, 3);
    QTextLayout layout(oneParagraph(text_), font_);
    layOut(layout);
    painter.setPen(QColor(25, 25, 25));
    painter.setBrush(Qt::NoBrush);
    layout.draw(&painter, QPointF(0.0, 0.0));
}

void LabelPlate::paintBadge(QPainter& painter) const {
    painter.setPen(QPen(QColor(90, 20, 10), 1.0));
    painter.setBrush(QColor(255, 236, 170, 235));
    painter.drawRoundedRect(box_, 3.0, 3.0);
    painter.setFont(font_);
    painter.setPen(QColor(90, 20, 10));
    painter.drawText(box_, Qt::AlignCenter, text_);
}

const QPixmap& LabelPlate::pixmap(qreal devicePixelRatio) const {
    if (pixmap_.isNull() || pixmap_.devicePixelRatio() != devicePixelRatio) {
        const QSize pixels(static_cast<int>(std::ceil(bounds_.width() * devicePixelRatio)),
                           static_cast<int>(std::ceil(bounds_.height() * devicePixelRatio)));
        pixmap_ = QPixmap(pixels);
        pixmap_.setDevicePixelRatio(devicePixelRatio);
        pixmap_.fill(Qt::transparent);
        QPainter painter(&pixmap_);
        painter.translate(-bounds_.topLeft());
        paint(painter);
    }
    return pixmap_;
}

}  // namespace adjutant::ui
