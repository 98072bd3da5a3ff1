#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/princes/PrincesRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// The keys of the `moraleTriggers` table (7.3).
namespace princes_trigger {
inline constexpr const char* kInitiateCharge = "initiateCharge";
inline constexpr const char* kStandToCharge = "standToCharge";
inline constexpr const char* kShootingCasualties = "shootingCasualties";
inline constexpr const char* kAfterMelee = "afterMelee";
inline constexpr const char* kRallyRouters = "rallyRouters";
inline constexpr const char* kFiredOnByArtillery = "firedOnByArtillery";
}  // namespace princes_trigger

/// What happened to a unit that may call for morale tests (7.3).
struct PrincesMoraleSituation {
    TroopCategory arm = TroopCategory::Infantry;
    bool militia = false;
    bool initiatingCharge = false;
    bool beingCharged = false;
    bool lostFiguresToFire = false;  // in this fire step
    bool foughtMelee = false;
    bool routing = false;             // and it is the unit's own turn (rally)
    bool firedOnByArtillery = false;  // targeted by artillery this fire step, hit or not
};

/// The triggers of 7.3 that apply, in the order of the table.
std::vector<std::string> princesMoraleTriggers(const PrincesRules& rules,
                                               const PrincesMoraleSituation& situation);

/// The tests the triggers call for, each a list of the triggers it answers: shooting
/// casualties and artillery fire from one step are one test under A24.
std::vector<std::vector<std::string>> princesMoraleTests(const PrincesRules& rules,
                                                         const std::vector<std::string>& triggers);

/// What decides whether a unit counts as halted (7.2, A30).
struct PrincesHaltFacts {
    bool movedInLastOwnMovement = false;
    bool inMelee = false;
    bool haltMarker = false;
    bool moving = false;  // testing to charge, a charger during its charge, or mid-move
};

/// Halted under the `haltedDefinition` reading (A30).
bool princesIsHalted(const PrincesRules& rules, const PrincesHaltFacts& facts);

/// A unit taking a morale test and what the modifiers of 7.4 look at.
struct PrincesMoraleInputs {
    std::string name;
    TroopCategory arm = TroopCategory::Infantry;
    std::string moraleClass = "C";
    std::vector<std::string> triggers;  // the triggers this test answers
    int figures = 0;
    int startFigures = 0;
    Formation formation = Formation::Line;
    bool inCover = false;  // behind works or in cover
    bool generalAttached = false;
    bool disordered = false;
    bool militia = false;
    bool noBayonets = false;
    bool enemyIsCavalry = false;  // the enemy of the charge or melee
    bool enemyFormed = true;      // the enemy is not in skirmish order
    bool halted = false;          // see princesIsHalted
    bool retiring = false;
    bool routing = false;
};

/// The strength modifier (7.4, A23): the worst step, or all under `strengthModifiers`.
int princesStrengthModifier(const PrincesRules& rules, int figures, int startFigures,
                            Explanation* why = nullptr);

/// Every 7.4 modifier that applies to the test, in the order of the table.
std::vector<PrincesAppliedModifier> princesMoraleModifiers(const PrincesRules& rules,
                                                           const PrincesMoraleInputs& inputs);

/// A morale test worked out (nothing is applied).
struct PrincesMoraleOutcome {
    int base = 0;
    std::vector<PrincesAppliedModifier> modifiers;
    int die = 0;
    int total = 0;
    std::string tableResult;  // the 7.2 row the total falls in
    std::string result;       // after "if halted" / "if retiring" (a rally test: the row)
    bool halt = false, noFire = false, disorder = false, retire = false, rout = false;
    bool rallyTest = false;
    std::string rally;  // a routing unit's rally outcome ("rallied", "keepsRouting", ...)
    Explanation explanation;
};

/// The result of a total for a unit (7.2, A21): the row, then the halted/retiring
/// substitution; the flags of the row finally applied. `total` may be 0 or less.
PrincesMoraleOutcome princesMoraleResult(const PrincesRules& rules, int total, bool halted,
                                         bool retiring);

/// Base + modifiers + one d6 (7.1), looked up in 7.2; a routing unit's test is a rally.
PrincesMoraleOutcome resolvePrincesMorale(const PrincesRules& rules,
                                          const PrincesMoraleInputs& inputs, DiceSource& dice);

}  // namespace adjutant
