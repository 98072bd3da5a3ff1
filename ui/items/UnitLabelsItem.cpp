#include "ui/items/UnitLabelsItem.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

#include "ui/items/LabelPlate.h"
#include "ui/items/StatusBadgeItem.h"
#include "ui/items/UnitItem.h"

namespace adjutant::ui {

namespace {

// How far beyond the units' area a label may reach, in inches: half a long
// name's width, or a name and a badge behind a unit on the table's edge
// (160 pixels), at the view's least zoom (2 pixels an inch). The item is not
// cached as a pixmap, so this room costs nothing.
constexpr double kLabelMarginInches = 80.0;

// Draws one plate with its box's top-left at `origin` (device pixels): on a
// screen or an image its pixmap on whole pixels, elsewhere (a PDF) the plate itself.
void drawPlate(QPainter& painter, const LabelPlate& plate, QPointF origin, const QRectF& exposed,
               bool pixels, qreal devicePixelRatio) {
    if (plate.isEmpty()) {
        return;
    }
    const QRectF drawn = plate.bounds().translated(origin);
    if (!drawn.intersects(exposed)) {
        return;
    }
    if (pixels) {
        const QPoint topLeft(static_cast<int>(std::lround(drawn.left())),
                             static_cast<int>(std::lround(drawn.top())));
        painter.drawPixmap(topLeft, plate.pixmap(devicePixelRatio));
    } else {
        painter.save();
        painter.translate(origin);
        plate.paint(painter);
        painter.restore();
    }
}

}  // namespace

UnitLabelsItem::UnitLabelsItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    // The units' z, added after them: names lie above every unit's stands.
    setZValue(10.0);
    setAcceptedMouseButtons(Qt::NoButton);
    // The exposed rectangle lets a small repaint draw only the labels in it.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption, true);
}

void UnitLabelsItem::setArea(const QRectF& area) {
    prepareGeometryChange();
    area_ = area;
}

void UnitLabelsItem::addUnit(const UnitItem* unit) {
    units_.push_back(unit);
    update(areaOf(*unit));
}

QRectF UnitLabelsItem::areaOf(const UnitItem& unit) const {
    if (screenPixelsPerInch_ <= 0.0) {
        return boundingRect();
    }
    QRectF pixels;  // from the unit's rear centre
    if (const LabelPlate* name = unit.shownName()) {
        pixels = name->bounds().translated(unit.nameOffset());
    }
    if (const StatusBadgeItem* badge = unit.statusBadge(); badge && !badge->plate().isEmpty()) {
        pixels |= badge->plate().bounds().translated(badge->plateOffset());
    }
    if (pixels.isEmpty()) {
        return {};
    }
    // A pixel more each way for the rounding to whole pixels.
    pixels.adjust(-1.0, -1.0, 1.0, 1.0);
    return {unit.rearCentre() + pixels.topLeft() / screenPixelsPerInch_,
            pixels.size() / screenPixelsPerInch_};
}

QRectF UnitLabelsItem::boundingRect() const {
    // Labels of units on the table's edge reach beyond it, the further in
    // inches the smaller the zoom: room for them down to the view's least zoom.
    return area_.adjusted(-kLabelMarginInches, -kLabelMarginInches, kLabelMarginInches,
                          kLabelMarginInches);
}

QPainterPath UnitLabelsItem::shape() const {
    return {};
}

void UnitLabelsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                           QWidget* widget) {
    // Unit items sit at the scene's origin, unscaled: their coordinates are the scene's.
    const QTransform world = painter->worldTransform();
    const double pixelsPerInch = option->levelOfDetailFromTransform(world);
    if (widget != nullptr) {
        screenPixelsPerInch_ = pixelsPerInch;  // not an export's
    }
    const QRectF exposed = world.mapRect(option->exposedRect).adjusted(-1.0, -1.0, 1.0, 1.0);
    const QPaintEngine* engine = painter->paintEngine();
    const bool pixels = engine != nullptr && engine->type() == QPaintEngine::Raster;
    const qreal ratio = painter->device()->devicePixelRatio();
    // The labels are drawn in device pixels from their anchors on the table,
    // as items that ignore the view's transformations would be.
    painter->setWorldTransform(QTransform());
    for (const UnitItem* unit : units_) {
        if (!unit->isVisible()) {
            continue;
        }
        const QPointF anchor = world.map(unit->rearCentre());
        if (const LabelPlate* name = unit->shownName()) {
            drawPlate(*painter, *name, anchor + unit->nameOffset(), exposed, pixels, ratio);
        }
        // A label the scene found no room for is left out whole, badge and all.
        if (const StatusBadgeItem* badge = unit->statusBadge();
            badge && badge->isVisible() && unit->nameShown()) {
            drawPlate(*painter, badge->plate(), anchor + badge->plateOffset(), exposed, pixels,
                      ratio);
        }
    }
    painter->setWorldTransform(world);
}

}  // namespace adjutant::ui
