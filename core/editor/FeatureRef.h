#pragma once

#include <cstddef>

namespace adjutant {

/// Which outline of a scenario an editor tool works on: a terrain area, a
/// linear feature, a deployment zone or an objective, by its index in its list.
struct FeatureRef {
    enum class Kind { Area, Line, Zone, Objective };
    Kind kind = Kind::Area;
    std::size_t index = 0;

    bool operator==(const FeatureRef&) const = default;
};

}  // namespace adjutant
