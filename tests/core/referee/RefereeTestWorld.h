#pragma once

// What the referee tests of every ruleset build their games in code with: a
// scenario of two sides, one at the bottom of the table and one at the top,
// units placed where each test needs them, and the game state under the
// ruleset's own engine; and the helpers that play steps through to the one a
// test asks about. Each ruleset's world (TricorneTestWorld, PrincesTestWorld,
// FireEffectTestWorld) names its sides and its ruleset and adds what only it
// needs, so that a change to how a test game is made is made once.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/Resolution.h"

namespace adjutant::testing {

/// A state factory that knows one ruleset engine, built once for the whole run.
template <typename EngineState>
const RulesetStateFactory& oneEngineStateFactory(const std::string& engine) {
    static const RulesetStateFactory factory = [&engine] {
        RulesetStateFactory f;
        f.registerEngine(engine, EngineState::create, EngineState::fromJson);
        return f;
    }();
    return factory;
}

/// The id, name and nation of one side of a test scenario.
struct TestSide {
    std::string id;
    std::string name;
    std::string nation;
};

/// Builds a scenario of two sides unit by unit, then the game state. Side 0
/// has its baseline at the bottom of the table, side 1 at the top.
class RefereeTestWorld {
  public:
    RefereeTestWorld(const std::string& ruleset, const std::string& period, const TestSide& bottom,
                     const TestSide& top) {
        scenario_.ruleset = ruleset;
        scenario_.title = "test";
        scenario_.figureScale = "15mm";
        scenario_.period = period;
        scenario_.sides = {sideOf(bottom, TableEdge::Bottom), sideOf(top, TableEdge::Top)};
    }

    Scenario& scenario() { return scenario_; }
    std::map<std::string, std::string>& options() { return options_; }

    /// Adds a unit facing `facing` with the centre of its front edge at (x, y),
    /// of its side's nation unless `nation` names another.
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

  protected:
    /// The game state at the start of the game under `ruleset`, whose engine
    /// `engines` makes.
    GameState startUnder(const RulesetDefinition* ruleset, const RulesetStateFactory& engines,
                         std::uint64_t seed) const {
        auto setup = std::make_shared<GameSetup>();
        setup->scenario = std::make_shared<const Scenario>(scenario_);
        setup->ruleset = ruleset;
        setup->options = options_;
        setup->seed = seed;
        EXPECT_NE(setup->ruleset, nullptr);
        EXPECT_TRUE(setup->problems().empty());
        return GameState::initial(setup, engines);
    }

  private:
    static Side sideOf(const TestSide& names, TableEdge baseline) {
        Side side;
        side.id = names.id;
        side.name = names.name;
        side.nation = names.nation;
        side.baseline = baseline;
        return side;
    }

    Scenario scenario_;
    std::map<std::string, std::string> options_;
};

/// Resolves steps with `resolveOne` (which resolves the present step and moves
/// on) until the game is at step `stepId` of the present or a later turn; all
/// that was resolved on the way, in order.
template <typename ResolveOne>
std::vector<Resolution> resolveStepsUntil(GameState& state, const std::string& stepId,
                                          ResolveOne resolveOne) {
    std::vector<Resolution> all;
    for (int guard = 0; guard < 100 && state.currentStep()->id != stepId; ++guard) {
        for (Resolution& r : resolveOne(state)) {
            all.push_back(std::move(r));
        }
    }
    return all;
}

/// The first resolution of this kind whose first unit is `unit`, or null.
inline const Resolution* findResolution(const std::vector<Resolution>& done,
                                        const std::string& kind, const std::string& unit) {
    for (const Resolution& r : done) {
        if (r.kind == kind && !r.units.empty() && r.units.front() == unit) {
            return &r;
        }
    }
    return nullptr;
}

}  // namespace adjutant::testing
