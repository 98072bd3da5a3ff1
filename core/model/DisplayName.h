#pragma once

#include <string>

namespace adjutant {

/// What a reader is shown for anything a scenario names and identifies (a
/// unit, a side, a brigade, a general, an objective): its name, or its id
/// when it has none.
template <typename Named>
requires requires(const Named& named) {
    { named.name } -> std::convertible_to<const std::string&>;
    { named.id } -> std::convertible_to<const std::string&>;
}
const std::string& displayName(const Named& named) {
    return named.name.empty() ? named.id : named.name;
}

}  // namespace adjutant
