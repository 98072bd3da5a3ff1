// Fire Effect small-arms fire (digest 3.1-3.6) against the worked examples F1-F6 and
// every range band edge in yards, with the alternative readings of the options.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectSmallArms.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::cites;
using fireeffect_test::explains;
using fireeffect_test::fireEffectRules;

FireEffectSmallArmsInputs volley(const std::string& fireClass, int figures, double yards,
                                 FireEffectFireMethod method = FireEffectFireMethod::Mass) {
    FireEffectSmallArmsInputs inputs;
    inputs.firerName = "firer";
    inputs.targetName = "target";
    inputs.fireClass = fireClass;
    inputs.figures = figures;
    inputs.distance = yards;
    inputs.method = method;
    return inputs;
}

FireEffectSmallArmsResult fire(const FireEffectSmallArmsInputs& inputs, std::vector<int> rolls,
                               std::map<std::string, std::string, std::less<>> options = {}) {
    ScriptedDice dice(std::move(rolls));
    FireEffectSmallArmsResult result =
        resolveFireEffectSmallArms(fireEffectRules(options), inputs, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

TEST(FireEffectSmallArmsTest, F1MassFireAtCloseRange) {
    const FireEffectSmallArmsResult r = fire(volley("line", 30, 250), {4});
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.band, "close");
    EXPECT_EQ(r.shots, 30);
    EXPECT_DOUBLE_EQ(r.exact, 12);
    EXPECT_EQ(r.casualties, 12);
    EXPECT_EQ(r.explanation.value, 12);
    EXPECT_TRUE(explains(r.explanation, "Die", 4));
    EXPECT_TRUE(cites(r.explanation, "3.4, B3"));
}

TEST(FireEffectSmallArmsTest, ARefusalBeyondRangeGivesTheDistanceInWholeYards) {
    const FireEffectSmallArmsResult r = fire(volley("line", 20, 1662.251), {});
    ASSERT_FALSE(r.allowed);
    // Yards as the rules measure them, not to the thousandth.
    EXPECT_NE(r.reason.find("at 1662 yds (3.1)"), std::string::npos) << r.reason;
}

TEST(FireEffectSmallArmsTest, F2MassFireAtLongRangeIsHalved) {
    const FireEffectSmallArmsResult r = fire(volley("line", 20, 450), {5});
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.multiplier.numerator, 1);
    EXPECT_EQ(r.multiplier.denominator, 2);
    EXPECT_EQ(r.casualties, 5);
}

TEST(FireEffectSmallArmsTest, F3SoftCoverHalvesCloseAndStopsLongFire) {
    FireEffectSmallArmsInputs inputs = volley("line", 15, 250);
    inputs.targetCover = "soft";
    FireEffectSmallArmsResult r = fire(inputs, {3});
    EXPECT_TRUE(r.cover);
    EXPECT_DOUBLE_EQ(r.exact, 2.25);
    EXPECT_EQ(r.casualties, 2);

    inputs.distance = 450;
    r = fire(inputs, {});  // nothing is rolled
    EXPECT_TRUE(r.allowed);
    EXPECT_EQ(r.casualties, 0);
    EXPECT_TRUE(r.rolls.empty());
}

TEST(FireEffectSmallArmsTest, F4IndividualFireOfMilitia) {
    const std::vector<int> dice{4, 6, 5, 1, 4, 2};
    FireEffectSmallArmsInputs inputs = volley("militia", 6, 150, FireEffectFireMethod::Individual);
    inputs.weapon = "muzzleLoadingRifle";
    EXPECT_EQ(fire(inputs, dice).casualties, 3);
    inputs.targetCover = "hard";
    FireEffectSmallArmsResult covered = fire(inputs, dice);
    EXPECT_DOUBLE_EQ(covered.exact, 1.5);
    EXPECT_EQ(covered.casualties, 1);
    inputs.targetCover = "none";
    inputs.distance = 250;
    FireEffectSmallArmsResult far = fire(inputs, dice);
    EXPECT_EQ(far.band, "long");
    EXPECT_EQ(far.casualties, 1);
}

