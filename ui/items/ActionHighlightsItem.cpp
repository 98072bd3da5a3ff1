#include "ui/items/ActionHighlightsItem.h"

#include <QPainter>
#include <cmath>

namespace adjutant::ui {

namespace {
const QColor kMayAct(250, 215, 60);
const QColor kFireTarget(225, 50, 45);
const QColor kChargeTarget(245, 140, 20);
}  // namespace

ActionHighlightsItem::ActionHighlightsItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setObjectName(QStringLiteral("actionHighlights"));
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(31.0);  // over the units, under a lesson's highlight and the tools' marks
}

void ActionHighlightsItem::setOutlines(QVector<QPolygonF> mayAct, QVector<QPolygonF> fireTargets,
                                       QVector<QPolygonF> chargeTargets) {
    prepareGeometryChange();
    mayAct_ = std::move(mayAct);
    fireTargets_ = std::move(fireTargets);
    chargeTargets_ = std::move(chargeTargets);
    QRectF bounds;
    for (const auto* list : {&mayAct_, &fireTargets_, &chargeTargets_}) {
        for (const QPolygonF& polygon : *list) {
            bounds = bounds.united(polygon.boundingRect());
        }
    }
    // Room for the pens, which keep their width on screen.
    bounds_ = bounds.isNull() ? QRectF() : bounds.adjusted(-2, -2, 2, 2);
    update();
}

QRectF ActionHighlightsItem::boundingRect() const {
    return bounds_;
}

void ActionHighlightsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                                 QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    QColor glow = kMayAct;
    glow.setAlpha(150);
    QPen ring(glow, 5.0);
    ring.setCosmetic(true);
    ring.setJoinStyle(Qt::RoundJoin);
    painter->setPen(ring);
    for (const QPolygonF& polygon : mayAct_) {
        painter->drawPolygon(polygon);
    }
    QColor fill = kFireTarget;
    fill.setAlpha(45);
    QPen fire(kFireTarget, 2.5);
    fire.setCosmetic(true);
    painter->setPen(fire);
    painter->setBrush(fill);
    for (const QPolygonF& polygon : fireTargets_) {
        painter->drawPolygon(polygon);
    }
    QPen charge(kChargeTarget, 2.5, Qt::DashLine);
    charge.setCosmetic(true);
    painter->setPen(charge);
    painter->setBrush(Qt::NoBrush);
    for (const QPolygonF& polygon : chargeTargets_) {
        // A little outside the unit, so that a target of both shows both.
        const QPointF centre = polygon.boundingRect().center();
        QPolygonF wider;
        for (const QPointF& corner : polygon) {
            const QPointF out = corner - centre;
            const double length = std::hypot(out.x(), out.y());
            wider << (length > 0 ? corner + out * (0.35 / length) : corner);
        }
        painter->drawPolygon(wider);
    }
}

}  // namespace adjutant::ui
