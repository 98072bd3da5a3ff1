#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace adjutant {

/// One line of a game's append-only log: a command applied (with the dice it
/// threw), an undo or a redo, or a player's note on an earlier entry, and the
/// hash of the state that resulted. Saving writes these; loading replays them
/// through Game in order.
struct JournalEntry {
    enum class Action { Apply, Undo, Redo, Note };

    Action action = Action::Apply;
    nlohmann::json command;       // Apply only: Command::toJson() as applied
    std::uint64_t stateHash = 0;  // of the state after this entry
    /// Note only: the entry it is about (an index into the journal) and its
    /// text; an empty text takes the entry's note away.
    std::size_t noteOn = 0;
    std::string noteText;
};

std::string_view journalActionKey(JournalEntry::Action action);
std::optional<JournalEntry::Action> journalActionFromKey(std::string_view key);

}  // namespace adjutant
