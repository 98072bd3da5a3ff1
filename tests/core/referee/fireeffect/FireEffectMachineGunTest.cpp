// Fire Effect machine guns (digest 5, B11) against worked example F9 and every band
// edge and hit face.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectMachineGun.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::cites;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectGunFireInputs machineGun(double yards, Formation target,
                                   const std::string& cover = "none") {
    FireEffectGunFireInputs inputs;
    inputs.firerName = "Gatling";
    inputs.weapon = "machineGun";
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
        resolveFireEffectMachineGun(fireEffectRules(options), inputs, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

TEST(FireEffectMachineGunTest, F9aEvenHitAgainstOpenOrder) {
    const FireEffectGunFireResult r = shoot(machineGun(450, Formation::SkirmishLine), {2, 4, 6});
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.band, "medium");
    ASSERT_EQ(r.shots.size(), 1u);
    EXPECT_EQ(r.shots.front().figures, (std::vector<int>{1, 3}));
    EXPECT_EQ(r.casualties, 4);
}

TEST(FireEffectMachineGunTest, F9bLongRangeTakesOneMorePerDie) {
    const FireEffectGunFireResult r = shoot(machineGun(750, Formation::Line), {6, 5, 3});
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.subtract, 3);
    EXPECT_EQ(r.shots.front().figures, (std::vector<int>{2, 0}));
    EXPECT_EQ(r.casualties, 2);
    EXPECT_TRUE(cites(r.explanation, "5, B11"));
}

TEST(FireEffectMachineGunTest, F9cBrushCountsAsCoverAgainstMachineGuns) {
    const FireEffectGunFireResult r = shoot(machineGun(250, Formation::Line, "soft"), {6, 3});
    EXPECT_TRUE(r.automatic);
    EXPECT_EQ(r.category, "cover");
    EXPECT_EQ(r.shots.front().figures, (std::vector<int>{2, 0}));
    EXPECT_EQ(r.casualties, 2);
}

TEST(FireEffectMachineGunTest, EveryBandEdgeInYards) {
    struct Case {
        double yards;
        const char* band;
        bool automatic;
    };
    const Case cases[] = {{0, "close", true},     {300, "close", true}, {301, "medium", false},
                          {600, "medium", false}, {601, "long", false}, {900, "long", false}};
    for (const Case& c : cases) {
        // A 6 hits in every band; two effect dice of 1 follow any hit.
        std::vector<int> rolls = c.automatic ? std::vector<int>{1, 1} : std::vector<int>{6, 1, 1};
        const FireEffectGunFireResult r = shoot(machineGun(c.yards, Formation::Line), rolls);
        EXPECT_EQ(r.band, c.band) << c.yards;
        EXPECT_EQ(r.automatic, c.automatic) << c.yards;
    }
    const FireEffectGunFireResult beyond = shoot(machineGun(901, Formation::Line), {});
    EXPECT_FALSE(beyond.allowed);
    EXPECT_FALSE(beyond.reason.empty());
}

TEST(FireEffectMachineGunTest, EveryHitFace) {
    for (int die = 1; die <= 6; ++die) {
        const bool even = die % 2 == 0;
        std::vector<int> rolls{die};
        if (even) {
            rolls.insert(rolls.end(), {6, 6});
        }
        EXPECT_EQ(shoot(machineGun(450, Formation::Line), rolls).shots.front().hit, even) << die;
        rolls = {die};
        if (die == 6) {
            rolls.insert(rolls.end(), {6, 6});
        }
        EXPECT_EQ(shoot(machineGun(750, Formation::Line), rolls).shots.front().hit, die == 6)
            << die;
    }
}

TEST(FireEffectMachineGunTest, ProneAndGunTargets) {
    FireEffectGunFireInputs inputs = machineGun(100, Formation::Line);
    inputs.target.prone = true;
    EXPECT_EQ(shoot(inputs, {6, 6}, {{"prone", "on"}}).casualties, 6);  // (6-2-1) x 2
    inputs = machineGun(100, Formation::Unlimbered);
    inputs.target.isGun = true;
    const FireEffectGunFireResult r = shoot(inputs, {3, 6});
    EXPECT_EQ(r.gunsSilenced, 1);
    EXPECT_EQ(r.casualties, 0);
}

TEST(FireEffectMachineGunTest, MachineGunsFireOnlyInTheirOwnHalf) {
    FireEffectGunFireInputs inputs = machineGun(100, Formation::Line);
    inputs.ownHalf = false;
    EXPECT_FALSE(shoot(inputs, {}).allowed);
}

}  // namespace
}  // namespace adjutant
