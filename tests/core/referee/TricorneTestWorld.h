#pragma once

// A small Tricorne and Musket game built in code for the rules tests: the real
// ruleset file, a table, units placed where each test needs them, and a game
// state with the Tricorne engine's state. Scripted dice come from ScriptedDice.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/rules/BuiltinRulesets.h"

namespace adjutant::testing {

/// The rulesets under resources/, loaded once for the whole test run.
inline const RulesetRegistry& builtinRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry r = loadBuiltinRulesets(ADJUTANT_RESOURCE_DIR, diagnostics);
        if (diagnostics.hasErrors()) {
            ADD_FAILURE() << diagnostics.toString();
        }
        return r;
    }();
    return registry;
}

inline const RulesetStateFactory& tricorneStateFactory() {
    static const RulesetStateFactory factory = [] {
        RulesetStateFactory f;
        f.registerEngine("tricorne", TricorneGameState::create, TricorneGameState::fromJson);
        return f;
    }();
    return factory;
}

/// Builds a scenario unit by unit, then the game state.
class TricorneTestWorld {
  public:
    TricorneTestWorld() {
        scenario_.ruleset = "tricorne";
        scenario_.title = "test";
        scenario_.figureScale = "15mm";
        scenario_.period = "SYW";
        Side a;
        a.id = "a";
        a.name = "Side A";
        a.nation = "prussia";
        a.baseline = TableEdge::Bottom;
        Side b;
        b.id = "b";
        b.name = "Side B";
        b.nation = "austria";
        b.baseline = TableEdge::Top;
        scenario_.sides = {a, b};
    }

    Scenario& scenario() { return scenario_; }
    std::map<std::string, std::string>& options() { return options_; }

    /// Adds a unit facing `facing` with the centre of its front edge at (x, y).
    Unit& addUnit(const std::string& id, int side, const std::string& type, int figures, double x,
                  double y, double facing, Formation formation = Formation::Line,
                  const std::string& nation = "") {
        Unit unit;
        unit.id = id;
        unit.name = id;
        unit.side = side;
        unit.type = type;
        unit.nation =
            nation.empty() ? scenario_.sides[static_cast<std::size_t>(side)].nation : nation;
        unit.figures = figures;
        unit.startFigures = figures;
        unit.formation = formation;
        unit.pose = Pose{{x, y}, facing};
        scenario_.units.push_back(unit);
        return scenario_.units.back();
    }

    /// Plays under another ruleset (a house-ruled copy of the shipped one);
    /// it must outlive the world's games.
    void useRuleset(const RulesetDefinition* ruleset) { ruleset_ = ruleset; }

    /// The game state at the start of the game.
    GameState start(std::uint64_t seed = 1) {
        auto setup = std::make_shared<GameSetup>();
        setup->scenario = std::make_shared<const Scenario>(scenario_);
        setup->ruleset = ruleset_ ? ruleset_ : builtinRulesets().find("tricorne");
        setup->options = options_;
        setup->seed = seed;
        EXPECT_NE(setup->ruleset, nullptr);
        EXPECT_TRUE(setup->problems().empty());
        return GameState::initial(setup, tricorneStateFactory());
    }

  private:
    Scenario scenario_;
    std::map<std::string, std::string> options_;
    const RulesetDefinition* ruleset_ = nullptr;
};

}  // namespace adjutant::testing
