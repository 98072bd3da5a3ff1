#include "core/io/JournalLine.h"

#include <fmt/format.h>

#include "core/engine/StateHash.h"

namespace adjutant {

nlohmann::json journalLineToJson(const JournalEntry& entry, std::size_t number) {
    nlohmann::json json = {{"n", number}, {"action", std::string(journalActionKey(entry.action))}};
    if (entry.action == JournalEntry::Action::Apply) {
        json["command"] = entry.command;
    }
    if (entry.action == JournalEntry::Action::Note) {
        json["entry"] = entry.noteOn + 1;  // entries are numbered from 1 in the file
        json["text"] = entry.noteText;
    }
    json["hash"] = formatStateHash(entry.stateHash);
    return json;
}

std::optional<JournalLine> readJournalLine(const JsonReader& json) {
    if (!json.isObject()) {
        json.error("expected a journal entry object, found " +
                   JsonReader::describeType(json.node()));
        return std::nullopt;
    }
    const std::size_t errorsBefore = json.diagnostics().errorCount();
    JournalLine line;
    line.number = static_cast<std::size_t>(json.requireInt("n", 1));
    const std::string action = json.requireString("action");
    if (const auto known = journalActionFromKey(action)) {
        line.action = *known;
    } else if (!action.empty()) {
        json.errorAt(
            "action",
            fmt::format("unknown action \"{}\" (expected apply, undo, redo or note)", action));
    }
    if (line.action == JournalEntry::Action::Apply) {
        const JsonReader command = json.requireObject("command");
        if (command.present()) {
            line.command = command.node();
        }
    }
    if (line.action == JournalEntry::Action::Note) {
        line.noteOn = static_cast<std::size_t>(json.requireInt("entry", 1));
        line.noteText = json.requireString("text");
        if (line.noteOn >= line.number) {
            json.errorAt("entry",
                         fmt::format("a note on entry {} must come after it", line.noteOn));
        }
    }
    if (json.has("hash")) {
        const std::string text = json.requireString("hash");
        line.hash = parseStateHash(text);
        if (!line.hash) {
            json.errorAt("hash", fmt::format("expected 16 hex digits, found \"{}\"", text));
        }
    }
    json.warnUnknownMembers({"n", "action", "command", "entry", "text", "hash"});
    if (json.diagnostics().errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return line;
}

}  // namespace adjutant
