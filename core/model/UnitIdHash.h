#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace adjutant {

/// Hash for maps keyed by unit id (the referee's statuses, the state's index of
/// positions). Ids are short ("s0-u123", "ir-2"), and a bound looks them up
/// some eighty thousand times: FNV-1a over the few bytes, inlined, costs a
/// fraction of std::hash's out-of-line MurmurHash call. Nothing may depend on
/// the iteration order of such a map (it changes with the hash).
struct UnitIdHash {
    std::size_t operator()(std::string_view id) const {
        std::uint64_t hash = 14695981039346656037ull;  // FNV-1a 64-bit offset basis
        for (const char c : id) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 1099511628211ull;  // FNV-1a 64-bit prime
        }
        return static_cast<std::size_t>(hash);
    }
    std::size_t operator()(const std::string& id) const { return (*this)(std::string_view(id)); }
};

}  // namespace adjutant
