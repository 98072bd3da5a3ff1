#include "core/match/MatchMessage.h"

#include <fmt/format.h>

#include "core/io/Sha256.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/match/MatchLimits.h"
#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr std::string_view kFormat = "adjutant-message";

constexpr EnumKeys<MatchMessage::Kind, 3> kKinds{{
    {MatchMessage::Kind::Hello, "hello"},
    {MatchMessage::Kind::Entries, "entries"},
    {MatchMessage::Kind::Invite, "invite"},
}};

std::string bodyText(const nlohmann::json& body) {
    return body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

std::string liveKeyOf(const std::string& gameName) {
    HashInput input;
    input.add("adjutant/live-key/v1").add(gameName);
    const Digest key = input.sha256();
    return std::string(reinterpret_cast<const char*>(key.data()), key.size());
}

std::string brokerTopicOf(const std::string& gameName) {
    HashInput input;
    input.add("adjutant/topic/v1").add(gameName);
    return "adjutant/v1/" + toHex(input.sha256()).substr(0, 32);
}

std::string encodeMessage(const MatchMessage& message, const std::string& key) {
    nlohmann::json body = {
        {"format", std::string(kFormat)},
        {"version", 1},
        {"kind", std::string(keyIn(kKinds, message.kind, "hello"))},
        {"game", message.gameId},
        {"from", message.from},
        {"have", message.have},
        {"lines", message.lines},
    };
    if (message.invitation) {
        body["invitation"] = *message.invitation;
        body["hostSide"] = message.hostSide;
    }
    const std::string text = bodyText(body);
    return nlohmann::json{{"body", text}, {"mac", toHex(hmacSha256(key, text))}}.dump();
}

std::optional<MatchMessage> decodeMessage(const std::string& bytes, const std::string& key,
                                          std::string& error) {
    if (bytes.size() > kMaxMessageBytes) {
        error = fmt::format("a message of {} bytes, more than the {} a message may have",
                            bytes.size(), kMaxMessageBytes);
        return std::nullopt;
    }
    Diagnostics diagnostics;
    const std::optional<nlohmann::json> outer = parseJsonText(bytes, "message", diagnostics);
    if (!outer || !outer->is_object() || !outer->contains("body") || !outer->contains("mac") ||
        !(*outer)["body"].is_string() || !(*outer)["mac"].is_string()) {
        error = "a message that is not one of Adjutant's";
        return std::nullopt;
    }
    const std::string& text = (*outer)["body"].get_ref<const std::string&>();
    const std::optional<Digest> mac = digestFromHex((*outer)["mac"].get<std::string>());
    if (!mac || *mac != hmacSha256(key, text)) {
        error =
            "a message not signed with this game's name: it comes from another game, or the "
            "two players gave different names";
        return std::nullopt;
    }
    const std::optional<nlohmann::json> body = parseJsonText(text, "message", diagnostics);
    if (!body || !body->is_object()) {
        error = "a message whose body cannot be read";
        return std::nullopt;
    }
    Diagnostics found;
    const JsonReader reader(*body, "message", found);
    if (reader.optionalString("format") != kFormat || reader.optionalInt("version", 0) != 1) {
        error = "a message of another kind or version";
        return std::nullopt;
    }
    MatchMessage message;
    const std::string kind = reader.requireString("kind");
    if (const std::optional<MatchMessage::Kind> known = valueNamedIn(kKinds, kind)) {
        message.kind = *known;
    } else {
        error = fmt::format("a message of unknown kind \"{}\"", kind);
        return std::nullopt;
    }
    message.gameId = reader.optionalString("game");
    message.from = reader.optionalString("from");
    for (const auto& [side, count] : reader.child("have").members()) {
        if (const std::optional<int> held = count.asInt(0)) {
            message.have[side] = static_cast<std::uint64_t>(*held);
        }
    }
    const std::vector<JsonReader> lines = reader.optionalArray("lines");
    if (lines.size() > kMaxOrdersPerRound * 4) {
        error = "a message with too many entries";
        return std::nullopt;
    }
    for (const JsonReader& line : lines) {
        if (const std::optional<std::string> text2 = line.asString()) {
            message.lines.push_back(*text2);
        }
    }
    if (reader.has("invitation")) {
        // Read through only when it is an object: requireObject has recorded the error
        // otherwise, and its reader then holds no node.
        if (const JsonReader invitation = reader.requireObject("invitation");
            invitation.isObject()) {
            message.invitation = invitation.node();
        }
        message.hostSide = reader.optionalString("hostSide");
    }
    if (found.hasErrors()) {
        error = "a message with malformed members: " + found.toString();
        return std::nullopt;
    }
    return message;
}

}  // namespace adjutant
