#pragma once

#include <string_view>

#include "core/json/JsonReader.h"

namespace adjutant {

/// Whether `node` is an object. When it is not, the problem is reported at it
/// as every reader words it: "expected `what` (an object), found <what it
/// is>" (`what` as "a unit", "the victory conditions"). `node` must be present.
bool expectObject(const JsonReader& node, std::string_view what);

}  // namespace adjutant
