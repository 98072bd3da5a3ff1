#include "ui/editor/EditorMarksItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

#include "ui/editor/ScenarioOutlines.h"

namespace adjutant::ui {

namespace {

QFont nameFont() {
    QFont font;
    font.setPointSizeF(9);
    font.setBold(true);
    return font;
}

// Pens in screen pixels whatever the zoom.
QPen cosmetic(QColor colour, double width, Qt::PenStyle style = Qt::SolidLine) {
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

}  // namespace

EditorMarksItem::EditorMarksItem() {
    setZValue(50);  // above terrain and units, below the tools' own marks
    setAcceptedMouseButtons(Qt::NoButton);
}

void EditorMarksItem::show(const Scenario& scenario, std::optional<FeatureRef> selected) {
    prepareGeometryChange();
    scenario_ = scenario;
    selected_ = selected;
    update();
}

void EditorMarksItem::setPreview(const QPolygonF& points, bool closed) {
    preview_ = points;
    previewClosed_ = closed;
    update();
}

void EditorMarksItem::setSnapMark(std::optional<QPointF> point) {
    if (point != snapMark_) {
        snapMark_ = point;
        update();
    }
}

QRectF EditorMarksItem::boundingRect() const {
    // Labels and handles reach a little beyond the table.
    return QRectF(-6, -6, scenario_.table.width + 12, scenario_.table.height + 12);
}

QColor EditorMarksItem::sideColour(int side) const {
    if (side >= 0 && side < int(scenario_.sides.size())) {
        const QColor colour(QString::fromStdString(scenario_.sides[std::size_t(side)].colour));
        if (colour.isValid()) {
            return colour;
        }
    }
    return Qt::darkGray;
}

QColor EditorMarksItem::inkOf(int side) const {
    // A light side colour (white coats) would vanish on the map: draw lines
    // and text in a dark shade of it instead.
    const QColor colour = sideColour(side);
    return colour.lightness() > 150 ? colour.darker(300) : colour;
}

void EditorMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintZones(painter);
    paintSelection(painter);
    paintPreview(painter);
    paintSnapMark(painter);
}

void EditorMarksItem::paintZones(QPainter* painter) const {
    for (const DeploymentZone& zone : scenario_.deploymentZones) {
        QColor fill = sideColour(zone.side);
        fill.setAlpha(28);
        painter->setBrush(fill);
        painter->setPen(cosmetic(inkOf(zone.side), 2, Qt::DashLine));
        const QPolygonF polygon = outlines::polygonOf(zone.outline);
        painter->drawPolygon(polygon);
        if (!zone.name.empty() && !polygon.isEmpty()) {
            // Near the zone's table edge, clear of the units set out along its front.
            const QRectF box = polygon.boundingRect();
            const QPointF centre = box.center();
            const bool wide = box.width() >= box.height();
            const QPointF middle(scenario_.table.width / 2, scenario_.table.height / 2);
            QPointF at = centre;
            if (wide) {
                at = QPointF(box.left() + box.width() * 0.15,
                             centre.y() > middle.y() ? box.bottom() - 1.5 : box.top() + 1.5);
            } else {
                at = QPointF(centre.x() > middle.x() ? box.right() - 4 : box.left() + 4,
                             box.top() + box.height() * 0.1);
            }
            paintLabel(painter, at, QString::fromStdString(zone.name), inkOf(zone.side));
        }
    }
}

void EditorMarksItem::paintSelection(QPainter* painter) const {
    if (!selected_) {
        return;
    }
    const QPolygonF polygon = outlines::polygonOf(outlines::points(scenario_, *selected_));
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(20, 110, 230), 2.5));
    if (outlines::isClosed(scenario_, *selected_)) {
        painter->drawPolygon(polygon);
    } else {
        painter->drawPolyline(polygon);
    }
    const double half = kHandlePixels / 2 / std::max(painter->transform().m11(), 1e-6);
    painter->setPen(cosmetic(QColor(20, 110, 230), 1.5));
    painter->setBrush(Qt::white);
    for (const QPointF& p : polygon) {
        painter->drawRect(QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half));
    }
}

void EditorMarksItem::paintPreview(QPainter* painter) const {
    if (preview_.isEmpty()) {
        return;
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(200, 30, 30), 2, Qt::DashLine));
    if (previewClosed_ && preview_.size() >= 3) {
        painter->drawPolygon(preview_);
    } else {
        painter->drawPolyline(preview_);
    }
    const double r = 3.5 / std::max(painter->transform().m11(), 1e-6);
    painter->setBrush(QColor(200, 30, 30));
    for (const QPointF& p : preview_) {
        painter->drawEllipse(p, r, r);
    }
}

void EditorMarksItem::paintSnapMark(QPainter* painter) const {
    if (!snapMark_) {
        return;
    }
    // A ring a little larger than a handle, in a colour no terrain uses.
    const double r = kHandlePixels * 0.8 / std::max(painter->transform().m11(), 1e-6);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(230, 0, 200), 2.5));
    painter->drawEllipse(*snapMark_, r, r);
    painter->drawLine(*snapMark_ - QPointF(r / 2, 0), *snapMark_ + QPointF(r / 2, 0));
    painter->drawLine(*snapMark_ - QPointF(0, r / 2), *snapMark_ + QPointF(0, r / 2));
}

void EditorMarksItem::paintLabel(QPainter* painter, QPointF at, const QString& text,
                                 QColor colour) const {
    const QPointF screen = painter->transform().map(at);
    // Kept on the cloth, where the view fitted to the table shows it whole.
    const QRectF cloth =
        painter->transform().mapRect(QRectF(0, 0, scenario_.table.width, scenario_.table.height));
    painter->save();
    painter->resetTransform();
    painter->setFont(nameFont());
    const QFontMetricsF metrics(nameFont());
    QRectF box = metrics.boundingRect(text).adjusted(-3, -1, 3, 1);
    box.moveCenter(screen);
    box.moveLeft(
        std::clamp(box.left(), cloth.left(), std::max(cloth.left(), cloth.right() - box.width())));
    box.moveTop(
        std::clamp(box.top(), cloth.top(), std::max(cloth.top(), cloth.bottom() - box.height())));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 190));
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(colour);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

}  // namespace adjutant::ui
