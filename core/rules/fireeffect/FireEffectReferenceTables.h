#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules/ReferenceTables.h"

namespace adjutant {

struct RulesetDefinition;

/// The tables a Fire Effect rules reference can draw from its ruleset.
const std::vector<ReferenceTableName>& fireEffectReferenceTables();

/// One of them as Markdown, read from the ruleset's typed tables; nullopt for
/// a name it does not know or a ruleset without Fire Effect tables.
std::optional<std::string> renderFireEffectReferenceTable(const RulesetDefinition& ruleset,
                                                          std::string_view name);

}  // namespace adjutant
