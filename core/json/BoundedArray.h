#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/json/JsonReader.h"

namespace adjutant {

/// The elements of the array member `key` of `owner`, if it has at most `most`
/// of them. An array with more is an error at the member that says how many
/// `what` it holds and the most a file may have, and yields none, so that no
/// reader or engine loops over a count the file merely claims. A missing
/// member is an error when `required`, as requireArray and optionalArray do.
std::vector<JsonReader> boundedArray(const JsonReader& owner, std::string_view key,
                                     std::size_t most, std::string_view what,
                                     bool required = false);

/// True if `count` items of `what` are within `most`; otherwise an error at
/// `at` saying so.
bool withinLimit(const JsonReader& at, std::size_t count, std::size_t most, std::string_view what);

}  // namespace adjutant
