// Fire Effect artillery (digest 4.1-4.3) against the worked examples F7, F8 and the
// cannon of F9 (c), every band edge in yards for every gun, and every hit face.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectArtillery.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::cites;
using fireeffect_test::explains;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectGunFireInputs gun(const std::string& weapon, double yards, Formation target,
                            const std::string& cover = "none") {
    FireEffectGunFireInputs inputs;
    inputs.firerName = "battery";
    inputs.weapon = weapon;
    inputs.distance = yards;
    inputs.target.name = "target";
    inputs.target.formation = target;
    inputs.target.cover = cover;
    return inputs;
}

FireEffectGunFireResult shoot(const FireEffectGunFireInputs& inputs, std::vector<int> rolls,
                              const Options& options = {}) {
    ScriptedDice dice(std::move(rolls));
    FireEffectGunFireResult result =
        resolveFireEffectArtillery(fireEffectRules(options), inputs, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

TEST(FireEffectArtilleryTest, F7MediumRangeAgainstALine) {
    const FireEffectGunFireInputs inputs = gun("rifledCannon", 1200, Formation::Line);
    const FireEffectGunFireResult hit = shoot(inputs, {4, 5});
    ASSERT_TRUE(hit.allowed) << hit.reason;
    EXPECT_EQ(hit.band, "medium");
    EXPECT_EQ(hit.subtract, 2);
    EXPECT_EQ(hit.casualties, 3);
    EXPECT_TRUE(explains(hit.explanation, "Hit die", 4));
    EXPECT_TRUE(explains(hit.explanation, "Effect die", 5));
    EXPECT_TRUE(cites(hit.explanation, "4.2, B8"));
    const FireEffectGunFireResult miss = shoot(inputs, {5});
    EXPECT_FALSE(miss.shots.front().hit);
    EXPECT_EQ(miss.casualties, 0);
    // B8 (b): 4 to 6 hits at medium range.
    EXPECT_EQ(shoot(inputs, {5, 5}, {{"artilleryMediumFaces", "fourToSix"}}).casualties, 3);
}

TEST(FireEffectArtilleryTest, F7LongRangeAgainstAColumn) {
    const FireEffectGunFireResult r =
        shoot(gun("rifledCannon", 1600, Formation::MarchColumn), {6, 3});
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.category, "column");
    EXPECT_EQ(r.casualties, 2);
}

TEST(FireEffectArtilleryTest, F7PointBlankBehindAWall) {
    const FireEffectGunFireInputs inputs = gun("rifledCannon", 500, Formation::Line, "hard");
    const FireEffectGunFireResult six = shoot(inputs, {6});  // no hit die: automatic
    EXPECT_TRUE(six.automatic);
    EXPECT_EQ(six.category, "cover");
    EXPECT_EQ(six.casualties, 2);
    EXPECT_EQ(shoot(inputs, {4}).casualties, 0);  // never below 0 (B9)
}

TEST(FireEffectArtilleryTest, F7OutOfRange) {
    EXPECT_FALSE(shoot(gun("smoothboreCannon", 1100, Formation::Line), {}).allowed);
    EXPECT_FALSE(shoot(gun("rifledHowitzer", 1300, Formation::Line), {}).allowed);
}

TEST(FireEffectArtilleryTest, F8GunAgainstGun) {
    FireEffectGunFireInputs inputs = gun("rifledCannon", 800, Formation::Unlimbered);
    inputs.target.isGun = true;
    const FireEffectGunFireResult silenced = shoot(inputs, {2, 6});
    EXPECT_EQ(silenced.band, "short");
    EXPECT_EQ(silenced.gunsSilenced, 1);
    EXPECT_EQ(silenced.casualties, 0);  // crews are not killed (B9)
    EXPECT_EQ(shoot(inputs, {2, 5}).gunsSilenced, 0);
}

TEST(FireEffectArtilleryTest, AGunBehindCoverCannotBeSilencedByFieldArtillery) {
    FireEffectGunFireInputs inputs = gun("rifledCannon", 800, Formation::Unlimbered, "hard");
    inputs.target.isGun = true;
    EXPECT_EQ(shoot(inputs, {2, 6}).gunsSilenced, 0);
    EXPECT_EQ(shoot(inputs, {2, 6}, {{"gunBehindCover", "silencedOnSix"}}).gunsSilenced, 1);
    inputs.weapon = "heavyGun";
    inputs.heavy = true;
    EXPECT_EQ(shoot(inputs, {2, 6}).gunsSilenced, 1);
    inputs.target.cover = "soft";  // brush is no cover against cannon
    inputs.weapon = "rifledCannon";
    inputs.heavy = false;
    EXPECT_EQ(shoot(inputs, {2, 6}).gunsSilenced, 1);
}

TEST(FireEffectArtilleryTest, F9CannonIgnoresBrush) {
    const FireEffectGunFireResult r = shoot(gun("rifledCannon", 250, Formation::Line, "soft"), {6});
    EXPECT_EQ(r.category, "line");
    EXPECT_EQ(r.casualties, 4);
}

TEST(FireEffectArtilleryTest, EffectSubtractionsByTarget) {
    struct Case {
        Formation formation;
        const char* cover;
        int figures;  // effect die 6
    };
    const Case cases[] = {{Formation::MarchColumn, "none", 5},  {Formation::Line, "none", 4},
                          {Formation::SkirmishLine, "none", 3}, {Formation::Line, "hard", 2},
                          {Formation::Square, "none", 5},       {Formation::Limbered, "none", 5},
                          {Formation::Unlimbered, "none", 4}};
    for (const Case& c : cases) {
        EXPECT_EQ(shoot(gun("rifledCannon", 100, c.formation, c.cover), {6}).casualties, c.figures)
            << formationKey(c.formation) << " " << c.cover;
    }
}

TEST(FireEffectArtilleryTest, ProneAndHeavyGuns) {
    FireEffectGunFireInputs inputs = gun("rifledCannon", 100, Formation::Line);
    inputs.target.prone = true;
    EXPECT_EQ(shoot(inputs, {6}).casualties, 4);                     // prone rule off
    EXPECT_EQ(shoot(inputs, {6}, {{"prone", "on"}}).casualties, 3);  // one more
    inputs = gun("heavyGun", 100, Formation::Line);
    inputs.heavy = true;
    EXPECT_EQ(shoot(inputs, {4}).casualties, 2);
    EXPECT_EQ(shoot(inputs, {4}, {{"heavyEffectBonus", "bonus"}}).casualties, 3);
}

TEST(FireEffectArtilleryTest, OneHitRollPerGunAndDoubledMovement) {
    FireEffectGunFireInputs inputs = gun("rifledCannon", 1000, Formation::Line);
    inputs.guns = 2;
    const FireEffectGunFireResult r = shoot(inputs, {4, 6, 1});
    EXPECT_EQ(r.shots.size(), 2u);
    EXPECT_EQ(r.casualties, 4);
    const FireEffectGunFireResult doubled =
        shoot(inputs, {4, 6, 1, 1, 6, 3}, {{"movementMultiplier", "2"}});
    EXPECT_EQ(doubled.shots.size(), 4u);
    EXPECT_EQ(doubled.casualties, 5);
}

TEST(FireEffectArtilleryTest, EveryBandEdgeForEveryGun) {
    struct Case {
        const char* weapon;
        double yards;
        const char* band;
    };
    const Case cases[] = {
        {"rifledCannon", 0, "pointBlank"},
        {"rifledCannon", 600, "pointBlank"},
        {"rifledCannon", 601, "short"},
        {"rifledCannon", 900, "short"},
        {"rifledCannon", 901, "medium"},
        {"rifledCannon", 1500, "medium"},
        {"rifledCannon", 1501, "long"},
        {"rifledCannon", 1800, "long"},
        {"rifledCannon", 1801, ""},
        {"smoothboreCannon", 1000, "medium"},
        {"smoothboreCannon", 1001, ""},
        {"rifledHowitzer", 1200, "medium"},
        {"rifledHowitzer", 1201, ""},
        {"smoothboreHowitzer", 666, "short"},
        {"smoothboreHowitzer", 667, ""},
        {"heavyGun", 2000, "long"},
        {"heavyGun", 2001, ""},
    };
    const FireEffectRules rules = fireEffectRules();
    for (const Case& c : cases) {
        EXPECT_EQ(fireEffectArtilleryBand(rules, c.weapon, c.yards), c.band)
            << c.weapon << " at " << c.yards;
    }
    // B7 (b): a howitzer's bands scaled by two thirds.
    const FireEffectRules scaled = fireEffectRules({{"howitzerRange", "scaledBands"}});
    const Case howitzer[] = {
        {"rifledHowitzer", 400, "pointBlank"}, {"rifledHowitzer", 401, "short"},
        {"rifledHowitzer", 600, "short"},      {"rifledHowitzer", 601, "medium"},
        {"rifledHowitzer", 1000, "medium"},    {"rifledHowitzer", 1001, "long"},
        {"rifledHowitzer", 1200, "long"},      {"rifledHowitzer", 1201, ""},
        {"rifledCannon", 601, "short"},
    };
    for (const Case& c : howitzer) {
        EXPECT_EQ(fireEffectArtilleryBand(scaled, c.weapon, c.yards), c.band)
            << c.weapon << " at " << c.yards << " scaled";
    }
}

TEST(FireEffectArtilleryTest, EveryHitFaceOfEveryBand) {
    struct Case {
        double yards;
        std::vector<int> hits;
    };
    const Case cases[] = {{700, {2, 4, 6}}, {1000, {4, 6}}, {1600, {6}}};
    for (const Case& c : cases) {
        for (int die = 1; die <= 6; ++die) {
            const bool expected = std::find(c.hits.begin(), c.hits.end(), die) != c.hits.end();
            std::vector<int> rolls{die};
            if (expected) {
                rolls.push_back(6);
            }
            const FireEffectGunFireResult r =
                shoot(gun("rifledCannon", c.yards, Formation::Line), rolls);
            EXPECT_EQ(r.shots.front().hit, expected) << c.yards << " die " << die;
        }
    }
}

TEST(FireEffectArtilleryTest, GunsFireOnlyInTheirOwnHalf) {
    FireEffectGunFireInputs inputs = gun("rifledCannon", 500, Formation::Line);
    inputs.ownHalf = false;
    const FireEffectGunFireResult r = shoot(inputs, {});
    EXPECT_FALSE(r.allowed);
    EXPECT_FALSE(r.reason.empty());
}

}  // namespace
}  // namespace adjutant
