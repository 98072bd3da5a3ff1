// Table-driven tests of the morale factors (15.4), the unit morale factor by
// class (15.3) and every row of the morale results (15.5) for every troop
// category and situation, all through findMoraleTests and testMorale.

#include <gtest/gtest.h>

#include <functional>

#include "core/referee/tricorne/TricorneMorale.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant {
namespace {

using testing::actionCodes;
using testing::testOne;

// --- 15.3: unit morale factor by class --------------------------------------

struct ClassCase {
    const char* type;
    Formation formation;
    int expected;
};

class TricorneMoraleUnitFactor : public ::testing::TestWithParam<ClassCase> {};

TEST_P(TricorneMoraleUnitFactor, IsTheValueOfTheClass) {
    const ClassCase c = GetParam();
    testing::TricorneTestWorld world;
    world.addUnit("u", 0, c.type, c.type == std::string("battery6lb") ? 1 : 8, 30, 30, 0,
                  c.formation, "austria");  // no national bonus
    GameState state = world.start();
    EXPECT_EQ(presentMoraleStatus(TricorneContext(state), "u", nullptr), c.expected) << c.type;
}

INSTANTIATE_TEST_SUITE_P(
    TricorneMoraleClasses, TricorneMoraleUnitFactor,
    ::testing::Values(ClassCase{"garrisonInfantry", Formation::Line, 3},  // fortress
                      ClassCase{"militiaMusketeer", Formation::Line, 3},
                      ClassCase{"battery6lb", Formation::Unlimbered, 4},  // artillery
                      ClassCase{"hussar", Formation::Line, 4},            // cavalry
                      ClassCase{"pandour", Formation::SkirmishLine, 4},   // irregular (A42)
                      ClassCase{"freikorpsInfantry", Formation::Line, 4},
                      ClassCase{"militiaGrenadier", Formation::Line, 5},
                      ClassCase{"musketeer", Formation::Line, 5},       // regular line
                      ClassCase{"jaeger", Formation::SkirmishLine, 5},  // regular light (A42)
                      ClassCase{"grenadier", Formation::Line, 6},       // regular grenadier
                      ClassCase{"guardInfantry", Formation::Line, 7},   // guard
                      ClassCase{"guardCavalry", Formation::Line, 7}));  // guard (A42)

// --- 15.4: each morale factor switched on alone -------------------------------

struct FactorCase {
    const char* name;
    const char* type;  // the unit tested, at (30, 30) facing 0, Austrian
    std::function<void(testing::TricorneTestWorld&)> scenario;
    std::function<void(GameState&)> status;
    int expected;
    RuleChoices options = {};
};

class TricorneMoraleFactor : public ::testing::TestWithParam<FactorCase> {};

TEST_P(TricorneMoraleFactor, AloneGivesThePms) {
    const FactorCase& c = GetParam();
    testing::TricorneTestWorld world;
    world.addUnit("u", 0, c.type, 12, 30, 30, 0, Formation::Line, "austria");
    for (const auto& [option, choice] : c.options) {
        world.options()[option] = choice;
    }
    if (c.scenario) {
        c.scenario(world);
    }
    GameState state = world.start();
    if (c.status) {
        c.status(state);
    }
    Explanation why;
    EXPECT_EQ(presentMoraleStatus(TricorneContext(state), "u", &why), c.expected) << why.render();
}

NotedEdit<TricorneUnitState> unitU(GameState& state) {
    return tricorneState(state).editStatus("u");
}

INSTANTIATE_TEST_SUITE_P(
    TricorneMoraleFactors, TricorneMoraleFactor,
    ::testing::Values(
        // 5 + 2: a general facing the unit, front edge on its front edge (base contact)
        FactorCase{"generalInContact",
                   "musketeer",
                   [](auto& w) { testing::addGeneral(w, 0, "g", 30, 30, 180); },
                   {},
                   7},
        // 5 + 2: standing in a town (hard cover, 19.2)
        FactorCase{
            "inHardCover", "musketeer", [](auto& w) { testing::addTown(w, 30, 30, 10); }, {}, 7},
        // 5 + 1: a general 2 in in front
        FactorCase{"generalNearby",
                   "musketeer",
                   [](auto& w) { testing::addGeneral(w, 0, "g", 30, 28, 180); },
                   {},
                   6},
        // 5 + 0: a general 5 in away is out of reach
        FactorCase{"generalTooFar",
                   "musketeer",
                   [](auto& w) { testing::addGeneral(w, 0, "g", 30, 25, 180); },
                   {},
                   5},
        // 5 + 1: Prussian troops
        FactorCase{"nationalBonus",
                   "musketeer",
                   [](auto& w) { w.scenario().units[0].nation = "prussia"; },
                   {},
                   6},
        // 5 - 1 x 2 casualties
        FactorCase{"perCasualty",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->casualtiesThisGame = 2; },
                   3},
        // cavalry 4 - 1 x 2 bounds of continuous melee
        FactorCase{"perBoundContinuousCavalryMelee",
                   "cuirassier",
                   {},
                   [](GameState& s) { unitU(s)->continuousMeleeBounds = 2; },
                   2},
        // 5 - 1
        FactorCase{"shaken", "musketeer", {}, [](GameState& s) { unitU(s)->shaken = true; }, 4},
        FactorCase{"retiredThisBound",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->thisBound.retired = true; },
                   4},
        FactorCase{"brokenThroughByCavalry",
                   "musketeer",
                   {},
                   [](GameState& s) {
                       unitU(s)->thisBound.moraleTriggers.push_back({kBrokenThroughMarker, "cav"});
                   },
                   4},
        // A43: shaken and retired share one line, -1 at most
        FactorCase{"shakenAndRetired",
                   "musketeer",
                   {},
                   [](GameState& s) {
                       unitU(s)->shaken = true;
                       unitU(s)->thisBound.retired = true;
                   },
                   4},
        // 5 - 3
        FactorCase{
            "attackedInFlankOrRear",
            "musketeer",
            {},
            [](GameState& s) {
                unitU(s)->thisBound.moraleTriggers.push_back({kAttackedInFlankMarker, "cav"});
            },
            2},
        // 5 - 2
        FactorCase{"retreatedThisBound",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->thisBound.retreated = true; },
                   3},
        // 5 - 3
        FactorCase{"routedThisBound",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->thisBound.routed = true; },
                   2},
        // 5 - 2
        FactorCase{"routedLastBound",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->lastBound.routed = true; },
                   3},
        // A40 pairInOrder: shaken -3, routed last bound nothing
        FactorCase{"shakenPairInOrder",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->shaken = true; },
                   2,
                   {{"moraleFactorPairing", "pairInOrder"}}},
        FactorCase{"routedLastBoundPairInOrder",
                   "musketeer",
                   {},
                   [](GameState& s) { unitU(s)->lastBound.routed = true; },
                   5,
                   {{"moraleFactorPairing", "pairInOrder"}}}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });

