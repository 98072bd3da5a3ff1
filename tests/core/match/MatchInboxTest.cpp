// Entries that arrive out of order, twice, or ahead of the other ledger's
// entries their writer had seen are given back in an order Match::receive
// takes; an entry of a side the game does not have is given at once, to be
// refused, and holds nothing back.
#include <gtest/gtest.h>

#include "core/match/Ledger.h"
#include "core/match/MatchInbox.h"

namespace adjutant {
namespace {

const std::string kGame = "0123456789abcdef0123456789abcdef";

/// `count` chat entries of `side`'s ledger, the k-th having seen `seen[k]`
/// entries of the other ledger.
std::vector<std::string> chats(const std::string& side, const std::vector<std::uint64_t>& seen) {
    Ledger ledger(kGame, side);
    std::vector<std::string> lines;
    for (const std::uint64_t other : seen) {
        LedgerEntry entry;
        entry.kind = LedgerEntry::Kind::Chat;
        entry.text = "from " + side;
        entry.seen = other;
        lines.push_back(ledger.append(entry));
    }
    return lines;
}

TEST(MatchInbox, GivesEachLedgerInOrderAndOnlyAfterWhatItsWriterHadSeen) {
    const std::vector<std::string> prussia = chats("prussia", {0, 0, 1});
    const std::vector<std::string> austria = chats("austria", {2});
    MatchInbox inbox;
    inbox.put(prussia[2]);
    inbox.put(austria[0]);
    inbox.put(prussia[1]);
    // Prussia's first is missing: nothing of Prussia's, and Austria's waits for
    // Prussia's second.
    EXPECT_TRUE(inbox.take({{"prussia", 0}, {"austria", 0}}).empty());
    inbox.put(prussia[0]);
    inbox.put(prussia[0]);  // twice
    const std::vector<std::string> given = inbox.take({{"prussia", 0}, {"austria", 0}});
    EXPECT_EQ(given, (std::vector<std::string>{prussia[0], prussia[1], austria[0], prussia[2]}));
    EXPECT_EQ(inbox.waiting(), 0U);
}

TEST(MatchInbox, DropsEntriesTheGameHolds) {
    const std::vector<std::string> prussia = chats("prussia", {0, 0});
    MatchInbox inbox;
    inbox.put(prussia[0]);
    inbox.put(prussia[1]);
    EXPECT_EQ(inbox.take({{"prussia", 1}, {"austria", 0}}), (std::vector<std::string>{prussia[1]}));
}

TEST(MatchInbox, AnEntryOfASideTheGameDoesNotHaveIsGivenAtOnceAndHoldsNothingBack) {
    // Side ids that sort before and after the game's, so that each would have
    // stood for "the other ledger" of one of its sides.
    const std::vector<std::string> strangers = {chats("bavaria", {0})[0], chats("saxony", {0})[0]};
    const std::vector<std::string> prussia = chats("prussia", {0});
    const std::vector<std::string> austria = chats("austria", {1});
    MatchInbox inbox;
    for (const std::string& line : strangers) {
        inbox.put(line);
    }
    inbox.put(austria[0]);
    inbox.put(prussia[0]);
    // Austria's entry follows Prussia's, which it had seen.
    EXPECT_EQ(inbox.take({{"prussia", 0}, {"austria", 0}}),
              (std::vector<std::string>{strangers[0], strangers[1], prussia[0], austria[0]}));
    EXPECT_EQ(inbox.waiting(), 0U);
}

}  // namespace
}  // namespace adjutant
