#pragma once

#include <vector>

#include "core/rules/ReferenceTables.h"

namespace adjutant {

/// The tables a Tricorne and Musket rules reference can draw from its ruleset.
const std::vector<ReferenceTableName>& tricorneReferenceTables();

}  // namespace adjutant
