#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace adjutant {

/// The values of an enumeration with the keys files spell them by (a scenario,
/// a save, a manoeuvre's JSON), in the order messages list them. With
/// std::string_view for `Enum` it is a table from one word to another.
template <typename Enum, std::size_t N>
using EnumKeys = std::array<std::pair<Enum, std::string_view>, N>;

/// The key of `value` in the table; `fallback` for a value the table lacks.
template <typename Enum, std::size_t N>
constexpr std::string_view keyIn(const EnumKeys<Enum, N>& keys, Enum value,
                                 std::string_view fallback) {
    for (const auto& [each, key] : keys) {
        if (each == value) {
            return key;
        }
    }
    return fallback;
}

/// The value `key` names in the table; nothing when it names none.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueNamedIn(const EnumKeys<Enum, N>& keys, std::string_view key) {
    for (const auto& [value, each] : keys) {
        if (each == key) {
            return value;
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
