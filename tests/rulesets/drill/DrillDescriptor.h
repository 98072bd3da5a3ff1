#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// The drill ruleset, which exists only in the tests (tests/rulesets/drill/):
/// its engine, its ruleset and tutorial (under the folder's resources/), its
/// tables, state, referee and bench army. It keeps no status of its own on a
/// unit, so a scenario unit's `status` may be any object.
RulesetDescriptor drillDescriptor();

}  // namespace adjutant
