#pragma once

#include <string>
#include <vector>

namespace adjutant {

/// An order a player has given that waits for a later step: a fire order for
/// the firing step, a charge declared for the charge steps. The table draws
/// each as an arrow, and each may be taken back (a fire order cancelled, a
/// charge withdrawn) until its step is resolved.
struct StandingOrder {
    enum class Kind { Fire, Charge };
    Kind kind = Kind::Fire;
    std::string unitId;
    std::vector<std::string> targetIds;  // a fire order names one target
    std::string mode;                    // Fire: the fire mode chosen, or empty
    /// It may still be taken back now (its step has not been resolved).
    bool removable = true;
};

}  // namespace adjutant
