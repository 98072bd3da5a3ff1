#include "core/match/Ledger.h"

#include <fmt/format.h>

#include <utility>

#include "core/match/Commitments.h"

namespace adjutant {

Ledger::Ledger(std::string gameId, std::string sideId)
    : sideId_(std::move(sideId)), head_(toHex(ledgerGenesis(gameId, sideId_))) {}

const std::string& Ledger::append(LedgerEntry entry) {
    entry.side = sideId_;
    entry.n = entries_.size() + 1;
    entry.prev = head_;
    std::string line = entry.toLine();
    accept(std::move(entry), std::move(line));
    return lines_.back();
}

std::optional<std::string> Ledger::refusalOfNext(const LedgerEntry& entry) const {
    if (entry.side != sideId_) {
        return fmt::format("it belongs to the ledger of side \"{}\", not \"{}\"", entry.side,
                           sideId_);
    }
    if (entry.n != entries_.size() + 1) {
        return entry.n <= entries_.size()
                   ? fmt::format("entry {} is already in the game", entry.n)
                   : fmt::format(
                         "it is entry {}, but the game has only entries 1 to {}: "
                         "the entries between are missing (an earlier turn was not opened)",
                         entry.n, entries_.size());
    }
    if (entry.prev != head_) {
        return fmt::format(
            "it does not follow entry {} (its link to the entry before is {}, the game's is {}): "
            "it was changed, or it comes from another game",
            entries_.size(), entry.prev.substr(0, 12), head_.substr(0, 12));
    }
    return std::nullopt;
}

void Ledger::accept(LedgerEntry entry, std::string line) {
    head_ = toHex(sha256(line));
    entries_.push_back(std::move(entry));
    lines_.push_back(std::move(line));
}

}  // namespace adjutant
