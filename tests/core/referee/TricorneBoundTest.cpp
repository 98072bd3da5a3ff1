// Whole bounds of Tricorne and Musket run through the step commands with
// scripted dice: what each step does, the end-of-bound bookkeeping, and that a
// replay of the same commands reaches the same state.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "tests/core/referee/TricorneBoundTestSupport.h"

namespace adjutant::testing {
namespace {

class TricorneBoundTest : public ::testing::Test, public BuiltinEngineFixture {};

bool hasResolution(const ResolveStepCommand& step, const std::string& kind) {
    for (const Resolution& r : step.resolutions()) {
        if (r.kind == kind) {
            return true;
        }
    }
    return false;
}

TEST_F(TricorneBoundTest, InitiativeIsRolledFirstAndUncalledChargeStepsSayWhyNothingHappened) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 10, 180);
    auto game = startGame(world);
    // Prussia (SYW +1) throws 3, Austria 4: a tie, both sides act from bound 1.
    ScriptedDice dice({3, 4});

    const ResolveStepCommand& first = resolve(*game, dice);
    ASSERT_EQ(first.resolutions().size(), 2U);
    EXPECT_EQ(first.resolutions()[0].kind, "initiative");
    EXPECT_EQ(first.resolutions()[0].rolls.size(), 2U);
    EXPECT_EQ(first.resolutions()[1].kind, "step");
    EXPECT_NE(first.resolutions()[1].summary.find("nothing happened"), std::string::npos);
    EXPECT_EQ(first.resolutions()[1].explanation.note, "no unit declared a charge");
    EXPECT_EQ(first.rolls().size(), 2U);  // the command keeps its dice
    const TricorneInitiative& initiative = tricorneState(game->state()).initiative;
    EXPECT_TRUE(initiative.rolled);
    EXPECT_EQ(initiative.side, -1);

    // Steps 2 to 6 throw no die (the script has none left) and say why.
    for (const char* id :
         {"responseTests", "responses", "melee", "breakthroughTests", "breakthroughContacts"}) {
        ASSERT_EQ(game->state().currentStep()->id, id);
        const ResolveStepCommand& step = resolve(*game, dice);
        ASSERT_EQ(step.resolutions().size(), 1U) << id;
        EXPECT_EQ(step.resolutions()[0].kind, "step");
        EXPECT_EQ(step.resolutions()[0].step, id);
    }
    ASSERT_EQ(game->state().currentStep()->id, "movement");
    const ResolveStepCommand& movement = resolve(*game, dice);
    ASSERT_EQ(movement.resolutions().size(), 1U);
    EXPECT_NE(movement.resolutions()[0].summary.find("manoeuvres"), std::string::npos);
    EXPECT_EQ(game->state().units()[0].pose, (Pose{{30, 40}, 0}));  // nothing moved by itself
}

TEST_F(TricorneBoundTest, TheLastStepEndsTheBoundAndTheNextBeginsAtTheFirstStep) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 10, 180);
    auto game = startGame(world);
    ScriptedDice dice({3, 4});
    resolveUntil(*game, "moraleReactions", dice);
    EXPECT_EQ(game->state().bound(), 1);
    resolve(*game, dice);
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(game->state().stepIndex(), 0U);
    // Bound 2 rolls no initiative: the script is empty, yet the step resolves.
    const ResolveStepCommand& next = resolve(*game, dice);
    EXPECT_FALSE(hasResolution(next, "initiative"));
}

TEST_F(TricorneBoundTest, FreeInitiativeBoundsRunOutAtTheEndOfEachBound) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 10, 180);
    auto game = startGame(world);
    // Prussia 6 + 1 = 7 against Austria 5: Prussia moves first for 2 bounds.
    ScriptedDice dice({6, 5});
    resolve(*game, dice);
    EXPECT_EQ(tricorneState(game->state()).initiative.side, 0);
    EXPECT_EQ(tricorneState(game->state()).initiative.boundsOwed, 2);
    resolveUntil(*game, "declareCharges", dice);  // the end of bound 1
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(tricorneState(game->state()).initiative.boundsOwed, 1);
    resolve(*game, dice);
    resolveUntil(*game, "declareCharges", dice);  // the end of bound 2
    EXPECT_EQ(tricorneState(game->state()).initiative.boundsOwed, 0);
    EXPECT_EQ(tricorneState(game->state()).initiative.side, -1);
}

