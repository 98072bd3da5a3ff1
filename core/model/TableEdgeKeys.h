#pragma once

#include <optional>
#include <string_view>

#include "core/model/Side.h"

namespace adjutant {

/// The key a scenario file spells an edge by: "top", "bottom", "left", "right".
std::string_view tableEdgeKey(TableEdge edge);
/// The edge `key` names; nothing when it names none.
std::optional<TableEdge> tableEdgeFromKey(std::string_view key);

}  // namespace adjutant
