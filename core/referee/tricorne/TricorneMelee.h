#pragma once

// Step 4 of Tricorne and Musket's bound (8.4, 12): melee, both sides' blows
// worked out at once, then removed together (12.3, A49).

#include <map>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneCasualties.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "core/referee/tricorne/TricorneMeleeFactors.h"
#include "core/referee/tricorne/TricorneMeleeFrontage.h"

namespace adjutant {

class GameState;

/// One unit's blows against one enemy it touches: figures x factor per figure
/// + tactical factors - one d6, one casualty per full 6 and a remainder die
/// (12.3, A45).
///
/// Its explanation, and those of its frontage and roll, are moved into the
/// melee's resolution tree (the only place they are shown) rather than
/// copied: in a MeleeResult those three are empty, the numbers all stay.
struct MeleeBout {
    std::string unitId, enemyId;
    MeleeFrontage frontage;
    MeleeColumn column;
    std::string meleeClass;  // the meleeFactors row; empty: the unit strikes no blows
    double perFigure = 0;
    double base = 0;  // figures x per figure
    std::vector<AppliedTacticalFactor> factors;
    double factorTotal = 0;
    double totalBeforeDie = 0;
    CasualtyResult roll;
    bool rolled = false;  // a unit without a melee factor throws no die
    Explanation explanation;
};

/// A melee worked out but not yet applied.
struct MeleeResult {
    MeleeEngagement engagement;
    std::vector<MeleeBout> bouts;
    /// Casualties each unit loses (figures, or guns of a battery), capped at its strength.
    std::map<std::string, int> losses;
    /// Who inflicted them: unit -> enemies whose blows told.
    std::map<std::string, std::vector<std::string>> hitBy;
    std::vector<std::string> flankedUnits;  // attacked in the flank or rear (15.4 marker)
    Resolution resolution;
};

/// Rolls and explains every bout of the engagement, each pair's charger first,
/// on the state as it stands (A49). Changes nothing.
MeleeResult resolveMelee(const TricorneContext& context, const MeleeEngagement& engagement,
                         const ChargeList& charges, DiceSource& dice);

/// Removes the casualties together (guns for a battery, A39) and records the
/// melee: casualty counters and a "meleeCasualties" trigger from each enemy
/// that hit it (15.1); thisBound.inMelee and the opponents fought; the
/// continuous-melee count of cavalry (15.4: bounds of melee before this one,
/// without a break); an "attackedInFlankOrRear" marker; unformed for every
/// unit but a square (12.5; unformedBeforeMelee keeps the cohesion it fought
/// with, A50); a retiring unit followed up and hit by its follower turns its
/// retire into a retreat (15.5 +3, +4).
void applyMelee(GameState& state, const MeleeResult& result);

/// Step 4 (and the melees of steps 6-7): every melee on the table not yet
/// fought this bound, each resolved and applied in turn (A49), after the
/// units that avoid melee have fallen back (12.6). Returns one resolution per
/// melee and per unit that avoided one.
std::vector<Resolution> resolveMeleeStep(GameState& state, const ChargeList& charges,
                                         DiceSource& dice);

}  // namespace adjutant
