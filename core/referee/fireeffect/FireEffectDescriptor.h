#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// Fire Effect (the 1870s): its engine, shipped ruleset, tables, state, referee and bench army.
RulesetDescriptor fireEffectDescriptor();

}  // namespace adjutant
