#include "ui/items/UnitItem.h"

#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

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
    label_ = new QGraphicsSimpleTextItem(this);
    // Shaping and drawing text is the dearest part of a redraw, and a label's
    // pixels never change with the zoom (it ignores the view's scale), so each
    // label is kept as a pixmap. The stands are not: re-rendering a thousand
    // item pixmaps after each zoom step costs more than drawing them.
    label_->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    // The label keeps its size on screen whatever the zoom, so names stay readable.
    label_->setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    QFont font = label_->font();
    font.setPointSizeF(8.0);
    label_->setFont(font);
    label_->setBrush(Qt::white);
}

void UnitItem::sync(const Appearance& appearance) {
    prepareGeometryChange();
    appearance_ = appearance;
    stands_ = QPainterPath();
    for (const auto& stand : appearance.layout.stands) {
        QPolygonF polygon;
        for (const Vec2& corner : stand.corners) {
            polygon << toPoint(corner);
        }
        stands_.addPolygon(polygon);
        stands_.closeSubpath();
    }
    outlinePen_ = QPen(appearance.sideColour.darker(220), 1.0);
    outlinePen_.setCosmetic(true);
    // The front edge, drawn heavier in a colour that contrasts with the side's,
    // shows which way the unit faces.
    const QColor edge = appearance.sideColour.lightness() > 150 ? QColor(40, 40, 40) : Qt::white;
    frontPen_ = QPen(edge, 2.0);
    frontPen_.setCosmetic(true);
    symbolPen_ = QPen(appearance.sideColour.darker(300), 1.2);
    symbolPen_.setCosmetic(true);
    footprint_ = toPolygon(appearance.layout.footprint);
    makeArmSymbol();
    setToolTip(appearance.name);
    label_->setText(appearance.name);
    const Vec2 across = (appearance.layout.frontRight - appearance.layout.frontLeft).normalized();
    backwards_ = QPointF(-across.y, across.x);
    const Vec2 frontCentre = (appearance.layout.frontLeft + appearance.layout.frontRight) * 0.5;
    rearCentre_ = toPoint(frontCentre) + backwards_ * appearance.layout.depth;
    placeBehind(label_, label_->boundingRect().size(), 0.0);
    update();
}

namespace {

// A box's reach along a unit direction: what it takes up behind the unit.
double extentAlong(QPointF direction, QSizeF size) {
    return std::abs(direction.x()) * size.width() + std::abs(direction.y()) * size.height();
}

}  // namespace

void UnitItem::placeBehind(QGraphicsItem* child, QSizeF size, double pixelsBack) const {
    constexpr double kGapPixels = 2.0;
    // The child's centre, in pixels from the rear edge, along the rear direction.
    const double distance = pixelsBack + kGapPixels + extentAlong(backwards_, size) / 2.0;
    child->setPos(rearCentre_);
    child->setTransform(QTransform::fromTranslate(backwards_.x() * distance - size.width() / 2.0,
                                                  backwards_.y() * distance - size.height() / 2.0));
}

double UnitItem::nameDepthPixels() const {
    if (label_->text().isEmpty()) {
        return 0.0;
    }
    return extentAlong(backwards_, label_->boundingRect().size()) + 2.0;
}

void UnitItem::makeArmSymbol() {
    // A small map symbol at the centre of the footprint: a cross for infantry,
    // one diagonal for cavalry, a disc for artillery, facing with the unit.
    const Vec2 left = appearance_.layout.frontLeft;
    const Vec2 right = appearance_.layout.frontRight;
    const Vec2 across = (right - left).normalized();
    const Vec2 back{-across.y, across.x};  // perpendicular, towards the rear
    const QPointF centre = footprint_.boundingRect().center();
    const double half = std::min(0.35, appearance_.layout.depth * 0.35 + 0.05);
    auto at = [&](double a, double b) {
        return centre + QPointF(across.x * a + back.x * b, across.y * a + back.y * b);
    };
    symbolLines_.clear();
    symbolDisc_ = 0.0;
    if (appearance_.arm == "infantry") {
        symbolLines_ = {QLineF(at(-half, -half), at(half, half)),
                        QLineF(at(-half, half), at(half, -half))};
    } else if (appearance_.arm == "cavalry") {
        symbolLines_ = {QLineF(at(-half, half), at(half, -half))};
    } else {
        symbolDisc_ = half * 0.5;
    }
}

QRectF UnitItem::boundingRect() const {
    // A margin for the outline pen and the selection halo.
    return footprint_.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3);
}

QPainterPath UnitItem::shape() const {
    QPainterPath path;
    path.addPolygon(footprint_);
    path.closeSubpath();
    return path;
}

void UnitItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                     QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (isSelected()) {
        QPen halo(QColor(255, 230, 80), 4.0);
        halo.setCosmetic(true);
        painter->setPen(halo);
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(footprint_);
    }
    painter->setPen(outlinePen_);
    painter->setBrush(appearance_.sideColour);
    painter->drawPath(stands_);
    painter->setPen(frontPen_);
    painter->drawLine(toPoint(appearance_.layout.frontLeft),
                      toPoint(appearance_.layout.frontRight));
    // Zoomed out over a big table the symbol is a few pixels across and only
    // blurs the stands, so it is left out below a readable size.
    constexpr double kSymbolMinPixels = 5.0;
    const double pixelsPerInch = option->levelOfDetailFromTransform(painter->worldTransform());
    if (pixelsPerInch * appearance_.layout.depth >= kSymbolMinPixels) {
        paintArmSymbol(painter);
    }
}

void UnitItem::paintArmSymbol(QPainter* painter) const {
    painter->setPen(symbolPen_);
    if (symbolDisc_ > 0.0) {
        painter->setBrush(symbolPen_.color());
        painter->drawEllipse(footprint_.boundingRect().center(), symbolDisc_, symbolDisc_);
    } else {
        painter->setBrush(Qt::NoBrush);
        painter->drawLines(symbolLines_);
    }
}

}  // namespace adjutant::ui
