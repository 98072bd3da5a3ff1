#pragma once

#include <string_view>

#include "core/geometry/UnitLayout.h"

namespace adjutant::geometry {

/// Tricorne 14.2: fire square onto the target's front or rear, slanting across
/// it, or along its length from a flank.
enum class FireType { Direct, Oblique, Enfilade };

/// An edge of a footprint, in footprint order.
enum class TargetEdge { Front, RightFlank, Rear, LeftFlank };

std::string_view fireTypeKey(FireType type);

/// How a line of fire meets a target, and what kind of fire that makes.
struct FireGeometry {
    FireType type = FireType::Direct;
    TargetEdge edge = TargetEdge::Front;  // the edge the line of fire enters through
    double angleDegrees = 0;              // between the line of fire and that edge's perpendicular
};

/// The limits of the angle bins, from the ruleset (Tricorne A35: 22.5 and 67.5).
struct FireTypeLimits {
    double directDegrees = 0;   // up to and including this: direct
    double obliqueDegrees = 0;  // up to and including this: oblique
};

/// Tricorne A35. The line of fire runs from the firer's centre to the target's
/// centre. Entering through a flank edge is enfilade. Entering through the
/// front or rear edge, the angle to that edge's perpendicular decides: direct
/// up to `directDegrees`, oblique up to `obliqueDegrees`, and beyond that the
/// fire runs nearly along the target's length and counts as enfilade. A line
/// entering exactly at a corner counts as meeting the front or rear edge. Every
/// face of a square is a front. A firer inside the target counts as direct.
FireGeometry classifyFire(Vec2 firerCentre, const UnitLayout& target, const FireTypeLimits& limits);

}  // namespace adjutant::geometry
