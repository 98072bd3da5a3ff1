#include "core/json/BoundedArray.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace adjutant {

bool withinLimit(const JsonReader& at, std::size_t count, std::size_t most, std::string_view what) {
    if (count <= most) {
        return true;
    }
    at.error(
        fmt::format("{} {}, more than the {} a file may have (docs/limits.md)", count, what, most));
    return false;
}

std::vector<JsonReader> boundedArray(const JsonReader& owner, std::string_view key,
                                     std::size_t most, std::string_view what, bool required) {
    const JsonReader member = owner.child(key);
    // Counted before the elements are made: a reader each would already be
    // memory in proportion to the claim.
    if (member.present() && member.isArray() &&
        !withinLimit(member, member.node().size(), most, what)) {
        return {};
    }
    return required ? owner.requireArray(key) : owner.optionalArray(key);
}

}  // namespace adjutant
