#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json/JsonReader.h"

namespace adjutant {

// Readers for the lists and maps that saved states and statuses hold. Each takes an
// optional member: absent (or null) yields an empty result; a value of the wrong type,
// or an element of one, is an error at its JSON pointer and is left out.

/// An array of strings.
std::vector<std::string> readStringList(const JsonReader& node, std::string_view key);
/// An array of integers from `min` to `max`.
std::vector<int> readIntList(const JsonReader& node, std::string_view key, int min = 0,
                             std::optional<int> max = std::nullopt);
/// An object whose members are all strings.
std::map<std::string, std::string> readStringMap(const JsonReader& node, std::string_view key);
/// An optional member that must be an object; absent yields an absent reader, and
/// so does any other type, after an error.
JsonReader optionalObject(const JsonReader& node, std::string_view key);

}  // namespace adjutant
