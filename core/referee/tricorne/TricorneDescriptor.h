#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// Tricorne and Musket 1740-1763: its engine, shipped ruleset, tables, state, referee and bench
/// army.
RulesetDescriptor tricorneDescriptor();

}  // namespace adjutant
