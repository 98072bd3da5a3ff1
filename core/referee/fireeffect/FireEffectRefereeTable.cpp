// Helpers every Fire Effect step shares: building resolutions, which units
// act, and carrying results out on the table (figures removed, broken groups
// formed, flight moves, units leaving the table).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/model/DisplayName.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant::fireeffect_steps {

namespace {

bool wholeOnTable(const std::vector<Vec2>& footprint, const Table& table) {
    return std::all_of(footprint.begin(), footprint.end(), [&](const Vec2& p) {
        return p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height;
    });
}

}  // namespace

std::string nameOf(const GameState& state, const std::string& unitId) {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        // A broken group named as a target ("UNIT/broken-N").
        const std::optional<Unit> group =
            fireEffectBrokenGroupStandIn(FireEffectContext(state), unitId);
        return group ? group->name : unitId;
    }
    return displayName(*unit);
}

std::vector<std::string> phasingUnits(const GameState& state) {
    const FireEffectContext context(state);
    std::vector<std::string> ids;
    for (const Unit& unit : state.units()) {
        if (context.isPhasing(unit) && context.active(unit)) {
            ids.push_back(unit.id);
        }
    }
    return ids;
}

void removeFigures(GameState& state, const std::string& unitId, int figures) {
    auto unit = state.editUnit(unitId);
    if (unit && figures > 0) {
        unit->figures = std::max(0, unit->figures - figures);
    }
}

void breakFigures(GameState& state, const std::string& unitId, int figures, Explanation& why) {
    const Unit* unit = state.findUnit(unitId);
    if (!unit || figures <= 0) {
        return;
    }
    const int taken = std::min(figures, unit->figures);
    if (taken <= 0) {
        return;
    }
    const FireEffectContext context(state);
    FireEffectBrokenGroup group;
    group.figures = taken;
    group.halfBroken = context.halfIndex();
    // The group gathers just behind the unit, on the side of its own rear [P].
    auto placed = context.layout(*unit);
    const Vec2 centre = placed ? placed->centre() : unit->pose.position;
    const double depth = placed ? placed->depth : 0.0;
    group.position = centre + context.rearOf(unit->side) * depth;
    const int left = unit->figures - taken;
    why.add(fmt::format("{} figures of {} break for the rear", taken, nameOf(state, unitId)), taken,
            "8.1", left == 0 ? "the whole unit has broken" : fmt::format("{} stay", left));
    state.editUnit(unitId)->figures = left;
    fireEffectState(state).unit(unitId).brokenGroups.push_back(group);
}

void fleeUnit(GameState& state, const std::string& unitId, const std::string& fromId, double yards,
              Explanation& why) {
    const FireEffectContext context(state);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return;
    }
    auto placed = context.layout(*unit);
    if (!placed) {
        return;
    }
    const Unit* from = fromId.empty() ? nullptr : state.findUnit(fromId);
    auto fromPlaced = from ? context.layout(*from) : std::nullopt;
    // Directly away from the enemy, or to its own rear when there is none.
    Vec2 away = context.rearOf(unit->side);
    if (fromPlaced) {
        const Vec2 d = placed->centre() - fromPlaced->centre();
        const double length = std::hypot(d.x, d.y);
        if (length > 1e-9) {
            away = d / length;
        }
    }
    const double inches = context.rules().toInches(yards);
    Pose pose = unit->pose;
    pose.facingDegrees = Pose::bearingOf(away);
    pose.position = placed->centre() + away * (inches + placed->depth / 2);
    auto moved = context.layoutAt(*unit, pose, unit->formation);
    const Table& table = state.setup().scenario->table;
    auto target = state.editUnit(unitId);
    if (!moved || !wholeOnTable(moved->footprint, table)) {
        fireEffectState(state).unit(unitId).offTable = true;
        why.add(fmt::format("{} flees {} yds off the table", target->name,
                            formatRulesNumber(std::round(yards))),
                yards, "7.3, B25", "out of the game");
        return;
    }
    target->pose = pose;
    why.add(fmt::format("{} flees {} yds", target->name, formatRulesNumber(std::round(yards))),
            yards, "7.3, B25", "a full move, facing away");
}

}  // namespace adjutant::fireeffect_steps
