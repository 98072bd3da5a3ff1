#include "ui/items/CalloutItem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QWidget>
#include <algorithm>

namespace adjutant::ui {

namespace {
// Screen pixels: the box's offset from its point, padding and widest line.
constexpr double kOffset = 14.0;
constexpr double kPadding = 5.0;
constexpr double kMaxWidth = 340.0;
// The narrowest a box is wrapped to in a small view.
constexpr double kMinWidth = 120.0;
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
    textRect_.moveTopLeft(QPointF(0, 0));
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
    // Every side of the point the box may go to, wrapped as narrow as a small
    // view makes it.
    const QSizeF narrow = textSizeWithin(kMinWidth);
    const double w = std::max(textRect_.width(), narrow.width()) + 2 * kPadding + kOffset + 1;
    const double h = std::max(textRect_.height(), narrow.height()) + 2 * kPadding + kOffset + 1;
    return {-w, -h, 2 * w, 2 * h};
}

QSizeF CalloutItem::textSizeWithin(double width) const {
    const QFontMetricsF metrics(font_);
    return metrics.boundingRect(QRectF(0, 0, width, 1000), Qt::TextWordWrap, text_).size();
}

QRectF CalloutItem::boxIn(const QRectF& view, QPointF point) const {
    QSizeF text = textRect_.size();
    // A view narrower than the box: the text wrapped to its width.
    if (!view.isEmpty() && text.width() + 2 * kPadding > view.width()) {
        text = textSizeWithin(std::max(kMinWidth, view.width() - 2 * kPadding));
    }
    const QSizeF size = text + QSizeF(2 * kPadding, 2 * kPadding);
    // Above and to the right of the point: a tooltip opens below the pointer.
    QRectF box(QPointF(kOffset, -kOffset - size.height()), size);
    if (view.isEmpty()) {
        return box;
    }
    const QRectF placed = box.translated(point);
    if (placed.right() > view.right()) {
        box.moveRight(-kOffset);
    }
    if (placed.top() < view.top()) {
        box.moveTop(kOffset);
    }
    // Wider or taller than the room on either side: pushed in whole.
    QRectF seen = box.translated(point);
    if (seen.left() < view.left()) {
        seen.moveLeft(view.left());
    }
    if (seen.bottom() > view.bottom()) {
        seen.moveBottom(view.bottom());
    }
    return seen.translated(-point);
}

void CalloutItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                        QWidget* widget) {
    if (text_.isEmpty()) {
        return;
    }
    QColor edge(200, 200, 200);
    if (tone_ == Tone::Good) {
        edge = QColor(90, 200, 110);
    } else if (tone_ == Tone::Bad) {
        edge = QColor(235, 80, 70);
    }
    // Placed against the view it is drawn in (none for an export).
    const QPointF point = painter->worldTransform().map(QPointF(0, 0));
    const QRectF view =
        widget != nullptr ? QRectF(widget->rect()).adjusted(2, 2, -2, -2) : QRectF();
    const QRectF box = boxIn(view, point);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(edge, 1.5));
    painter->setBrush(QColor(25, 28, 32, 225));
    painter->drawRoundedRect(box, 4, 4);
    painter->setFont(font_);
    painter->setPen(Qt::white);
    painter->drawText(box.adjusted(kPadding, kPadding, -kPadding, -kPadding), Qt::TextWordWrap,
                      text_);
}

}  // namespace adjutant::ui
