#include "core/engine/JournalEntry.h"

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<JournalEntry::Action, 4> kActions{{
    {JournalEntry::Action::Apply, "apply"},
    {JournalEntry::Action::Undo, "undo"},
    {JournalEntry::Action::Redo, "redo"},
    {JournalEntry::Action::Note, "note"},
}};

}  // namespace

std::string_view journalActionKey(JournalEntry::Action action) {
    return keyIn(kActions, action, "apply");
}

std::optional<JournalEntry::Action> journalActionFromKey(std::string_view key) {
    return valueNamedIn(kActions, key);
}

}  // namespace adjutant
