// Every cell of the formation-change table (digest 4.5) in both directions, the
// cavalry reading (A12), squares (A28) and every row of the movement table (4.1).
#include <gtest/gtest.h>

#include <optional>

#include "tests/core/referee/princes/PrincesMovementTestSupport.h"

namespace adjutant {
namespace {

using namespace princes_test;
using Kind = PrincesManoeuvre::Kind;

constexpr Formation MC = Formation::MarchColumn;
constexpr Formation CD = Formation::ColumnOfDivisions;
constexpr Formation Ln = Formation::Line;
constexpr Formation SkLn = Formation::SkirmishLine;

struct Cell {
    const char* moraleClass;
    Formation from;
    Formation to;
    std::optional<double> cost;  // absent: not allowed
    bool mayFire;
};

// The fifteen cells of 4.5, the A/B row written out for both classes.
const Cell kTable[] = {
    {"A", MC, CD, 0.5, true},   {"A", MC, Ln, 1, true},      {"A", MC, SkLn, {}, false},
    {"A", CD, Ln, 0.5, true},   {"A", Ln, SkLn, 0, true},    {"B", MC, CD, 0.5, true},
    {"B", MC, Ln, 1, true},     {"B", MC, SkLn, {}, false},  {"B", CD, Ln, 0.5, true},
    {"B", Ln, SkLn, 0, true},   {"C", MC, CD, 0.5, false},   {"C", MC, Ln, 1, false},
    {"C", MC, SkLn, {}, false}, {"C", CD, Ln, 0.5, false},   {"C", Ln, SkLn, 0.5, true},
    {"D", MC, CD, 1, false},    {"D", MC, Ln, {}, false},    {"D", MC, SkLn, 1, false},
    {"D", CD, Ln, 1, false},    {"D", Ln, SkLn, 0.5, false},
};

TEST(PrincesFormationChangeTableTest, EveryCellBothWays) {
    const PrincesRules rules = princesRules();
    for (const Cell& cell : kTable) {
        for (bool reversed : {false, true}) {
            const Formation from = reversed ? cell.to : cell.from;
            const Formation to = reversed ? cell.from : cell.to;
            SCOPED_TRACE(std::string(cell.moraleClass) + " " + std::string(formationKey(from)) +
                         " -> " + std::string(formationKey(to)));
            const PrincesMover mover = infantry(cell.moraleClass, from);
            const auto change = princesFormationChange(rules, mover, from, to);
            const PrincesMoveCost priced = princesManoeuvreCost(rules, mover, {}, changeTo(to));
            ASSERT_EQ(change.has_value(), cell.cost.has_value());
            EXPECT_EQ(priced.legal, cell.cost.has_value()) << priced.reason;
            if (!cell.cost) {
                continue;
            }
            EXPECT_EQ(change->from, from);
            EXPECT_EQ(change->to, to);
            EXPECT_DOUBLE_EQ(change->cost, *cell.cost);
            EXPECT_EQ(change->mayFire, cell.mayFire);
            EXPECT_DOUBLE_EQ(priced.cost, *cell.cost);
            EXPECT_EQ(priced.mayStillFire, cell.mayFire);
            EXPECT_DOUBLE_EQ(priced.inchesLeft,
                             (1 - *cell.cost) * princesRate(rules, mover, to, false));
        }
    }
}

TEST(PrincesFormationChangeTableTest, PairsOutsideTheTableAreChains) {
    const PrincesRules rules = princesRules();
    // CD <-> SkLn is in no column: class B goes through line, 0.5 + 0 (both F).
    const auto chain = princesCheapestFormationChain(rules, infantry("B", CD), CD, SkLn);
    ASSERT_EQ(chain.size(), 2u);
    EXPECT_EQ(chain[0].to, Ln);
    EXPECT_EQ(princesTurnsForChain(rules, chain), 1);
    // Class A/B MC -> SkLn is "not allowed": MC -> Ln (1) -> SkLn (0) beats MC -> CD -> Ln -> SkLn.
    const auto fromColumn = princesCheapestFormationChain(rules, infantry("A", MC), MC, SkLn);
    ASSERT_EQ(fromColumn.size(), 2u);
    EXPECT_EQ(fromColumn[0].to, Ln);
    EXPECT_EQ(princesTurnsForChain(rules, fromColumn), 1);
    // Class C: MC -> CD (0.5) -> Ln (0.5) ties MC -> Ln (1) on cost; fewer links wins.
    const auto classC = princesCheapestFormationChain(rules, infantry("C", MC), MC, Ln);
    ASSERT_EQ(classC.size(), 1u);
    EXPECT_TRUE(princesCheapestFormationChain(rules, infantry("C", Ln), Ln, Ln).empty());
}

TEST(PrincesFormationChangeTableTest, CavalryUsesTheColumnOfDivisionsAndSkirmishColumns) {
    const PrincesRules rules = princesRules();
    for (const char* moraleClass : {"A", "B", "C", "D"}) {
        SCOPED_TRACE(moraleClass);
        const PrincesMover horse = cavalry(moraleClass, CD);
        const auto columnToLine = princesFormationChange(rules, horse, CD, Ln);
        const auto infantryCell = princesFormationChange(rules, infantry(moraleClass, CD), CD, Ln);
        ASSERT_TRUE(columnToLine && infantryCell);
        EXPECT_DOUBLE_EQ(columnToLine->cost, infantryCell->cost);
        const auto lineToSkirmish = princesFormationChange(rules, horse, SkLn, Ln);
        const auto infantrySkirmish =
            princesFormationChange(rules, infantry(moraleClass, SkLn), SkLn, Ln);
        ASSERT_TRUE(lineToSkirmish && infantrySkirmish);
        EXPECT_DOUBLE_EQ(lineToSkirmish->cost, infantrySkirmish->cost);
        // Cavalry has no march column, so not even class D's MC <-> SkLn cell.
        EXPECT_FALSE(princesFormationChange(rules, horse, MC, SkLn));
        EXPECT_FALSE(princesFormationChange(rules, horse, CD, SkLn));
        EXPECT_EQ(princesCheapestFormationChain(rules, horse, CD, SkLn).size(), 2u);
    }
    const PrincesMoveCost priced = princesManoeuvreCost(rules, cavalry("B", CD), {}, changeTo(Ln));
    ASSERT_TRUE(priced.legal);
    EXPECT_DOUBLE_EQ(priced.inchesLeft, 4.5);  // half of the 9" line rate
    const Explanation* line =
        findLine(priced.explanation, "Formation change column of divisions to line");
    ASSERT_NE(line, nullptr) << priced.explanation.render();
    EXPECT_EQ(line->rule, "4.5, A12");
}

TEST(PrincesFormationChangeTableTest, SquareIsAFullMoveWithoutFireAndCannotMove) {
    const PrincesRules rules = princesRules();
    for (Formation from : {MC, CD, Ln, SkLn}) {
        const auto change =
            princesFormationChange(rules, infantry("B", from), from, Formation::Square);
        ASSERT_TRUE(change);
        EXPECT_DOUBLE_EQ(change->cost, 1);
        EXPECT_FALSE(change->mayFire);
    }
    const PrincesMover square = infantry("B", Formation::Square);
    EXPECT_DOUBLE_EQ(princesRate(rules, square, Formation::Square, false), 0);
    const PrincesMoveCost stuck = princesManoeuvreCost(rules, square, {}, move(1));
    EXPECT_FALSE(stuck.legal);
    EXPECT_FALSE(princesManoeuvreCost(rules, square, {}, of(Kind::Charge, 1)).legal);
    EXPECT_FALSE(princesFormationChange(rules, cavalry("B", Ln), Ln, Formation::Square));
    EXPECT_FALSE(princesFormationChange(rules, gun("footArtillery", Formation::Limbered),
                                        Formation::Limbered, Formation::Unlimbered));
}

struct RateRow {
    const char* arm;
    Formation formation;
    double rate;
    double charge;  // 0: may not charge
};

const RateRow kRates[] = {
    {"infantry", MC, 8, 10},
    {"infantry", CD, 8, 10},
    {"infantry", Ln, 6, 8},
    {"infantry", SkLn, 8, 10},
    {"infantry", Formation::Square, 0, 0},
    {"cavalry", CD, 12, 15},
    {"cavalry", Ln, 9, 12},
    {"cavalry", SkLn, 12, 15},
    {"footArtillery", Formation::Limbered, 8, 0},
    {"footArtillery", Formation::Unlimbered, 0, 0},
    {"horseArtillery", Formation::Limbered, 8, 0},
    {"horseArtillery", Formation::Unlimbered, 0, 0},
};

TEST(PrincesFormationChangeTableTest, EveryRowOfTheMovementTable) {
    const PrincesRules rules = princesRules();
    for (const RateRow& row : kRates) {
        SCOPED_TRACE(std::string(row.arm) + " " + std::string(formationKey(row.formation)));
        PrincesMover mover = infantry("C", row.formation);
        mover.arm = row.arm;
        EXPECT_DOUBLE_EQ(princesRate(rules, mover, row.formation, false), row.rate);
        EXPECT_DOUBLE_EQ(princesRate(rules, mover, row.formation, true), row.charge);
        // The rate is exactly one whole allowance of ground.
        if (row.rate > 0) {
            const PrincesMoveCost whole = princesManoeuvreCost(rules, mover, {}, move(row.rate));
            EXPECT_TRUE(whole.legal) << whole.reason;
            EXPECT_DOUBLE_EQ(whole.cost, 1);
            EXPECT_FALSE(princesManoeuvreCost(rules, mover, {}, move(row.rate + 0.1)).legal);
        }
        const PrincesMoveCost charge =
            princesManoeuvreCost(rules, mover, {}, of(Kind::Charge, row.charge));
        EXPECT_EQ(charge.legal, row.charge > 0) << charge.reason;
        EXPECT_FALSE(charge.mayStillFire);
    }
    // Rout: 10" for infantry and gun crews, 15" for cavalry, whatever the formation.
    for (const auto& [arm, rout] : {std::pair{"infantry", 10.0}, std::pair{"cavalry", 15.0},
                                    std::pair{"footArtillery", 10.0}}) {
        PrincesMover router = infantry("C", Ln);
        router.arm = arm;
        router.routing = true;
        EXPECT_DOUBLE_EQ(princesRate(rules, router, Ln, false), rout) << arm;
        const PrincesMoveCost ran = princesManoeuvreCost(rules, router, {}, move(rout));
        EXPECT_TRUE(ran.legal) << ran.reason;
        EXPECT_DOUBLE_EQ(ran.cost, 1);
        EXPECT_FALSE(ran.mayStillFire);
        EXPECT_FALSE(princesManoeuvreCost(rules, router, {}, changeTo(CD)).legal);
    }
    // Prolonge: an unlimbered gun shifts 2" and still fires.
    const PrincesMover deployed = gun("footArtillery", Formation::Unlimbered);
    const PrincesMoveCost dragged =
        princesManoeuvreCost(rules, deployed, {}, of(Kind::Prolonge, 2));
    ASSERT_TRUE(dragged.legal) << dragged.reason;
    EXPECT_TRUE(dragged.mayStillFire);
    EXPECT_TRUE(dragged.spendingAfter.prolonged);
    EXPECT_TRUE(princesMayFireAfterMoving(rules, deployed, dragged.spendingAfter));
    EXPECT_FALSE(princesManoeuvreCost(rules, deployed, {}, of(Kind::Prolonge, 2.5)).legal);
    EXPECT_FALSE(
        princesManoeuvreCost(rules, deployed, dragged.spendingAfter, of(Kind::Limber)).legal);
    EXPECT_FALSE(princesManoeuvreCost(rules, deployed, {}, move(1)).legal);
}

}  // namespace
}  // namespace adjutant
