#include "ui/items/UnitBodiesItem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <vector>

#include "ui/items/UnitItem.h"
#include "ui/scene/TableDetail.h"

namespace adjutant::ui {

namespace {

// Shapes of one look (pen and brush), gathered to be drawn in one call.
template <typename Shape>
struct Batch {
    QPen pen;
    QColor fill;
    bool antialiased = false;
    QVector<Shape> shapes;
};

template <typename Shape>
QVector<Shape>& batchFor(std::vector<Batch<Shape>>& batches, const QPen& pen, const QColor& fill,
                         bool antialiased) {
    for (Batch<Shape>& batch : batches) {
        if (batch.antialiased == antialiased && batch.fill == fill && batch.pen == pen) {
            return batch.shapes;
        }
    }
    batches.push_back({pen, fill, antialiased, {}});
    return batches.back().shapes;
}

// Square stands as rectangles with a one-pixel outline, without antialiasing:
// crisp on screen, and Qt draws them on its fast path for rectangles.
void drawSquareStands(QPainter* painter, const std::vector<Batch<QRectF>>& batches) {
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const Batch<QRectF>& batch : batches) {
        painter->setPen(batch.pen);
        painter->setBrush(batch.fill);
        painter->drawRects(batch.shapes);
    }
}

void drawBatches(QPainter* painter, const std::vector<Batch<QLineF>>& batches) {
    painter->setBrush(Qt::NoBrush);
    for (const Batch<QLineF>& batch : batches) {
        painter->setRenderHint(QPainter::Antialiasing, batch.antialiased);
        painter->setPen(batch.pen);
        painter->drawLines(batch.shapes);
    }
}

// Zoomed out over a big table an arm symbol is a few pixels across and only
// blurs the stands, so it is left out below a readable size.
constexpr double kSymbolMinPixels = 5.0;

}  // namespace

UnitBodiesItem::UnitBodiesItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    // The units' own z: names and badges, children of later unit items, lie above.
    setZValue(10.0);
    setAcceptedMouseButtons(Qt::NoButton);
    // The exposed rectangle lets a small repaint (a drag) draw only the units in it.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption, true);
}

void UnitBodiesItem::setArea(const QRectF& area) {
    prepareGeometryChange();
    area_ = area;
}

void UnitBodiesItem::addUnit(const UnitItem* unit) {
    units_.push_back(unit);
    update(unit->boundingRect());
}

QRectF UnitBodiesItem::boundingRect() const {
    return area_;
}

void UnitBodiesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                           QWidget* /*widget*/) {
    QRectF exposed = option->exposedRect;
    if (exposed.isEmpty()) {
        exposed = area_;
    }
    // Unit items sit at the scene's origin, unscaled: their coordinates are the scene's.
    const QTransform& world = painter->worldTransform();
    const bool viewSquare = world.type() <= QTransform::TxScale;
    const double pixelsPerInch = option->levelOfDetailFromTransform(world);
    // Seen whole, a unit is a block of its side's colour: its stands would be
    // a few pixels each, their outlines a blur.
    const bool blocks = pixelsPerInch < TableDetail::kOverviewBelowPixelsPerInch;
    std::vector<Batch<QRectF>> stands;
    std::vector<Batch<QLineF>> fronts;
    std::vector<Batch<QLineF>> symbols;
    std::vector<const UnitItem::Body*> turned;
    std::vector<const UnitItem::Body*> discs;
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const UnitItem* unit : units_) {
        if (!unit->isVisible() || !unit->boundingRect().intersects(exposed)) {
            continue;
        }
        const UnitItem::Body& body = unit->body();
        if (unit->isSelected()) {
            // The halo lies under the stands, as a rim around them.
            QPen halo(QColor(255, 230, 80), 4.0);
            halo.setCosmetic(true);
            painter->setPen(halo);
            painter->setBrush(Qt::NoBrush);
            painter->drawPolygon(body.footprint);
        }
        const bool crisp = viewSquare && body.square;
        if (blocks && crisp) {
            batchFor(stands, body.outlinePen, body.fill, false) << body.footprint.boundingRect();
        } else if (crisp) {
            batchFor(stands, body.outlinePen, body.fill, false) << body.standRects;
        } else {
            turned.push_back(&body);
        }
        batchFor(fronts, body.frontPen, QColor(), !crisp) << body.front;
        if (!blocks && pixelsPerInch * body.depth >= kSymbolMinPixels) {
            if (body.symbolDisc > 0.0) {
                discs.push_back(&body);
            } else {
                batchFor(symbols, body.symbolPen, QColor(), !crisp) << body.symbolLines;
            }
        }
    }
    // Groups standing apart from their unit (broken troops), faded and dashed.
    for (const UnitItem* unit : units_) {
        const UnitItem::Body& body = unit->body();
        if (!body.detached.isEmpty() && unit->isVisible() &&
            unit->boundingRect().intersects(exposed)) {
            painter->setPen(body.detachedPen);
            painter->setBrush(body.detachedFill);
            painter->drawPath(body.detached);
        }
    }
    // Stands at an angle to the screen keep their antialiased edges.
    for (const UnitItem::Body* body : turned) {
        painter->setPen(body->outlinePen);
        painter->setBrush(body->fill);
        if (blocks) {
            painter->drawPolygon(body->footprint);
        } else {
            painter->drawPath(body->stands);
        }
    }
    drawSquareStands(painter, stands);
    drawBatches(painter, fronts);
    drawBatches(painter, symbols);
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const UnitItem::Body* body : discs) {
        painter->setPen(body->symbolPen);
        painter->setBrush(body->symbolPen.color());
        painter->drawEllipse(body->symbolCentre, body->symbolDisc, body->symbolDisc);
    }
}

}  // namespace adjutant::ui
