// The hashes of the two-player protocol are OpenSSL's SHA-256 and HMAC, checked
// here against their published test vectors, and the protocol's own inputs are
// framed so that no two different lists of parts hash alike.
#include <gtest/gtest.h>

#include "core/io/Sha256.h"
#include "core/match/Commitments.h"

namespace adjutant {
namespace {

TEST(Sha256, GivesThePublishedDigestOfAbc) {
    // FIPS 180-4, appendix B.1.
    EXPECT_EQ(toHex(sha256("abc")),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(toHex(sha256("")),
              "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Sha256, HmacGivesThePublishedValue) {
    // RFC 4231, test case 2.
    EXPECT_EQ(toHex(hmacSha256("Jefe", "what do ya want for nothing?")),
              "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST(Sha256, PartsCannotRunIntoOneAnother) {
    HashInput ab, c;
    ab.add("ab").add("c");
    c.add("a").add("bc");
    EXPECT_NE(ab.sha256(), c.sha256());
}

TEST(Sha256, HexReadsBackWhatItWrote) {
    const std::string bytes("\x00\x7f\x80\xff", 4);
    EXPECT_EQ(toHex(bytes), "007f80ff");
    EXPECT_EQ(fromHex("007f80ff"), bytes);
    EXPECT_EQ(fromHex("007F80FF"), bytes);
    EXPECT_FALSE(fromHex("abc").has_value());
    EXPECT_FALSE(fromHex("zz").has_value());
    EXPECT_FALSE(digestFromHex("00").has_value());
}

TEST(Commitments, AShareIsTheSameEachTimeAndDiffersByRoundAndSecret) {
    const std::string secret(32, '\x07');
    const std::string game = "0123456789abcdef0123456789abcdef";
    EXPECT_EQ(shareFor(secret, game, 3), shareFor(secret, game, 3));
    EXPECT_NE(shareFor(secret, game, 3), shareFor(secret, game, 4));
    EXPECT_NE(shareFor(secret, game, 3), shareFor(std::string(32, '\x08'), game, 3));
    EXPECT_EQ(shareFor(secret, game, 3).size(), 32U);
}

TEST(Commitments, ACommitmentChangesWithEveryPartOfIt) {
    const std::string game = "0123456789abcdef0123456789abcdef";
    const Digest base = commitmentOf(game, 1, "prussia", "[]", "share");
    EXPECT_NE(base, commitmentOf(game, 2, "prussia", "[]", "share"));
    EXPECT_NE(base, commitmentOf(game, 1, "austria", "[]", "share"));
    EXPECT_NE(base, commitmentOf(game, 1, "prussia", "[{}]", "share"));
    EXPECT_NE(base, commitmentOf(game, 1, "prussia", "[]", "shard"));
    EXPECT_EQ(base, commitmentOf(game, 1, "prussia", "[]", "share"));
}

TEST(Commitments, TheSeedNeedsBothShares) {
    const std::string game = "0123456789abcdef0123456789abcdef";
    const Digest seed = diceSeedOf(game, 5, "a", "b");
    EXPECT_NE(seed, diceSeedOf(game, 5, "a", "c"));
    EXPECT_NE(seed, diceSeedOf(game, 5, "c", "b"));
    EXPECT_NE(seed, diceSeedOf(game, 5, "b", "a"));
    EXPECT_NE(seed, diceSeedOf(game, 6, "a", "b"));
}

TEST(Commitments, NewSecretsAndGamesAreRandom) {
    EXPECT_NE(newSideSecret(), newSideSecret());
    EXPECT_EQ(newSideSecret().size(), 32U);
    EXPECT_NE(newGameId(), newGameId());
    EXPECT_EQ(newGameId().size(), 32U);
}

}  // namespace
}  // namespace adjutant
