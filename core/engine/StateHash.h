#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace adjutant {

class GameState;

/// A 64-bit fingerprint of a whole game state, to check that a replay reached
/// the same state as the game that was saved, on any platform and compiler.
///
/// It is FNV-1a over a canonical byte form of GameState::toJson(): object keys
/// in byte order, every number as a whole count of millionths (so 0.1 + 0.2 and
/// 0.3 agree, and no float formatting is involved), integers written as eight
/// little-endian bytes, every string and container prefixed by its length.
/// Changing that form changes every recorded hash: a test pins one.
std::uint64_t stateHash(const GameState& state);

/// The same hash over any JSON value (the building block of stateHash).
std::uint64_t canonicalJsonHash(const nlohmann::json& value);

/// The hash as 16 lower-case hex digits, the form printed and saved.
std::string formatStateHash(std::uint64_t hash);
/// Reads 16 hex digits (either case); nothing if the text is not a hash.
std::optional<std::uint64_t> parseStateHash(std::string_view text);

}  // namespace adjutant
