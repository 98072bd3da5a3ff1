#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace adjutant {

/// Puts entries that arrive out of order, twice or in pieces (retained
/// messages from a broker come in any order, a reconnection sends some again)
/// back in the order Match::receive takes them: each ledger's entries one
/// after another, and no entry before the entries of the other ledger its
/// writer had seen. Entries that cannot be given yet wait here; at most
/// kMaxWaiting of them, so nothing can make it hold without bound (the rest
/// are asked for again when the other program next says what it holds).
class MatchInbox {
  public:
    static constexpr std::size_t kMaxWaiting = 20000;

    /// Keeps a line until it can be given. A line that is not an entry is
    /// given at once, for Match::receive to refuse with its reason.
    void put(const std::string& line);
    /// The lines that can follow on from `held` (ledger side id -> entries
    /// the game holds), in an order Match::receive takes; those given are forgotten.
    std::vector<std::string> take(std::map<std::string, std::uint64_t> held);
    std::size_t waiting() const;

  private:
    struct Waiting {
        std::uint64_t seen = 0;
        std::string line;
    };
    std::map<std::string, std::map<std::uint64_t, Waiting>> waiting_;
    std::vector<std::string> unreadable_;
};

}  // namespace adjutant
