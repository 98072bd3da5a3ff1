#include "core/referee/tricorne/TricorneWornUnits.h"

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/Distance.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFirePreview.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneTactics.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"

namespace adjutant {

namespace {

constexpr int kDieFaces = 6;
// Inches to spare beyond an enemy's reach.
constexpr double kDangerMargin = 2.0;
// A unit drawing back stays this far inside the table's edges, so that a
// later rout does not carry it straight off.
constexpr double kEdgeMargin = 3.0;
constexpr double kTurnsOffTheLine[] = {0.0, 30.0, -30.0, 60.0, -60.0};
constexpr double kMoveFractions[] = {1.0, 0.75, 0.5};

double reachOf(const TricorneContext& context, const Unit& enemy) {
    const std::optional<TroopCategory> category = categoryOf(context, enemy);
    if (category == TroopCategory::Cavalry) {
        const ChargeReach reach = chargeReachOf(context, enemy);
        return reach.whyNot.empty() ? reach.inches : 0.0;
    }
    const TricorneWeaponRow* weapon = weaponOf(context, enemy);
    return weapon ? context.scaled(weapon->longRange()) : 0.0;
}

}  // namespace

double moraleBreakShare(int moraleStatus) {
    double share = 0.0;
    for (int die = 1; die <= kDieFaces; ++die) {
        const int over = die - moraleStatus;
        share += over >= 6 ? 1.0 : over == 5 ? 0.5 : over == 4 ? 0.25 : 0.0;
    }
    return share / kDieFaces;
}

bool holdsTheLead(const GameState& state, int side) {
    if (side < 0 || side > 1) {
        return false;
    }
    double start[2] = {0, 0};
    double inAction[2] = {0, 0};
    for (const Unit& unit : state.setup().scenario->units) {
        if (unit.side == 0 || unit.side == 1) {
            start[unit.side] += unit.startFigures > 0 ? unit.startFigures : unit.figures;
        }
    }
    const TricorneContext context(state);
    for (const Unit& unit : state.units()) {
        if ((unit.side == 0 || unit.side == 1) && !tricorneOutOfAction(context, unit)) {
            inAction[unit.side] += unit.figures;
        }
    }
    const int enemy = 1 - side;
    if (start[side] <= 0 || start[enemy] <= 0) {
        return false;
    }
    const double ownLoss = 1.0 - inAction[side] / start[side];
    const double enemyLoss = 1.0 - inAction[enemy] / start[enemy];
    return ownLoss <= enemyLoss;
}

const TricorneBattlefield::Piece* nearestDanger(const TricorneContext& context,
                                                const TricorneBattlefield& field, int side, Vec2 at,
                                                DangerFrom from) {
    const std::size_t enemySide = static_cast<std::size_t>(1 - side);
    if (enemySide >= field.sides.size()) {
        return nullptr;
    }
    const TricorneBattlefield::Piece* nearest = nullptr;
    double nearestDistance = 0.0;
    for (const TricorneBattlefield::Piece& enemy : field.sides[enemySide]) {
        if (context.status(*enemy.unit).routBoundsOwed > 0 ||
            (from == DangerFrom::HorseOnly &&
             categoryOf(context, *enemy.unit) != TroopCategory::Cavalry)) {
            continue;
        }
        const double reach = reachOf(context, *enemy.unit);
        if (reach <= 0.0) {
            continue;
        }
        const double distance = geometry::distanceFromPoint(at, enemy.footprint);
        if (distance <= reach + kDangerMargin && (!nearest || distance < nearestDistance)) {
            nearest = &enemy;
            nearestDistance = distance;
        }
    }
    return nearest;
}

bool fireRiskOutweighsVolley(
    const TricorneContext& context, const Unit& unit,
    const std::vector<std::pair<double, const TricorneBattlefield::Piece*>>& enemies) {
    double incoming = 0.0;
    double ownBest = 0.0;
    for (const auto& [distance, enemy] : enemies) {
        const FirePreview theirs = previewTricorneFire(context, enemy->unit->id, unit.id);
        if (theirs.canFire) {
            incoming += theirs.expectedCasualties;
        }
        const FirePreview ours = previewTricorneFire(context, unit.id, enemy->unit->id);
        if (ours.canFire) {
            ownBest = std::max(ownBest, ours.expectedCasualties);
        }
    }
    // At least one casualty makes it test (15.1); the chance of any is about
    // the expectation while that is below one.
    const int hits = std::max(1, static_cast<int>(std::lround(incoming)));
    const double risk = std::min(1.0, incoming) *
                        moraleBreakShare(presentMoraleStatus(context, unit.id, nullptr) - hits) *
                        std::max(0, unit.figures - hits);
    return risk > ownBest;
}

std::vector<Pose> drawBackPoses(const TricorneContext& context, const Unit& unit, Vec2 centre,
                                const TricorneBattlefield::Piece& danger, double allowance) {
    const Table& table = context.state().setup().scenario->table;
    const double away = Pose::bearingOf(centre - danger.centre);
    std::vector<Pose> poses;
    for (const double turn : kTurnsOffTheLine) {
        for (const double fraction : kMoveFractions) {
            const Vec2 to =
                unit.pose.position + Pose::directionOf(away + turn) * (allowance * fraction);
            if (to.x < kEdgeMargin || to.y < kEdgeMargin || to.x > table.width - kEdgeMargin ||
                to.y > table.height - kEdgeMargin) {
                continue;
            }
            poses.push_back(Pose{to, unit.pose.facingDegrees});
            poses.push_back(Pose{to, away + turn});
        }
    }
    return poses;
}

}  // namespace adjutant
