#pragma once

#include <set>
#include <string>
#include <string_view>

#include "core/json/JsonReader.h"

namespace adjutant {

/// The required text member "id" of `node`, added to `ids`: commands and
/// references name things by id, so none may be empty or given twice. Either
/// is an error at the member, "<what> id "<id>" is empty or <clash> (expected
/// unique ids)", where `what` names the thing ("brigade") and `clash` the ids
/// it must not repeat ("used twice on this side").
std::string readUniqueId(const JsonReader& node, std::set<std::string>& ids, std::string_view what,
                         std::string_view clash);

}  // namespace adjutant
