#include "ui/items/BriefingMarksItem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace adjutant::ui {

namespace {

constexpr double kPointRingPixels = 14.0;
// Room around the marks for a point's ring and a name, in inches at the least zoom.
constexpr double kMarginInches = 40.0;

const QColor kGold(220, 170, 30);

}  // namespace

BriefingMarksItem::BriefingMarksItem() {
    // Over the terrain and under the units, whose names stay on top.
    setZValue(8.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

void BriefingMarksItem::setMarks(QList<Mark> marks) {
    prepareGeometryChange();
    marks_ = std::move(marks);
    bounds_ = QRectF();
    for (const Mark& mark : marks_) {
        bounds_ |= mark.outline.boundingRect();
    }
    bounds_.adjust(-kMarginInches, -kMarginInches, kMarginInches, kMarginInches);
    update();
}

void BriefingMarksItem::setHighlighted(const QString& id) {
    highlighted_ = id;
    update();
}

QRectF BriefingMarksItem::areaOf(const QString& id) const {
    for (const Mark& mark : marks_) {
        if (mark.id == id) {
            return mark.outline.boundingRect();
        }
    }
    return {};
}

QRectF BriefingMarksItem::boundingRect() const {
    return bounds_;
}

void BriefingMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                              QWidget* /*widget*/) {
    const QTransform world = painter->worldTransform();
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const Mark& mark : marks_) {
        const bool chosen = mark.id == highlighted_;
        QPen pen(chosen ? QColor(255, 215, 0) : kGold, chosen ? 3.0 : 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor fill = kGold;
        fill.setAlpha(chosen ? 90 : 45);
        painter->setBrush(fill);
        QPointF anchor;
        if (mark.outline.size() >= 3) {
            painter->drawPolygon(mark.outline);
            anchor = world.map(mark.outline.boundingRect().center());
        } else if (!mark.outline.isEmpty()) {
            anchor = world.map(mark.outline.front());
            painter->setWorldTransform(QTransform());
            const double ring = chosen ? kPointRingPixels * 1.4 : kPointRingPixels;
            painter->drawEllipse(anchor, ring, ring);
            painter->drawEllipse(anchor, 2.5, 2.5);
            painter->setWorldTransform(world);
        }
        // The name on a plate in screen pixels, beside the mark.
        painter->setWorldTransform(QTransform());
        QFont font = painter->font();
        font.setBold(true);
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        const QRectF text = metrics.boundingRect(mark.name).adjusted(-4, -2, 4, 2);
        const QRectF plate = text.translated(anchor - text.center() +
                                             QPointF(0.0, kPointRingPixels + text.height()));
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(60, 45, 0, chosen ? 230 : 190));
        painter->drawRoundedRect(plate, 3.0, 3.0);
        painter->setPen(QColor(255, 236, 170));
        painter->drawText(plate, Qt::AlignCenter, mark.name);
        painter->setWorldTransform(world);
    }
}

}  // namespace adjutant::ui
