#include "ui/items/ArcOverlayItem.h"

#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <array>

#include "ui/items/TablePolygon.h"

namespace adjutant::ui {

namespace {

// Short, medium and long: the nearer, the stronger the colour.
const std::array<QColor, 3> kBandColours{QColor(220, 50, 40, 95), QColor(240, 150, 30, 70),
                                         QColor(245, 225, 70, 55)};

QColor bandColour(int band) {
    return kBandColours[static_cast<std::size_t>(std::clamp(band, 0, 2))];
}

QPainterPath pathOf(const std::vector<Vec2>& outline) {
    QPainterPath path;
    path.addPolygon(toScenePolygon(outline));
    path.closeSubpath();
    return path;
}

}  // namespace

ArcOverlayItem::ArcOverlayItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(4.0);  // over the terrain, under the units
    setAcceptedMouseButtons(Qt::NoButton);
}

void ArcOverlayItem::setArcs(const std::vector<OverlayArc>& arcs, const DistanceFormat& format) {
    prepareGeometryChange();
    rings_.clear();
    wedges_.clear();
    for (QGraphicsSimpleTextItem* label : labels_) {
        delete label;
    }
    labels_.clear();
    bounds_ = QRectF();
    for (std::size_t a = 0; a < arcs.size(); ++a) {
        const OverlayArc& arc = arcs[a];
        wedges_.push_back(toScenePolygon(arc.wedge));
        bounds_ |= wedges_.back().boundingRect();
        const std::string firstWeapon = arc.bands.empty() ? std::string() : arc.bands[0].weapon;
        QPainterPath inner;
        std::string weapon;
        int band = 0;
        for (const OverlayRangeBand& b : arc.bands) {
            if (b.weapon != weapon) {
                weapon = b.weapon;
                inner = QPainterPath();
                band = 0;
            }
            const QPainterPath within = pathOf(b.within);
            bounds_ |= within.boundingRect();
            rings_.push_back(Ring{within.subtracted(inner), band, b.weapon == firstWeapon});
            inner = within;
            // The limits, written where each band ends straight ahead of the first face.
            if (a == 0) {
                const Vec2 middle = (arc.faceLeft + arc.faceRight) / 2.0;
                const Vec2 across = arc.faceRight - arc.faceLeft;
                const Vec2 ahead = Vec2{across.y, -across.x}.normalized();
                auto* label = new QGraphicsSimpleTextItem(this);
                label->setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
                label->setText(
                    QString("%1 %2%3")
                        .arg(QString::fromStdString(b.name), format.limit(b.toInches))
                        .arg(b.weapon == firstWeapon
                                 ? QString()
                                 : QString(" (%1)").arg(QString::fromStdString(b.weapon))));
                QFont font = label->font();
                font.setPointSizeF(7.5);
                label->setFont(font);
                label->setBrush(QColor(255, 255, 255, 230));
                label->setPos(toScenePoint(middle + ahead * b.toInches));
                labels_.push_back(label);
            }
            ++band;
        }
    }
    update();
}

QRectF ArcOverlayItem::boundingRect() const {
    return bounds_.adjusted(-0.2, -0.2, 0.2, 0.2);
}

void ArcOverlayItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                           QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    // The second weapon first, as outlines, so the first's colours stay clear.
    for (const Ring& ring : rings_) {
        if (ring.firstWeapon) {
            continue;
        }
        QPen pen(bandColour(ring.band).darker(130), 1.2, Qt::DashDotLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(ring.path);
    }
    for (const Ring& ring : rings_) {
        if (!ring.firstWeapon) {
            continue;
        }
        QPen pen(bandColour(ring.band).darker(150), 1.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(bandColour(ring.band));
        painter->drawPath(ring.path);
    }
    QPen side(QColor(255, 255, 255, 150), 1.0, Qt::DashLine);
    side.setCosmetic(true);
    painter->setPen(side);
    painter->setBrush(Qt::NoBrush);
    for (const QPolygonF& wedge : wedges_) {
        if (wedge.size() == 4) {
            painter->drawLine(wedge[0], wedge[1]);
            painter->drawLine(wedge[3], wedge[2]);
        }
    }
}

}  // namespace adjutant::ui
