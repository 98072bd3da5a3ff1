#include "ui/items/ArrowLineItem.h"

#include <QPainter>
#include <QPolygonF>
#include <cmath>

namespace adjutant::ui {

ArrowLineItem::ArrowLineItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(45.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ArrowLineItem::setLine(QPointF from, QPointF to, bool good) {
    prepareGeometryChange();
    line_ = QLineF(from, to);
    good_ = good;
    update();
}

QRectF ArrowLineItem::boundingRect() const {
    return QRectF(line_.p1(), line_.p2()).normalized().adjusted(-2.0, -2.0, 2.0, 2.0);
}

void ArrowLineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                          QWidget* /*widget*/) {
    if (line_.length() <= 0) {
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QColor colour = good_ ? QColor(90, 230, 120) : QColor(245, 70, 60);
    QPen pen(colour, 2.5, good_ ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(line_);
    // An arrow head about 12 pixels long at the target end.
    const double pixel = 1.0 / std::max(painter->worldTransform().m11(), 1e-6);
    const QPointF tip = line_.p2();
    const QPointF back = (line_.p1() - tip) / line_.length() * 12.0 * pixel;
    const QPointF side(-back.y() * 0.45, back.x() * 0.45);
    painter->setBrush(colour);
    painter->setPen(Qt::NoPen);
    painter->drawPolygon(QPolygonF{tip, tip + back + side, tip + back - side});
}

}  // namespace adjutant::ui
