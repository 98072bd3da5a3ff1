#include "core/engine/RulesetStateFactory.h"

#include <gtest/gtest.h>

#include <set>

#include "core/engine/Command.h"
#include "core/engine/Game.h"
#include "core/engine/GenericRulesetGameState.h"
#include "core/engine/StateHash.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

// A stand-in for a ruleset's typed state: which units are shaken.
class ShakenUnits final : public RulesetGameState {
  public:
    std::set<std::string> shaken;

    std::unique_ptr<RulesetGameState> clone() const override {
        return std::make_unique<ShakenUnits>(*this);
    }
    nlohmann::json toJson() const override { return {{"shaken", shaken}}; }
};

RulesetStateFactory factoryWithShakenUnits() {
    RulesetStateFactory factory;
    factory.registerEngine(
        "testEngine",
        [](const GameSetup& setup) {
            auto state = std::make_unique<ShakenUnits>();
            for (const Unit& unit : setup.scenario->units) {
                if (unit.status.value("shaken", false)) {
                    state->shaken.insert(unit.id);
                }
            }
            return state;
        },
        [](const JsonReader& json, const GameSetup&) -> std::unique_ptr<RulesetGameState> {
            auto state = std::make_unique<ShakenUnits>();
            for (const JsonReader& id : json.requireArray("shaken")) {
                state->shaken.insert(id.asString().value_or(""));
            }
            return state;
        });
    return factory;
}

TEST(RulesetStateFactoryTest, RegisteredEngineMakesItsOwnState) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    auto setup = std::make_shared<GameSetup>(*testing::makeTestSetup(ruleset));
    auto scenario = std::make_shared<Scenario>(*setup->scenario);
    scenario->units[2].status["shaken"] = true;
    setup->scenario = scenario;

    const RulesetStateFactory factory = factoryWithShakenUnits();
    const GameState state = GameState::initial(setup, factory);
    const auto* typed = dynamic_cast<const ShakenUnits*>(&state.rulesetState());
    ASSERT_NE(typed, nullptr);
    EXPECT_EQ(typed->shaken, std::set<std::string>{"ir4"});
}

TEST(RulesetStateFactoryTest, StateIsCopiedWithTheGameStateAndCountsInTheHash) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    const RulesetStateFactory factory = factoryWithShakenUnits();
    const GameState original = GameState::initial(testing::makeTestSetup(ruleset), factory);
    GameState copy = original;
    dynamic_cast<ShakenUnits&>(copy.rulesetState()).shaken.insert("ir12");

    EXPECT_TRUE(dynamic_cast<const ShakenUnits&>(original.rulesetState()).shaken.empty());
    EXPECT_NE(stateHash(copy), stateHash(original));
}

TEST(RulesetStateFactoryTest, ReadsStateBackFromJson) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    const auto setup = testing::makeTestSetup(ruleset);
    const RulesetStateFactory factory = factoryWithShakenUnits();
    Diagnostics diagnostics;
    const nlohmann::json json = {{"shaken", {"drag1"}}};
    const auto state = factory.fromJson(JsonReader(json, "state.json", diagnostics), *setup);
    ASSERT_TRUE(state);
    EXPECT_EQ(state->toJson(), json);
}

TEST(RulesetStateFactoryTest, UnregisteredEngineGetsTheGenericState) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    const auto setup = testing::makeTestSetup(ruleset);
    const RulesetStateFactory empty;
    EXPECT_NE(dynamic_cast<GenericRulesetGameState*>(empty.create(*setup).get()), nullptr);

    Diagnostics diagnostics;
    const nlohmann::json kept = {{"anything", 1}};
    EXPECT_EQ(empty.fromJson(JsonReader(kept, "s.json", diagnostics), *setup)->toJson(), kept);
    const nlohmann::json notObject = 3;
    EXPECT_EQ(empty.fromJson(JsonReader(notObject, "s.json", diagnostics), *setup), nullptr);
    EXPECT_EQ(diagnostics.errorCount(), 1u);
}

// A ruleset's own command working on its typed state, as a ruleset engine adds them.
class ShakeCommand final : public Command {
  public:
    explicit ShakeCommand(std::string unit = {}) : unit_(std::move(unit)) {}
    std::string_view type() const override { return "shake"; }
    std::unique_ptr<Command> clone() const override {
        return std::make_unique<ShakeCommand>(*this);
    }
    std::string describe() const override { return "shake " + unit_; }
    std::optional<std::string> refusal(const GameState& state) const override {
        if (!state.findUnit(unit_)) {
            return std::string("no such unit");
        }
        return std::nullopt;
    }
    void perform(GameState& state, DiceSource&) override {
        dynamic_cast<ShakenUnits&>(state.rulesetState()).shaken.insert(unit_);
    }

  private:
    void writeFields(nlohmann::json& json) const override { json["unit"] = unit_; }
    void readFields(const JsonReader& json) override { unit_ = json.requireString("unit"); }

    std::string unit_;
};

TEST(RulesetStateFactoryTest, GameChangeReportsRulesetStateChanges) {
    const RulesetDefinition ruleset = testing::makeTestRuleset();
    const RulesetStateFactory factory = factoryWithShakenUnits();
    Game game(testing::makeTestSetup(ruleset), factory);
    const GameChange moved = game.apply(std::make_unique<MoveUnitCommand>("ir12", Pose{{1, 1}, 0}));
    EXPECT_FALSE(moved.rulesetStateChanged);

    const std::uint64_t before = stateHash(game.state());
    const GameChange shaken = game.apply(std::make_unique<ShakeCommand>("ir4"));
    EXPECT_TRUE(shaken.rulesetStateChanged);
    EXPECT_NE(stateHash(game.state()), before);

    const GameChange undone = game.undo();
    EXPECT_TRUE(undone.rulesetStateChanged);
    EXPECT_EQ(stateHash(game.state()), before);
    EXPECT_TRUE(dynamic_cast<const ShakenUnits&>(game.state().rulesetState()).shaken.empty());
}

}  // namespace
}  // namespace adjutant
