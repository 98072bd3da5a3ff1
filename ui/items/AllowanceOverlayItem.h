#pragma once

#include "ui/items/RegionOverlayItem.h"

namespace adjutant::ui {

/// Where a unit's front-edge centre can get with the move it has left, as the
/// referee works it out; shaded more strongly while the unit is being dragged.
class AllowanceOverlayItem : public RegionOverlayItem {
    Q_OBJECT

  public:
    explicit AllowanceOverlayItem(QGraphicsItem* parent = nullptr);

    void setEmphasised(bool emphasised);
    bool emphasised() const { return emphasised_; }

  private:
    bool emphasised_ = false;
};

}  // namespace adjutant::ui
