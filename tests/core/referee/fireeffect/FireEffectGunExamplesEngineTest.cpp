// The digest's artillery and machine-gun worked examples (F7 beyond its first
// case, F8, F9) through the engine: guns and targets on a table at the stated
// yards (1" = 50 yds), walls and brush drawn on it, the order given through
// FireOrderCommand, the fire step resolved with scripted hit and effect dice.
#include <gtest/gtest.h>

#include "tests/core/referee/fireeffect/FireEffectEngineExampleSupport.h"

namespace adjutant::fireeffect_test {
namespace {

constexpr double kGunFront = 45;

double targetFrontAt(double yards) {
    return kGunFront - yards / 50.0;
}

FireEffectTestWorld battery(const std::string& gunType, double yards, Formation targetFormation,
                            const std::string& targetType = "lineInfantryBreech") {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, gunType, 4, 36, kGunFront, 0, Formation::Unlimbered);
    world.addUnit("fr", 1, targetType, targetType == "lineInfantryBreech" ? 24 : 4, 36,
                  targetFrontAt(yards), 180, targetFormation);
    return world;
}

TEST(FireEffectGunExamplesEngineTest, F7At1600YardsASixHitsAndAColumnTakesOneOff) {
    GameState state = battery("rifledFieldGun", 1600, Formation::MarchColumn).start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {6, 3});
    const Resolution* volley = fired.volleyOf("guns");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Range (yds)", 1600));
    EXPECT_TRUE(explains(volley->explanation, "Hit die", 6));
    EXPECT_TRUE(explains(volley->explanation, "Effect die", 3));
    EXPECT_EQ(figuresOf(state, "fr"), 22);  // 3 - 1 = 2
}

FireEffectTestWorld behindAWall(double yards) {
    FireEffectTestWorld world = battery("rifledFieldGun", yards, Formation::Line);
    // A wall just in front of the target's front edge: hard cover (4.3).
    LinearFeature wall;
    wall.id = "wall";
    wall.name = "wall";
    wall.kind = LinearKind::Wall;
    const double y = targetFrontAt(yards) + 0.2;
    wall.points = {{24, y}, {48, y}};
    world.scenario().table.lines.push_back(wall);
    return world;
}

TEST(FireEffectGunExamplesEngineTest, F7PointBlankAtTroopsBehindAWallTakesFourOff) {
    GameState six = behindAWall(500).start();
    const FireStepOutcome hit = fireOnce(six, "guns", "fr", "", {6});  // automatic hit
    ASSERT_NE(hit.volleyOf("guns"), nullptr);
    EXPECT_EQ(hit.diceLeft, 0U);
    EXPECT_TRUE(explains(hit.volleyOf("guns")->explanation, "Effect die", 6));
    EXPECT_EQ(figuresOf(six, "fr"), 22);  // 6 - 4 = 2

    GameState four = behindAWall(500).start();
    fireOnce(four, "guns", "fr", "", {4});
    EXPECT_EQ(figuresOf(four, "fr"), 24);  // 4 - 4 = 0
}

TEST(FireEffectGunExamplesEngineTest, F7ASmoothboreAt1100AndARifledHowitzerAt1300AreOutOfRange) {
    for (const auto& [type, yards] : {std::pair{std::string("smoothboreFieldGun"), 1100.0},
                                      std::pair{std::string("rifledHowitzer"), 1300.0}}) {
        GameState state = battery(type, yards, Formation::Line).start();
        ScriptedDice none({});
        resolveUntil(state, "fire", none);
        const std::optional<std::string> refusal = fireOrderRefusal(state, "guns", "fr");
        ASSERT_TRUE(refusal) << type;
        EXPECT_NE(refusal->find("beyond its range"), std::string::npos) << *refusal;
    }
    // Within their ranges the same guns may fire: 1,000 and 1,200 yds.
    for (const auto& [type, yards] : {std::pair{std::string("smoothboreFieldGun"), 1000.0},
                                      std::pair{std::string("rifledHowitzer"), 1200.0}}) {
        GameState state = battery(type, yards, Formation::Line).start();
        ScriptedDice none({});
        resolveUntil(state, "fire", none);
        EXPECT_FALSE(fireOrderRefusal(state, "guns", "fr")) << type;
    }
}

