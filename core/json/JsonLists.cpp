#include "core/json/JsonLists.h"

#include <nlohmann/json.hpp>

namespace adjutant {

std::vector<std::string> readStringList(const JsonReader& node, std::string_view key) {
    std::vector<std::string> values;
    for (const JsonReader& item : node.optionalArray(key)) {
        if (auto text = item.asString()) {
            values.push_back(std::move(*text));
        }
    }
    return values;
}

std::vector<int> readIntList(const JsonReader& node, std::string_view key, int min,
                             std::optional<int> max) {
    std::vector<int> values;
    for (const JsonReader& item : node.optionalArray(key)) {
        if (auto value = item.asInt(min, max)) {
            values.push_back(*value);
        }
    }
    return values;
}

std::map<std::string, std::string> readStringMap(const JsonReader& node, std::string_view key) {
    std::map<std::string, std::string> values;
    const JsonReader member = optionalObject(node, key);
    if (!member.present()) {
        return values;
    }
    for (const auto& [name, value] : member.members()) {
        if (auto text = value.asString()) {
            values[name] = std::move(*text);
        }
    }
    return values;
}

JsonReader optionalObject(const JsonReader& node, std::string_view key) {
    if (!node.has(key)) {
        return node.child(key);  // absent, at the member's pointer
    }
    return node.requireObject(key);
}

}  // namespace adjutant