TEST_F(TricorneBoundTest, FireOrdersAreRefusedOnceTheFiringStepIsOver) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 27, 180);
    auto game = startGame(world);
    ScriptedDice dice({3, 4, 1, 1, 1, 1, 1, 1});
    resolveUntil(*game, "movement", dice);
    EXPECT_TRUE(fireOrder(*game, "a1", "b1").accepted());
    EXPECT_FALSE(fireOrder(*game, "a1", "nobody").accepted());
    EXPECT_EQ(tricorneState(game->state()).orders.fireTargets.at("a1"), "b1");
    EXPECT_TRUE(fireOrder(*game, "a1", "").accepted());  // cancelled
    EXPECT_TRUE(tricorneState(game->state()).orders.fireTargets.empty());
    resolveUntil(*game, "moraleChecks", dice);
    const GameChange late = fireOrder(*game, "a1", "b1");
    EXPECT_FALSE(late.accepted());
    EXPECT_NE(late.reason.find("before step 9"), std::string::npos) << late.reason;
}

TEST_F(TricorneBoundTest, ManoeuvresAreMadeInStepEightOnly) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 10, 180);
    auto game = startGame(world);
    ScriptedDice dice({3, 4});
    const nlohmann::json advance = {
        {"unit", "a1"},
        {"kind", "move"},
        {"path", nlohmann::json::array({{{"position", {30, 37}}, {"facing", 0}}})}};
    const GameChange early = game->apply(std::make_unique<ManoeuvreCommand>(referees, advance));
    EXPECT_FALSE(early.accepted());
    EXPECT_NE(early.reason.find("step 8"), std::string::npos) << early.reason;
    resolveUntil(*game, "movement", dice);
    const GameChange moved = game->apply(std::make_unique<ManoeuvreCommand>(referees, advance));
    ASSERT_TRUE(moved.accepted()) << moved.reason;
    EXPECT_NEAR(game->state().findUnit("a1")->pose.position.y, 37, 1e-9);
}

TEST_F(TricorneBoundTest, AChargeDeclaredInStepOneIsTestedFoughtAndReplaysToTheSameHash) {
    TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 12, 30, 24, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    auto game = startGame(world, 11);
    auto charge = [&](std::vector<std::string> targets) {
        return game->apply(std::make_unique<ChargeOrderCommand>(referees, "cav", targets));
    };
    EXPECT_FALSE(game->apply(std::make_unique<ChargeOrderCommand>(
                                 referees, "cav", std::vector<std::string>{"nobody"}))
                     .accepted());
    const GameChange declared = charge({"inf"});
    ASSERT_TRUE(declared.accepted()) << declared.reason;
    EXPECT_EQ(tricorneState(game->state()).unit("cav").thisBound.chargeTargets,
              std::vector<std::string>{"inf"});

    // The game's own seeded dice from here: each step runs its procedure.
    std::vector<std::string> kinds;
    for (int i = 0; i < 11 && game->state().bound() == 1; ++i) {
        const GameChange change = game->apply(std::make_unique<ResolveStepCommand>(referees));
        ASSERT_TRUE(change.accepted()) << change.reason;
        const auto& step =
            dynamic_cast<const ResolveStepCommand&>(game->command(game->cursor() - 1));
        for (const Resolution& r : step.resolutions()) {
            kinds.push_back(r.kind);
        }
        if (i == 0) {  // after step 1 a declaration is refused: it is step 2 now
            const GameChange late = charge({"inf"});
            EXPECT_FALSE(late.accepted());
            EXPECT_NE(late.reason.find("step 1"), std::string::npos) << late.reason;
        }
    }
    EXPECT_EQ(game->state().bound(), 2);
    // The infantry tested its response; then either the charge went in and a
    // melee was fought, or the response took the infantry away first.
    EXPECT_NE(std::find(kinds.begin(), kinds.end(), "chargeResponse"), kinds.end());
    const bool fought = std::find(kinds.begin(), kinds.end(), "melee") != kinds.end();
    const bool movedAway = tricorneState(game->state()).unit("inf").thisBound.chargeResponseMoved;
    EXPECT_TRUE(fought || movedAway);

    // The journal replays to the same state.
    const std::string hash = formatStateHash(stateHash(game->state()));
    auto replayed = startGame(world, 11);
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        ASSERT_TRUE(replayed->apply(game->command(i).clone()).accepted()) << i;
    }
    EXPECT_EQ(formatStateHash(stateHash(replayed->state())), hash);
}

