#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace adjutant {

/// One line of a game's append-only log: a command applied (with the dice it
/// threw), an undo or a redo, and the hash of the state that resulted. Saving
/// writes these; loading replays them through Game in order.
struct JournalEntry {
    enum class Action { Apply, Undo, Redo };

    Action action = Action::Apply;
    nlohmann::json command;       // Apply only: Command::toJson() as applied
    std::uint64_t stateHash = 0;  // of the state after this entry
};

std::string_view journalActionKey(JournalEntry::Action action);
std::optional<JournalEntry::Action> journalActionFromKey(std::string_view key);

}  // namespace adjutant
