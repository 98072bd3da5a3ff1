#pragma once

// The steps of War of Princes' sequence of play (digest 8) as the referee
// resolves them for the phasing side, and the helpers they share. Internal to
// the referee: PrincesReferee.cpp dispatches to them by step id.

#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/Resolution.h"
#include "core/referee/princes/PrincesContext.h"

namespace adjutant::princes_steps {

// --- shared helpers (PrincesRefereeMorale.cpp) --------------------------------

/// makeResolution (core/referee/Resolution.h), as the step files call it.
using adjutant::makeResolution;
/// The active units of the phasing side (every side when turns are not alternate).
std::vector<std::string> phasingUnits(const GameState& state);
/// The active units of the other sides.
std::vector<std::string> nonPhasingUnits(const GameState& state);
bool isPhasing(const GameState& state, const Unit& unit);

/// Moves a unit directly away from `enemyId` by `distance` inches (7.2): a
/// router turned to face away, a retiring unit keeping its facing, each blocked
/// as planPrincesRetreat says (10.2). A router that runs off the table or
/// surrenders is out of the game. Adds what happened to `why`.
void moveAway(GameState& state, const std::string& unitId, const std::string& enemyId,
              double distance, bool faceAway, Explanation& why);
/// A unit's rout move (7.2): the rout distance of its arm, facing away.
void routMove(GameState& state, const std::string& unitId, const std::string& enemyId,
              Explanation& why);
/// Carries out a morale outcome on the table (7.2): markers, disorder, retire
/// and rout moves away from `causeId`, a rally.
void applyMoraleOutcome(GameState& state, const std::string& unitId,
                        const PrincesMoraleOutcome& outcome, const std::string& causeId,
                        Explanation& why);
/// Tests one unit for these triggers and applies the result; the resolution
/// says it all, `outcome` (if given) receives the result.
Resolution testMorale(GameState& state, const std::string& unitId,
                      const std::vector<std::string>& triggers, const std::string& causeId,
                      bool moving, DiceSource& dice, PrincesMoraleOutcome* outcome = nullptr);
/// A result that leaves the unit where it stands, in order (7.2 "pass").
bool isPass(const PrincesMoraleOutcome& outcome);
/// Removes figures (crew from a gun): a unit with none left is out of the game.
void removeFigures(GameState& state, const std::string& unitId, int figures, Explanation& why);

// --- the steps ------------------------------------------------------------------
std::vector<Resolution> resolveInitiative(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveRallyAndReload(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveEndOfTurn(GameState& state);

// PrincesRefereeCharges.cpp
std::vector<Resolution> resolveChargeDeclarations(GameState& state);
std::vector<Resolution> resolveChargeInitiation(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveStandTests(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveClosingFire(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveClosingFireMorale(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveMovement(GameState& state);

// PrincesRefereeFire.cpp
std::vector<Resolution> resolveFire(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveMoraleAfterFire(GameState& state, DiceSource& dice);
/// The tests a unit of the non-phasing side takes in the morale-after-fire
/// step (7.3, A24): after shooting casualties, and when militia or cavalry
/// fired on by artillery; each test is its list of triggers. Empty: no test.
/// The step and its agenda both ask this.
std::vector<std::vector<std::string>> moraleAfterFireTests(const PrincesContext& context,
                                                           const Unit& unit);

// PrincesRefereeMelee.cpp
/// Brings the melees up to date with the table (6.3, 8.6): any two enemy units
/// whose footprints touch are in melee (the phasing one attacking), melees whose
/// units no longer touch are over; a charge's record keeps what it knew.
void refreshMeleesFromContact(GameState& state);
std::vector<Resolution> resolveMelee(GameState& state, DiceSource& dice);
std::vector<Resolution> resolveMoraleAfterMelee(GameState& state, DiceSource& dice);

}  // namespace adjutant::princes_steps