TEST_F(TricorneBoundTest, AStepCommandReadFromASaveIsRefusedAtAnotherStep) {
    TricorneTestWorld world;
    world.addUnit("a1", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("b1", 1, "musketeer", 12, 30, 10, 180);
    auto game = startGame(world);
    ScriptedDice dice({3, 4});
    resolve(*game, dice);
    const nlohmann::json saved = game->command(0).toJson();
    EXPECT_EQ(saved.at("step"), "declareCharges");
    EXPECT_EQ(saved.at("resolutions").size(), 2U);

    Diagnostics diagnostics;
    auto again = engines.commands.fromJson(JsonReader(saved, "save", diagnostics));
    ASSERT_NE(again, nullptr) << diagnostics.toString();
    const GameChange change = game->apply(std::move(again));  // the game is at step 2 now
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("declareCharges"), std::string::npos) << change.reason;
}

// Two battalions 3 inches apart exchange fire in step 9; the Austrian militia
// loses figures, tests morale in step 10 and routs, and makes its rout move
// towards its own baseline (the top edge) in step 11.
class TricorneWholeBoundTest : public TricorneBoundTest {
  protected:
    TricorneWholeBoundTest() {
        world.addUnit("a1", 0, "musketeer", 12, 30, 30, 0).moraleClass = "guard";
        Unit& b1 = world.addUnit("b1", 1, "musketeer", 12, 30, 27, 180);
        b1.moraleClass = "militiaMusketeer";
        b1.status = {{"shaken", true}, {"casualtiesThisGame", 3}};  // already worn down
        world.scenario().sides[0].colour = "#1f3a68";               // a saved game needs them
        world.scenario().sides[1].colour = "#f2f2f2";
        game = startGame(world);
    }

    void giveOrders() {
        ASSERT_TRUE(fireOrder(*game, "a1", "b1").accepted());
        ASSERT_TRUE(fireOrder(*game, "b1", "a1").accepted());
    }

    TricorneTestWorld world;
    std::unique_ptr<Game> game;
};

std::string summaries(const ResolveStepCommand& step) {
    std::string text;
    for (const Resolution& r : step.resolutions()) {
        text += r.kind + ": " + r.summary + "\n";
    }
    return text;
}

TEST_F(TricorneWholeBoundTest, LinesExchangeFireAndTheLoserRoutsInStepEleven) {
    // Initiative 3 and 4 (a tie), then 6s: the volleys hit hard, the guard
    // (PMS 6) passes its test on a 6 and the shaken militia fails it badly.
    ScriptedDice dice({3, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6});
    resolveUntil(*game, "movement", dice);
    giveOrders();
    resolve(*game, dice);  // step 8: nothing moves by itself

    const ResolveStepCommand& firing = resolve(*game, dice);
    ASSERT_EQ(firing.step(), "firing");
    EXPECT_TRUE(hasResolution(firing, "fire")) << summaries(firing);
    const Unit& b1 = *game->state().findUnit("b1");
    EXPECT_LT(b1.figures, 12) << summaries(firing);  // casualties are removed at once
    const TricorneUnitState& hit = tricorneState(game->state()).unit("b1");
    EXPECT_TRUE(hit.thisBound.fired);
    EXPECT_FALSE(hit.thisBound.moraleTriggers.empty());
    EXPECT_TRUE(tricorneState(game->state()).orders.fireTargets.empty());  // carried out

    const ResolveStepCommand& checks = resolve(*game, dice);
    ASSERT_EQ(checks.step(), "moraleChecks");
    EXPECT_TRUE(hasResolution(checks, "moraleTest")) << summaries(checks);
    EXPECT_GT(tricorneState(game->state()).unit("b1").routBoundsOwed, 0) << summaries(checks);
    const Pose before = game->state().findUnit("b1")->pose;

    const ResolveStepCommand& reactions = resolve(*game, dice);
    ASSERT_EQ(reactions.step(), "moraleReactions");
    const Pose after = game->state().findUnit("b1")->pose;
    EXPECT_LT(after.position.y, before.position.y - 1.0)
        << summaries(reactions);          // towards the top
    EXPECT_EQ(game->state().bound(), 2);  // the bound is over
    const TricorneUnitState& routed = tricorneState(game->state()).unit("b1");
    EXPECT_TRUE(routed.lastBound.routed);  // end of bound: this bound became last bound
    EXPECT_TRUE(routed.lastBound.movedInMoraleReaction);
    EXPECT_FALSE(routed.thisBound.fired);

    // Replaying the same commands (from the save) reaches the same state.
    Diagnostics diagnostics;
    auto loaded = readSavedGameText(savedGameText(*game), "bound.save.jsonl", builtinRulesets(),
                                    engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

}  // namespace
}  // namespace adjutant::testing
