#pragma once

// Helpers shared by the morale and reaction tests: a Tricorne game with a
// testing unit at (30, 30) facing the enemy side (bearing 0), and a way to run
// one morale test through the real procedure with scripted dice.

#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

/// A general of side `side` standing with its front edge centre at (x, y).
inline void addGeneral(TricorneTestWorld& world, int side, const std::string& id, double x,
                       double y, double facing) {
    General general;
    general.id = id;
    general.name = id;
    general.pose = Pose{{x, y}, facing};
    world.scenario().sides[static_cast<std::size_t>(side)].generals.push_back(general);
}

/// A square town area around (x, y), hard cover (19.2).
inline void addTown(TricorneTestWorld& world, double x, double y, double half) {
    TerrainArea town;
    town.id = "town";
    town.kind = AreaKind::Town;
    town.outline = {
        {x - half, y - half}, {x + half, y - half}, {x + half, y + half}, {x - half, y + half}};
    world.scenario().table.areas.push_back(town);
}

/// Runs step 10's test for one unit with the given dice (its triggers must be set).
inline MoraleResult testOne(const GameState& state, const std::string& unitId,
                            std::vector<int> dice) {
    const TricorneContext context(state);
    ScriptedDice scripted(std::move(dice));
    for (const MoraleTest& test : findMoraleTests(context)) {
        if (test.unitId == unitId) {
            return testMorale(context, test, scripted);
        }
    }
    ADD_FAILURE() << unitId << " does not have to test";
    return {};
}

/// The action codes of a result, comma-separated.
inline std::string actionCodes(const MoraleResult& result) {
    std::string codes;
    for (const TricorneAction& action : result.actions) {
        codes += (codes.empty() ? "" : ",") + std::string(tricorneActionKey(action.code));
    }
    return codes;
}

/// Finds the first node with this label in an explanation tree.
inline const Explanation* findNode(const Explanation& tree, const std::string& label) {
    if (tree.label == label) {
        return &tree;
    }
    for (const Explanation& child : tree.children) {
        if (const Explanation* found = findNode(child, label)) {
            return found;
        }
    }
    return nullptr;
}

}  // namespace adjutant::testing
