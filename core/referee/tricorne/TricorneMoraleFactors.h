#pragma once

#include <string>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// Trigger causes that are not reasons to test (15.1) but conditions the morale
/// factors read (15.4), pushed by the charge and melee procedures with the other
/// triggers: "attackedInFlankOrRear" (judged when the charge was declared, A44.5;
/// `adjutant-cli resolve`'s "attackedInFlankBy") and "brokenThroughByCavalry".
inline constexpr const char* kAttackedInFlankMarker = "attackedInFlankOrRear";
inline constexpr const char* kBrokenThroughMarker = "brokenThroughByCavalry";

/// The unit's morale class (15.3, A41, A42): the unit's own override, else its
/// type's class; empty for a type without one (generals).
std::string moraleClassOf(const TricorneContext& context, const Unit& unit);

/// The present morale status (15.3, 15.4, A40, A43): the unit morale factor of
/// its class plus every morale factor that applies now. When `why` is given it
/// receives the breakdown: the unit morale factor with its class, then each
/// factor that applies with its label, value and digest section. The UI's unit
/// inspector shows the same tree.
int presentMoraleStatus(const TricorneContext& context, const std::string& unitId,
                        Explanation* why);

}  // namespace adjutant
