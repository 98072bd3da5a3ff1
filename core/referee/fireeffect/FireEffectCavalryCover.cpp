// Horsemen keeping out of the enemy's fire (UnitGoal::takeCover). Horsemen
// cannot lie down, and a battery's bands are 300 and 600 yds deep, so no one
// trot takes them out of one: under fire they make for the nearest place
// within some trots where the guns would hit them least (out of reach, or
// hidden by a farm, a wood or their own troops), and a move back to their post
// counts the fire it would draw there against the ground it gains. The enemy's
// next volley is judged as it would be in its own half and whatever way it
// faces (guns fire only in their own half, B29; a unit turns in its own move).
#include "core/referee/fireeffect/FireEffectCavalryCover.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectAdvance.h"
#include "core/referee/fireeffect/FireEffectFireChances.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"

namespace adjutant {

// The casualties a volley of `enemy` is expected to cost `target` the next
// time it may fire: by the checks of reach, sight and working guns (3.1, 3.2,
// 4.1, 4.3), not those of the present half (whose half it is, whether it has
// fired), since a unit moves in its own half and is shot at in the next; nor
// its arc, since a unit turns to face a target in its own move.
double fireEffectExpectedVolley(const FireEffectContext& context, const Unit& enemy,
                                const Unit& target) {
    const double reach = fireEffectReachYards(context, enemy);
    if (reach <= 0 || (context.isGun(enemy) && (enemy.formation == Formation::Limbered ||
                                                context.workingGuns(enemy) <= 0))) {
        return 0;
    }
    const double yards = context.distanceYards(enemy, target);
    if (yards > reach || !context.sightClear(enemy, target)) {
        return 0;
    }
    const std::vector<double> chances = fireEffectResultChances([&](DiceSource& dice) {
        return resolveFireEffectVolley(context, enemy, target, yards, {}, dice, true).casualties;
    });
    double expected = 0;
    for (std::size_t n = 0; n < chances.size(); ++n) {
        expected += static_cast<double>(n) * chances[n];
    }
    return expected;
}

namespace {

// What fire a horseman would draw standing at a place: the casualties the
// next volley of every enemy is expected to cost it there, the first of them
// by name, and how near the nearest enemy would be.
struct Exposure {
    double casualties = 0;
    std::string firer;
    double nearestEnemyYards = 0;
};

Exposure exposureAt(const FireEffectTacticsView& view, const Unit& unit,
                    const std::optional<Pose>& at) {
    const GameState* state = &view.context.state();
    std::optional<GameState> trial;
    if (at) {
        trial.emplace(*state);
        trial->editUnit(unit.id)->pose = *at;
        state = &*trial;
    }
    const FireEffectContext context(*state);
    const Unit& placed = *state->findUnit(unit.id);
    Exposure exposure;
    bool first = true;
    for (const Unit* enemy : context.enemiesByDistance(placed)) {
        if (first) {
            exposure.nearestEnemyYards = context.distanceYards(placed, *enemy);
            first = false;
        }
        const double expected = fireEffectExpectedVolley(context, *enemy, placed);
        if (expected > 0) {
            exposure.casualties += expected;
            if (exposure.firer.empty()) {
                exposure.firer = enemy->name;
            }
        }
    }
    return exposure;
}

// Where a horseman under fire looks for a place the enemy reaches less: on
// rings a trot (180 yds) apart, out to six trots, in twelve directions. A
// battery's bands are 300 and 600 yds deep, so no one trot leaves one; the
// ground or the troops that hide it from the guns lie some moves away.
constexpr double kTrotYards = 180;
constexpr int kShelterRings = 10;
constexpr int kShelterBearings = 12;
// Each trot to a better place counts against it as this many figures: of two
// places alike, the nearer; and a place must save at least kShelterMargin.
constexpr double kShelterCostPerTrot = 0.02;
constexpr double kShelterMargin = 0.1;

struct Shelter {
    Vec2 point;
    double casualties = 0;
};

// The place within kShelterRings trots where the enemy's fire would cost the
// unit least, if one saves more than kShelterMargin on where it stands; never
// nearer the enemy than its horsemen keep off.
std::optional<Shelter> shelterFrom(const FireEffectTacticsView& view, const UnitSituation& s,
                                   const Exposure& now) {
    const Table& table = view.context.state().setup().scenario->table;
    const double trot = view.context.rules().toInches(kTrotYards);
    std::optional<Shelter> best;
    double bestCost = now.casualties - kShelterMargin;
    for (int ring = 1; ring <= kShelterRings; ++ring) {
        for (int k = 0; k < kShelterBearings; ++k) {
            const double bearing = k * 360.0 / kShelterBearings;
            const Vec2 point = s.unit.pose.position + Pose::directionOf(bearing) * (trot * ring);
            if (point.x < 1 || point.y < 1 || point.x > table.width - 1 ||
                point.y > table.height - 1) {
                continue;
            }
            const Exposure there = exposureAt(view, s.unit, Pose{point, bearing});
            if (there.nearestEnemyYards < std::min(kCavalryStandOffYards, now.nearestEnemyYards)) {
                continue;
            }
            const double cost = there.casualties + kShelterCostPerTrot * ring;
            if (cost < bestCost) {
                bestCost = cost;
                best = Shelter{point, there.casualties};
            }
        }
    }
    return best;
}

// A commander keeping its horsemen's losses down (UnitGoal::takeCover) sends
// them under fire towards the nearest place the enemy's fire reaches least
// (horsemen cannot lie down: distance and ground that hides them are their
// cover), worth the casualties a volley would cost them less; and a move
// towards their goal is worth its progress less the fire it draws more where it
// ends, so that they do not walk back into the guns' sight.
}  // namespace

void fireEffectCavalryCoverOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                                   std::vector<CommanderOption>& options) {
    const FireEffectRules& rules = view.context.rules();
    const Exposure now = exposureAt(view, s.unit, {});
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    order.pace = "trot";
    auto legalMove = [&](Vec2 towards, double yards) -> std::optional<FireEffectManoeuvreOrder> {
        if (yards <= 0) {
            return std::nullopt;
        }
        return firstLegalFireEffectAdvance(view.referee, view.context.state(), s.unit, order,
                                           Pose::bearingOf(towards - s.unit.pose.position),
                                           rules.toInches(yards));
    };
    if (now.casualties > 0) {
        if (const std::optional<Shelter> shelter = shelterFrom(view, s, now)) {
            const double yards = rules.toYards((shelter->point - s.unit.pose.position).length());
            if (auto move = legalMove(shelter->point, yards)) {
                options.push_back(tactics::manoeuvreOption(
                    s.unit.id, typedManoeuvre(std::move(*move)),
                    now.casualties - shelter->casualties,
                    fmt::format("{} makes for a place where {} hurts it less: {:.1f} "
                                "casualties a volley expected where it stands, {:.1f} there",
                                s.unit.name, now.firer, now.casualties, shelter->casualties)));
            }
        }
    }
    if (!s.advance && s.goalYards <= kHoldToleranceYards) {
        return;
    }
    const double yards =
        s.advance ? std::min(s.goalYards, s.enemyYards - kCavalryStandOffYards) : s.goalYards;
    auto move = legalMove(s.goal, yards);
    if (!move) {
        return;
    }
    const Vec2 to = move->path.back().position;
    const Exposure after =
        exposureAt(view, s.unit, Pose{to, Pose::bearingOf(s.goal - s.unit.pose.position)});
    const double progress = s.goalYards - rules.toYards((s.goal - to).length());
    const double value =
        progress / 100.0 * kProgressPer100Yards - std::max(0.0, after.casualties - now.casualties);
    if (value > 0) {
        options.push_back(tactics::manoeuvreOption(
            s.unit.id, typedManoeuvre(std::move(*move)), value,
            fmt::format("{} moves {}: {}", s.unit.name,
                        s.advance ? "towards its objective" : "back to its post", s.goalWhy)));
    }
}

}  // namespace adjutant
