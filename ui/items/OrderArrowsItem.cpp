#include "ui/items/OrderArrowsItem.h"

#include <QPainter>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

namespace adjutant::ui {

namespace {

// Distance from a point to a segment.
double distanceTo(const QLineF& line, QPointF point) {
    const QPointF d = line.p2() - line.p1();
    const double length2 = d.x() * d.x() + d.y() * d.y();
    double t = 0;
    if (length2 > 0) {
        const QPointF p = point - line.p1();
        t = std::clamp((p.x() * d.x() + p.y() * d.y()) / length2, 0.0, 1.0);
    }
    return QLineF(line.p1() + d * t, point).length();
}

}  // namespace

OrderArrowsItem::OrderArrowsItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    // Above the units and their labels, below a tool's own marks.
    setZValue(40.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OrderArrowsItem::setArrows(QVector<Arrow> arrows) {
    prepareGeometryChange();
    arrows_ = std::move(arrows);
    bounds_ = QRectF();
    for (const Arrow& arrow : arrows_) {
        bounds_ = bounds_.united(QRectF(arrow.line.p1(), arrow.line.p2()).normalized());
    }
    bounds_ = bounds_.adjusted(-2.0, -2.0, 2.0, 2.0);
    update();
}

const OrderArrowsItem::Arrow* OrderArrowsItem::arrowAt(QPointF point, double reach) const {
    const Arrow* nearest = nullptr;
    double best = reach;
    for (const Arrow& arrow : arrows_) {
        const double d = distanceTo(arrow.line, point);
        if (d <= best) {
            best = d;
            nearest = &arrow;
        }
    }
    return nearest;
}

QRectF OrderArrowsItem::boundingRect() const {
    return bounds_;
}

void OrderArrowsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                            QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    const double pixel = 1.0 / std::max(painter->worldTransform().m11(), 1e-6);
    for (const Arrow& arrow : arrows_) {
        if (arrow.line.length() <= 0) {
            continue;
        }
        const bool charge = arrow.kind == Arrow::Kind::Charge;
        // Fire in the orange of a muzzle flash, charges in a deep red, both
        // edged so they read on any cloth or map.
        const QColor colour = charge ? QColor(200, 30, 40) : QColor(255, 150, 20);
        const double width = charge ? 5.0 : 2.0;
        QPen edge(QColor(30, 30, 30, 160), width + 2.0, Qt::SolidLine, Qt::RoundCap);
        edge.setCosmetic(true);
        QPen pen(colour, width, charge ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
        pen.setCosmetic(true);
        const QPointF tip = arrow.line.p2();
        const double head = (charge ? 16.0 : 11.0) * pixel;
        const QPointF back = (arrow.line.p1() - tip) / arrow.line.length() * head;
        const QPointF side(-back.y() * (charge ? 0.6 : 0.45), back.x() * (charge ? 0.6 : 0.45));
        const QLineF shaft(arrow.line.p1(), tip + back * 0.6);
        painter->setBrush(Qt::NoBrush);
        if (charge) {
            painter->setPen(edge);
            painter->drawLine(shaft);
        }
        painter->setPen(pen);
        painter->drawLine(shaft);
        QPen outline(QColor(30, 30, 30, 160), 1.0);
        outline.setCosmetic(true);
        painter->setPen(outline);
        painter->setBrush(colour);
        painter->drawPolygon(QPolygonF{tip, tip + back + side, tip + back - side});
    }
}

}  // namespace adjutant::ui