TEST(FireEffectGunExamplesEngineTest, F8AGunAt800YardsSilencesAnEnemyGunOnASix) {
    GameState state =
        battery("rifledFieldGun", 800, Formation::Unlimbered, "rifledFieldGun").start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {2, 6});
    const Resolution* volley = fired.volleyOf("guns");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Hit die", 2));  // short band: 2, 4 or 6
    EXPECT_TRUE(explains(volley->explanation, "Silenced", 1));
    EXPECT_EQ(fireEffectState(state).unit("fr").gunsSilenced, 1);
    EXPECT_EQ(figuresOf(state, "fr"), 4);  // the crew is not killed (B9)
    // Silenced, it may fire no more.
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    const std::optional<std::string> refusal = fireOrderRefusal(state, "fr", "guns");
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("silenced"), std::string::npos) << *refusal;
}

TEST(FireEffectGunExamplesEngineTest, F8AFiveOnTheEffectDieHasNoEffectOnAGun) {
    GameState state =
        battery("rifledFieldGun", 800, Formation::Unlimbered, "rifledFieldGun").start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {2, 5});
    ASSERT_NE(fired.volleyOf("guns"), nullptr);
    EXPECT_EQ(fireEffectState(state).unit("fr").gunsSilenced, 0);
    EXPECT_EQ(figuresOf(state, "fr"), 4);
}

TEST(FireEffectGunExamplesEngineTest, F9aMachineGunAt450YardsAtOpenOrder) {
    GameState state = battery("machineGun", 450, Formation::SkirmishLine).start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {2, 4, 6});
    const Resolution* volley = fired.volleyOf("guns");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Subtract from each effect die", 3));
    EXPECT_EQ(figuresOf(state, "fr"), 20);  // (4 - 3) + (6 - 3) = 4
}

TEST(FireEffectGunExamplesEngineTest, F9bMachineGunAtLongRangeTakesOneMoreOffEachDie) {
    GameState state = battery("machineGun", 750, Formation::Line).start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {6, 5, 3});
    const Resolution* volley = fired.volleyOf("guns");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Subtract from each effect die", 3));  // 2 + 1
    EXPECT_EQ(figuresOf(state, "fr"), 22);                                           // (5 - 3) + 0
}

TEST(FireEffectGunExamplesEngineTest, F9cMachineGunRespectsBrushButACannonIgnoresIt) {
    FireEffectTestWorld mg = battery("machineGun", 250, Formation::Line);
    brushAt(mg, targetFrontAt(250));
    GameState state = mg.start();
    const FireStepOutcome fired = fireOnce(state, "guns", "fr", "", {6, 3});  // automatic hit
    ASSERT_NE(fired.volleyOf("guns"), nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(fired.volleyOf("guns")->explanation, "Subtract from each effect die", 4));
    EXPECT_EQ(figuresOf(state, "fr"), 22);  // (6 - 4) + 0

    FireEffectTestWorld cannon = battery("rifledFieldGun", 250, Formation::Line);
    brushAt(cannon, targetFrontAt(250));
    GameState shelled = cannon.start();
    const FireStepOutcome shell = fireOnce(shelled, "guns", "fr", "", {6});
    ASSERT_NE(shell.volleyOf("guns"), nullptr);
    EXPECT_EQ(shell.diceLeft, 0U);
    EXPECT_EQ(figuresOf(shelled, "fr"), 20);  // 6 - 2 (line): brush stops no shell
}

}  // namespace
}  // namespace adjutant::fireeffect_test
