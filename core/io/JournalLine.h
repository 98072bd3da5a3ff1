#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/engine/JournalEntry.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// A journal entry as one line of a saved game:
/// `{"n": 3, "action": "apply", "command": {...}, "hash": "89ab..."}`, or a
/// player's note on an earlier entry: `{"n": 9, "action": "note", "entry": 3,
/// "text": "...", "hash": "89ab..."}`.
struct JournalLine {
    std::size_t number = 0;  // 1 for the first entry after the header
    JournalEntry::Action action = JournalEntry::Action::Apply;
    nlohmann::json command;             // apply only
    std::size_t noteOn = 0;             // note only: the entry number (n) it is about
    std::string noteText;               // note only
    std::optional<std::uint64_t> hash;  // the state hash the writer reached
};

nlohmann::json journalLineToJson(const JournalEntry& entry, std::size_t number);

/// Reads the line's structure (not the command inside, which needs the
/// CommandFactory); problems go to the reader's diagnostics.
std::optional<JournalLine> readJournalLine(const JsonReader& json);

}  // namespace adjutant
