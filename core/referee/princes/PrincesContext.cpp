#include "core/referee/princes/PrincesContext.h"

#include <algorithm>
#include <limits>

#include "core/geometry/Aspect.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/model/DisplayName.h"
#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

std::string PrincesContext::moverArm(const Unit& unit) const {
    const TroopCategory a = arm(unit);
    if (a != TroopCategory::Artillery) {
        return std::string(troopCategoryKey(a));
    }
    return hasTrait(unit, "horseArtillery") ? "horseArtillery" : "footArtillery";
}

std::vector<std::string> PrincesContext::traits(const Unit& unit) const {
    auto it = rules_.tables().unitTypeTraits.find(unit.type);
    return it == rules_.tables().unitTypeTraits.end() ? std::vector<std::string>{} : it->second;
}

bool PrincesContext::hasTrait(const Unit& unit, const std::string& trait) const {
    const std::vector<std::string> all = traits(unit);
    return std::find(all.begin(), all.end(), trait) != all.end();
}

bool PrincesContext::withoutBayonets(const Unit& unit) const {
    return arm(unit) != TroopCategory::Cavalry &&
           (hasTrait(unit, "noBayonets") || status(unit.id).noBayonets);
}

std::string PrincesContext::moraleClass(const Unit& unit) const {
    return moraleClassOr(unit, "C");
}

std::string PrincesContext::weapon(const Unit& unit) const {
    const UnitType* type = typeOf(unit);
    if (!type) {
        return {};
    }
    // A27: cavalry carries no musket range unless the option lets it fire as muskets.
    if (type->arm == TroopCategory::Cavalry) {
        return rules_.optionIs("cavalryMayFire", "asMuskets") ? "musket" : "";
    }
    return type->weapon;
}

bool PrincesContext::active(const Unit& unit) const {
    const PrincesUnitState& s = status(unit.id);
    return !s.offTable && unit.figures > 0 && !s.gunLost;
}

double PrincesContext::distanceBetween(const Unit& from, const Unit& to) const {
    return distanceToLayout(from, layout(to));
}

std::vector<const Unit*> PrincesContext::enemiesInContact(const Unit& unit) const {
    std::vector<const Unit*> touching;
    auto mine = layout(unit);
    if (!mine || !active(unit)) {
        return touching;
    }
    for (const Unit* other : unitsNear(mine->footprint, geometry::kContactTolerance)) {
        if (other->side == unit.side) {
            continue;
        }
        auto theirs = layout(*other);
        // Touching, or pressed into each other: base to base either way.
        if (theirs && (geometry::inContact(mine->footprint, theirs->footprint) ||
                       geometry::overlaps(mine->footprint, theirs->footprint))) {
            touching.push_back(other);
        }
    }
    return touching;
}

const Unit* PrincesContext::nearestEnemy(const Unit& unit) const {
    const std::vector<const Unit*> nearest = nearestEnemies(unit, 1);
    return nearest.empty() ? nullptr : nearest.front();
}

std::vector<std::vector<Vec2>> PrincesContext::sightScreens(
    Vec2 from, const std::vector<Vec2>& targetFootprint, const Unit& firer,
    const Unit& target) const {
    return unitIndex().sightScreens(state_, from, targetFootprint, firer, target, activeTest());
}

namespace {

bool terrainGivesCover(const PrincesRules& rules, const std::string& kind) {
    auto it = rules.tables().terrain.find(kind);
    return it != rules.tables().terrain.end() && it->second.cover;
}

}  // namespace

bool PrincesContext::inCoverOfGround(const Unit& unit) const {
    auto placed = layout(unit);
    if (!placed) {
        return false;
    }
    const Table& table = state_.setup().scenario->table;
    for (const std::size_t area : geometry::areasUnder(placed->footprint, table)) {
        const AreaKind kind = table.areas[area].kind;
        if ((kind == AreaKind::Woods && terrainGivesCover(rules_, "woods")) ||
            (kind == AreaKind::Town && terrainGivesCover(rules_, "town"))) {
            return true;
        }
    }
    return false;
}

bool PrincesContext::inCover(const Unit& unit) const {
    if (inCoverOfGround(unit)) {
        return true;
    }
    if (!layout(unit)) {
        return false;
    }
    const Table& table = state_.setup().scenario->table;
    auto gives = [&](const std::string& kind) { return terrainGivesCover(rules_, kind); };
    if (cameOverObstacle(unit)) {
        return false;  // the hedge or wall in front is its enemy's (7.4, A20)
    }
    for (const std::size_t line : obstaclesAlongFront(unit)) {
        const LinearKind kind = table.lines[line].kind;
        if ((kind == LinearKind::Hedge && gives("hedge")) ||
            (kind == LinearKind::Wall && gives("wall"))) {
            return true;
        }
    }
    return false;
}

