#include "ui/items/ObjectiveMarksItem.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace adjutant::ui {

namespace {

QPen cosmeticPen(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine) {
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

}  // namespace

ObjectiveMarksItem::ObjectiveMarksItem() {
    // Above the terrain and the map, below the units.
    setZValue(6.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ObjectiveMarksItem::setMarks(QList<Mark> marks) {
    prepareGeometryChange();
    marks_ = std::move(marks);
    bounds_ = QRectF();
    for (const Mark& mark : marks_) {
        const QRectF box = mark.outline.boundingRect().adjusted(-mark.reach - 4, -mark.reach - 4,
                                                                mark.reach + 4, mark.reach + 4);
        bounds_ = bounds_.united(box);
    }
    update();
}

QRectF ObjectiveMarksItem::boundingRect() const {
    return bounds_;
}

void ObjectiveMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixels = std::max(painter->transform().m11(), 1e-6);
    for (const Mark& mark : marks_) {
        QColor fill = mark.colour;
        fill.setAlpha(mark.held ? 55 : 35);
        painter->setBrush(fill);
        // A light side colour (white coats) would vanish on the map.
        const QColor ink =
            mark.colour.lightness() > 150 ? mark.colour.darker(300) : mark.colour.darker(120);
        painter->setPen(cosmeticPen(ink, 2.5, Qt::DashLine));
        QPointF labelAt;
        if (mark.outline.size() == 1) {
            labelAt = mark.outline[0];
            painter->drawEllipse(labelAt, mark.reach, mark.reach);
            painter->setBrush(mark.colour);
            painter->setPen(cosmeticPen(Qt::black, 1.5));
            const double r = 6.0 / pixels;
            painter->drawEllipse(labelAt, r, r);
        } else {
            painter->drawPolygon(mark.outline);
            labelAt = mark.outline.boundingRect().center();
        }
        // The label keeps its size on screen at every zoom.
        painter->save();
        painter->translate(labelAt);
        painter->scale(1 / pixels, 1 / pixels);
        QFont font = painter->font();
        font.setBold(true);
        font.setPointSizeF(9);
        painter->setFont(font);
        const QString text = QStringLiteral("\u2605 ") + mark.label;
        const QRectF box = painter->fontMetrics().boundingRect(text).adjusted(-4, -2, 4, 2);
        const QRectF at = box.translated(-box.center().x(), 14 - box.top());
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 200));
        painter->drawRoundedRect(at, 3, 3);
        painter->setPen(ink);
        painter->drawText(at, Qt::AlignCenter, text);
        painter->restore();
    }
}

}  // namespace adjutant::ui
