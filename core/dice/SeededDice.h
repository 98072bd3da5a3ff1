#pragma once

#include <array>
#include <cstdint>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// Computer dice from a seed, giving the same sequence on every platform and
/// compiler: xoshiro256** seeded through SplitMix64, with our own unbiased
/// mapping from 32 random bits to 1..6 (the standard distributions differ
/// between standard libraries and would break saved games).
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(std::uint64_t seed);

    /// The generator's whole state, so that a game can carry on after a reload.
    using State = std::array<std::uint64_t, 4>;
    State state() const { return state_; }
    void restore(const State& state) { state_ = state; }

    /// The next raw 64-bit output; exposed for tests of the generator itself.
    std::uint64_t nextRaw();

private:
    int nextValue(std::string_view purpose) override;

    State state_{};
};

}  // namespace adjutant
