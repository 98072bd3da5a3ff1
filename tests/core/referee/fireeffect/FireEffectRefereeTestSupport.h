#pragma once

// A small Fire Effect game built in code for the referee tests: the shipped
// ruleset, a bare table, units placed where each test needs them, and helpers
// that resolve steps through the engine's ResolveStepCommand with scripted dice.

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant::fireeffect_test {

inline const std::shared_ptr<const RefereeRegistry>& builtinReferees() {
    static const std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    return referees;
}

inline const RulesetStateFactory& fireEffectStateFactory() {
    static const EngineRegistry engines = makeBuiltinEngineRegistry(builtinReferees());
    return engines.rulesetStates;
}

/// Builds a Fire Effect scenario unit by unit, then the game state. Side 0
/// (Prussians) has its baseline at the bottom, side 1 (French) at the top; a
/// unit facing 0 faces the top of the table.
class FireEffectTestWorld {
  public:
    FireEffectTestWorld() {
        scenario_.ruleset = "fire-effect-1870";
        scenario_.title = "test";
        scenario_.figureScale = "15mm";
        scenario_.period = "1870";
        Side a;
        a.id = "prussia";
        a.name = "Prussians";
        a.nation = "prussia";
        a.baseline = TableEdge::Bottom;
        Side b;
        b.id = "france";
        b.name = "French";
        b.nation = "france";
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
        const UnitType* kind = fireEffectDefinition().findUnitType(type);
        if (kind && kind->battery) {
            unit.guns = 1;
        }
        scenario_.units.push_back(unit);
        return scenario_.units.back();
    }

    GameState start(std::uint64_t seed = 1) {
        auto setup = std::make_shared<GameSetup>();
        setup->scenario = std::make_shared<const Scenario>(scenario_);
        setup->ruleset = &fireEffectDefinition();
        setup->options = options_;
        setup->seed = seed;
        EXPECT_TRUE(setup->problems().empty());
        return GameState::initial(setup, fireEffectStateFactory());
    }

  private:
    Scenario scenario_;
    std::map<std::string, std::string> options_;
};

inline const FireEffectReferee& referee() {
    static const FireEffectReferee instance;
    return instance;
}

/// Resolves the current step through ResolveStepCommand with `dice` (it moves on).
inline std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) {
    ResolveStepCommand command(builtinReferees());
    EXPECT_FALSE(command.refusal(state).has_value());
    command.perform(state, dice);
    return command.resolutions();
}

/// Resolves steps until the game is at step `stepId` (of the present or a later half).
inline std::vector<Resolution> resolveUntil(GameState& state, const std::string& stepId,
                                            DiceSource& dice) {
    std::vector<Resolution> all;
    for (int guard = 0; guard < 100 && state.currentStep()->id != stepId; ++guard) {
        for (Resolution& r : resolveStep(state, dice)) {
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

inline int figuresOf(const GameState& state, const std::string& id) {
    return state.findUnit(id)->figures;
}

}  // namespace adjutant::fireeffect_test
