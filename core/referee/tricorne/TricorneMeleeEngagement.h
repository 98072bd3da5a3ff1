#pragma once

// Step 4 of Tricorne and Musket's bound (8.4, 12): who is fighting whom. The
// charge procedures (steps 1-3) say who charged with what impetus; the table
// says who touches whom.

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

/// One unit that charged or counter-charged this bound, as the charge
/// procedures (steps 1-3) leave it for the melee and the breakthrough test.
struct ChargeImpetus {
    std::string unitId;
    std::vector<std::string> targets;  // the units it charged (9.1); a counter-charger: its charger
    bool counterCharge = false;
    bool keepsChargingFactor = true;  // 10.2: a counter-charge "using the charging factors"
    bool impetusLost = false;         // 13.6, A18: an obstacle crossed
    std::string impetusLostBecause;
    bool unformedWhenCharged = false;  // A18 (melee column), A50 (breakthrough -2)
    /// Targets it charged in the flank or rear, judged where it declared (A44.5).
    std::vector<std::string> flankOrRearTargets;
    int fireCasualties = 0;  // lost to fire on the way in (A15)
    /// Table inches of charge move it has left for a breakthrough; empty: its
    /// charge pace less the move used (TricorneUnitState::ThisBound::chargeMoveUsed).
    std::optional<double> remainingMove;
};

/// The charges of a bound in declaration order, each unit's found without a
/// search: a melee step asks for the charge of every unit it fights, and
/// searching the list each time made the step cost the army's size squared.
/// Made from a plain list (implicitly, so a test can write {charge}).
class ChargeList {
  public:
    ChargeList() = default;
    ChargeList(std::vector<ChargeImpetus> charges);  // NOLINT(google-explicit-constructor)
    ChargeList(std::initializer_list<ChargeImpetus> charges);

    /// The unit's first charge in the list, or nullptr.
    const ChargeImpetus* find(const std::string& unitId) const;
    /// The place of the unit's first charge in the list; size() when it has none.
    std::size_t rankOf(const std::string& unitId) const;

    std::size_t size() const { return charges_.size(); }
    bool empty() const { return charges_.empty(); }
    const ChargeImpetus& operator[](std::size_t i) const { return charges_[i]; }
    std::vector<ChargeImpetus>::const_iterator begin() const { return charges_.begin(); }
    std::vector<ChargeImpetus>::const_iterator end() const { return charges_.end(); }

  private:
    std::vector<ChargeImpetus> charges_;
    std::unordered_map<std::string, std::size_t> firstOf_;  // unit id -> place
};

/// The charge of `unitId` in the list, or nullptr.
const ChargeImpetus* findCharge(const std::vector<ChargeImpetus>& charges,
                                const std::string& unitId);
const ChargeImpetus* findCharge(const ChargeList& charges, const std::string& unitId);

/// The charges of this bound as the charge procedures recorded them in each
/// unit's status (chargeTargets, counterCharging, chargeImpetusLost,
/// chargeCasualties, the declared pose for A44.5), in declaration order.
std::vector<ChargeImpetus> chargesOfThisBound(const TricorneContext& context);

/// Two units in base contact that fight each other.
struct MeleePair {
    std::string first;  // the charger when one of them charged, else the first in scenario order
    std::string second;
    bool continuing = false;  // they fought each other last bound (12.2 in-contact column)
};

/// A unit that avoids the melee instead of fighting (12.6).
struct MeleeAvoidance {
    std::string unitId;
    std::string enemyId;  // the enemy touching it
    std::string kind;     // "skirmishersFallBack", "crewFallsBack"
};

/// Units in contact, grouped: a unit may fight several enemies, and each
/// group is resolved as one melee (A49), both sides computed before removal.
struct MeleeEngagement {
    std::vector<std::string> units;  // every unit that fights, scenario order
    std::vector<MeleePair> pairs;
};

struct MeleeSituation {
    std::vector<MeleeEngagement> engagements;
    std::vector<MeleeAvoidance> avoiding;
};

/// Every melee to fight now: enemies in base contact, on the table, not
/// ridden down (9.2), that have not yet fought each other this bound (so the
/// step can be run again for the new contacts of steps 6-7). Skirmishers not
/// in hard cover fall back instead (12.6); artillery's crew falls back
/// (12.6) unless the artilleryMeleeRefuge reading keeps it at its guns.
MeleeSituation findMelees(const TricorneContext& context, const ChargeList& charges);

}  // namespace adjutant
