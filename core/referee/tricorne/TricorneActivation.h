#pragma once

#include <optional>
#include <string>

namespace adjutant {

class TricorneContext;

/// Who may act in a step of the bound (Tricorne and Musket 8, 7.2 with A7,
/// 13.3, 13.5, 14.1). Returns nullopt when the unit may act in the step, or
/// the reason it may not, citing the rule. Step ids are the ruleset's
/// sequenceOfPlay ids ("declareCharges", "movement", "firing", ...).
///
/// Voluntary steps (declaring charges, step 8 movement, step 9 firing) are
/// closed to routing, ridden-down and reforming units and to batteries whose
/// crew has left the guns; forced steps (responses, melee, morale) are left to
/// their own procedures, which know who is involved. A unit off the table acts
/// in no step.
std::optional<std::string> whyCannotAct(const TricorneContext& context, const std::string& unitId,
                                        const std::string& stepId);

/// True for the steps a unit chooses to act in: declaring charges, step 8
/// movement and step 9 firing.
bool isVoluntaryStep(const std::string& stepId);

}  // namespace adjutant
