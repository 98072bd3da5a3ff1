#include "core/match/LedgerEntry.h"

#include <fmt/format.h>

#include <chrono>
#include <ctime>

#include "core/json/ExpectObject.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/match/MatchLimits.h"
#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<LedgerEntry::Kind, 7> kKinds{{
    {LedgerEntry::Kind::Commit, "commit"},
    {LedgerEntry::Kind::Reveal, "reveal"},
    {LedgerEntry::Kind::UndoAsk, "undoAsk"},
    {LedgerEntry::Kind::UndoAnswer, "undoAnswer"},
    {LedgerEntry::Kind::Chat, "chat"},
    {LedgerEntry::Kind::HandOver, "handOver"},
    {LedgerEntry::Kind::Leave, "leave"},
}};

bool isHex(std::string_view text, std::size_t digits) {
    if (text.size() != digits) {
        return false;
    }
    for (const char c : text) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return false;
        }
    }
    return true;
}

std::uint64_t readCount(const JsonReader& json, std::string_view key, bool required) {
    const JsonReader value = json.child(key);
    if (!value.present()) {
        if (required) {
            json.errorAt(key, "expected a whole number from 0, found nothing");
        }
        return 0;
    }
    if (!value.node().is_number_unsigned() && !value.node().is_number_integer()) {
        json.errorAt(
            key, "expected a whole number from 0, found " + JsonReader::describeType(value.node()));
        return 0;
    }
    if (value.node().is_number_integer() && value.node().get<std::int64_t>() < 0) {
        json.errorAt(key, "expected a whole number from 0, found a negative one");
        return 0;
    }
    const std::uint64_t number = value.node().get<std::uint64_t>();
    if (number > kMaxLedgerNumber) {
        json.errorAt(key, fmt::format("{} is beyond the largest this program takes ({})", number,
                                      kMaxLedgerNumber));
        return 0;
    }
    return number;
}

std::string readHex(const JsonReader& json, std::string_view key, std::size_t digits) {
    const std::string text = json.requireString(key);
    if (json.child(key).isString() && !isHex(text, digits)) {
        json.errorAt(key, fmt::format("expected {} lower-case hexadecimal digits", digits));
    }
    return text;
}

std::string readBounded(const JsonReader& json, std::string_view key, std::size_t most,
                        bool required) {
    const std::string text = required ? json.requireString(key) : json.optionalString(key);
    if (text.size() > most) {
        json.errorAt(key,
                     fmt::format("is {} characters long; at most {} are taken", text.size(), most));
        return {};
    }
    return text;
}

}  // namespace

std::string_view ledgerKindKey(LedgerEntry::Kind kind) {
    return keyIn(kKinds, kind, "chat");
}

std::optional<LedgerEntry::Kind> ledgerKindFromKey(std::string_view key) {
    return valueNamedIn(kKinds, key);
}

nlohmann::json LedgerEntry::toJson() const {
    nlohmann::json json;
    json["side"] = side;
    json["n"] = n;
    json["prev"] = prev;
    json["kind"] = std::string(ledgerKindKey(kind));
    json["seen"] = seen;
    json["round"] = round;
    if (!time.empty()) {
        json["time"] = time;
    }
    switch (kind) {
        case Kind::Commit:
        case Kind::Reveal:
            json["for"] = forSide;
            json["at"] = {{"bound", at.bound}, {"turn", at.playerTurn}, {"step", at.step}};
            json["state"] = state;
            if (kind == Kind::Commit) {
                json["commitment"] = commitment;
            } else {
                json["orders"] = orders;
                json["share"] = share;
            }
            break;
        case Kind::UndoAsk:
            json["toRound"] = toRound;
            break;
        case Kind::UndoAnswer:
            json["ask"] = ask;
            json["agree"] = agree;
            break;
        case Kind::Chat:
            json["text"] = text;
            break;
        case Kind::HandOver:
            json["handed"] = handed;
            json["difficulty"] = difficulty;
            break;
        case Kind::Leave:
            break;
    }
    return json;
}

std::string LedgerEntry::toLine() const {
    return toJson().dump();
}

