#include "core/referee/fireeffect/FireEffectContext.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/geometry/Angles.h"
#include "core/geometry/Arc.h"
#include "core/geometry/Distance.h"
#include "core/geometry/LineOfSight.h"
#include "core/geometry/TerrainQueries.h"
#include "core/referee/RulesetContextSupport.h"
#include "core/referee/fireeffect/FireEffectMovement.h"

namespace adjutant {

bool FireEffectContext::isGun(const Unit& unit) const {
    const TroopCategory a = arm(unit);
    return a == TroopCategory::Artillery || a == TroopCategory::MachineGun;
}

FireEffectUnitAttributes FireEffectContext::attributes(const Unit& unit) const {
    auto found = rules_.tables().unitTypeAttributes.find(unit.type);
    return found == rules_.tables().unitTypeAttributes.end() ? FireEffectUnitAttributes{}
                                                             : found->second;
}

std::string FireEffectContext::weapon(const Unit& unit) const {
    const UnitType* type = typeOf(unit);
    return type ? type->weapon : std::string();
}

std::string FireEffectContext::grade(const Unit& unit) const {
    return moraleClassOr(unit, "regular");
}

std::string FireEffectContext::mover(const Unit& unit) const {
    return fireEffectMoverOf(rules_, unit.type);
}

int FireEffectContext::workingGuns(const Unit& unit) const {
    return std::max(0, std::max(unit.guns, 1) - status(unit.id).gunsSilenced);
}

bool FireEffectContext::active(const Unit& unit) const {
    return unit.figures > 0 && !status(unit.id).offTable;
}

std::vector<const Unit*> FireEffectContext::enemiesByDistance(const Unit& unit) const {
    std::vector<const Unit*> enemies = enemiesOf(unit);
    std::vector<std::pair<double, const Unit*>> keyed;
    for (const Unit* enemy : enemies) {
        keyed.emplace_back(distanceInches(unit, *enemy), enemy);
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    enemies.clear();
    for (const auto& [distance, enemy] : keyed) {
        enemies.push_back(enemy);
    }
    return enemies;
}

std::vector<std::pair<const Unit*, double>> FireEffectContext::friendsWithin(const Unit& unit,
                                                                             double inches) const {
    std::vector<std::pair<const Unit*, double>> friends;
    auto placed = layout(unit);
    if (!placed) {
        return friends;
    }
    for (const Unit* other : unitsNear(placed->footprint, inches)) {
        if (other->side != unit.side || other->id == unit.id) {
            continue;
        }
        if (auto theirs = layout(*other)) {
            friends.emplace_back(other,
                                 geometry::distanceBetween(placed->footprint, theirs->footprint));
        }
    }
    std::stable_sort(friends.begin(), friends.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    return friends;
}

double FireEffectContext::distanceInches(const Unit& from, const Unit& to) const {
    return distanceToLayout(from, layout(to));
}

double FireEffectContext::nearestEnemyInSightYards(Vec2 point, int side) const {
    double best = std::numeric_limits<double>::infinity();
    const Table& table = state_.setup().scenario->table;
    for (const Unit& enemy : state_.units()) {
        if (enemy.side == side || !active(enemy)) {
            continue;
        }
        const double d =
            std::hypot(enemy.pose.position.x - point.x, enemy.pose.position.y - point.y);
        if (d >= best) {
            continue;
        }
        // Sight over the ground only: a fleeing group is seen over heads [P].
        if (!geometry::sightLineBlocker(enemy.pose.position, point, table, {},
                                        geometry::SightRules{})) {
            best = d;
        }
    }
    return rules_.toYards(best);
}

std::string FireEffectContext::cover(const Unit& unit) const {
    auto known = coverByUnit_.find(unit.id);
    if (known != coverByUnit_.end()) {
        return known->second;
    }
    std::string found = coverOf(unit);
    coverByUnit_.emplace(unit.id, found);
    return found;
}

std::string FireEffectContext::coverOf(const Unit& unit) const {
    auto placed = layout(unit);
    if (!placed) {
        return "none";
    }
    const Table& table = state_.setup().scenario->table;
    std::string found = "none";
    for (const std::size_t area : geometry::areasUnder(placed->footprint, table)) {
        const AreaKind kind = table.areas[area].kind;
        if (kind == AreaKind::Town) {
            return "hard";  // buildings (3.4, B9)
        }
        if (kind == AreaKind::Woods) {
            found = "soft";  // brush and trees spoil aim but stop no shell (3.4, 4.3)
        }
    }
    // Behind a wall or works (trenches) within its own depth of its front edge:
    // hard; behind a hedge: soft [P].
    const std::vector<Vec2> before = {placed->frontLeft, placed->frontRight,
                                      placed->frontRight + unit.pose.forward() * placed->depth,
                                      placed->frontLeft + unit.pose.forward() * placed->depth};
    for (const std::size_t line : geometry::linearFeaturesNear(before, table, 0.0)) {
        const LinearKind kind = table.lines[line].kind;
        if (kind == LinearKind::Wall || kind == LinearKind::Ditch) {
            return "hard";
        }
        if (kind == LinearKind::Hedge) {
            found = "soft";
        }
    }
    return found;
}

bool FireEffectContext::inArc(const Unit& firer, const Unit& target) const {
    auto from = layout(firer);
    auto to = layout(target);
    if (!from || !to) {
        return false;
    }
    const geometry::FrontArc arc = geometry::frontArcOf(*from, rules_.tables().arcHalfAngleDegrees);
    return geometry::arcReachesPolygon(arc, to->footprint);
}

bool FireEffectContext::sightClear(const Unit& firer, const Unit& target) const {
    auto from = layout(firer);
    auto to = layout(target);
    if (!from || !to) {
        return false;
    }
    const std::vector<std::vector<Vec2>> screens = unitIndex().sightScreens(
        state_, firer.pose.position, to->footprint, firer, target, activeTest());
    geometry::SightRules sight;
    sight.woodsDepthSeen = from->depth;
    sight.townDepthSeen = from->depth;
    return geometry::lineOfSight(firer.pose.position, to->footprint, state_.setup().scenario->table,
                                 screens, sight)
        .clear;
}

bool FireEffectContext::takesInFlank(const Unit& attacker, const Unit& defender) const {
    auto theirs = layout(defender);
    auto mine = layout(attacker);
    if (!theirs || !mine) {
        return false;
    }
    // The attacker's centre seen from the defender's: off its front by more
    // than the arc's half angle (11.2).
    const Vec2 d = mine->centre() - theirs->centre();
    if (std::hypot(d.x, d.y) < 1e-9) {
        return false;
    }
    return geometry::angleBetween(defender.pose.facingDegrees, Pose::bearingOf(d)) >
           rules_.tables().arcHalfAngleDegrees + 1e-9;
}

Vec2 FireEffectContext::rearOf(int side) const {
    const auto& sides = state_.setup().scenario->sides;
    const TableEdge edge = side >= 0 && static_cast<std::size_t>(side) < sides.size()
                               ? sides[static_cast<std::size_t>(side)].baseline
                               : TableEdge::Bottom;
    switch (edge) {
        case TableEdge::Top:
            return {0, -1};
        case TableEdge::Left:
            return {-1, 0};
        case TableEdge::Right:
            return {1, 0};
        case TableEdge::Bottom:
            break;
    }
    return {0, 1};
}

int FireEffectContext::halfIndex() const {
    return (state_.bound() - 1) * 2 + state_.playerTurn();
}

bool FireEffectContext::isPhasing(const Unit& unit) const {
    // Under simultaneous movement both sides act in one combined half (6.5, B26).
    const std::optional<int> phasing = state_.phasingSide();
    return !phasing || unit.side == *phasing || rules_.optionIs("simultaneous", "on");
}

}  // namespace adjutant
