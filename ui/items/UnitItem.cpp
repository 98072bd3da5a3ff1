#include "ui/items/UnitItem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

#include "ui/items/StatusBadgeItem.h"
#include "ui/items/UnitBodiesItem.h"
#include "ui/items/UnitLabelsItem.h"
#include "ui/items/UnitShortName.h"

namespace adjutant::ui {

namespace {

QPolygonF toPolygon(const std::vector<Vec2>& points) {
    QPolygonF polygon;
    for (const Vec2& p : points) {
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

QPointF toPoint(Vec2 v) {
    return {v.x, v.y};
}

}  // namespace

UnitItem::UnitItem(QString unitId, QGraphicsItem* parent)
    : QGraphicsObject(parent), unitId_(std::move(unitId)) {
    setFlag(QGraphicsItem::ItemIsSelectable, true);
    setAcceptHoverEvents(true);
    setZValue(10.0);
    // Its stands are painted with every other unit's in one pass (see
    // UnitBodiesItem): a thousand items painted one by one cost a frame most
    // of its time in per-item overhead.
    // Its name, likewise, is drawn with every other unit's by UnitLabelsItem:
    // a thousand name items that ignore the view's scale cost a frame a
    // transform and a paint call each.
    setFlag(QGraphicsItem::ItemHasNoContents, true);
}

void UnitItem::sync(const Appearance& appearance) {
    const QRectF before = boundingRect();
    const QRectF labelsBefore = labelsArea();
    prepareGeometryChange();
    appearance_ = appearance;
    makeBody(appearance);
    setToolTip(appearance.name);
    name_.setText(appearance.name);
    short_.setText(appearance.shortName.isEmpty() ? unitShortName(appearance.name)
                                                  : appearance.shortName);
    const Vec2 across = (appearance.layout.frontRight - appearance.layout.frontLeft).normalized();
    backwards_ = QPointF(-across.y, across.x);
    const Vec2 frontCentre = (appearance.layout.frontLeft + appearance.layout.frontRight) * 0.5;
    frontCentre_ = toPoint(frontCentre);
    rearCentre_ = frontCentre_ + backwards_ * appearance.layout.depth;
    layOutLabel();
    repaintBody(before.united(boundingRect()));
    repaintLabels(labelsBefore);
}

void UnitItem::makeBody(const Appearance& appearance) {
    body_ = Body();
    const geometry::UnitLayout& layout = appearance.layout;
    const Vec2 frontEdge = layout.frontRight - layout.frontLeft;
    // Stands whose edges run along the table's axes are drawn as rectangles
    // without antialiasing: crisp on screen and several times cheaper.
    body_.square = std::abs(frontEdge.x) < 1e-9 || std::abs(frontEdge.y) < 1e-9;
    for (const auto& stand : layout.stands) {
        QPolygonF polygon;
        for (const Vec2& corner : stand.corners) {
            polygon << toPoint(corner);
        }
        body_.stands.addPolygon(polygon);
        body_.stands.closeSubpath();
        body_.standRects << polygon.boundingRect();
    }
    if (!body_.square) {
        body_.standRects.clear();
    }
    body_.footprint = toPolygon(layout.footprint);
    body_.front = QLineF(toPoint(layout.frontLeft), toPoint(layout.frontRight));
    body_.fill = appearance.sideColour;
    body_.depth = layout.depth;
    body_.outlinePen = QPen(appearance.sideColour.darker(220), 1.0);
    body_.outlinePen.setCosmetic(true);
    // The front edge, drawn heavier in a colour that contrasts with the side's,
    // shows which way the unit faces.
    const QColor edge = appearance.sideColour.lightness() > 150 ? QColor(40, 40, 40) : Qt::white;
    body_.frontPen = QPen(edge, 2.0);
    body_.frontPen.setCosmetic(true);
    // One pixel wide: wider cosmetic lines go through Qt's stroker, several
    // times dearer than its one-pixel line drawing.
    body_.symbolPen = QPen(appearance.sideColour.darker(300), 1.0);
    body_.symbolPen.setCosmetic(true);
    for (const geometry::UnitLayout& group : appearance.detached) {
        for (const auto& stand : group.stands) {
            QPolygonF polygon;
            for (const Vec2& corner : stand.corners) {
                polygon << toPoint(corner);
            }
            body_.detached.addPolygon(polygon);
            body_.detached.closeSubpath();
        }
    }
    body_.detachedPen = QPen(appearance.sideColour.darker(220), 1.0, Qt::DashLine);
    body_.detachedPen.setCosmetic(true);
    body_.detachedFill = appearance.sideColour.lighter(150);
    body_.detachedFill.setAlpha(150);
    makeArmSymbol();
}

namespace {

// A box's reach along a unit direction: what it takes up behind the unit.
double extentAlong(QPointF direction, QSizeF size) {
    return std::abs(direction.x()) * size.width() + std::abs(direction.y()) * size.height();
}

}  // namespace

QPointF UnitItem::offsetBehind(QSizeF size) const {
    constexpr double kGapPixels = 2.0;
    // The box's centre, in pixels from the rear edge, along the rear direction.
    const double distance = kGapPixels + extentAlong(backwards_, size) / 2.0;
    return {backwards_.x() * distance - size.width() / 2.0,
            backwards_.y() * distance - size.height() / 2.0};
}

const LabelPlate* UnitItem::shownName() const {
    switch (labelText_) {
        case LabelPlace::Text::Full:
            return name_.isEmpty() ? nullptr : &name_;
        case LabelPlace::Text::Brief:
            return short_.isEmpty() ? nullptr : &short_;
        case LabelPlace::Text::None:
            break;
    }
    return nullptr;
}

QSizeF UnitItem::labelSize(LabelPlace::Text text) const {
    const LabelPlate* plate = text == LabelPlace::Text::Full    ? &name_
                              : text == LabelPlace::Text::Brief ? &short_
                                                                : nullptr;
    QSizeF size = plate && !plate->isEmpty() ? plate->size() : QSizeF();
    if (badge_ && !badge_->plate().isEmpty()) {
        const QSizeF badge = badge_->plate().size();
        size = QSizeF(std::max(size.width(), badge.width()),
                      size.height() + badge.height() + (size.isEmpty() ? 0.0 : 1.0));
    }
    return size;
}

QRectF UnitItem::labelBox() const {
    return labelText_ == LabelPlace::Text::None ? QRectF()
                                                : QRectF(labelTopLeft_, labelSize(labelText_));
}

void UnitItem::setLabelPlace(LabelPlace::Text text, QPointF blockTopLeft) {
    if (labelPlaced_ && text == labelText_ && blockTopLeft == labelTopLeft_) {
        return;
    }
    const QRectF before = labelsArea();
    labelPlaced_ = true;
    labelText_ = text;
    labelTopLeft_ = blockTopLeft;
    layOutLabel();
    repaintLabels(before);
}

void UnitItem::layOutLabel() {
    const QSizeF block = labelSize(labelText_);
    if (!labelPlaced_) {
        labelTopLeft_ = offsetBehind(block);
    }
    // The name above the badge, both centred in the label's box.
    const LabelPlate* name = shownName();
    const QSizeF nameSize = name ? name->size() : QSizeF();
    nameOffset_ = labelTopLeft_ + QPointF((block.width() - nameSize.width()) / 2.0, 0.0);
    if (badge_) {
        const QSizeF badge = badge_->plate().size();
        badgeOffset_ = labelTopLeft_ + QPointF((block.width() - badge.width()) / 2.0,
                                               nameSize.isEmpty() ? 0.0 : nameSize.height() + 1.0);
        // The badge's item gives its tooltip there.
        badge_->setPos(rearCentre_);
        badge_->setTransform(QTransform::fromTranslate(badgeOffset_.x(), badgeOffset_.y()));
    }
}

void UnitItem::badgeChanged() {
    const QRectF before = labelsArea();
    layOutLabel();
    repaintLabels(before);
}

void UnitItem::makeArmSymbol() {
    // A small map symbol at the centre of the footprint: a cross for infantry,
    // one diagonal for cavalry, a disc for artillery, facing with the unit.
    const Vec2 left = appearance_.layout.frontLeft;
    const Vec2 right = appearance_.layout.frontRight;
    const Vec2 across = (right - left).normalized();
    const Vec2 back{-across.y, across.x};  // perpendicular, towards the rear
    const QPointF centre = body_.footprint.boundingRect().center();
    const double half = std::min(0.35, appearance_.layout.depth * 0.35 + 0.05);
    auto at = [&](double a, double b) {
        return centre + QPointF(across.x * a + back.x * b, across.y * a + back.y * b);
    };
    body_.symbolCentre = centre;
    if (appearance_.arm == TroopCategory::Infantry) {
        body_.symbolLines = {QLineF(at(-half, -half), at(half, half)),
                             QLineF(at(-half, half), at(half, -half))};
    } else if (appearance_.arm == TroopCategory::Cavalry) {
        body_.symbolLines = {QLineF(at(-half, half), at(half, -half))};
    } else {
        body_.symbolDisc = half * 0.5;
    }
}

QRectF UnitItem::boundingRect() const {
    // A margin for the outline pen and the selection halo.
    QRectF bounds = body_.footprint.boundingRect();
    if (!body_.detached.isEmpty()) {
        bounds = bounds.united(body_.detached.boundingRect());
    }
    return bounds.adjusted(-0.3, -0.3, 0.3, 0.3);
}

QPainterPath UnitItem::shape() const {
    QPainterPath path;
    path.addPolygon(body_.footprint);
    path.closeSubpath();
    return path;
}

void UnitItem::paint(QPainter* /*painter*/, const QStyleOptionGraphicsItem* /*option*/,
                     QWidget* /*widget*/) {}

QVariant UnitItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemSelectedHasChanged || change == ItemVisibleHasChanged) {
        repaintBody(boundingRect());
    }
    if (change == ItemVisibleHasChanged) {
        repaintLabels(labelsArea());
    }
    return QGraphicsObject::itemChange(change, value);
}

void UnitItem::setBodies(UnitBodiesItem* bodies) {
    bodies_ = bodies;
}

void UnitItem::setLabels(UnitLabelsItem* labels) {
    labels_ = labels;
}

void UnitItem::setNameShown(bool shown) {
    const QRectF before = labelsArea();
    labelPlaced_ = false;
    labelText_ = shown ? LabelPlace::Text::Full : LabelPlace::Text::None;
    layOutLabel();
    repaintLabels(before);
}

void UnitItem::setStatusBadge(StatusBadgeItem* badge) {
    badge_ = badge;
}

QRectF UnitItem::labelsArea() const {
    return labels_ != nullptr ? labels_->areaOf(*this) : QRectF();
}

void UnitItem::repaintLabels(const QRectF& area) const {
    if (labels_ != nullptr) {
        labels_->update(area.united(labels_->areaOf(*this)));
    }
}

void UnitItem::repaintBody(const QRectF& area) const {
    if (bodies_ != nullptr) {
        bodies_->update(area);
    }
}

}  // namespace adjutant::ui