TEST(TricorneMoraleFactors, EnemyInContactOnTheFlankCountsAsAttackedInTheFlank) {
    testing::TricorneTestWorld world;
    world.addUnit("u", 0, "musketeer", 12, 30, 30, 0, Formation::Line, "austria");
    GameState probe = world.start();
    const auto layout = TricorneContext(probe).layout(*probe.findUnit("u"));
    ASSERT_TRUE(layout);
    // Hussars facing east with their front edge on the unit's left flank.
    world.addUnit("hus", 1, "hussar", 8, layout->frontLeft.x, 30 + layout->depth / 2, 90);
    GameState state = world.start();
    Explanation why;
    EXPECT_EQ(presentMoraleStatus(TricorneContext(state), "u", &why), 2) << why.render();  // 5-3
}

// --- 15.5: every row for every category and situation ------------------------

struct RowCase {
    const char* situation;  // "infantry", "infantryInMelee", "infantrySquareVsCavalry",
                            // "cavalry", "cavalryInMelee", "artilleryUnlimbered",
                            // "artilleryLimbered", "artilleryInMelee"
    int d;
    const char* codes;
    int routBounds = 0;
};

std::string caseName(const RowCase& c) {
    return std::string(c.situation) + (c.d < 0 ? "Minus" : "Plus") + std::to_string(std::abs(c.d));
}

class TricorneMoraleResultRow : public ::testing::TestWithParam<RowCase> {};

