// Match: taking in the other program's entries (all or nothing), what to send
// it, and rebuilding a game from this program's record of it.
#include <fmt/format.h>

#include <utility>

#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/match/Match.h"

namespace adjutant {

MatchReceipt Match::receive(const std::vector<std::string>& lines, const std::string& source,
                            bool allowNothingNew) {
    MatchReceipt receipt;
    std::unique_ptr<Match> trial = clone();
    trial->buffering_ = true;
    std::size_t index = 0;
    for (const std::string& line : lines) {
        ++index;
        Diagnostics diagnostics;
        const std::string where = fmt::format("entry {} of {}", index, lines.size());
        const std::optional<LedgerEntry> entry =
            LedgerEntry::fromLine(line, source, where, diagnostics);
        if (!entry) {
            receipt.error = diagnostics.toString();
            return receipt;
        }
        const std::optional<int> ledgerSide = sideOf(entry->side);
        if (!ledgerSide) {
            receipt.error = fmt::format(
                "{}: {}: it is an entry of side \"{}\", which this game does not have: the "
                "file belongs to another game",
                source, where, entry->side);
            return receipt;
        }
        const std::string name = describeEntry(*entry, sideName(*ledgerSide));
        Ledger& ledger = trial->ledgers_[static_cast<std::size_t>(*ledgerSide)];
        if (entry->n >= 1 && entry->n <= ledger.size()) {
            if (ledger.line(entry->n) != line) {
                receipt.error = fmt::format(
                    "{}: {}: {} differs from the entry {} this game already holds: it was "
                    "changed, it belongs to another game, or the other program went back to "
                    "an earlier file",
                    source, where, name, entry->n);
                return receipt;
            }
            continue;  // already held, byte for byte
        }
        if (ownsLedger_[static_cast<std::size_t>(*ledgerSide)]) {
            receipt.error = fmt::format(
                "{}: {}: {} is not in this program's own ledger, which only this program writes",
                source, where, name);
            return receipt;
        }
        if (const std::optional<std::string> why = ledger.refusalOfNext(*entry)) {
            receipt.error = fmt::format("{}: {}: {}: {}", source, where, name, *why);
            return receipt;
        }
        if (const std::string why = trial->whyTooEarly(*ledgerSide, *entry); !why.empty()) {
            receipt.error = fmt::format("{}: {}: {}: {}", source, where, name, why);
            return receipt;
        }
        ledger.accept(*entry, line);
        trial->record(line);
        if (const std::string why = trial->processEntry(*ledgerSide, *entry, false); !why.empty()) {
            receipt.error = fmt::format("{}: {}: {}: {}", source, where, name, why);
            return receipt;
        }
        ++receipt.newEntries;
    }
    if (receipt.newEntries == 0 && !allowNothingNew) {
        receipt.error = fmt::format(
            "{}: every entry in it is already in this game: it was opened before, or it is older "
            "than the last one opened",
            source);
        return receipt;
    }
    trial->writeDueEntries();
    std::vector<std::string> lines2 = std::move(trial->recordBuffer_);
    std::vector<MatchEvent> events = std::move(trial->events_);
    swapWith(*trial);
    for (const std::string& kept : lines2) {
        record(kept);
    }
    for (MatchEvent& event : events) {
        events_.push_back(std::move(event));
    }
    receipt.accepted = true;
    return receipt;
}

std::string Match::whyTooEarly(int ledgerSide, const LedgerEntry& entry) const {
    const Ledger& other = ledgers_[static_cast<std::size_t>(1 - ledgerSide)];
    if (entry.seen <= other.size()) {
        return {};
    }
    return fmt::format(
        "it was written after {}'s entry {}, and this game has {}'s entries only to {}: an "
        "earlier turn of {} was not opened",
        sideName(1 - ledgerSide), entry.seen, sideName(1 - ledgerSide), other.size(),
        sideName(1 - ledgerSide));
}

std::uint64_t Match::seenByOther(int ledgerSide) const {
    const Ledger& other = ledgers_.at(static_cast<std::size_t>(1 - ledgerSide));
    return other.size() == 0 ? 0 : other.entry(other.size()).seen;
}

std::vector<std::string> Match::linesNotSeen() const {
    std::vector<std::string> lines;
    for (int side = 0; side < 2; ++side) {
        if (!ownsLedger_[static_cast<std::size_t>(side)] ||
            ownsLedger_[static_cast<std::size_t>(1 - side)]) {
            continue;  // the other program's ledger, or both played here
        }
        const Ledger& ledger = ledgers_[static_cast<std::size_t>(side)];
        for (std::uint64_t n = seenByOther(side) + 1; n <= ledger.size(); ++n) {
            lines.push_back(ledger.line(n));
        }
    }
    return lines;
}

bool Match::replayRecordLine(const std::string& line, std::string& error) {
    Diagnostics diagnostics;
    const std::optional<nlohmann::json> json = parseJsonText(line, "record", diagnostics);
    if (!json || !json->is_object()) {
        error = "the line is not an entry of the game";
        return false;
    }
    replaying_ = true;
    struct Done {
        bool& flag;
        ~Done() { flag = false; }
    } done{replaying_};
    if (json->contains("private")) {
        // An order given here and not yet revealed: it goes back into the draft.
        // (A status line is for the list of games to go on with, and skipped.)
        const JsonReader reader(*json, "record", diagnostics);
        const std::string what = reader.requireString("private");
        if (what != "order" && what != "undoOrder" && what != "redoOrder") {
            return true;
        }
        const std::optional<int> side = sideOf(reader.requireString("side"));
        const MatchRound* round = openRound();
        if (!side || !round || !drafts_[static_cast<std::size_t>(*side)]) {
            return true;  // an order of a round since resolved or dropped
        }
        if (static_cast<std::uint64_t>(reader.optionalInt("round", -1)) != round->number) {
            return true;
        }
        Game& draft = *drafts_[static_cast<std::size_t>(*side)];
        if (what == "order") {
            if (std::unique_ptr<Command> order =
                    engines_.commands.fromJson(reader.child("command"))) {
                draft.apply(std::move(order));
            }
        } else if (what == "undoOrder" && draft.cursor() > round->openingCursor) {
            draft.undo();
        } else if (what == "redoOrder" && draft.canRedo()) {
            draft.redo();
        }
        return true;
    }
    const std::optional<LedgerEntry> entry = LedgerEntry::fromLine(line, "record", "", diagnostics);
    if (!entry) {
        error = diagnostics.toString();
        return false;
    }
    const std::optional<int> ledgerSide = sideOf(entry->side);
    if (!ledgerSide) {
        error = fmt::format("an entry of side \"{}\", which this game does not have", entry->side);
        return false;
    }
    Ledger& ledger = ledgers_[static_cast<std::size_t>(*ledgerSide)];
    if (const std::optional<std::string> why = ledger.refusalOfNext(*entry)) {
        error = describeEntry(*entry, sideName(*ledgerSide)) + ": " + *why;
        return false;
    }
    if (const std::string why = whyTooEarly(*ledgerSide, *entry); !why.empty()) {
        error = describeEntry(*entry, sideName(*ledgerSide)) + ": " + why;
        return false;
    }
    ledger.accept(*entry, line);
    // This program's own orders, revealed in the record: not to be revealed again.
    if (entry->kind == LedgerEntry::Kind::Reveal &&
        ownsLedger_[static_cast<std::size_t>(*ledgerSide)]) {
        if (const std::optional<int> side = sideOf(entry->forSide)) {
            if (pending_[static_cast<std::size_t>(*side)]) {
                pending_[static_cast<std::size_t>(*side)]->revealed = true;
            }
        }
    }
    if (const std::string why =
            processEntry(*ledgerSide, *entry, ownsLedger_[static_cast<std::size_t>(*ledgerSide)]);
        !why.empty()) {
        error = describeEntry(*entry, sideName(*ledgerSide)) + ": " + why;
        return false;
    }
    return true;
}

void Match::start() {
    writeDueEntries();
}

}  // namespace adjutant
