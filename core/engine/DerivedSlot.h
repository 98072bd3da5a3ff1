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

    /// The data, made empty on first use.
    Derived& get() {
        if (!data) {
            data = std::make_shared<Derived>();
        }
        return *data;
    }
    /// Takes over `source`'s data, which it then no longer has.
    void takeFrom(DerivedSlot& source) { data = std::move(source.data); }
};

}  // namespace adjutant
