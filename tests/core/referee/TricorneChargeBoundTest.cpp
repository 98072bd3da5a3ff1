// Whole bounds of Tricorne and Musket in which a charge is declared with its
// command in step 1 and every step is then resolved with scripted dice.
#include <gtest/gtest.h>

#include "tests/core/referee/TricorneChargeBoundTestSupport.h"

namespace adjutant::testing {
namespace {

TEST_F(TricorneChargeBoundTest, DevSquare) {
    TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 8, 30, 24, 180);
    world.addUnit("inf", 0, "musketeer", 16, 30, 30, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4, 4, 6, 5, 3, 3});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevBroken) {
    TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 12, 30, 24, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0).status = {{"firstVolleyFired", true}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4, 2, 1, 1, 1});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevSecond) {
    TricorneTestWorld world;
    world.addUnit("cav", 0, "cuirassier", 8, 30, 40, 0);
    world.addUnit("inf", 1, "militiaMusketeer", 12, 30, 34, 180);
    world.addUnit("second", 1, "militiaMusketeer", 12, 30, 31, 180);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4, 6, 2, 6, 6, 2, 6, 1, 6, 6, 6, 4, 1, 1});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevMutual) {
    TricorneTestWorld world;
    world.addUnit("a", 0, "dragoon", 8, 30, 40, 0);
    world.addUnit("b", 1, "hussar", 8, 30, 30, 180);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "a", {"b"}).accepted());
    ASSERT_TRUE(charge(*game, "b", {"a"}).accepted());
    ScriptedDice dice({3, 4, 2, 3, 4, 6, 1, 1, 4, 2});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevSkirmish) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 8, 180);
    world.addUnit("skir", 0, "lightInfantry", 8, 30, 14, 0, Formation::SkirmishLine).status = {{"firstVolleyFired", true}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"skir"}).accepted());
    ScriptedDice dice({3, 4, 4, 6});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevBattery) {
    TricorneTestWorld world;
    world.addUnit("guns", 0, "battery12lb", 4, 40, 40, 0, Formation::Unlimbered);
    world.addUnit("hus", 1, "hussar", 8, 40, 33, 180);
    world.addUnit("ir", 0, "musketeer", 12, 40, 40 + 40 / 25.4 + 5, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"guns"}).accepted());
    ScriptedDice dice({3, 4, 6});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

TEST_F(TricorneChargeBoundTest, DevRiddenDown) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 27, 180);
    world.addUnit("inf", 0, "militiaMusketeer", 12, 30, 30, 0).status = {{"casualtiesThisGame", 3}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"inf"}).accepted());
    ScriptedDice dice({3, 4, 6});
    BoundRecord record;
    play(*game, dice, record);
    std::cout << record.text() << dice.remaining() << "\n";
}

}  // namespace
}  // namespace adjutant::testing
