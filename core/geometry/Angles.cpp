#include "core/geometry/Angles.h"

#include <cmath>

namespace adjutant::geometry {

double signedTurn(double fromDegrees, double toDegrees) {
    double d = std::fmod(toDegrees - fromDegrees, 360.0);
    if (d <= -180.0) {
        d += 360.0;
    } else if (d > 180.0) {
        d -= 360.0;
    }
    return d;
}

double angleBetween(double aDegrees, double bDegrees) {
    return std::abs(signedTurn(aDegrees, bDegrees));
}

}  // namespace adjutant::geometry
