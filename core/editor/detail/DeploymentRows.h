#pragma once

#include "core/model/Pose.h"
#include "core/model/Scenario.h"

#include <vector>

namespace adjutant::editor_detail {

/// Where a side's imported units are set out, as the side sees it: a
/// rectangle whose front edge faces the enemy's baseline.
struct DeploymentFrame {
    Vec2 frontLeft;  // the rectangle's corner at the side's front left
    Vec2 forward;    // towards the enemy's baseline
    Vec2 right;      // along a row, to the side's right
    double facingDegrees = 0;
    double rowLength = 0;  // inches along `right`
};

/// The bounding box of the side's first deployment zone, or without one the
/// band 3 to 9 inches in from its baseline along the whole edge.
DeploymentFrame deploymentFrameFor(const Scenario& scenario, int side);

/// Sets units out side by side in line, left to right, a gap before each,
/// starting a new row further back when the next unit would not fit.
class DeploymentRows {
  public:
    explicit DeploymentRows(DeploymentFrame frame) : frame_(frame) {}

    /// The pose of the next unit `frontage` inches wide: the centre of its
    /// front edge, facing the enemy.
    Pose place(double frontage);

    /// The row the last unit went into, from 0 at the front.
    int row() const { return row_; }
    /// How far the units of a row are moved along it so that the row stands
    /// in the middle of the frame rather than at its left end.
    Vec2 centringShift(int row) const;
    const DeploymentFrame& frame() const { return frame_; }

    static constexpr double kGap = 1.0;         // inches between units, and at a row's ends
    static constexpr double kRowSpacing = 6.0;  // inches from one row's front to the next's

  private:
    DeploymentFrame frame_;
    double used_ = 0;  // inches of the present row taken, gaps included
    std::vector<double> usedByRow_;
    int row_ = 0;
};

}  // namespace adjutant::editor_detail
