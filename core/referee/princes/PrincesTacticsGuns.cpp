// The movement step (8.3) for the computer commander's guns: unlimbered with
// a target within range, limbered to keep within reach of the foot they
// support (4.4), and turned by prolonge to bring an enemy into the arc.

#include <fmt/format.h>

#include "core/referee/princes/PrincesManoeuvreProposer.h"

namespace adjutant::princes_tactics {

const Unit* ManoeuvreProposer::nearestFriendlyFoot(const Unit& gun) const {
    const Unit* best = nullptr;
    double bestDistance = 0;
    for (const Unit& other : context_.state().units()) {
        if (other.side != gun.side || !context_.active(other) ||
            armOf(context_, other) != TroopCategory::Infantry ||
            context_.status(other.id).routing) {
            continue;
        }
        const double d = (other.pose.position - gun.pose.position).length();
        if (!best || d < bestDistance) {
            best = &other;
            bestDistance = d;
        }
    }
    return best;
}

// Guns unlimbered with a target; limbered to keep up with the foot (4.4).
void ManoeuvreProposer::useGuns(const Unit& unit, bool hasShot) {
    const double longRange = rangeLimit(context_, context_.weapon(unit), false);
    const double mediumRange = rangeLimit(context_, context_.weapon(unit), true);
    const Unit* foot = nearestFriendlyFoot(unit);
    const double apart = foot ? (foot->pose.position - unit.pose.position).length() : 0.0;
    const bool supported = !foot || apart <= kGunSupportDistance;
    if (unit.formation == Formation::Limbered) {
        if (nearest_ <= mediumRange || (nearest_ <= longRange && supported)) {
            PrincesManoeuvreOrder unlimber{unit.id, Kind::Unlimber, std::nullopt, {}};
            offer(unit, unlimber, kUnlimberValue,
                  fmt::format("{} unlimbers: the enemy is {:.0f} inches off", unit.name, nearest_));
            return;
        }
        if (foot && !supported) {
            const double bearing = Pose::bearingOf(foot->pose.position - unit.pose.position);
            advance(unit, foot->pose.position, bearing, apart - kGunSupportDistance / 2,
                    fmt::format("follows {}", foot->name), false);
            return;
        }
        moveTowardsGoal(unit, true);
        return;
    }
    if (hasShot) {
        return;  // it fires in the fire step
    }
    if (nearest_ <= longRange) {
        faceEnemy(unit, Kind::Prolonge);
        return;
    }
    if (foot && !supported) {
        PrincesManoeuvreOrder limber{unit.id, Kind::Limber, std::nullopt, {}};
        offer(unit, limber, kLimberValue,
              fmt::format("{} limbers up to follow {}: no enemy within range", unit.name,
                          foot->name));
    }
}

}  // namespace adjutant::princes_tactics
