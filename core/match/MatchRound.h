#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/match/LedgerEntry.h"

namespace adjutant {

/// One round of a game between two people: a step in which someone gives
/// orders (or the set-up before the first bound), with each side's
/// commitment, then its orders and share, and the dice seed made from both.
struct MatchRound {
    enum class Status {
        Open,       // the orders are being given and fixed
        Resolved,   // both sides' orders were revealed and carried out
        Void,       // dropped before it was resolved (steps taken back, a side handed over)
        TakenBack,  // resolved, then taken back with both players' consent
    };
    /// Where an entry of the round is in its side's ledger.
    struct EntryRef {
        int ledgerSide = -1;
        std::uint64_t n = 0;
    };

    std::uint64_t number = 0;
    Status status = Status::Open;
    LedgerEntry::Position at;
    std::string where;                       // "bound 3, Other movement", for people
    std::string openingHash;                 // the shared game's state hash when it opened
    std::size_t openingCursor = 0;           // the shared game's commands in effect when it opened
    bool setUp = false;                      // the set-up before the first bound
    std::vector<int> givers;                 // the sides with orders to give
    std::array<std::string, 2> commitments;  // by side; empty until fixed
    std::array<EntryRef, 2> commitEntries;
    std::array<std::optional<nlohmann::json>, 2> orders;  // by side, once revealed
    std::array<std::string, 2> shares;                    // hexadecimal, once revealed
    std::array<EntryRef, 2> revealEntries;
    std::string seedHex;  // once resolved
    /// Where the round's commands start and end in the shared game, once resolved.
    std::size_t firstCommand = 0;
    std::size_t endCommand = 0;
    std::vector<std::string> notCarriedOut;  // orders dropped at the reveal, in words

    bool givesOrders(int side) const {
        for (const int giver : givers) {
            if (giver == side) {
                return true;
            }
        }
        return false;
    }
    bool committed(int side) const { return !commitments.at(side).empty(); }
    /// An entry of `kind`, a commitment or a reveal, about the orders of the
    /// side `forSide` in this round, with what each of those says of the
    /// round: its number, where it stands in the sequence of play and the
    /// state it opened on.
    LedgerEntry ordersEntry(LedgerEntry::Kind kind, std::string forSide) const {
        LedgerEntry entry;
        entry.kind = kind;
        entry.round = number;
        entry.forSide = std::move(forSide);
        entry.at = at;
        entry.state = openingHash;
        return entry;
    }
    bool revealed(int side) const { return orders.at(side).has_value(); }
};

}  // namespace adjutant
