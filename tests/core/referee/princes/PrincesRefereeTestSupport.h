#pragma once

// A small War of Princes game built in code for the referee tests: the shipped
// ruleset, a bare table, units placed where each test needs them, and helpers
// that resolve steps through the engine with scripted dice.

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesReferee.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant::princes_test {

inline const RulesetStateFactory& princesStateFactory() {
    static const RulesetStateFactory factory = [] {
        RulesetStateFactory f;
        f.registerEngine("princes", PrincesGameState::create, PrincesGameState::fromJson);
        return f;
    }();
    return factory;
}

/// Builds a War of Princes scenario unit by unit, then the game state. Side 0
/// (British) stands at the bottom, side 1 (Continental) at the top.
class PrincesTestWorld {
  public:
    PrincesTestWorld() {
        scenario_.ruleset = "princes";
        scenario_.title = "test";
        scenario_.figureScale = "15mm";
        scenario_.period = "AWI";
        Side a;
        a.id = "british";
        a.name = "British";
        a.nation = "british";
        a.baseline = TableEdge::Bottom;
        Side b;
        b.id = "continental";
        b.name = "Continentals";
        b.nation = "continental";
        b.baseline = TableEdge::Top;
        scenario_.sides = {a, b};
    }

    Scenario& scenario() { return scenario_; }
    std::map<std::string, std::string>& options() { return options_; }

    /// Adds a unit facing `facing` with the centre of its front edge at (x, y).
    Unit& addUnit(const std::string& id, int side, const std::string& type, int figures, double x,
                  double y, double facing, Formation formation = Formation::Line) {
        Unit unit;
        unit.id = id;
        unit.name = id;
        unit.side = side;
        unit.type = type;
        unit.nation = scenario_.sides[static_cast<std::size_t>(side)].nation;
        unit.figures = figures;
        unit.startFigures = figures;
        unit.formation = formation;
        unit.pose = Pose{{x, y}, facing};
        scenario_.units.push_back(unit);
        return scenario_.units.back();
    }

    void addGeneral(int side, double x, double y) {
        General general;
        general.id = "gen-" + std::to_string(side);
        general.name = general.id;
        general.pose = Pose{{x, y}, 0};
        scenario_.sides[static_cast<std::size_t>(side)].generals.push_back(general);
    }

    GameState start(std::uint64_t seed = 1) {
        auto setup = std::make_shared<GameSetup>();
        setup->scenario = std::make_shared<const Scenario>(scenario_);
        setup->ruleset = &princesDefinition();
        setup->options = options_;
        setup->seed = seed;
        EXPECT_TRUE(setup->problems().empty());
        return GameState::initial(setup, princesStateFactory());
    }

  private:
    Scenario scenario_;
    std::map<std::string, std::string> options_;
};

/// Resolves the current step with `dice` and moves on, as ResolveStepCommand does.
inline std::vector<Resolution> resolveAndAdvance(GameState& state, DiceSource& dice) {
    static const PrincesReferee referee;
    std::vector<Resolution> done = referee.resolveStep(state, dice);
    moveToNextStep(state, referee);
    return done;
}

/// Resolves steps until the game is at step `stepId` (of the present or a later turn).
inline std::vector<Resolution> resolveUntil(GameState& state, const std::string& stepId,
                                            DiceSource& dice) {
    std::vector<Resolution> all;
    for (int guard = 0; guard < 100 && state.currentStep()->id != stepId; ++guard) {
        for (Resolution& r : resolveAndAdvance(state, dice)) {
            all.push_back(std::move(r));
        }
    }
    return all;
}

inline const Resolution* findResolution(const std::vector<Resolution>& done,
                                        const std::string& kind, const std::string& unit) {
    for (const Resolution& r : done) {
        if (r.kind == kind && !r.units.empty() && r.units.front() == unit) {
            return &r;
        }
    }
    return nullptr;
}

}  // namespace adjutant::princes_test
