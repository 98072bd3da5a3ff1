#pragma once

namespace adjutant::geometry {

/// Slack for comparing computed distances and angles: coordinates of rotated
/// units pass through sin/cos and come back a few ulps off, so a target exactly
/// 4.0 inches away may measure 3.9999999999999996 or 4.000000000000001. Range
/// bands are inclusive at their upper limit, and this slack keeps them so.
inline constexpr double kDistanceTolerance = 1e-9;  // inches
inline constexpr double kAngleTolerance = 1e-9;     // degrees

/// How close two footprints must be to count as in base-to-base contact, and how
/// far they may overlap and still count as merely touching. About half a
/// millimetre: a player placing units by hand cannot do better, and an engine
/// that moves units into contact lands well inside it.
inline constexpr double kContactTolerance = 0.02;  // inches

/// True when a measured distance lies within a limit that is inclusive.
inline bool withinLimit(double measured, double limit) {
    return measured <= limit + kDistanceTolerance;
}

}  // namespace adjutant::geometry
