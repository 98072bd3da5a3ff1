#pragma once

#include <string_view>
#include <vector>

#include "core/geometry/UnitLayout.h"

namespace adjutant::geometry {

/// Where an attacker stands relative to a target: before its front, behind its
/// rear, or anywhere else (the flank).
enum class Aspect { Front, Flank, Rear };

std::string_view aspectKey(Aspect aspect);

/// Tricorne A44: extend the target's front and rear edges as infinite lines; an
/// attacker wholly in front of the front line is frontal, wholly behind the rear
/// line is a rear attack, anything else is on the flank. A footprint that
/// reaches over a line by no more than kContactTolerance still counts as wholly
/// on its side, so a unit in contact with the front edge is frontal. A square
/// has no flank or rear. Fire Effect 11.2's "contact on the flank" uses the
/// same test. Judge charges at the charger's declared position (A44.5).
Aspect aspectOf(const UnitLayout& target, const std::vector<Vec2>& attacker);

}  // namespace adjutant::geometry
