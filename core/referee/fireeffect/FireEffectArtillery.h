#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/referee/fireeffect/FireEffectRateOfFire.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// The target of artillery or machine-gun fire (4.3, 5), filled by the caller.
struct FireEffectShellTarget {
    std::string name;
    Formation formation = Formation::Line;  // limbered guns count as a column (4.3, P)
    std::string cover = "none";             // a `coverKinds` row: none, soft, hard
    bool prone = false;                     // lying down (optional rule, only in the open)
    bool isGun = false;                     // a gun or machine gun: only silenced, no figures
};

/// One gun's (or machine gun's) shot: the hit roll, the effect dice and what they did.
struct FireEffectGunShot {
    std::optional<int> hitDie;  // none when the hit was automatic
    bool hit = false;
    std::vector<int> effectDice;
    std::vector<int> figures;  // figures put out of action by each effect die
    int total = 0;
    bool silenced = false;  // a gun target silenced
};

/// Everything a battery's or a machine gun's fire looks at (4.1-4.3, 5).
/// Distance in yards.
struct FireEffectGunFireInputs {
    std::string firerName;
    std::string weapon = "rifledCannon";  // a `weapons` row of kind artillery or machineGun
    bool heavy = false;                   // heavy, siege or naval gun, mortar (artillery only)
    int guns = 1;
    double distance = 0;
    FireEffectShellTarget target;
    bool ownHalf = true;  // guns fire in their own side's half only (B29)
};

/// A battery's or a machine gun's fire worked out (nothing is applied).
struct FireEffectGunFireResult {
    bool allowed = false;
    std::string reason;
    std::string
        band;  // artillery: pointBlank, short, medium, long; machine gun: close, medium, long
    std::string category;  // what the target counts as: column, line, openOrder, cover
    bool automatic = false;
    std::vector<int> hitFaces;  // artillery only: the faces that hit in the band
    int subtract = 0;           // from each effect die, a machine gun's long range included
    std::vector<FireEffectGunShot> shots;
    int casualties = 0;
    int gunsSilenced = 0;
    Explanation explanation;
};

/// What a target counts as on the effect table (4.3, 5): "cover" when its cover stops
/// this kind of fire ("cannon" or "machineGun"), else its formation's category.
std::string fireEffectTargetCategory(const FireEffectRules& rules,
                                     const FireEffectShellTarget& target, bool machineGun);

/// The number taken off each effect die (4.3): category, prone in the open (option
/// `prone`), and `extra` (machine guns at long range); each line added to `why`.
int fireEffectEffectSubtract(const FireEffectRules& rules, const FireEffectShellTarget& target,
                             const std::string& category, int extra, Explanation& why);

/// The artillery band at a distance for a weapon (4.2, B7, option `howitzerRange`),
/// empty beyond the weapon's maximum.
std::string fireEffectArtilleryBand(const FireEffectRules& rules, const std::string& weapon,
                                    double yards);

/// The faces that hit in a band (4.2, B8, option `artilleryMediumFaces`).
std::vector<int> fireEffectArtilleryHitFaces(const FireEffectRules& rules, const std::string& band);

/// Rolls the effect dice of one hit against a target and fills `shot` (4.3, 5).
void fireEffectRollEffect(const FireEffectRules& rules, const FireEffectShellTarget& target,
                          int effectDice, int subtract, int bonus, bool mayBeSilenced,
                          const std::string& purpose, DiceSource& dice, FireEffectGunShot& shot,
                          Explanation& why);

/// A battery's or machine gun's fire as it opens: what its dice are rolled for
/// (`kind`, then firer and target when the firer is named) and the explanation
/// it heads, citing `rule`.
struct FireEffectGunFireOpening {
    std::string purpose;
    Explanation why;
};
FireEffectGunFireOpening openFireEffectGunFire(const FireEffectGunFireInputs& inputs,
                                               std::string_view kind, RulesText rule);

/// May a gun or machine gun fire in this half (3.7, B29); `rateRow` is "artillery" or
/// "machineGun". Refusals land in `why`.
bool fireEffectGunMayFire(const FireEffectRules& rules, const std::string& rateRow, bool ownHalf,
                          Explanation& why, std::string& reason);

/// One hit roll per gun (B29), then the effect die for each hit; changes nothing.
FireEffectGunFireResult resolveFireEffectArtillery(const FireEffectRules& rules,
                                                   const FireEffectGunFireInputs& inputs,
                                                   DiceSource& dice);

}  // namespace adjutant
