#pragma once

// A member of a JSON value read where a missing or mistyped member has a
// plain meaning (a header's "format", a record's "live" settings): the
// fallback, never an exception. nlohmann's `value` throws when the member is
// there but of another type, which a damaged or hostile file makes so.

#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <type_traits>

namespace adjutant {

/// `json[key]` when `json` is an object holding `key` as a value of type T
/// (text, true/false, a whole number T can hold, or any number for a
/// floating type; a JSON value for nlohmann::json); else `fallback`.
template <class T>
T memberOr(const nlohmann::json& json, const char* key, T fallback) {
    if (!json.is_object()) {
        return fallback;
    }
    const auto found = json.find(key);
    if (found == json.end()) {
        return fallback;
    }
    const nlohmann::json& member = *found;
    if constexpr (std::is_same_v<T, nlohmann::json>) {
        return member;
    } else if constexpr (std::is_same_v<T, std::string>) {
        return member.is_string() ? member.get<std::string>() : fallback;
    } else if constexpr (std::is_same_v<T, bool>) {
        return member.is_boolean() ? member.get<bool>() : fallback;
    } else if constexpr (std::is_integral_v<T>) {
        if (member.is_number_unsigned()) {
            const auto n = member.get<std::uint64_t>();
            return n <= static_cast<std::uint64_t>(std::numeric_limits<T>::max())
                       ? static_cast<T>(n)
                       : fallback;
        }
        if (member.is_number_integer()) {
            const auto n = member.get<std::int64_t>();
            return n >= static_cast<std::int64_t>(std::numeric_limits<T>::min()) &&
                           (n < 0 || static_cast<std::uint64_t>(n) <=
                                         static_cast<std::uint64_t>(std::numeric_limits<T>::max()))
                       ? static_cast<T>(n)
                       : fallback;
        }
        return fallback;
    } else {
        static_assert(std::is_floating_point_v<T>, "a member of a type JSON holds");
        return member.is_number() ? member.get<T>() : fallback;
    }
}

/// memberOr for text, with a literal as the fallback.
inline std::string memberOr(const nlohmann::json& json, const char* key, const char* fallback) {
    return memberOr<std::string>(json, key, std::string(fallback));
}

}  // namespace adjutant
