#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/TroopCategory.h"
#include "core/referee/ActiveUnitIndex.h"
#include "core/referee/RulesetUnitContext.h"
#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesMelee.h"
#include "core/referee/princes/PrincesMorale.h"
#include "core/referee/princes/PrincesMovement.h"
#include "core/referee/princes/PrincesRules.h"

namespace adjutant {

/// A read-only view of a War of Princes game for the referee's procedures: the
/// rules with the game's option readings, each unit's type, arm, traits, class
/// and layout on the table, and the questions about units the steps keep asking
/// (enemies, cover, general attached, halted). Cheap to make; holds no copies.
/// The spatial index of the units it asks is the state's (ActiveUnitIndex),
/// brought up to date on its first use: make a context afresh once units have
/// moved.
class PrincesContext
    : public RulesetUnitContext<PrincesContext, PrincesRules, PrincesGameState, princesState> {
  public:
    using RulesetUnitContext::RulesetUnitContext;

    const PrincesGameState& princes() const { return princesState(state_); }
    const PrincesUnitState& status(const std::string& id) const { return princes().unit(id); }

    // Its arm (RulesetUnitContext::arm) is infantry, cavalry or artillery.
    /// The arm as the movement rules name it: artillery is "footArtillery" or "horseArtillery".
    std::string moverArm(const Unit& unit) const;
    std::vector<std::string> traits(const Unit& unit) const;
    bool hasTrait(const Unit& unit, const std::string& trait) const;
    /// Without bayonets (2.3): by its unit type's traits or, for this unit
    /// alone, by its status from the scenario; never cavalry (A18).
    bool withoutBayonets(const Unit& unit) const;
    std::string moraleClass(const Unit& unit) const;
    /// The `ranges` key of the weapon it fires ("musket", "rifle", "artillery"); empty if none.
    std::string weapon(const Unit& unit) const;

    /// Still in the game: on the table, not destroyed.
    bool active(const Unit& unit) const;
    /// The active enemy nearest to the centre of the unit's front edge.
    const Unit* nearestEnemy(const Unit& unit) const;
    /// The footprints of the active units that may screen a line of sight from
    /// `from` to the target (ActiveUnitIndex::sightScreens).
    std::vector<std::vector<Vec2>> sightScreens(Vec2 from, const std::vector<Vec2>& targetFootprint,
                                                const Unit& firer, const Unit& target) const;
    /// From the centre of the unit's front edge to the nearest point of the other (5.4).
    double distanceBetween(const Unit& from, const Unit& to) const;
    /// The active enemy units whose footprints touch this unit's (base to base, 6.3, 8.6).
    std::vector<const Unit*> enemiesInContact(const Unit& unit) const;

    /// Behind works or in cover (5.1, 7.4): standing in woods or buildings, or
    /// holding a hedge or wall along its front edge.
    bool inCover(const Unit& unit) const;
    /// In cover of the ground alone: standing in woods or buildings. A charger
    /// has only this: the hedge or wall along its front is one it goes over at
    /// its enemy, not works it holds (7.4, A20).
    bool inCoverOfGround(const Unit& unit) const;
    /// The hedges, walls and streams (indices into Table::lines) lying along
    /// the unit's front edge: in front of it, no farther off than the unit is
    /// deep, whoever came over them.
    std::vector<std::size_t> obstaclesAlongFront(const Unit& unit) const;
    /// It came over the obstacle between it and its enemy: the attacker of a
    /// melee fought over one (A20). Two units touching across a hedge both
    /// have it along their fronts; only the other one holds it.
    bool cameOverObstacle(const Unit& unit) const;
    /// `holder` holds an obstacle along its front edge that `attacker`, standing
    /// before that front, must come over (A20 "fighting over an obstacle").
    bool holdsObstacleAgainst(const Unit& holder, const Unit& attacker) const;
    /// A general of its side in base contact (7.4 [P]).
    bool generalAttached(const Unit& unit) const;
    /// Halted as 7.2 defines it under the `haltedDefinition` reading (A30).
    bool halted(const Unit& unit, bool moving = false) const;

    PrincesMover mover(const Unit& unit) const;
    /// A unit's morale test inputs for these triggers, `enemy` the unit whose
    /// charge or melee it is about (may be null).
    PrincesMoraleInputs moraleInputs(const Unit& unit, std::vector<std::string> triggers,
                                     const Unit* enemy, bool moving = false) const;
    /// One side of a melee as 6.1-6.3 look at it.
    PrincesMeleeSide meleeSide(const Unit& unit, bool crossedObstacle) const;
};

}  // namespace adjutant
