#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace adjutant {

/// One message between the two programs of a game played live (directly or
/// through an MQTT broker, docs/two-player.md). Entries travel exactly as in a
/// turn file; a message also says how many entries of each ledger its sender
/// holds (so the other sends what it lacks) and, to a program joining the
/// game, the game's description. Every message carries an HMAC-SHA-256 under a
/// key made from the game's name, which both players know and the network and
/// the broker do not: a message from anyone else is refused.
struct MatchMessage {
    enum class Kind {
        Hello,    // "here I am, and this is what I hold"; answered with what the sender lacks
        Entries,  // ledger entries
        Invite,   // the game's description, for a program that joins
    };
    Kind kind = Kind::Hello;
    std::string gameId;  // empty in a hello from a program that has not joined yet
    std::string from;    // the sender's side id (empty before joining)
    std::map<std::string, std::uint64_t> have;  // ledger side id -> entries held
    std::vector<std::string> lines;             // Entries: ledger lines
    std::optional<nlohmann::json> invitation;   // Invite: the MatchGame description
    std::string hostSide;                       // Invite: the side the inviting program plays
};

/// The key a game's name gives: both programs make it from the name the players agreed on.
std::string liveKeyOf(const std::string& gameName);
/// The MQTT topic under which a game's messages go: made from the name too,
/// so that nobody who does not know the name finds the game on a broker.
std::string brokerTopicOf(const std::string& gameName);

/// The message as the bytes sent, with its HMAC.
std::string encodeMessage(const MatchMessage& message, const std::string& key);
/// Reads a message of at most kMaxMessageBytes; nothing, with `error` in
/// words, for one that is malformed, too large, or not signed with `key`.
std::optional<MatchMessage> decodeMessage(const std::string& bytes, const std::string& key,
                                          std::string& error);

}  // namespace adjutant
