#include "ui/items/AllowanceOverlayItem.h"

namespace adjutant::ui {

AllowanceOverlayItem::AllowanceOverlayItem(QGraphicsItem* parent) : RegionOverlayItem(parent) {
    setZValue(3.0);  // beneath the arcs: the ground a unit may cover
    setEmphasised(false);
}

void AllowanceOverlayItem::setEmphasised(bool emphasised) {
    emphasised_ = emphasised;
    setLook(QColor(70, 150, 255, emphasised ? 85 : 45),
            QPen(QColor(120, 190, 255, emphasised ? 255 : 200), emphasised ? 2.0 : 1.2));
}

}  // namespace adjutant::ui