TEST_P(TricorneMoraleResultRow, GivesTheTableActions) {
    const RowCase c = GetParam();
    const std::string s = c.situation;
    const bool artillery = s.rfind("artillery", 0) == 0;
    const bool cavalry = s.rfind("cavalry", 0) == 0;
    const char* type = artillery ? "battery6lb" : cavalry ? "cuirassier" : "musketeer";
    const Formation formation = s == "artilleryLimbered"         ? Formation::Limbered
                                : artillery                      ? Formation::Unlimbered
                                : s == "infantrySquareVsCavalry" ? Formation::Square
                                                                 : Formation::Line;
    const int base = artillery || cavalry ? 4 : 5;  // 15.3
    // d = die - PMS: die 1 for d < 0 (PMS = 1 - d), die 6 otherwise (PMS = 6 - d).
    const int die = c.d < 0 ? 1 : 6;
    const int pms = die - c.d;
    const bool cover = pms > base;  // a town: +2 (15.4)
    const int casualties = base + (cover ? 2 : 0) - pms;

    testing::TricorneTestWorld world;
    world.addUnit("u", 0, type, artillery ? 1 : 12, 30, 30, 0, formation, "austria");
    world.addUnit("cav", 1, "cuirassier", 12, 60, 5, 180);
    if (cover) {
        testing::addTown(world, 30, 30, 10);
    }
    GameState state = world.start();
    auto u = tricorneState(state).editStatus("u");
    u->casualtiesThisGame = casualties;
    u->limbered = formation == Formation::Limbered;
    const bool melee = s.find("Melee") != std::string::npos || s == "infantrySquareVsCavalry";
    u->thisBound.inMelee = melee;
    u->thisBound.moraleTriggers.push_back({melee ? "meleeCasualties" : "fireCasualties", "cav"});

    const MoraleResult result = testOne(state, "u", {die});
    EXPECT_EQ(result.pms, pms);
    EXPECT_EQ(result.d, c.d);
    EXPECT_EQ(actionCodes(result), c.codes) << result.resolution.explanation.render();
    EXPECT_EQ(result.routBounds, c.routBounds);
}

const char* const kShakenHalt = "shaken,mayNotCharge,dressRanks";

