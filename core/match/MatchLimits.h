#pragma once

#include <cstddef>
#include <cstdint>

namespace adjutant {

/// The most a game between two people takes from a file or the network, in
/// one place (docs/two-player.md): anything beyond is refused with a message,
/// so no file or message can make the program use memory out of proportion.

/// One ledger entry as a line (a reveal of a whole army's orders is a few
/// hundred KB at Leuthen's size).
inline constexpr std::size_t kMaxEntryBytes = 2 * 1024 * 1024;
/// Orders one side may give in one round.
inline constexpr std::size_t kMaxOrdersPerRound = 5000;
/// A turn file, the scenario of an invitation included.
inline constexpr std::size_t kMaxTurnFileBytes = 32 * 1024 * 1024;
/// A local record of a game between two people.
inline constexpr std::size_t kMaxRecordBytes = 512 * 1024 * 1024;
/// One message over the network (the transports refuse larger ones).
inline constexpr std::size_t kMaxMessageBytes = 4 * 1024 * 1024;
/// Entry numbers, rounds and counts: far beyond any game, far below overflow.
inline constexpr std::uint64_t kMaxLedgerNumber = 10'000'000;
/// A side's or step's id.
inline constexpr std::size_t kMaxIdLength = 200;
/// One chat line, in bytes.
inline constexpr std::size_t kMaxChatLength = 2000;
/// A bound number an entry may name.
inline constexpr int kMaxBounds = 10'000;

}  // namespace adjutant