std::optional<LedgerEntry> LedgerEntry::fromLine(std::string_view line, const std::string& file,
                                                 const std::string& where,
                                                 Diagnostics& diagnostics) {
    if (line.size() > kMaxEntryBytes) {
        diagnostics.error(file, where,
                          fmt::format("the entry is {} bytes long; at most {} are taken",
                                      line.size(), kMaxEntryBytes));
        return std::nullopt;
    }
    Diagnostics parsed;
    const std::optional<nlohmann::json> json = parseJsonText(line, file, parsed);
    if (!json) {
        diagnostics.error(file, where, "the entry is not valid JSON");
        return std::nullopt;
    }
    if (!json->is_object()) {
        diagnostics.error(
            file, where, "expected an entry (an object), found " + JsonReader::describeType(*json));
        return std::nullopt;
    }
    const std::size_t errorsBefore = diagnostics.errorCount();
    Diagnostics local;
    const JsonReader reader(*json, file + ": " + where, local);
    LedgerEntry entry;
    entry.side = readBounded(reader, "side", kMaxIdLength, true);
    entry.n = readCount(reader, "n", true);
    if (reader.child("n").present() && entry.n == 0) {
        reader.errorAt("n", "entries are numbered from 1");
    }
    entry.prev = readHex(reader, "prev", 64);
    const std::string kind = reader.requireString("kind");
    if (const auto known = ledgerKindFromKey(kind)) {
        entry.kind = *known;
    } else if (reader.child("kind").isString()) {
        reader.errorAt("kind", fmt::format("unknown kind of entry \"{}\"", kind));
    }
    entry.seen = readCount(reader, "seen", true);
    entry.round = readCount(reader, "round", true);
    entry.time = readBounded(reader, "time", 40, false);
    switch (entry.kind) {
        case Kind::Commit:
        case Kind::Reveal: {
            entry.forSide = readBounded(reader, "for", kMaxIdLength, true);
            const JsonReader at = reader.requireObject("at");
            if (at.present() && at.isObject()) {
                entry.at.bound = at.requireInt("bound", 1, kMaxBounds);
                entry.at.playerTurn = at.requireInt("turn", 0, 16);
                entry.at.step = readBounded(at, "step", kMaxIdLength, true);
            }
            entry.state = readHex(reader, "state", 16);
            if (entry.kind == Kind::Commit) {
                entry.commitment = readHex(reader, "commitment", 64);
            } else {
                const JsonReader orders = reader.child("orders");
                if (!orders.present() || !orders.isArray()) {
                    reader.errorAt("orders", "expected the orders as an array");
                } else if (orders.node().size() > kMaxOrdersPerRound) {
                    reader.errorAt("orders", fmt::format("holds {} orders; at most {} are taken",
                                                         orders.node().size(), kMaxOrdersPerRound));
                } else {
                    for (const JsonReader& order : orders.elements()) {
                        expectObject(order, "an order");  // reported; kept as it stands
                    }
                    entry.orders = orders.node();
                }
                entry.share = readHex(reader, "share", 64);
            }
            break;
        }
        case Kind::UndoAsk:
            entry.toRound = readCount(reader, "toRound", true);
            break;
        case Kind::UndoAnswer:
            entry.ask = readCount(reader, "ask", true);
            entry.agree = reader.requireBool("agree");
            break;
        case Kind::Chat:
            entry.text = readBounded(reader, "text", kMaxChatLength, true);
            break;
        case Kind::HandOver:
            entry.handed = readBounded(reader, "handed", kMaxIdLength, true);
            entry.difficulty = readBounded(reader, "difficulty", kMaxIdLength, true);
            break;
        case Kind::Leave:
            break;
    }
    diagnostics.append(local);
    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return entry;
}

std::string describeEntry(const LedgerEntry& entry, const std::string& sideName) {
    std::string what;
    switch (entry.kind) {
        case LedgerEntry::Kind::Commit:
            what = fmt::format("the commitment to its orders for round {}", entry.round);
            break;
        case LedgerEntry::Kind::Reveal:
            what = fmt::format("its orders and share for round {}", entry.round);
            break;
        case LedgerEntry::Kind::UndoAsk:
            what = "its request to take back steps";
            break;
        case LedgerEntry::Kind::UndoAnswer:
            what = "its answer to a request to take back steps";
            break;
        case LedgerEntry::Kind::Chat:
            what = "a chat line";
            break;
        case LedgerEntry::Kind::HandOver:
            what = "its taking over another side";
            break;
        case LedgerEntry::Kind::Leave:
            what = "its leaving the game";
            break;
    }
    return fmt::format("{}'s entry {} ({})", sideName, entry.n, what);
}

std::string entryTimeNow() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

}  // namespace adjutant
