#include "core/dice/SeededDice.h"

namespace adjutant {

namespace {

std::uint64_t splitMix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

SeededDice::SeededDice(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : state_) {
        word = splitMix64(x);
    }
}

std::uint64_t SeededDice::nextRaw() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
}

int SeededDice::nextValue(std::string_view /*purpose*/) {
    // Rejection sampling on the top 32 bits: 2^32 is not a multiple of 6, so the
    // last partial block of values is thrown away to keep every face equally likely.
    constexpr std::uint64_t range = 1ULL << 32;
    constexpr std::uint64_t limit = range - (range % 6);
    for (;;) {
        const std::uint64_t bits = nextRaw() >> 32;
        if (bits < limit) {
            return static_cast<int>(bits % 6) + 1;
        }
    }
}

}  // namespace adjutant
