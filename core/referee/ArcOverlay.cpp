#include "core/referee/ArcOverlay.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

#include "core/model/Pose.h"

namespace adjutant {

std::vector<Vec2> arcWedge(const geometry::FrontArc& arc, double depth) {
    const double half = arc.halfAngleDegrees;
    const Vec2 leftOut = Pose::directionOf(arc.facingDegrees - half);
    const Vec2 rightOut = Pose::directionOf(arc.facingDegrees + half);
    const double slant = depth / std::cos(half * std::numbers::pi / 180.0);
    return {arc.left, arc.right, arc.right + rightOut * slant, arc.left + leftOut * slant};
}

OverlayArc frontArcOverlay(const geometry::FrontArc& arc, std::vector<OverlayRangeBand> bands,
                           double chargeReachInches) {
    OverlayArc overlay;
    overlay.faceLeft = arc.left;
    overlay.faceRight = arc.right;
    overlay.halfAngleDegrees = arc.halfAngleDegrees;
    double deepest = std::max(0.0, chargeReachInches);
    for (OverlayRangeBand& band : bands) {
        band.within = arcWedge(arc, band.toInches);
        deepest = std::max(deepest, band.toInches);
    }
    overlay.bands = std::move(bands);
    overlay.wedge = arcWedge(arc, deepest);
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
