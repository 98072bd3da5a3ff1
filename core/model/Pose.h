#pragma once

#include <cmath>
#include <numbers>

#include "core/model/Vec2.h"

namespace adjutant {

/// Where a unit stands: the centre of its front edge and the direction it faces.
///
/// Facing is a compass bearing in degrees: 0 faces the top edge of the table
/// (towards -y), 90 faces the right edge (+x), 180 the bottom, 270 the left.
struct Pose {
    Vec2 position;
    double facingDegrees = 0.0;

    bool operator==(const Pose&) const = default;

    /// Unit vector in the facing direction.
    Vec2 forward() const { return directionOf(facingDegrees); }
    /// Unit vector to the unit's right.
    Vec2 right() const { return directionOf(facingDegrees + 90.0); }

    static Vec2 directionOf(double bearingDegrees) {
        const double r = bearingDegrees * std::numbers::pi / 180.0;
        return {std::sin(r), -std::cos(r)};
    }
    /// Bearing of a direction vector, in [0, 360).
    static double bearingOf(Vec2 direction) {
        double deg = std::atan2(direction.x, -direction.y) * 180.0 / std::numbers::pi;
        if (deg < 0) {
            deg += 360.0;
        }
        return deg;
    }
    /// Normalises any angle to [0, 360).
    static double normalizeBearing(double degrees) {
        double d = std::fmod(degrees, 360.0);
        return d < 0 ? d + 360.0 : d;
    }
};

}  // namespace adjutant