TEST(FireEffectSmallArmsTest, F4UnderTheOtherReadingsOfTheCountingFaces) {
    const std::vector<int> dice{4, 6, 5, 1, 4, 2};
    const FireEffectSmallArmsInputs inputs =
        volley("militia", 6, 150, FireEffectFireMethod::Individual);
    EXPECT_EQ(fire(inputs, dice, {{"individualFireFaces", "fourToSix"}}).casualties, 4);
    EXPECT_EQ(fire(inputs, dice, {{"individualFireFaces", "fiveAndSix"}}).casualties, 2);
}

TEST(FireEffectSmallArmsTest, F5JagersUnderThreeHundredYards) {
    const std::vector<int> dice{3, 4, 5, 6, 2};
    FireEffectSmallArmsInputs inputs = volley("jager", 5, 250, FireEffectFireMethod::Individual);
    EXPECT_EQ(fire(inputs, dice).casualties, 3);
    inputs.distance = 350;
    const FireEffectSmallArmsResult close = fire(inputs, dice);
    EXPECT_EQ(close.band, "close");
    EXPECT_EQ(close.casualties, 2);
}

TEST(FireEffectSmallArmsTest, F5JagerGroupFire) {
    const FireEffectSmallArmsInputs inputs =
        volley("jager", 12, 250, FireEffectFireMethod::JagerGroup);
    const FireEffectSmallArmsResult r = fire(inputs, {3, 5});
    EXPECT_EQ(r.method, FireEffectFireMethod::JagerGroup);
    EXPECT_DOUBLE_EQ(r.exact, 5.5);
    EXPECT_EQ(r.casualties, 5);
    EXPECT_TRUE(explains(r.explanation, "Group die", 5));
    // B6 (c): one die for the unit, 12 x 3 / 8 = 4.5 -> 4.
    const FireEffectSmallArmsResult whole =
        fire(inputs, {3}, {{"jagerGroupFire", "wholeUnitOverEight"}});
    EXPECT_DOUBLE_EQ(whole.exact, 4.5);
    EXPECT_EQ(whole.casualties, 4);
}

TEST(FireEffectSmallArmsTest, JagerAdvantagesStopAtThreeHundredYards) {
    FireEffectSmallArmsInputs inputs = volley("jager", 1, 299, FireEffectFireMethod::Individual);
    EXPECT_EQ(fire(inputs, {5}).casualties, 1);  // 4-5-6 under 300
    inputs.distance = 300;
    EXPECT_EQ(fire(inputs, {5}).casualties, 0);  // 4 or 6 from 300
    // Group fire asked for at 300 is ordinary mass fire: 8 x 5 / 10 = 4.
    inputs = volley("jager", 8, 300, FireEffectFireMethod::JagerGroup);
    const FireEffectSmallArmsResult r = fire(inputs, {5});
    EXPECT_EQ(r.method, FireEffectFireMethod::Mass);
    EXPECT_EQ(r.casualties, 4);
    // Line troops never get them.
    inputs = volley("line", 1, 100, FireEffectFireMethod::Individual);
    EXPECT_EQ(fire(inputs, {5}).casualties, 0);
}

TEST(FireEffectSmallArmsTest, F6CarbinesReachFourHundredYards) {
    FireEffectSmallArmsInputs inputs = volley("line", 10, 350);
    inputs.weapon = "carbine";
    inputs.when.cavalry = true;
    inputs.when.dismounted = true;
    FireEffectSmallArmsResult r = fire(inputs, {4});
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.casualties, 2);
    // B5 (b): full effect all the way to 400.
    EXPECT_EQ(fire(inputs, {4}, {{"carbineRange", "allClose"}}).casualties, 4);
    inputs.distance = 450;
    r = fire(inputs, {});
    EXPECT_FALSE(r.allowed);
    EXPECT_FALSE(r.reason.empty());
}

