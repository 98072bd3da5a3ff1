#pragma once

#include <vector>

#include "core/rules/ReferenceTables.h"

namespace adjutant {

/// The tables a War of Princes rules reference can draw from its ruleset.
const std::vector<ReferenceTableName>& princesReferenceTables();

}  // namespace adjutant
