#include "core/referee/EnemiesInReach.h"

#include "core/engine/GameState.h"
#include "core/geometry/PointInPolygon.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

namespace {

// Whether two outlines share ground: a corner of one inside the other (enough
// for a unit's outline against a reach region many times its size).
bool meets(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.size() < 3 || b.size() < 3) {
        return false;
    }
    for (const Vec2& corner : a) {
        if (geometry::insidePolygon(corner, b)) {
            return true;
        }
    }
    for (const Vec2& corner : b) {
        if (geometry::insidePolygon(corner, a)) {
            return true;
        }
    }
    return false;
}

}  // namespace

EnemiesInReach enemiesInReach(const RulesetReferee& referee, const GameState& state,
                              const std::string& unitId) {
    EnemiesInReach out;
    const Unit* unit = state.findUnit(unitId);
    if (!unit || referee.outOfAction(state, unitId)) {
        return out;
    }
    const UnitOverlays own = referee.overlays(state, unitId);
    for (const Unit& enemy : state.units()) {
        if (enemy.side == unit->side || referee.outOfAction(state, enemy.id)) {
            continue;
        }
        if (referee.previewFire(state, unitId, enemy.id, {}).canFire) {
            out.fireTargets.push_back(enemy.id);
        }
        bool reached = !referee.refuseCharge(state, unitId, {enemy.id});
        if (!reached && !own.chargeReach.empty()) {
            reached = meets(own.chargeReach, referee.overlays(state, enemy.id).footprint);
        }
        if (reached) {
            out.chargeTargets.push_back(enemy.id);
        }
    }
    return out;
}

}  // namespace adjutant
