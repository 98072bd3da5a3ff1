#include "ui/items/ZoneOverlayItem.h"

#include <QGraphicsSimpleTextItem>
#include <QPainter>

#include "ui/items/TablePolygon.h"

namespace adjutant::ui {

namespace {
// How far beside the unit its zones are named, in inches.
constexpr double kNameBand = 2.0;
}  // namespace

ZoneOverlayItem::ZoneOverlayItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(2.5);
    setAcceptedMouseButtons(Qt::NoButton);
    const QString names[] = {tr("flank"), tr("flank"), tr("rear")};
    for (std::size_t i = 0; i < names_.size(); ++i) {
        names_[i] = new QGraphicsSimpleTextItem(names[i], this);
        names_[i]->setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
        QFont font = names_[i]->font();
        font.setPointSizeF(7.5);
        font.setItalic(true);
        names_[i]->setFont(font);
        names_[i]->setBrush(QColor(255, 255, 255, 220));
        const QRectF r = names_[i]->boundingRect();
        names_[i]->setTransform(QTransform::fromTranslate(-r.width() / 2, -r.height() / 2));
    }
}

void ZoneOverlayItem::setZones(const std::vector<Vec2>& leftFlank,
                               const std::vector<Vec2>& rightFlank, const std::vector<Vec2>& rear,
                               const QRectF& table, const QRectF& unitBounds) {
    prepareGeometryChange();
    // Cut to the table here, so the bounds (and every repaint) stay on the table.
    leftFlank_ = toScenePolygon(leftFlank).intersected(table);
    rightFlank_ = toScenePolygon(rightFlank).intersected(table);
    rear_ = toScenePolygon(rear).intersected(table);
    table_ = table;
    bounds_ = leftFlank_.boundingRect() | rightFlank_.boundingRect() | rear_.boundingRect();
    // Each name in the middle of its zone's part just beside the unit.
    const QPolygonF beside(unitBounds.adjusted(-kNameBand, -kNameBand, kNameBand, kNameBand));
    const QPolygonF* zones[] = {&leftFlank_, &rightFlank_, &rear_};
    for (std::size_t i = 0; i < names_.size(); ++i) {
        const QPolygonF near = zones[i]->intersected(beside);
        names_[i]->setVisible(near.size() >= 3);
        names_[i]->setPos(near.boundingRect().center());
    }
    update();
}

QRectF ZoneOverlayItem::boundingRect() const {
    return bounds_.adjusted(-0.1, -0.1, 0.1, 0.1);
}

void ZoneOverlayItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                            QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    auto draw = [&](const QPolygonF& zone, const QColor& colour, Qt::BrushStyle hatch) {
        if (zone.size() < 3) {
            return;
        }
        QPen pen(colour, 1.2, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor wash = colour;
        wash.setAlpha(28);
        painter->setBrush(wash);
        painter->drawPolygon(zone);
        QBrush lines(colour, hatch);
        // Hatching is drawn in device pixels, so it stays fine at every zoom.
        lines.setTransform(painter->worldTransform().inverted());
        painter->setPen(Qt::NoPen);
        painter->setBrush(lines);
        painter->drawPolygon(zone);
    };
    draw(leftFlank_, QColor(250, 170, 40, 150), Qt::BDiagPattern);
    draw(rightFlank_, QColor(250, 170, 40, 150), Qt::FDiagPattern);
    draw(rear_, QColor(200, 90, 230, 110), Qt::BDiagPattern);
}

}  // namespace adjutant::ui