TEST(FireEffectSmallArmsTest, MountedCavalryFiresOnlyUnderTheOption) {
    FireEffectSmallArmsInputs inputs = volley("line", 10, 200);
    inputs.weapon = "carbine";
    inputs.when.cavalry = true;
    EXPECT_FALSE(fire(inputs, {}).allowed);
    EXPECT_EQ(fire(inputs, {4}, {{"mountedFire", "mounted"}}).casualties, 4);
}

TEST(FireEffectSmallArmsTest, RoundingReadings) {
    // 6 x 2 / 10 x 1/2 = 0.6.
    const FireEffectSmallArmsInputs inputs = volley("line", 6, 450);
    EXPECT_EQ(fire(inputs, {2}).casualties, 1);
    EXPECT_EQ(fire(inputs, {2}, {{"rounding", "floor"}}).casualties, 0);
    const FireEffectSmallArmsResult first = fire(inputs, {2}, {{"rounding", "carryFractions"}});
    EXPECT_EQ(first.casualties, 0);
    EXPECT_NEAR(first.carried, 0.6, 1e-9);
    FireEffectSmallArmsInputs again = inputs;
    again.carriedFraction = first.carried;
    const FireEffectSmallArmsResult second = fire(again, {2}, {{"rounding", "carryFractions"}});
    EXPECT_EQ(second.casualties, 1);
    EXPECT_NEAR(second.carried, 0.2, 1e-9);
}

TEST(FireEffectSmallArmsTest, MassFireWithADiePerTenShots) {
    // 25 shots: 10 x 4 + 10 x 4 + 5 x 2, over 10 = 9.
    const FireEffectSmallArmsResult r =
        fire(volley("line", 25, 100), {4, 4, 2}, {{"massFireDice", "onePerTenShots"}});
    EXPECT_EQ(r.rolls.size(), 3u);
    EXPECT_EQ(r.casualties, 9);
}

TEST(FireEffectSmallArmsTest, FireMethodOption) {
    const FireEffectSmallArmsInputs individual =
        volley("line", 3, 100, FireEffectFireMethod::Individual);
    const FireEffectSmallArmsResult mass = fire(individual, {5}, {{"fireMethod", "massOnly"}});
    EXPECT_EQ(mass.method, FireEffectFireMethod::Mass);
    EXPECT_DOUBLE_EQ(mass.exact, 1.5);
    const FireEffectSmallArmsResult forced =
        fire(volley("line", 3, 100), {4, 6, 1}, {{"fireMethod", "individualOnly"}});
    EXPECT_EQ(forced.method, FireEffectFireMethod::Individual);
    EXPECT_EQ(forced.casualties, 2);
}

TEST(FireEffectSmallArmsTest, ProneTargetsInTheOpen) {
    const std::map<std::string, std::string, std::less<>> prone{{"prone", "on"}};
    FireEffectSmallArmsInputs inputs = volley("line", 30, 250);
    inputs.targetProne = true;
    EXPECT_EQ(fire(inputs, {4}).casualties, 12);        // the rule is off by default
    EXPECT_EQ(fire(inputs, {4}, prone).casualties, 9);  // die - 1 (B10)
    EXPECT_EQ(fire(inputs, {1}, prone).casualties, 0);  // never below 0
    inputs.targetCover = "soft";                        // prone only counts in the open
    EXPECT_EQ(fire(inputs, {4}, prone).casualties, 6);
    FireEffectSmallArmsInputs single = volley("militia", 6, 150, FireEffectFireMethod::Individual);
    single.targetProne = true;
    EXPECT_EQ(fire(single, {4, 6, 5, 1, 4, 2}, prone).casualties, 1);  // only the 6
    FireEffectSmallArmsInputs jagers = volley("jager", 5, 250, FireEffectFireMethod::Individual);
    jagers.targetProne = true;
    EXPECT_EQ(fire(jagers, {3, 4, 5, 6, 2}, prone).casualties, 2);  // 5 and 6
}

