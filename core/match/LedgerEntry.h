#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// One entry of a side's ledger in a game between two people: what that
/// side's program published, in order (docs/two-player.md). Each entry names
/// the entry before it by its SHA-256 (`prev`), so a ledger cannot be
/// reordered, cut short or changed without the other program noticing.
struct LedgerEntry {
    enum class Kind {
        Commit,      // a side's orders for a round are fixed: only their hash is shown
        Reveal,      // the orders and the share behind a commitment
        UndoAsk,     // asks the opponent to take back resolved steps
        UndoAnswer,  // agrees or refuses
        Chat,        // a line for the other player
        HandOver,    // the writer's program plays another side from now on (the computer)
        Leave,       // the writer's player has left the game
    };

    /// Where the shared game stood when a round opened.
    struct Position {
        int bound = 1;
        int playerTurn = 0;
        std::string step;  // the step's id
        bool operator==(const Position&) const = default;
    };

    std::string side;  // whose ledger (the writer's side id)
    std::uint64_t n = 0;
    std::string prev;  // 64 hexadecimal digits
    Kind kind = Kind::Chat;
    /// How many entries of the other side's ledger the writer had taken in.
    std::uint64_t seen = 0;
    /// Commit and reveal: the round; the others: the round open when written.
    std::uint64_t round = 0;
    std::string time;  // when written (UTC, ISO 8601); only for people to read

    // Commit and reveal
    std::string forSide;     // the side the orders are for
    Position at;             // where the round opened
    std::string state;       // the shared game's state hash when it opened (16 hex digits)
    std::string commitment;  // commit: 64 hexadecimal digits
    nlohmann::json orders = nlohmann::json::array();  // reveal: the orders' commands
    std::string share;                                // reveal: 64 hexadecimal digits

    std::uint64_t toRound = 0;  // undo ask: the round to take back, with every one after it
    std::uint64_t ask = 0;      // undo answer: the n of the ask in the other ledger
    bool agree = false;         // undo answer
    std::string text;           // chat
    std::string handed;         // hand over: the side the writer's program now plays
    std::string difficulty;     // hand over: the computer's level

    /// The entry as the one line it is sent and kept as.
    std::string toLine() const;
    nlohmann::json toJson() const;

    /// Reads one line; every problem goes to `diagnostics` under `file` and
    /// `where` ("line 12"), and gives nothing.
    static std::optional<LedgerEntry> fromLine(std::string_view line, const std::string& file,
                                               const std::string& where, Diagnostics& diagnostics);
};

std::string_view ledgerKindKey(LedgerEntry::Kind kind);
std::optional<LedgerEntry::Kind> ledgerKindFromKey(std::string_view key);

/// "Prussia's entry 12 (its orders for round 5)": an entry named for a person.
std::string describeEntry(const LedgerEntry& entry, const std::string& sideName);

/// The time now, as entries record it.
std::string entryTimeNow();

}  // namespace adjutant
