#include "ui/items/RotateHandleItem.h"

#include <QPainter>

namespace adjutant::ui {

RotateHandleItem::RotateHandleItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    setZValue(40.0);
    setAcceptedMouseButtons(Qt::NoButton);  // the select tool grabs it by distance
    setToolTip(tr("Drag to wheel about the other front corner (Shift: pivot about the centre)"));
}

void RotateHandleItem::setHot(bool hot) {
    if (hot != hot_) {
        hot_ = hot;
        update();
    }
}

QRectF RotateHandleItem::boundingRect() const {
    const double r = kRadius + 2.0;
    return {-r, -r, 2 * r, 2 * r};
}

void RotateHandleItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                             QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(QColor(30, 30, 30), 1.5));
    painter->setBrush(hot_ ? QColor(255, 230, 80) : QColor(255, 255, 255));
    painter->drawEllipse(QPointF(0, 0), kRadius, kRadius);
    // A curved arrow mark: the handle turns the unit.
    painter->setPen(QPen(QColor(30, 30, 30), 1.2));
    painter->drawArc(QRectF(-3, -3, 6, 6), 30 * 16, 240 * 16);
}

}  // namespace adjutant::ui
