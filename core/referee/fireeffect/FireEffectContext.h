#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/TroopCategory.h"
#include "core/referee/ActiveUnitIndex.h"
#include "core/referee/RulesetUnitContext.h"
#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectRules.h"

namespace adjutant {

/// A read-only view of a Fire Effect game for the referee's procedures: the
/// rules with the game's option readings, each unit's type, arm, attributes and
/// layout on the table, and the questions the steps keep asking (enemies and
/// friends by distance, cover, arc, flank). Distances the rules read are in
/// yards, converted from table inches with the ground scale (1, `yardsPerInch`).
/// Cheap to make; holds no copies. The spatial index of the units it asks is
/// the state's (ActiveUnitIndex), brought up to date on its first use: make a
/// context afresh once units have moved.
class FireEffectContext : public RulesetUnitContext<FireEffectContext, FireEffectRules,
                                                    FireEffectGameState, fireEffectState> {
  public:
    using RulesetUnitContext::RulesetUnitContext;

    const FireEffectGameState& fe() const { return fireEffectState(state_); }
    const FireEffectUnitState& status(const std::string& id) const { return fe().unit(id); }

    // Its arm (RulesetUnitContext::arm) is infantry, cavalry, artillery or machine gun.
    bool isGun(const Unit& unit) const;
    /// The catalogue's extra attributes of the unit's type (empty for an unknown type).
    FireEffectUnitAttributes attributes(const Unit& unit) const;
    /// The `weapons` row the unit fires ("" if none).
    std::string weapon(const Unit& unit) const;
    /// The morale grade (8.1): the unit's own class, else its type's.
    std::string grade(const Unit& unit) const;
    /// The `movementRates` row it moves by (6.1-6.3).
    std::string mover(const Unit& unit) const;
    /// Guns that can still fire (not silenced).
    int workingGuns(const Unit& unit) const;

    /// Still in the game: on the table with figures.
    bool active(const Unit& unit) const;

    /// The active units of the same side except itself whose footprints come
    /// within `inches` of its own (edge to edge), each with that distance,
    /// nearest first, ties in the game's order (from the spatial index).
    std::vector<std::pair<const Unit*, double>> friendsWithin(const Unit& unit,
                                                              double inches) const;
    /// Active enemies nearest first.
    std::vector<const Unit*> enemiesByDistance(const Unit& unit) const;
    // RulesetUnitContext's enemiesByDistanceWithin and nearestEnemies find the near ones
    // of these through the spatial index.
    /// From the centre of the unit's front edge to the nearest point of the other, inches.
    double distanceInches(const Unit& from, const Unit& to) const;
    double distanceYards(const Unit& from, const Unit& to) const {
        return rules_.toYards(distanceInches(from, to));
    }
    /// Yards from a point to the nearest active enemy of `side` with sight of it.
    double nearestEnemyInSightYards(Vec2 point, int side) const;

    /// "none", "soft" or "hard" (3.4, 4.3, B9): standing in a town or behind a
    /// wall or works is hard cover, in woods or behind a hedge soft [P].
    std::string cover(const Unit& unit) const;
    /// Some of the target lies in the firer's arc (3.2 [P]).
    bool inArc(const Unit& firer, const Unit& target) const;
    /// Sight from the firer's front to the target, blocked by units, woods, towns, crests.
    bool sightClear(const Unit& firer, const Unit& target) const;
    /// `attacker` comes at `defender` from beyond its front arc: its flank or rear (7.4).
    bool takesInFlank(const Unit& attacker, const Unit& defender) const;
    /// The direction of the side's own rear: towards its baseline (8.2, flight).
    Vec2 rearOf(int side) const;

    /// The game half counted from 0 over the whole game (two a move).
    int halfIndex() const;
    /// The unit's side acts in this half: the phasing side, or every side under
    /// option `simultaneous`.
    bool isPhasing(const Unit& unit) const;

  private:
    std::string coverOf(const Unit& unit) const;
    // Cover asked again for the same unit (a fire preview runs the volley once
    // for every die face) is answered from here: the table does not change
    // while a context lives.
    mutable std::map<std::string, std::string, std::less<>> coverByUnit_;
};

}  // namespace adjutant
