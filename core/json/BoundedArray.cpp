#include "core/json/BoundedArray.h"

#include "core/json/ExpectObject.h"

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

std::vector<JsonReader> boundedObjects(const JsonReader& owner, std::string_view key,
                                       std::size_t most, std::string_view what,
                                       std::string_view each) {
    std::vector<JsonReader> objects;
    for (JsonReader& element : boundedArray(owner, key, most, what)) {
        if (expectObject(element, each)) {
            objects.push_back(std::move(element));
        }
    }
    return objects;
}

}  // namespace adjutant
