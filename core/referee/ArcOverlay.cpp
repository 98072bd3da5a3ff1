#include "core/referee/ArcOverlay.h"

#include <cmath>
#include <numbers>

#include "core/model/Pose.h"

namespace adjutant {

std::vector<Vec2> arcWedge(const geometry::FrontArc& arc, double depth) {
    const double half = arc.halfAngleDegrees;
    const Vec2 leftOut = Pose::directionOf(arc.facingDegrees - half);
    const Vec2 rightOut = Pose::directionOf(arc.facingDegrees + half);
    const double slant = depth / std::cos(half * std::numbers::pi / 180.0);
    return {arc.left, arc.right, arc.right + rightOut * slant, arc.left + leftOut * slant};
}

OverlayArc overlayArcOf(const geometry::FrontArc& arc) {
    OverlayArc overlay;
    overlay.faceLeft = arc.left;
    overlay.faceRight = arc.right;
    overlay.halfAngleDegrees = arc.halfAngleDegrees;
    return overlay;
}

std::optional<geometry::FrontArc> outlineAndFrontArc(
    UnitOverlays& overlays, const std::optional<geometry::UnitLayout>& placed,
    double halfAngleDegrees) {
    if (!placed) {
        return std::nullopt;
    }
    overlays.footprint = placed->footprint;
    return geometry::frontArcOf(*placed, halfAngleDegrees);
}

}  // namespace adjutant
