#include "ui/items/CalloutItem.h"

#include <QFontMetricsF>
#include <QPainter>

namespace adjutant::ui {

namespace {
// Screen pixels: the box's offset from its point, padding and widest line.
constexpr double kOffset = 14.0;
constexpr double kPadding = 5.0;
constexpr double kMaxWidth = 340.0;
}  // namespace

CalloutItem::CalloutItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    setZValue(60.0);
    setAcceptedMouseButtons(Qt::NoButton);
    font_.setPointSizeF(9.0);
}

void CalloutItem::setText(const QString& text) {
    if (text == text_) {
        return;
    }
    prepareGeometryChange();
    text_ = text;
    const QFontMetricsF metrics(font_);
    textRect_ = metrics.boundingRect(QRectF(0, 0, kMaxWidth, 1000), Qt::TextWordWrap, text_);
    textRect_.moveTopLeft(QPointF(kOffset + kPadding, kOffset + kPadding));
    update();
}

void CalloutItem::setTone(Tone tone) {
    if (tone != tone_) {
        tone_ = tone;
        update();
    }
}

QRectF CalloutItem::boundingRect() const {
    if (text_.isEmpty()) {
        return {};
    }
    return textRect_.adjusted(-kPadding - 1, -kPadding - 1, kPadding + 1, kPadding + 1);
}

void CalloutItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                        QWidget* /*widget*/) {
    if (text_.isEmpty()) {
        return;
    }
    QColor edge(200, 200, 200);
    if (tone_ == Tone::Good) {
        edge = QColor(90, 200, 110);
    } else if (tone_ == Tone::Bad) {
        edge = QColor(235, 80, 70);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(edge, 1.5));
    painter->setBrush(QColor(25, 28, 32, 225));
    painter->drawRoundedRect(textRect_.adjusted(-kPadding, -kPadding, kPadding, kPadding), 4, 4);
    painter->setFont(font_);
    painter->setPen(Qt::white);
    painter->drawText(textRect_, Qt::TextWordWrap, text_);
}

}  // namespace adjutant::ui
