#pragma once

// The changes JsonMutator makes inside one parsed JSON document: a member or an
// element at any depth gets another value, another type, or is removed,
// repeated, added or swapped; then the document is written back as one line.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

namespace adjutant::fuzz {

// Ordered, so that a document written back keeps its members where they were
// and differs from its input only where it was changed.
using Json = nlohmann::ordered_json;
using Random = std::mt19937;

/// A number from 0 to n - 1 (n > 0).
inline std::size_t below(Random& random, std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
}

inline bool oneIn(Random& random, std::size_t n) {
    return below(random, n) == 0;
}

/// A value anywhere in `document` (the document itself included), every one as likely.
Json& randomPlace(Json& document, Random& random);

/// Changes one value of `document` and returns it written on one line. `room`
/// is how many bytes the result may grow by (long strings stay within it).
std::string mutateDocument(Json& document, std::size_t room, Random& random);

}  // namespace adjutant::fuzz
