// libFuzzer target: a message of a game between two people played live. The
// input is the message's body, which the target signs with the game's key as
// the other program would (so that the fuzzer explores the body and its
// entries, not the MAC); the message is decoded, an invitation in it read as a
// joining program reads it, and its entries put through a MatchInbox into the
// fixed game of the Tricorne tutorial, as a connected program takes them in.
// The input as it comes, unsigned, must be refused.
#include <nlohmann/json.hpp>

#include "core/io/Sha256.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchInbox.h"
#include "core/match/MatchMessage.h"
#include "tests/fuzz/MatchFuzzSupport.h"

using namespace adjutant;

namespace {

constexpr const char* kGameName = "fuzz-game";

/// The message the other program sends with `body` as its body. The body
/// travels as a JSON string: bytes that are not UTF-8 arrive as U+FFFD, as
/// the sender's JSON writer puts them, and the MAC is of what arrives.
std::string signedMessage(const std::string& body, const std::string& key) {
    const std::string quoted =
        nlohmann::json(body).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    const std::string sent = nlohmann::json::parse(quoted).get<std::string>();
    return nlohmann::json{{"body", sent}, {"mac", toHex(hmacSha256(key, sent))}}.dump();
}

/// decodeMessage's verdict must be all or nothing, as a reader's is.
void expectDecoded(bool decoded, const std::string& error, const char* what) {
    if (decoded == !error.empty()) {
        std::cerr << "decodeMessage, " << what << ": "
                  << (decoded ? "a message with an error" : "no message, no error") << '\n'
                  << error << '\n';
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string key = liveKeyOf(kGameName);
    const std::string input(fuzz::textOf(data, size));

    // Unsigned (the seeds are bodies, and nobody forges an HMAC-SHA-256): refused quietly.
    std::string error;
    const auto raw = decodeMessage(input, key, error);
    expectDecoded(raw.has_value(), error, "the input as it comes");
    if (raw) {
        std::cerr << "decodeMessage took a message that was not signed\n";
        std::abort();
    }

    error.clear();
    const auto message = decodeMessage(signedMessage(input, key), key, error);
    expectDecoded(message.has_value(), error, "the input signed");
    if (!message) {
        return 0;
    }
    if (message->kind == MatchMessage::Kind::Invite && message->invitation) {
        // A program joining the game makes it from the invitation.
        Diagnostics diagnostics;
        const auto game = readMatchGame(*message->invitation, "the host's game",
                                        fuzz::shippedRulesets(), diagnostics);
        fuzz::expectVerdict(game.has_value(), diagnostics, "readMatchGame");
    }
    if (message->lines.empty()) {
        return 0;
    }
    std::unique_ptr<Match> match = fuzz::fixedMatch().clone();
    MatchInbox inbox;
    for (const std::string& line : message->lines) {
        inbox.put(line);
    }
    const std::vector<std::string> ready = inbox.take(
        {{match->sideId(0), match->ledger(0).size()}, {match->sideId(1), match->ledger(1).size()}});
    if (inbox.waiting() > MatchInbox::kMaxWaiting) {
        std::cerr << "MatchInbox: " << inbox.waiting() << " lines wait, more than "
                  << MatchInbox::kMaxWaiting << '\n';
        std::abort();
    }
    if (!ready.empty()) {
        fuzz::expectReceipt(*match, ready, "fuzz message", true);
    }
    return 0;
}
