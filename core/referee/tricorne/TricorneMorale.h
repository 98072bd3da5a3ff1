#pragma once

// Steps 10 of Tricorne and Musket's bound (8, 15): who must test morale and why,
// the test itself with its explanation, and what its result changes. The moves
// a result calls for are made in step 11 (TricorneReaction.h).
//
// Part 2 (melee) hooks: a result's "followUp" and "squareMayBeBrokenThrough"
// actions and the escalations kept in TricorneUnitState::reactionEscalation
// ("routIfFollowedUp", ...) are recorded here but carried out by the melee
// procedures, which also push "meleeCasualties", "attackedInFlankOrRear" and
// "brokenThroughByCavalry" triggers and keep `continuousMeleeBounds`.

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/TroopCategory.h"
#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

class GameState;

/// A unit that must test in step 10, with every reason (15.1), and the units its
/// test covers (15.2: a battalion's guns, a Russian regiment's guns, a gun crew
/// sheltering with it).
struct MoraleTest {
    std::string unitId;
    std::vector<MoraleTrigger> triggers;
    std::vector<std::string> covers;
};

/// Who must test now and why: every unit on the table with a 15.1 trigger,
/// triggers of covered guns moved to the unit that tests for them; no
/// "routerPassedThrough" test when either unit is light infantry.
std::vector<MoraleTest> findMoraleTests(const TricorneContext& context);

/// One morale test rolled and looked up, not yet applied.
struct MoraleResult {
    std::string unitId;
    int pms = 0;
    int die = 0;
    int d = 0;
    std::vector<TricorneAction> actions;
    Resolution resolution;

    std::string band;                       // the 15.5 row, e.g. "sixOver"
    std::optional<TroopCategory> category;  // infantry (light infantry too), cavalry, artillery
    std::string situation;  // the line of the row: "inMelee", "limbered", "otherwise", ...
    int routBounds = 0;     // rout bounds this result adds (6.3)
    std::string cause;      // the unit a reaction moves away from, if known
    std::vector<std::string> covers;
};

/// The main reaction of a result for summaries and situation files: the first of
/// "rout", "retreat", "retire", "recoil", "abandonGuns", "shaken", else the first action.
std::string primaryReaction(const MoraleResult& result);

/// Rolls one d6 for the test and explains it: the PMS with each term, the die,
/// d = die - PMS and the results row with its actions. Changes nothing.
MoraleResult testMorale(const TricorneContext& context, const MoraleTest& test, DiceSource& dice);

/// Carries a result into the state: shaken, rout bounds owed (added to those still
/// owed), guns state, limbering, holding, the halt to dress ranks, the retire,
/// retreat or recoil still to make in step 11, returns to the table or the guns.
/// The triggers the test answered are cleared.
void applyMoraleResult(GameState& state, const MoraleResult& result);

/// Step 10: every unit that must test, tested against the state at the start of
/// the step (A49), then every result applied.
std::vector<Resolution> resolveMoraleChecksStep(GameState& state, DiceSource& dice);

}  // namespace adjutant