TEST(FireEffectSmallArmsTest, AColumnFiresWithItsFrontRank) {
    FireEffectSmallArmsInputs inputs = volley("line", 24, 100);
    inputs.formation = Formation::MarchColumn;
    const FireEffectSmallArmsResult r = fire(inputs, {5});
    EXPECT_EQ(r.firingFigures, 4);  // the column's 4 files
    EXPECT_EQ(r.casualties, 2);
    EXPECT_EQ(fire(inputs, {5}, {{"columnFiring", "allFigures"}}).casualties, 12);
    inputs.frontRankFigures = 6;  // the referee's own count of the front rank
    EXPECT_EQ(fire(inputs, {5}).firingFigures, 6);
}

TEST(FireEffectSmallArmsTest, DoubledMovementDoublesTheShots) {
    const FireEffectSmallArmsResult r =
        fire(volley("line", 30, 250), {4}, {{"movementMultiplier", "2"}});
    EXPECT_EQ(r.shots, 60);
    EXPECT_EQ(r.casualties, 24);
}

struct BandCase {
    const char* fireClass;
    const char* weapon;
    double yards;
    const char* band;  // "" beyond range
};

TEST(FireEffectSmallArmsTest, EveryBandEdgeInYards) {
    const BandCase cases[] = {
        {"jager", "breechLoadingRifle", 0, "close"},
        {"jager", "breechLoadingRifle", 400, "close"},
        {"jager", "breechLoadingRifle", 401, "long"},
        {"jager", "breechLoadingRifle", 600, "long"},
        {"jager", "breechLoadingRifle", 601, ""},
        {"line", "breechLoadingRifle", 300, "close"},
        {"line", "breechLoadingRifle", 301, "long"},
        {"line", "muzzleLoadingRifle", 600, "long"},
        {"line", "muzzleLoadingRifle", 601, ""},
        {"militia", "muzzleLoadingRifle", 200, "close"},
        {"militia", "muzzleLoadingRifle", 201, "long"},
        {"militia", "muzzleLoadingRifle", 600, "long"},
        {"militia", "muzzleLoadingRifle", 601, ""},
        {"line", "carbine", 300, "close"},
        {"line", "carbine", 301, "long"},
        {"line", "carbine", 400, "long"},
        {"line", "carbine", 401, ""},
        {"jager", "carbine", 400, "close"},
        {"jager", "carbine", 401, ""},
        {"militia", "carbine", 200, "close"},
        {"militia", "carbine", 201, "long"},
        {"militia", "carbine", 400, "long"},
        {"militia", "carbine", 401, ""},
    };
    const FireEffectRules rules = fireEffectRules();
    for (const BandCase& c : cases) {
        EXPECT_EQ(fireEffectSmallArmsBand(rules, c.fireClass, c.weapon, c.yards), c.band)
            << c.fireClass << " " << c.weapon << " at " << c.yards;
    }
    const FireEffectRules far = fireEffectRules({{"jagerLongRange", "700"}});
    EXPECT_EQ(fireEffectSmallArmsBand(far, "jager", "breechLoadingRifle", 700), "long");
    EXPECT_EQ(fireEffectSmallArmsBand(far, "jager", "breechLoadingRifle", 701), "");
    EXPECT_EQ(fireEffectSmallArmsBand(far, "line", "breechLoadingRifle", 601), "");
    EXPECT_EQ(fireEffectSmallArmsBand(far, "jager", "carbine", 401), "");
}

TEST(FireEffectSmallArmsTest, EveryRangeAndCoverCell) {
    struct Cell {
        double yards;
        const char* cover;
        double expected;  // 20 line figures, die 5: 10 before range and cover
    };
    const Cell cells[] = {{300, "none", 10}, {300, "soft", 5}, {300, "hard", 5},
                          {301, "none", 5},  {301, "soft", 0}, {301, "hard", 0}};
    for (const Cell& cell : cells) {
        FireEffectSmallArmsInputs inputs = volley("line", 20, cell.yards);
        inputs.targetCover = cell.cover;
        ScriptedDice dice({5});
        const FireEffectSmallArmsResult r =
            resolveFireEffectSmallArms(fireEffectRules(), inputs, dice);
        EXPECT_DOUBLE_EQ(r.exact, cell.expected) << cell.yards << " " << cell.cover;
    }
}

}  // namespace
}  // namespace adjutant
