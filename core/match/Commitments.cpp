#include "core/match/Commitments.h"

namespace adjutant {

std::string newGameId() {
    return toHex(systemRandomBytes(16));
}

std::string newSideSecret() {
    return systemRandomBytes(32);
}

std::string shareFor(std::string_view secret, std::string_view gameId, std::uint64_t round) {
    HashInput input;
    input.add("adjutant/share/v1").add(gameId).add(round);
    const Digest share = hmacSha256(secret, input.bytes());
    return std::string(reinterpret_cast<const char*>(share.data()), share.size());
}

Digest commitmentOf(std::string_view gameId, std::uint64_t round, std::string_view sideId,
                    std::string_view ordersJson, std::string_view share) {
    HashInput input;
    input.add("adjutant/commit/v1").add(gameId).add(round).add(sideId).add(ordersJson).add(share);
    return input.sha256();
}

Digest diceSeedOf(std::string_view gameId, std::uint64_t round, std::string_view shareOfFirstSide,
                  std::string_view shareOfSecondSide) {
    HashInput input;
    input.add("adjutant/dice/v1")
        .add(gameId)
        .add(round)
        .add(shareOfFirstSide)
        .add(shareOfSecondSide);
    return input.sha256();
}

Digest ledgerGenesis(std::string_view gameId, std::string_view sideId) {
    HashInput input;
    input.add("adjutant/ledger/v1").add(gameId).add(sideId);
    return input.sha256();
}

}  // namespace adjutant
