#pragma once

// The steps of Fire Effect's sequence of play (digest 9) as the referee
// resolves them for the phasing side, and the helpers they share. Internal to
// the referee: FireEffectReferee.cpp dispatches to them by step id.

#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"
#include "core/referee/Resolution.h"
#include "core/referee/fireeffect/FireEffectContext.h"
#include "core/referee/fireeffect/FireEffectMelee.h"
#include "core/referee/fireeffect/FireEffectMorale.h"

namespace adjutant::fireeffect_steps {

// --- shared helpers (FireEffectRefereeTable.cpp) ------------------------------------

/// makeResolution (core/referee/Resolution.h), as the step files call it.
using adjutant::makeResolution;
std::string nameOf(const GameState& state, const std::string& unitId);
using adjutant::sideName;  // core/referee/PlainText.h
/// The active units of the phasing side, in scenario order.
std::vector<std::string> phasingUnits(const GameState& state);

/// Takes `figures` from a unit into a new broken group behind it, fleeing (8.1 [P]).
/// A unit left without figures is out of action until a group rallies.
void breakFigures(GameState& state, const std::string& unitId, int figures, Explanation& why);
/// Moves a unit a full move of flight straight away from `fromId` (7.3, B25),
/// facing away; a unit whose new place is not wholly on the table leaves it.
void fleeUnit(GameState& state, const std::string& unitId, const std::string& fromId, double yards,
              Explanation& why);
/// How `unit` stands in hand to hand with `enemy` (7.1-7.4); `charged`: it
/// charged this half. Defined in FireEffectRefereeMelee.cpp.
FireEffectMeleeSide meleeSide(const FireEffectContext& context, const Unit& unit, const Unit& enemy,
                              bool charged);
/// Removes figures lost to fire or hand to hand.
void removeFigures(GameState& state, const std::string& unitId, int figures);

// --- the steps ------------------------------------------------------------------------
// FireEffectRefereeTurn.cpp
std::vector<Resolution> resolveInitiative(GameState& state, DiceSource& dice);
/// One broken group's own half (8.2): what it was, what it is now, the rally die.
struct BrokenGroupOutcome {
    int figures = 0;
    FireEffectBrokenState from = FireEffectBrokenState::Fleeing;
    FireEffectBrokenState to = FireEffectBrokenState::Fleeing;
    bool outOfDanger = false;
    std::optional<int> die;
    double nearestEnemyInSight = 0;  // yards; infinite when no enemy sees it
    bool rejoined = false;           // rallied: its figures are back in the unit
    Resolution resolution;
};
/// Every broken group of one unit through its own half (8.2, B23): checked once
/// out of danger, then a roll of 4-6 to rally and rejoin the unit.
std::vector<BrokenGroupOutcome> resolveBrokenGroupsOf(GameState& state, const std::string& unitId,
                                                      DiceSource& dice);
std::vector<Resolution> resolveBrokenTroops(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveEndOfHalf(GameState& state);

// FireEffectRefereeCharges.cpp
std::vector<Resolution> resolveChargeDeclarations(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveMovement(GameState& state);

// FireEffectRefereeFireStep.cpp
std::vector<Resolution> resolveFire(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveMoraleAfterFire(GameState& state, DiceSource& dice);
/// The unit's friends within the spill-over radius (B21), nearest first, with
/// their figures and yards: those its morale test after fire may draw on.
std::vector<FireEffectFriend> friendsInReach(const FireEffectContext& context, const Unit& unit);

// FireEffectRefereeMelee.cpp
std::vector<Resolution> resolveHandToHand(GameState& state, DiceSource& dice);

}  // namespace adjutant::fireeffect_steps
