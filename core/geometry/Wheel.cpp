#include "core/geometry/Wheel.h"

#include <cmath>
#include <numbers>

namespace adjutant::geometry {

double wheelDistance(double frontage, double angleDegrees) {
    return frontage * std::abs(angleDegrees) * std::numbers::pi / 180.0;
}

double pivotDistance(double frontage, double angleDegrees) {
    return wheelDistance(frontage / 2, angleDegrees);
}

Pose wheeledPose(const UnitLayout& unit, double angleDegrees) {
    Pose result;
    result.facingDegrees = Pose::normalizeBearing(unit.pose.facingDegrees + angleDegrees);
    const Vec2 newRight = result.right();
    const double half = unit.frontage / 2;
    result.position =
        angleDegrees >= 0 ? unit.frontRight - newRight * half : unit.frontLeft + newRight * half;
    return result;
}

}  // namespace adjutant::geometry
