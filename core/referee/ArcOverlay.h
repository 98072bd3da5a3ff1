#pragma once

// The shapes the Fire Effect and War of Princes referees draw around a unit's
// front arc: the arc itself for the overlay, and the ground within a depth of
// its face (a range band, the charge reach). Both rulesets draw an arc as a
// straight-sided wedge, so the shape is made once here.

#include <optional>
#include <vector>

#include "core/geometry/Arc.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"
#include "core/model/Vec2.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The ground within `depth` of the face inside the arc, as a polygon: the
/// face, then the two arc edges out to that depth.
std::vector<Vec2> arcWedge(const geometry::FrontArc& arc, double depth);

/// The overlay of a front arc: its face and half angle, the unit's range
/// `bands` in their order (each drawn as the ground in the arc out to its far
/// edge), and the wedge out to the farthest band, or to `chargeReachInches`
/// when the charge reaches further.
OverlayArc frontArcOverlay(const geometry::FrontArc& arc, std::vector<OverlayRangeBand> bands,
                           double chargeReachInches);

/// Starts a unit's overlays from where it is laid out: its outline into
/// `overlays`, and its front arc of `halfAngleDegrees` either side of its
/// facing; nothing, and no outline, when it cannot be laid out.
std::optional<geometry::FrontArc> outlineAndFrontArc(
    UnitOverlays& overlays, const std::optional<geometry::UnitLayout>& placed,
    double halfAngleDegrees);

/// The same for `unit` as the ruleset's `context` lays it out, with the arc
/// its tables give (`arcHalfAngleDegrees`).
template <typename Context>
std::optional<geometry::FrontArc> outlineAndFrontArc(UnitOverlays& overlays, const Context& context,
                                                     const Unit& unit) {
    return outlineAndFrontArc(overlays, context.layout(unit),
                              context.rules().tables().arcHalfAngleDegrees);
}

}  // namespace adjutant
