#pragma once

#include <vector>

#include "core/rules/ReferenceTables.h"

namespace adjutant {

/// The tables a Fire Effect rules reference can draw from its ruleset.
const std::vector<ReferenceTableName>& fireEffectReferenceTables();

}  // namespace adjutant
