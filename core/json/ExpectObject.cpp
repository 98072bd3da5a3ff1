#include "core/json/ExpectObject.h"

#include <fmt/format.h>

namespace adjutant {

bool expectObject(const JsonReader& node, std::string_view what) {
    if (node.isObject()) {
        return true;
    }
    node.error(fmt::format("expected {} (an object), found {}", what,
                           JsonReader::describeType(node.node())));
    return false;
}

}  // namespace adjutant
