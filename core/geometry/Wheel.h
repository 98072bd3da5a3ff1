#pragma once

#include "core/geometry/UnitLayout.h"
#include "core/model/Pose.h"

namespace adjutant::geometry {

/// Distance moved by the outer corner when a unit of this frontage wheels by
/// the angle on one front corner (Tricorne 13.4.4 and 14.2.2: measured at the
/// outer edge): the arc length frontage x angle in radians.
double wheelDistance(double frontage, double angleDegrees);

/// Distance moved by either front corner when a unit pivots by the angle about
/// the centre of its front edge: half the frontage x angle in radians.
double pivotDistance(double frontage, double angleDegrees);

/// The pose after wheeling by the angle: positive wheels clockwise (to the
/// right) on the front-right corner, negative to the left on the front-left one.
Pose wheeledPose(const UnitLayout& unit, double angleDegrees);

}  // namespace adjutant::geometry
