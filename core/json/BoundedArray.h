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

/// The elements of boundedArray(owner, key, most, what) that are objects; each
/// other element is reported as expectObject(element, `each`) words it
/// ("a brigade") and left out.
std::vector<JsonReader> boundedObjects(const JsonReader& owner, std::string_view key,
                                       std::size_t most, std::string_view what,
                                       std::string_view each);

/// True if `count` items of `what` are within `most`; otherwise an error at
/// `at` saying so.
bool withinLimit(const JsonReader& at, std::size_t count, std::size_t most, std::string_view what);

}  // namespace adjutant
