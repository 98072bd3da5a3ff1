#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules/ReferenceTables.h"

namespace adjutant {

struct RulesetDefinition;

/// The tables a Tricorne and Musket rules reference can draw from its ruleset.
const std::vector<ReferenceTableName>& tricorneReferenceTables();

/// One of them as Markdown, read from the ruleset's typed tables; nullopt for
/// a name it does not know or a ruleset without Tricorne tables.
std::optional<std::string> renderTricorneReferenceTable(const RulesetDefinition& ruleset,
                                                        std::string_view name);

}  // namespace adjutant
