#pragma once

#include "ui/items/RegionOverlayItem.h"

namespace adjutant::ui {

/// Where a unit's charge can reach this bound (its front-edge centre, the
/// wheel and the ground paid), as the referee works it out.
class ReachOverlayItem : public RegionOverlayItem {
    Q_OBJECT

  public:
    explicit ReachOverlayItem(QGraphicsItem* parent = nullptr);
};

}  // namespace adjutant::ui
