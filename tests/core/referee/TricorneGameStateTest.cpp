#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/engine/UnitPositionIndex.h"
#include "core/json/JsonReader.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

TEST(TricorneGameState, StartsFromTheScenarioStatusOfEachUnit) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0).status = {{"shaken", true}};
    world.addUnit("kaiser", 1, "musketeer", 12, 30, 10, 180);
    GameState state = world.start();
    EXPECT_TRUE(tricorneState(state).unit("ir18").shaken);
    EXPECT_FALSE(tricorneState(state).unit("kaiser").shaken);
}

TEST(TricorneGameState, KeepsStatusesAtTheUnitsPlacesAndSharesTheirIndex) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("kaiser", 1, "musketeer", 12, 30, 10, 180);
    GameState state = world.start();
    TricorneGameState& t = tricorneState(state);
    ASSERT_NE(t.unitPlaces(), nullptr);
    EXPECT_TRUE(t.unitPlaces()->indexes(state.units()));
    EXPECT_EQ(t.statuses().placeOf("kaiser"), state.positionOf("kaiser"));

    const std::uint64_t seen = t.statusChanges().latest();
    t.editStatus("kaiser")->shaken = true;
    EXPECT_TRUE(t.statuses().atPlace(std::size_t{1}).shaken);
    t.editStatusAt(0)->unformed = true;
    std::vector<std::size_t> changed;
    t.statusChanges().forEachChangedSince(seen,
                                          [&](std::size_t place) { changed.push_back(place); });
    EXPECT_EQ(changed, (std::vector<std::size_t>{1, 0}));  // in the order they changed
    EXPECT_TRUE(t.unit("ir18").unformed);
}

// The cache is brought up to date at each question, so a question asked while
// a status is being changed, and one asked after, answer from the state as it
// then stands: nothing has to be settled between them.
TEST(TricorneGameState, TheCacheFollowsAnEditWhileItLastsAndAfterItEnds) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("kaiser", 1, "musketeer", 12, 30, 10, 180);
    GameState state = world.start();
    const auto layout = [&] {
        const TricorneContext context(state);
        return *context.layout(*context.unit("ir18"));
    };
    const geometry::UnitLayout before = layout();
    EXPECT_EQ(before.cohesion, Cohesion::Ordered);
    {
        auto status = tricorneState(state).editStatus("ir18");
        status->unformed = true;
        EXPECT_EQ(layout().cohesion, Cohesion::Unformed);
        status->unformed = false;  // written again after that question
    }
    EXPECT_EQ(layout(), before);
    state.editUnit("ir18")->figures = 6;
    EXPECT_LT(layout().frontage, before.frontage);
}

TEST(TricorneGameState, JsonRoundTripKeepsEveryField) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    TricorneGameState& t = tricorneState(state);
    {
        auto s = t.editStatus("ir18");
        s->routBoundsOwed = 2;
        s->guns = GunsState::AbandonedUntilMorale;
        s->thisBound.moraleTriggers.push_back({"fireCasualties", "kaiser"});
        s->thisBound.advanced = 3.5;
    }
    t.initiative = {true, 0, 2};
    t.orders.fireTargets["ir18"] = "kaiser";

    const nlohmann::json json = t.toJson();
    Diagnostics diagnostics;
    auto read = TricorneGameState::fromJson(JsonReader(json, "state", diagnostics), state.setup());
    ASSERT_NE(read, nullptr);
    EXPECT_FALSE(diagnostics.hasErrors());
    const auto& back = dynamic_cast<const TricorneGameState&>(*read);
    EXPECT_EQ(back.statuses(), t.statuses());
    EXPECT_EQ(back.initiative, t.initiative);
    EXPECT_EQ(back.orders, t.orders);
}

TEST(TricorneGameState, EndOfBoundMovesThisBoundToLastBound) {
    TricorneUnitState s;
    s.thisBound.routed = true;
    s.thisBound.retreated = true;
    s.thisBound.fired = true;
    s.thisBound.casualties = 2;
    s.casualtiesThisGame = 2;
    s.endBound();
    EXPECT_TRUE(s.lastBound.routed);
    EXPECT_TRUE(s.lastBound.retreated);
    EXPECT_FALSE(s.thisBound.routed);
    EXPECT_FALSE(s.thisBound.fired);
    EXPECT_EQ(s.thisBound.casualties, 0);
    EXPECT_EQ(s.casualtiesThisGame, 2);
    s.endBound();
    EXPECT_FALSE(s.lastBound.routed);
}

TEST(TricorneContext, ReadsTablesChoicesAndScale) {
    testing::TricorneTestWorld world;
    world.scenario().figureScale = "6mm";
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    TricorneContext context(state);
    // 1.4: 6 mm figures halve every distance.
    EXPECT_DOUBLE_EQ(context.distanceMultiplier(), 0.5);
    EXPECT_DOUBLE_EQ(context.scaled(6.0), 3.0);
    const Unit* unit = context.unit("ir18");
    ASSERT_NE(unit, nullptr);
    ASSERT_NE(context.troop(*unit), nullptr);
    EXPECT_EQ(context.troop(*unit)->category, TroopCategory::Infantry);
    EXPECT_TRUE(context.layout(*unit).has_value());
    EXPECT_FALSE(context.choices().empty());
}

TEST(TricorneGameState, StatusJsonHoldsOnlyWhatDiffersFromAFreshUnit) {
    // So a status field added later changes neither old saves nor their hashes.
    EXPECT_EQ(TricorneUnitState{}.toJson(), nlohmann::json::object());
    TricorneUnitState s;
    s.shaken = true;
    s.guns = GunsState::Lost;
    s.thisBound.moraleTriggers.push_back({"fireCasualties", "enemy"});
    const nlohmann::json json = s.toJson();
    EXPECT_EQ(json.size(), 3u) << json.dump();
    EXPECT_EQ(json["shaken"], true);
    EXPECT_EQ(json["guns"], "lost");
    EXPECT_EQ(TricorneUnitState::fromJson(json), s);
}

TEST(TricorneGameState, ReactionAndEscalationAreSavedByTheirKeys) {
    TricorneUnitState s;
    s.pendingReaction = TricorneActionCode::Recoil;
    s.reactionEscalation = TricorneEscalation::RoutIfFollowedUp;
    const nlohmann::json json = s.toJson();
    EXPECT_EQ(json,
              nlohmann::json::parse(
                  R"({"pendingReaction": "recoil", "reactionEscalation": "routIfFollowedUp"})"));
    EXPECT_EQ(TricorneUnitState::fromJson(json), s);
    // "" is none, as the string members were; an unknown key is an error naming the member.
    EXPECT_EQ(TricorneUnitState::fromJson(nlohmann::json::parse(R"({"pendingReaction": ""})")),
              TricorneUnitState{});
    Diagnostics diagnostics;
    TricorneUnitState::read(JsonReader(
        nlohmann::json::parse(R"({"pendingReaction": "run", "reactionEscalation": "flee"})"),
        "status", diagnostics));
    EXPECT_TRUE(diagnostics.hasErrors());
    const std::string text = diagnostics.toString();
    EXPECT_NE(text.find("pendingReaction"), std::string::npos) << text;
    EXPECT_NE(text.find("reactionEscalation"), std::string::npos) << text;
}

}  // namespace
}  // namespace adjutant
