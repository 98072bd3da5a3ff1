#include "ui/items/GhostUnitItem.h"

#include <QPainter>

#include "ui/items/TablePolygon.h"

namespace adjutant::ui {

GhostUnitItem::GhostUnitItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(30.0);  // above the units, so it shows where it overlaps one
    setAcceptedMouseButtons(Qt::NoButton);
}

void GhostUnitItem::setLayout(const geometry::UnitLayout& layout) {
    prepareGeometryChange();
    stands_.clear();
    for (const geometry::Stand& stand : layout.stands) {
        QPolygonF polygon;
        for (const Vec2& corner : stand.corners) {
            polygon << toScenePoint(corner);
        }
        stands_.push_back(polygon);
    }
    footprint_ = toScenePolygon(layout.footprint);
    front_ = QLineF(toScenePoint(layout.frontLeft), toScenePoint(layout.frontRight));
    update();
}

void GhostUnitItem::setLegal(bool legal) {
    if (legal != legal_) {
        legal_ = legal;
        update();
    }
}

QRectF GhostUnitItem::boundingRect() const {
    return footprint_.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3);
}

void GhostUnitItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                          QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QColor colour = legal_ ? QColor(80, 220, 110) : QColor(240, 70, 60);
    QColor fill = colour;
    fill.setAlpha(110);
    QPen pen(colour.darker(140), 1.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(fill);
    for (const QPolygonF& stand : stands_) {
        painter->drawPolygon(stand);
    }
    // The outline bold and dashed, so the ghost reads as "not there yet".
    QPen outline(colour, 2.0, Qt::DashLine);
    outline.setCosmetic(true);
    painter->setPen(outline);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(footprint_);
    QPen front(colour, 3.0);
    front.setCosmetic(true);
    painter->setPen(front);
    painter->drawLine(front_);
}

}  // namespace adjutant::ui
