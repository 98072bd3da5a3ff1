#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/princes/PrincesRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What a gun fires (5.3): roundshot at any range, canister only close in.
enum class PrincesShot { Ball, Canister };

/// Everything musketry or artillery fire looks at (5.1-5.3), gathered by the caller.
struct PrincesFireInputs {
    std::string firerName, targetName;  // for the dice purposes and the explanation
    // --- the firer ---------------------------------------------------------------
    TroopCategory arm = TroopCategory::Infantry;
    std::string moraleClass = "C";
    std::string weapon = "musket";  // a `ranges` key: "musket", "rifle", "artillery"
    Formation formation = Formation::Line;
    int figures = 0;  // present figures (crew figures for a gun)
    int stands = 0;   // stands of the unit's layout; 0: the organisation default
    int figuresPerStand = 0;
    int guns = 1;
    PrincesShot shot = PrincesShot::Ball;
    bool disordered = false;
    double allowanceSpent = 0;  // fraction of its move spent this turn (4.2, A5)
    double distanceMoved = 0;   // inches moved this turn (for the halfColumnRate reading)
    bool reloading = false;     // rifles in the turn after firing (4.3, A6)
    bool closingFire = false;   // fired at a charger (8.2.4)
    // --- the target --------------------------------------------------------------
    Formation targetFormation = Formation::Line;
    bool targetProtected = false;  // behind works or in cover
    double distance = 0;           // inches, firer's front to the nearest point of the target
};

/// One volley or gun shot worked out (nothing is applied).
struct PrincesFireResult {
    bool allowed = false;
    std::string reason;  // why the unit may not fire; empty when allowed
    std::string band;    // "short", "medium", "long"
    PrincesTargetCategory category = PrincesTargetCategory::Line;
    int firingFigures = 0;
    int dice = 0;
    std::optional<int> tableThreshold;  // none: "-", no hit possible
    int modifierTotal = 0;
    int threshold = 0;    // after modifiers, clamped
    int dieModifier = 0;  // added to each die under the dieRoll reading (A15)
    std::vector<int> rolls;
    int hits = 0;
    Explanation explanation;
};

/// The distance band of a weapon under the `bandBoundary` reading (A13); empty beyond range.
std::string princesBandAt(const PrincesRules& rules, const std::string& weapon, double distance);

/// What the target counts as on the hit table (5.1): cover overrides formation.
std::optional<PrincesTargetCategory> princesTargetCategory(const PrincesRules& rules,
                                                           Formation formation,
                                                           bool protectedTarget);

/// The figures that may fire (5.2, A16): the front row of stands, one square face.
int princesFiringFigures(const PrincesRules& rules, const PrincesFireInputs& inputs);

/// Resolves musketry (5.2) or artillery fire (5.3), rolling its dice; changes nothing.
PrincesFireResult resolvePrincesFire(const PrincesRules& rules, const PrincesFireInputs& inputs,
                                     DiceSource& dice);

/// What firing rifles costs afterwards (4.3, A6).
struct PrincesRifleReload {
    int turns = 0;         // own turns spent reloading
    bool mayMove = false;  // under `rifleReloadAllowsMovement`
};
PrincesRifleReload princesRifleReload(const PrincesRules& rules);

std::string_view princesCategoryKey(PrincesTargetCategory category);

}  // namespace adjutant
