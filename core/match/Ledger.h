#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/match/LedgerEntry.h"

namespace adjutant {

/// One side's ledger: every entry that side's program published, each with
/// the line it was sent as (hashed byte for byte) and the hash of the entry
/// before it, from the genesis of the game and the side.
class Ledger {
  public:
    Ledger(std::string gameId, std::string sideId);

    const std::string& sideId() const { return sideId_; }
    std::size_t size() const { return entries_.size(); }
    /// Entry number `n`, from 1.
    const LedgerEntry& entry(std::uint64_t n) const { return entries_.at(n - 1); }
    const std::string& line(std::uint64_t n) const { return lines_.at(n - 1); }
    /// The hash the next entry must give as its `prev` (64 hexadecimal digits).
    const std::string& head() const { return head_; }

    /// Adds an entry made here: fills in its side, number and `prev`; returns its line.
    const std::string& append(LedgerEntry entry);
    /// Why `entry` cannot come next (another side's, a gap, a repeat, a
    /// broken chain), in words; nothing when it can.
    std::optional<std::string> refusalOfNext(const LedgerEntry& entry) const;
    /// Adds an entry read from elsewhere, which refusalOfNext accepted, with its line.
    void accept(LedgerEntry entry, std::string line);

  private:
    std::string sideId_;
    std::vector<LedgerEntry> entries_;
    std::vector<std::string> lines_;
    std::string head_;
};

}  // namespace adjutant
