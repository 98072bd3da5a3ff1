#pragma once

namespace adjutant::geometry {

/// The smallest signed turn from bearing `from` to bearing `to`, in (-180, 180];
/// positive is clockwise on the table.
double signedTurn(double fromDegrees, double toDegrees);

/// The smallest unsigned angle between two bearings, in [0, 180].
double angleBetween(double aDegrees, double bDegrees);

}  // namespace adjutant::geometry
