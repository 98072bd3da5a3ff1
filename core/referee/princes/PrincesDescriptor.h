#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// War of Princes (the American War of Independence): its engine, shipped ruleset, tables, state,
/// referee and bench army.
RulesetDescriptor princesDescriptor();

}  // namespace adjutant
