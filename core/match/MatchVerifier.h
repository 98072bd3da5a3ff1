#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/EngineRegistry.h"
#include "core/referee/RefereeRegistry.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// Where the dice of one round came from.
struct RoundProvenance {
    std::uint64_t round = 0;
    std::string where;   // "bound 3, Other movement"
    std::string status;  // "resolved", "taken back with both players' consent"
    std::string seed;    // 64 hexadecimal digits
    /// Per side: its name, the entries of its commitment and reveal, its share.
    struct Side {
        std::string name;
        std::uint64_t committedIn = 0;
        std::uint64_t revealedIn = 0;
        std::string share;
        std::size_t orders = 0;
    };
    std::vector<Side> sides;
    struct Roll {
        int value = 0;
        std::string purpose;
    };
    std::vector<Roll> rolls;  // in the order thrown, from the seed
    std::vector<std::string> notCarriedOut;
};

/// What `adjutant-cli verify` found in the players' files of one game.
struct VerifyReport {
    bool ok = false;
    std::string gameId;
    /// Each problem in a sentence naming the file, the entry and what does not match.
    std::vector<std::string> problems;
    std::vector<std::string> warnings;
    std::vector<RoundProvenance> rounds;
    std::size_t entries = 0;
    std::string stateHash;  // of the game the files lead to
    int bound = 0;
    std::string outcome;  // how the game ended, when it did
};

/// Checks a game between two people from its players' files: each program's
/// record (`*.save.jsonl`) and any turn files (`*.turn.jsonl`), in the order
/// given. It plays the game again from the entries alone, as a third program
/// would: every ledger must chain, every reveal match its commitment, the two
/// programs' state hashes agree at every round, and the files agree with one
/// another entry for entry. The dice are thrown again from the seeds the
/// shares make, so each roll's provenance can be printed.
VerifyReport verifyMatchFiles(const std::vector<std::string>& paths,
                              const RulesetRegistry& rulesets, const EngineRegistry& engines,
                              std::shared_ptr<const RefereeRegistry> referees);

}  // namespace adjutant
