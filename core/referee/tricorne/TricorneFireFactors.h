#pragma once

#include <string>
#include <vector>

#include "core/geometry/FireType.h"
#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/tricorne/TricorneFireGeometry.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class TricorneContext;

/// What the firing factors of 14.6 look at, gathered from the units, their
/// status and the ground, so that the factor list is worked out in one place.
struct FireFactorInputs {
    // --- the firer ---------------------------------------------------------------
    std::string firerNation;
    int infantryFigures = 0;       // musket or rifle figures firing
    std::vector<int> firingRanks;  // figures in each rank (or square face) that fires
    int guns = 0;                  // guns firing: a battery's, or battalion guns
    bool advancing = false;        // advanced before firing (13.3)
    bool shaken = false;
    bool unformed = false;
    bool retiredThisBound = false;
    bool retreatedLastBound = false;
    bool routedLastBound = false;
    bool firstVolleyFired = false;  // already fired its first volley this game
    // --- the target --------------------------------------------------------------
    Formation targetFormation = Formation::Line;
    std::optional<TroopCategory> targetCategory;
    std::string targetNation;
    geometry::FireType fireType = geometry::FireType::Direct;
    FireCover cover = FireCover::None;
    std::string coverName;
};

/// One line of 14.6 that applies to a volley.
struct AppliedFireFactor {
    std::string key;  // the firingFactors row
    int line = 0;     // its line number in 14.6
    std::string label;
    double value = 0;
    std::string rule;  // "14.6", with the reading behind it when one decides it
    std::string note;
};

/// Every firing factor that applies, in the order of 14.6, each valued from the
/// `firingFactors` table under the game's readings (A36, A37, A38).
std::vector<AppliedFireFactor> applicableFireFactors(const TricorneContext& context,
                                                     const FireFactorInputs& inputs);

/// The first-volley bonus under the `firstVolleyBonus` reading (A37); 0 if the
/// unit has fired its first volley already or no infantry fires.
double firstVolleyBonus(const TricorneContext& context, const FireFactorInputs& inputs,
                        std::string* working = nullptr);

/// The factors as an explanation node whose value is their sum.
Explanation explainFireFactors(const std::vector<AppliedFireFactor>& factors);

}  // namespace adjutant
