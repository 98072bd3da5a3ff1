#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/io/Sha256.h"

namespace adjutant {

/// The values of the two-player protocol (docs/two-player.md): how a side's
/// secret share for a round is made, what it commits to, and how both shares
/// become the dice seed. Every hash is SHA-256 over a HashInput whose first
/// part names its purpose, so no value can stand for another.

/// A new game's identity: 16 random bytes, as 32 hexadecimal digits.
std::string newGameId();

/// A new secret for a side: 32 random bytes, kept only in the file of the
/// program that plays the side and never sent.
std::string newSideSecret();

/// The side's share of round `round`'s randomness: HMAC-SHA-256 of the game
/// and the round under the side's secret, so that a program reopening an
/// earlier file makes exactly the share it made before (no reload re-rolls).
std::string shareFor(std::string_view secret, std::string_view gameId, std::uint64_t round);

/// What a side publishes before anyone's orders are seen: the hash of its
/// orders (their JSON text) and its share, bound to the game, the round and
/// the side. The share, 32 random bytes, keeps the orders from being guessed.
Digest commitmentOf(std::string_view gameId, std::uint64_t round, std::string_view sideId,
                    std::string_view ordersJson, std::string_view share);

/// The dice seed of a round: the hash of the game, the round and every side's
/// share in scenario order. Nobody knows it before every side's share is
/// revealed, and no side can steer it once the others' commitments are fixed.
Digest diceSeedOf(std::string_view gameId, std::uint64_t round, std::string_view shareOfFirstSide,
                  std::string_view shareOfSecondSide);

/// The `prev` of a side's first ledger entry: the hash of the game and the side.
Digest ledgerGenesis(std::string_view gameId, std::string_view sideId);

}  // namespace adjutant
