#include "core/engine/JournalEntry.h"

namespace adjutant {

std::string_view journalActionKey(JournalEntry::Action action) {
    switch (action) {
        case JournalEntry::Action::Apply:
            return "apply";
        case JournalEntry::Action::Undo:
            return "undo";
        case JournalEntry::Action::Redo:
            return "redo";
        case JournalEntry::Action::Note:
            return "note";
    }
    return "apply";
}

std::optional<JournalEntry::Action> journalActionFromKey(std::string_view key) {
    for (const auto action : {JournalEntry::Action::Apply, JournalEntry::Action::Undo,
                              JournalEntry::Action::Redo, JournalEntry::Action::Note}) {
        if (journalActionKey(action) == key) {
            return action;
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
