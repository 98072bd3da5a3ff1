#include "ui/items/BriefingMarksItem.h"

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
        // Every objective is marked, with its name, by the game's own marks
        // (ObjectiveMarksItem); the one the player asked about stands out.
        if (mark.id != highlighted_) {
            continue;
        }
        QPen pen(QColor(255, 215, 0), 3.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        QColor fill = kGold;
        fill.setAlpha(90);
        painter->setBrush(fill);
        if (mark.outline.size() >= 3) {
            painter->drawPolygon(mark.outline);
        } else if (!mark.outline.isEmpty()) {
            const QPointF anchor = world.map(mark.outline.front());
            painter->setWorldTransform(QTransform());
            painter->drawEllipse(anchor, kPointRingPixels * 1.4, kPointRingPixels * 1.4);
            painter->drawEllipse(anchor, 2.5, 2.5);
            painter->setWorldTransform(world);
        }
    }
}

}  // namespace adjutant::ui
