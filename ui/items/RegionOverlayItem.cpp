#include "ui/items/RegionOverlayItem.h"

#include <QGraphicsScene>
#include <QPainter>

#include "ui/items/CalloutItem.h"
#include "ui/items/TablePolygon.h"

namespace adjutant::ui {

RegionOverlayItem::RegionOverlayItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
}

RegionOverlayItem::~RegionOverlayItem() {
    // Later, not now: while a scene is cleared it may be deleting the caption too.
    if (caption_) {
        caption_->deleteLater();
    }
}

void RegionOverlayItem::setLook(const QBrush& fill, const QPen& outline) {
    fill_ = fill;
    outline_ = outline;
    outline_.setCosmetic(true);
    update();
}

void RegionOverlayItem::setRegion(const std::vector<Vec2>& outline, const QString& caption,
                                  Vec2 captionAt, const QString& details) {
    prepareGeometryChange();
    region_ = toScenePolygon(outline);
    captionText_ = caption;
    captionDetails_ = details;
    captionAt_ = toScenePoint(captionAt);
    placeCaption();
    update();
}

QString RegionOverlayItem::caption() const {
    return captionText_;
}

void RegionOverlayItem::placeCaption() {
    QGraphicsScene* here = scene();
    if (caption_ && caption_->scene() != here) {
        caption_->deleteLater();
        caption_ = nullptr;
    }
    if (!here || captionText_.isEmpty()) {
        if (caption_) {
            caption_->setVisible(false);
        }
        return;
    }
    if (!caption_) {
        caption_ = new CalloutItem();
        caption_->setZValue(35.0);  // over the units, under a tool's own callout
        here->addItem(caption_);
    }
    caption_->setText(captionText_);
    caption_->setToolTip(captionDetails_);
    caption_->setPos(captionAt_);
    caption_->setVisible(isVisible());
}

QVariant RegionOverlayItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemVisibleHasChanged || change == ItemSceneHasChanged) {
        placeCaption();
    }
    return QGraphicsObject::itemChange(change, value);
}

QRectF RegionOverlayItem::boundingRect() const {
    return region_.boundingRect().adjusted(-0.2, -0.2, 0.2, 0.2);
}

QPainterPath RegionOverlayItem::shape() const {
    QPainterPath path;
    path.addPolygon(region_);
    path.closeSubpath();
    return path;
}

void RegionOverlayItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                              QWidget* /*widget*/) {
    if (region_.size() < 3) {
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(outline_);
    painter->setBrush(fill_);
    painter->drawPolygon(region_);
}

}  // namespace adjutant::ui