INSTANTIATE_TEST_SUITE_P(
    TricorneMoraleRows, TricorneMoraleResultRow,
    ::testing::Values(
        // Infantry, not in melee.
        RowCase{"infantry", -5, "obeyOrders"}, RowCase{"infantry", -4, "obeyOrders"},
        RowCase{"infantry", -3, "obeyOrders"}, RowCase{"infantry", -2, "obeyOrders"},
        RowCase{"infantry", 0, "obeyOrders"}, RowCase{"infantry", 1, kShakenHalt},
        RowCase{"infantry", 2, "shaken,mayNotCharge"}, RowCase{"infantry", 3, kShakenHalt},
        RowCase{"infantry", 4, "retire"}, RowCase{"infantry", 5, "retreat"},
        RowCase{"infantry", 6, "rout", 1}, RowCase{"infantry", 7, "rout", 2},
        // Infantry in melee.
        RowCase{"infantryInMelee", -5, "followUp"}, RowCase{"infantryInMelee", -4, "followUp"},
        RowCase{"infantryInMelee", -3, "followUp"}, RowCase{"infantryInMelee", -1, "obeyOrders"},
        RowCase{"infantryInMelee", 1, kShakenHalt},
        RowCase{"infantryInMelee", 2, "shaken,mayNotCharge,recoil"},
        RowCase{"infantryInMelee", 3, "shaken,mayNotCharge,retire"},
        RowCase{"infantryInMelee", 4, "retire"}, RowCase{"infantryInMelee", 5, "retreat"},
        RowCase{"infantryInMelee", 6, "rout", 1}, RowCase{"infantryInMelee", 7, "rout", 2},
        // Infantry in square against cavalry (no follow-up from a square on -5, -4).
        RowCase{"infantrySquareVsCavalry", -5, "obeyOrders"},
        RowCase{"infantrySquareVsCavalry", -4, "obeyOrders"},
        RowCase{"infantrySquareVsCavalry", -3, "followUp"},
        RowCase{"infantrySquareVsCavalry", 0, "obeyOrders"},
        RowCase{"infantrySquareVsCavalry", 1, kShakenHalt},
        RowCase{"infantrySquareVsCavalry", 2, "shaken,mayNotCharge,hold"},
        RowCase{"infantrySquareVsCavalry", 3, "shaken,mayNotCharge,hold"},
        RowCase{"infantrySquareVsCavalry", 4, "hold"},
        RowCase{"infantrySquareVsCavalry", 5, "squareMayBeBrokenThrough"},
        RowCase{"infantrySquareVsCavalry", 6, "rout", 1},
        RowCase{"infantrySquareVsCavalry", 7, "rout", 2},
        // Cavalry.
        RowCase{"cavalry", -5, "obeyOrders"}, RowCase{"cavalry", -4, "obeyOrders"},
        RowCase{"cavalry", -3, "obeyOrders"}, RowCase{"cavalry", 0, "obeyOrders"},
        RowCase{"cavalry", 1, kShakenHalt}, RowCase{"cavalry", 2, "shaken,mayNotCharge,retire"},
        RowCase{"cavalry", 3, "shaken,mayNotCharge,retire"}, RowCase{"cavalry", 4, "retire"},
        RowCase{"cavalry", 5, "retreat"}, RowCase{"cavalry", 6, "rout", 1},
        RowCase{"cavalry", 7, "rout", 2},
        // Cavalry in melee.
        RowCase{"cavalryInMelee", -5, "followUp"}, RowCase{"cavalryInMelee", -4, "followUp"},
        RowCase{"cavalryInMelee", -3, "followUp"}, RowCase{"cavalryInMelee", -2, "obeyOrders"},
        RowCase{"cavalryInMelee", 2, "shaken,mayNotCharge,retire"},
        RowCase{"cavalryInMelee", 6, "rout", 1},
        // Artillery, unlimbered.
        RowCase{"artilleryUnlimbered", -5, "manGuns"},
        RowCase{"artilleryUnlimbered", -4, "manGuns"},
        RowCase{"artilleryUnlimbered", -3, "manGuns"},
        RowCase{"artilleryUnlimbered", 0, "obeyOrders"},
        RowCase{"artilleryUnlimbered", 1, "shaken,hold"},
        RowCase{"artilleryUnlimbered", 2, "shaken,hold"},
        RowCase{"artilleryUnlimbered", 3, "shaken,holdForRestOfGame"},
        RowCase{"artilleryUnlimbered", 4, "limber,retire,neverAdvance"},
        RowCase{"artilleryUnlimbered", 5, "retreat"},
        RowCase{"artilleryUnlimbered", 6, "rout,abandonGuns", 1},
        RowCase{"artilleryUnlimbered", 7, "rout,abandonGuns", 2},
        // Artillery, limbered.
        RowCase{"artilleryLimbered", -4, "manGuns"},
        RowCase{"artilleryLimbered", 1, "shaken,unlimber"},
        RowCase{"artilleryLimbered", 2, "shaken,unlimber"},
        RowCase{"artilleryLimbered", 3, "shaken,retire,unlimber,neverAdvance"},
        RowCase{"artilleryLimbered", 4, "limber,retire,neverAdvance"},
        RowCase{"artilleryLimbered", 5, "retreat"},
        RowCase{"artilleryLimbered", 6, "rout,abandonGuns", 1},
        // Artillery in melee.
        RowCase{"artilleryInMelee", -5, "manGuns"}, RowCase{"artilleryInMelee", 0, "obeyOrders"},
        RowCase{"artilleryInMelee", 1, "shaken,abandonGuns"},
        RowCase{"artilleryInMelee", 2, "shaken,abandonGuns"},
        RowCase{"artilleryInMelee", 3, "shaken,abandonGuns"},
        RowCase{"artilleryInMelee", 4, "abandonGuns"}, RowCase{"artilleryInMelee", 5, "retreat"},
        RowCase{"artilleryInMelee", 6, "rout,abandonGuns", 1}),
    [](const auto& testInfo) { return caseName(testInfo.param); });

// What the artillery rows leave behind (15.5).
TEST(TricorneMoraleResults, ArtilleryGunStatesFollowTheRow) {
    testing::TricorneTestWorld world;
    world.addUnit("bat", 0, "battery6lb", 1, 30, 30, 0, Formation::Unlimbered, "austria");
    GameState state = world.start();
    MoraleResult result;
    result.unitId = "bat";
    TricorneAction abandon;
    abandon.code = TricorneActionCode::AbandonGuns;
    abandon.bounds = 2;
    result.actions = {abandon};
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("bat").guns, GunsState::AbandonedForBounds);
    EXPECT_EQ(tricorneState(state).unit("bat").gunsAbandonedBoundsLeft, 2);
    abandon.bounds.reset();
    abandon.forRestOfGame = true;
    result.actions = {abandon};
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("bat").guns, GunsState::Lost);
    TricorneAction hold;
    hold.code = TricorneActionCode::HoldForRestOfGame;
    TricorneAction never;
    never.code = TricorneActionCode::NeverAdvance;
    result.actions = {hold, never};
    applyMoraleResult(state, result);
    EXPECT_TRUE(tricorneState(state).unit("bat").mustHoldPosition);
    EXPECT_TRUE(tricorneState(state).unit("bat").mayNotAdvance);
}

}  // namespace
}  // namespace adjutant
