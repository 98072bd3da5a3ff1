#include "ui/items/UnitNameItem.h"

#include <QPainter>

namespace adjutant::ui {

UnitNameItem::UnitNameItem(QGraphicsItem* parent) : QGraphicsSimpleTextItem(parent) {
    setBrush(QColor(25, 25, 25));
}

QRectF UnitNameItem::boundingRect() const {
    return QGraphicsSimpleTextItem::boundingRect().adjusted(-kPadding, 0, kPadding, 0);
}

QPainterPath UnitNameItem::shape() const {
    QPainterPath path;
    path.addRect(boundingRect());
    return path;
}

void UnitNameItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                         QWidget* widget) {
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 175));
    painter->drawRoundedRect(boundingRect(), 3, 3);
    QGraphicsSimpleTextItem::paint(painter, option, widget);
}

}  // namespace adjutant::ui
