#include "core/io/UniqueIdMember.h"

#include <fmt/format.h>

namespace adjutant {

std::string readUniqueId(const JsonReader& node, std::set<std::string>& ids, std::string_view what,
                         std::string_view clash) {
    std::string id = node.requireString("id");
    if (node.child("id").isString() && (id.empty() || !ids.insert(id).second)) {
        node.errorAt("id", fmt::format("{} id \"{}\" is empty or {} (expected unique ids)", what,
                                       id, clash));
    }
    return id;
}

}  // namespace adjutant