std::vector<std::size_t> PrincesContext::obstaclesAlongFront(const Unit& unit) const {
    std::vector<std::size_t> found;
    auto placed = layout(unit);
    const Table& table = state_.setup().scenario->table;
    if (!placed || table.lines.empty()) {
        return found;
    }
    // The ground just in front, no farther from the front edge than the unit is deep.
    const std::vector<Vec2> before = {placed->frontLeft, placed->frontRight,
                                      placed->frontRight + unit.pose.forward() * placed->depth,
                                      placed->frontLeft + unit.pose.forward() * placed->depth};
    for (const std::size_t line :
         geometry::linearFeaturesNear(before, table, geometry::kContactTolerance)) {
        const LinearKind kind = table.lines[line].kind;
        if (kind == LinearKind::Hedge || kind == LinearKind::Wall || kind == LinearKind::Stream) {
            found.push_back(line);
        }
    }
    return found;
}

bool PrincesContext::cameOverObstacle(const Unit& unit) const {
    for (const PrincesMelee* melee : princes().meleesOf(unit.id)) {
        if (melee->attacker == unit.id && melee->attackerCrossedObstacle) {
            return true;
        }
    }
    return false;
}

bool PrincesContext::holdsObstacleAgainst(const Unit& holder, const Unit& attacker) const {
    if (cameOverObstacle(holder) || obstaclesAlongFront(holder).empty()) {
        return false;
    }
    auto mine = layout(holder);
    auto theirs = layout(attacker);
    return mine && theirs &&
           geometry::aspectOf(*mine, theirs->footprint) == geometry::Aspect::Front;
}

bool PrincesContext::generalAttached(const Unit& unit) const {
    auto placed = layout(unit);
    const auto& sides = state_.setup().scenario->sides;
    if (!placed || unit.side < 0 || static_cast<std::size_t>(unit.side) >= sides.size()) {
        return false;
    }
    for (const General& general : sides[static_cast<std::size_t>(unit.side)].generals) {
        if (geometry::withinLimit(
                geometry::distanceFromPoint(general.pose.position, placed->footprint),
                geometry::kContactTolerance)) {
            return true;
        }
    }
    return false;
}

bool PrincesContext::halted(const Unit& unit, bool moving) const {
    const PrincesUnitState& s = status(unit.id);
    PrincesHaltFacts facts;
    // The unit's most recent own movement step: this turn's if it is its turn
    // and it has moved, else the last one it had.
    facts.movedInLastOwnMovement = s.movedThisTurn || s.movedInLastOwnMovement;
    facts.inMelee = princes().inMelee(unit.id);
    facts.haltMarker = s.haltMarker();
    facts.moving = moving;
    return princesIsHalted(rules_, facts);
}

PrincesMover PrincesContext::mover(const Unit& unit) const {
    PrincesMover m;
    m.arm = moverArm(unit);
    m.moraleClass = moraleClass(unit);
    m.traits = traits(unit);
    if (weapon(unit) == "rifle") {
        m.traits.push_back("rifles");
    }
    m.formation = unit.formation;
    const PrincesUnitState& s = status(unit.id);
    m.routing = s.routing;
    m.reloadingRifles = s.reloadingThisTurn;
    return m;
}

PrincesMoraleInputs PrincesContext::moraleInputs(const Unit& unit,
                                                 std::vector<std::string> triggers,
                                                 const Unit* enemy, bool moving) const {
    const PrincesUnitState& s = status(unit.id);
    PrincesMoraleInputs in;
    in.name = displayName(unit);
    in.arm = arm(unit);
    in.moraleClass = moraleClass(unit);
    in.triggers = std::move(triggers);
    in.figures = unit.figures;
    in.startFigures = unit.startFigures > 0 ? unit.startFigures : unit.figures;
    in.formation = unit.formation;
    // A charger sets off over the hedge or wall along its front at its enemy:
    // "behind works" is the holder's advantage, not the attacker's (7.4, A20).
    const bool charging = !s.chargeTargets.empty() ||
                          std::find(in.triggers.begin(), in.triggers.end(),
                                    princes_trigger::kInitiateCharge) != in.triggers.end();
    in.inCover = charging ? inCoverOfGround(unit) : inCover(unit);
    in.generalAttached = generalAttached(unit);
    in.disordered = s.disordered;
    in.militia = hasTrait(unit, "militia");
    in.noBayonets = withoutBayonets(unit);
    if (enemy) {
        in.enemyIsCavalry = arm(*enemy) == TroopCategory::Cavalry;
        in.enemyFormed = enemy->formation != Formation::SkirmishLine;
    }
    in.halted = halted(unit, moving);
    in.retiring = s.retiring();
    in.routing = s.routing;
    return in;
}

PrincesMeleeSide PrincesContext::meleeSide(const Unit& unit, bool crossedObstacle) const {
    const PrincesUnitState& s = status(unit.id);
    PrincesMeleeSide side;
    side.name = displayName(unit);
    side.arm = arm(unit);
    side.moraleClass = moraleClass(unit);
    side.formation = unit.formation;
    side.figures = unit.figures;
    side.disordered = s.disordered;
    side.noBayonets = withoutBayonets(unit);
    side.chargedThisTurn = s.chargedThisTurn;
    side.halted = halted(unit);
    side.crossedObstacle = crossedObstacle;
    side.routing = s.routing;
    return side;
}

}  // namespace adjutant
