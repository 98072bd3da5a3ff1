#pragma once

#include <memory>

namespace adjutant {

/// A slot for data derived from a game state (an index, a cache) that is not
/// part of its value: a copy of the state starts without it, and
/// RulesetGameState::takeDerivedDataFrom hands it on to the copy that replaces
/// its source.
template <typename Derived>
struct DerivedSlot {
    std::shared_ptr<Derived> data;
    DerivedSlot() = default;
    DerivedSlot(const DerivedSlot&) {}
    DerivedSlot& operator=(const DerivedSlot&) {
        data.reset();
        return *this;
    }
    DerivedSlot(DerivedSlot&&) noexcept = default;
    DerivedSlot& operator=(DerivedSlot&&) noexcept = default;
};

}  // namespace adjutant
