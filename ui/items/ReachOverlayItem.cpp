#include "ui/items/ReachOverlayItem.h"

namespace adjutant::ui {

ReachOverlayItem::ReachOverlayItem(QGraphicsItem* parent) : RegionOverlayItem(parent) {
    setZValue(4.5);
    setLook(QBrush(QColor(230, 60, 60, 40), Qt::SolidPattern),
            QPen(QColor(255, 90, 80), 1.6, Qt::DashLine));
}

}  // namespace adjutant::ui
