#pragma once

// Step 5 of Tricorne and Musket's bound (8.5, 11): charging cavalry tests
// whether it breaks through the unit it charged; a breakthrough carries it
// through and beyond, where it may contact a new unit (steps 6-7).

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneBreakthroughMove.h"
#include "core/referee/tricorne/TricorneFactorRows.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"

namespace adjutant {

class GameState;

/// How a target's square stands against a breakthrough (11.2, 9.3).
enum class SquareStatus { None, FormedThisBound, FormedEarlier };

/// What the breakthrough table (11) looks at.
struct BreakthroughInputs {
    std::string weight;  // the charger's cavalry weight: "light", "medium", "heavy"
    bool flankOrRear = false;
    bool targetCavalry = false;
    bool bothCharging = false;
    int casualtiesDuringCharge = 0;  // A15 under the breakthroughCasualties reading
    bool chargerUnformed = false;    // A50 under the unformedForBreakthrough reading
    bool targetRussianInfantry = false;
    SquareStatus square = SquareStatus::None;
    bool moraleBreak = false;  // 15.5 +5: the square is wavering (moraleBreakSquare reading)
};

/// One modifier of the table that applies (its key: the breakthrough modifiers row).
using BreakthroughModifier = TricorneAppliedFactor;

/// The base factor row and every modifier that applies, in the table's order.
std::vector<BreakthroughModifier> applicableBreakthroughModifiers(const TricorneContext& context,
                                                                  const BreakthroughInputs& inputs);

/// The inputs for `charge` against `targetId` now. `moraleBreak`: the test of
/// 15.5 +5 against a square.
BreakthroughInputs breakthroughInputs(const TricorneContext& context, const ChargeImpetus& charge,
                                      const Unit& target, const ChargeList& charges,
                                      bool moraleBreak = false);

/// One breakthrough test, rolled and explained; changes nothing.
struct BreakthroughResult {
    std::string chargerId, targetId;
    bool tests = false;      // false: no test is allowed (not charging cavalry, ...)
    bool automatic = false;  // 11.3, 12.6: through a skirmish line, no die
    double base = 0;
    std::vector<BreakthroughModifier> modifiers;
    double factor = 0;
    int die = 0;
    bool brokeThrough = false;
    Resolution resolution;
};

/// 11: only charging cavalry tests, except that cavalry and infantry go
/// through a skirmish line automatically. The die must be strictly less than
/// the factor.
BreakthroughResult testBreakthrough(const TricorneContext& context, const ChargeImpetus& charge,
                                    const std::string& targetId, const ChargeList& charges,
                                    DiceSource& dice, bool moraleBreak = false);

/// A new contact made by a unit breaking through (steps 6-7).
struct BreakthroughContact {
    std::string chargerId;
    std::string contactedId;
};

struct BreakthroughStepResult {
    std::vector<Resolution> resolutions;
    std::vector<BreakthroughContact> newContacts;
};

/// Step 5 (and again after each loop of steps 6-7): every charger tests
/// against each unit it charged and fought this bound (or that fell back
/// before it, 12.6), once a bound per pair, in the order of `charges` (A49).
/// Effects: a breakthrough moves the charger through and beyond
/// (TricorneBreakthroughMove.h), marks it thisBound.brokeThrough and the target
/// in its brokenThrough list, and gives infantry broken through the 15.4
/// "brokenThroughByCavalry" marker; a failed test against a square leaves it
/// fully formed (9.3.3); when two cavalry units charged each other and only
/// one broke through, the other is arrested (11.4: stationary for the rest of
/// the bound, and starts to reform). The new contacts are returned for the
/// response and melee of steps 6-7.
BreakthroughStepResult resolveBreakthroughStep(GameState& state, const ChargeList& charges,
                                               DiceSource& dice);

/// Step 11, before the reaction moves: 15.5 +5 "a square charged by cavalry
/// can be broken through". Each square so marked is tested by the enemy cavalry
/// in contact with it (the first in scenario order); on success the square
/// breaks (line, unformed) and routs for one bound (added to those owed), so
/// the reactions of step 11 carry the rout out.
std::vector<Resolution> resolveSquareBreaks(GameState& state, DiceSource& dice);

}  // namespace adjutant
