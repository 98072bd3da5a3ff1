#include "core/match/MatchInbox.h"

#include "core/json/Diagnostics.h"
#include "core/match/LedgerEntry.h"

namespace adjutant {

void MatchInbox::put(const std::string& line) {
    Diagnostics ignored;
    const std::optional<LedgerEntry> entry = LedgerEntry::fromLine(line, "message", "", ignored);
    if (!entry) {
        unreadable_.push_back(line);
        return;
    }
    if (waiting() >= kMaxWaiting) {
        return;
    }
    waiting_[entry->side].emplace(entry->n, Waiting{entry->seen, line});
}

std::vector<std::string> MatchInbox::take(std::map<std::string, std::uint64_t> held) {
    std::vector<std::string> lines = std::move(unreadable_);
    unreadable_.clear();
    // Entries of a side the game does not have are given at once, for
    // Match::receive to refuse: kept, their side would count below as the
    // other ledger of a real side and hold its entries back for good.
    for (auto it = waiting_.begin(); it != waiting_.end();) {
        if (held.count(it->first) != 0) {
            ++it;
            continue;
        }
        for (auto& [n, entry] : it->second) {
            lines.push_back(std::move(entry.line));
        }
        it = waiting_.erase(it);
    }
    // Entries already held are dropped; Match checks that they are the same.
    for (auto& [side, entries] : waiting_) {
        entries.erase(entries.begin(), entries.lower_bound(held[side] + 1));
    }
    for (bool moved = true; moved;) {
        moved = false;
        for (auto& [side, entries] : waiting_) {
            std::uint64_t otherHeld = 0;
            for (const auto& [otherSide, count] : held) {
                if (otherSide != side) {
                    otherHeld = count;
                }
            }
            while (!entries.empty() && entries.begin()->first == held[side] + 1 &&
                   entries.begin()->second.seen <= otherHeld) {
                lines.push_back(std::move(entries.begin()->second.line));
                entries.erase(entries.begin());
                ++held[side];
                moved = true;
            }
        }
    }
    return lines;
}

std::size_t MatchInbox::waiting() const {
    std::size_t count = unreadable_.size();
    for (const auto& [side, entries] : waiting_) {
        count += entries.size();
    }
    return count;
}

}  // namespace adjutant
