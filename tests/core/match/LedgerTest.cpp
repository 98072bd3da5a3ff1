// A side's ledger: entries chained by the hash of the line before, refused when
// out of order, repeated, from another side or changed.
#include <gtest/gtest.h>

#include "core/match/Ledger.h"

namespace adjutant {
namespace {

const std::string kGame = "0123456789abcdef0123456789abcdef";

LedgerEntry chat(const std::string& text) {
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::Chat;
    entry.text = text;
    return entry;
}

TEST(Ledger, ChainsEachEntryToTheOneBefore) {
    Ledger ledger(kGame, "prussia");
    const std::string genesis = ledger.head();
    ledger.append(chat("one"));
    EXPECT_EQ(ledger.entry(1).prev, genesis);
    EXPECT_EQ(ledger.entry(1).n, 1U);
    const std::string afterFirst = ledger.head();
    EXPECT_NE(afterFirst, genesis);
    ledger.append(chat("two"));
    EXPECT_EQ(ledger.entry(2).prev, afterFirst);
}

TEST(Ledger, TheSameEntriesMakeTheSameChainElsewhere) {
    Ledger written(kGame, "prussia");
    written.append(chat("one"));
    written.append(chat("two"));
    Ledger received(kGame, "prussia");
    for (std::uint64_t n = 1; n <= 2; ++n) {
        Diagnostics diagnostics;
        auto entry = LedgerEntry::fromLine(written.line(n), "test", "", diagnostics);
        ASSERT_TRUE(entry) << diagnostics.toString();
        EXPECT_FALSE(received.refusalOfNext(*entry).has_value());
        received.accept(*entry, written.line(n));
    }
    EXPECT_EQ(received.head(), written.head());
}

TEST(Ledger, RefusesAGapARepeatAChangeAndAnotherSide) {
    Ledger written(kGame, "prussia");
    written.append(chat("one"));
    written.append(chat("two"));
    Ledger received(kGame, "prussia");
    Diagnostics diagnostics;
    auto second = LedgerEntry::fromLine(written.line(2), "test", "", diagnostics);
    ASSERT_TRUE(second);
    const auto gap = received.refusalOfNext(*second);
    ASSERT_TRUE(gap);
    EXPECT_NE(gap->find("missing"), std::string::npos) << *gap;

    auto first = LedgerEntry::fromLine(written.line(1), "test", "", diagnostics);
    received.accept(*first, written.line(1));
    const auto repeat = received.refusalOfNext(*first);
    ASSERT_TRUE(repeat);
    EXPECT_NE(repeat->find("already"), std::string::npos) << *repeat;

    LedgerEntry changed = *second;
    changed.prev = std::string(64, '0');
    const auto broken = received.refusalOfNext(changed);
    ASSERT_TRUE(broken);
    EXPECT_NE(broken->find("changed"), std::string::npos) << *broken;

    Ledger other(kGame, "austria");
    EXPECT_TRUE(other.refusalOfNext(*first).has_value());
}

TEST(Ledger, AnotherGameHasAnotherChain) {
    Ledger one(kGame, "prussia");
    Ledger another("fedcba9876543210fedcba9876543210", "prussia");
    EXPECT_NE(one.head(), another.head());
}

TEST(LedgerEntry, ReadsBackEveryKind) {
    LedgerEntry reveal;
    reveal.side = "prussia";
    reveal.n = 4;
    reveal.prev = std::string(64, 'a');
    reveal.kind = LedgerEntry::Kind::Reveal;
    reveal.round = 3;
    reveal.seen = 2;
    reveal.forSide = "prussia";
    reveal.at = {2, 0, "movement"};
    reveal.state = "0123456789abcdef";
    reveal.orders = nlohmann::json::array({{{"type", "fireOrder"}, {"firer", "a"}, {"x", 0.1}}});
    reveal.share = std::string(64, 'b');
    Diagnostics diagnostics;
    const auto back = LedgerEntry::fromLine(reveal.toLine(), "test", "", diagnostics);
    ASSERT_TRUE(back) << diagnostics.toString();
    EXPECT_EQ(back->toLine(), reveal.toLine());
    EXPECT_EQ(back->orders.dump(), reveal.orders.dump());
}

TEST(LedgerEntry, RefusesWhatIsNotAnEntry) {
    Diagnostics diagnostics;
    EXPECT_FALSE(LedgerEntry::fromLine("[1,2]", "f.turn.jsonl", "line 2", diagnostics));
    EXPECT_FALSE(LedgerEntry::fromLine("{\"side\":\"p\"}", "f.turn.jsonl", "line 3", diagnostics));
    EXPECT_FALSE(LedgerEntry::fromLine(std::string(3 * 1024 * 1024, ' '), "f.turn.jsonl", "line 4",
                                       diagnostics));
    const std::string text = diagnostics.toString();
    EXPECT_NE(text.find("f.turn.jsonl"), std::string::npos) << text;
    EXPECT_NE(text.find("line 3"), std::string::npos) << text;
    EXPECT_NE(text.find("at most"), std::string::npos) << text;
}

}  // namespace
}  // namespace adjutant
