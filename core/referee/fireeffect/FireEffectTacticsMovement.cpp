// The movement step for the computer commander (9.3): formation changes,
// limbering and moves towards each unit's goal, every one checked by the
// referee before it is offered.
//
// The judgement behind it is the lesson of 1870: ground is crossed in column
// far from the enemy, deployed (attackers into open order, which the guns
// and machine guns hit least, 4.3) once the enemy is near, and an attack
// halts just beyond the reach of the enemy's rifles and lets an enemy coming
// on walk into its fire; a holding unit stays at its post. Horsemen keep out
// of rifle range until a charge is worth making; a commander keeping its
// losses down also takes them out of the guns' fire. Guns unlimber with a
// target in range and limber up to follow when nothing is left within reach.
#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectAdvance.h"
#include "core/referee/fireeffect/FireEffectFireChances.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"

namespace adjutant {

namespace {

// An attacking unit halts this far out, as a share of its rifles' reach: just
// beyond the reach of the same rifles in the enemy's hands, so that an enemy
// coming on walks into its fire. Measured against the default orders on the
// tutorial, halting inside the reach (0.9, 0.45) won fewer games.
constexpr double kHaltShareOfReach = 1.15;
// Limbered guns unlimber once the nearest enemy is within this share of their reach.
constexpr double kUnlimberShareOfReach = 0.8;
// The share of the casualties a volley is expected to cost a unit in the open
// that lying down saves it: mass fire scores one less on its die (2.5 a die
// instead of 3.5), individual fire needs a 6 instead of a 4 to 6, guns one
// less on the effect die (3.4, 4.3). Judgement: about the smallest of these.
constexpr double kShareSavedLyingDown = 0.3;

struct UnitSituation {
    const Unit& unit;
    const Unit& nearestEnemy;
    double enemyYards = 0;
    Vec2 goal;
    bool advance = true;  // attack or capture: goes on; hold: keeps to its post
    std::string goalWhy;
    double goalYards = 0;
    bool takeCover = false;  // lies down under fire at its post (UnitGoal::takeCover)
};

// Offers the order when the referee accepts it as it stands; says whether it did.
bool offerIfLegal(const FireEffectTacticsView& view, const Unit& unit,
                  const FireEffectManoeuvreOrder& order, double value, std::string reason,
                  std::vector<CommanderOption>& options) {
    nlohmann::json json = order.toJson();
    if (!view.referee.checkManoeuvre(view.context.state(), json).legal) {
        return false;
    }
    options.push_back(tactics::manoeuvreOption(unit.id, std::move(json), value, std::move(reason)));
    return true;
}

// A move towards the goal of at most `yards`, valued by the progress it makes.
void offerMoveTowardsGoal(const FireEffectTacticsView& view, const UnitSituation& s, double yards,
                          const std::string& pace, const std::string& why,
                          std::vector<CommanderOption>& options) {
    if (yards <= 0) {
        return;
    }
    const FireEffectRules& rules = view.context.rules();
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    order.pace = pace;
    const double bearing = Pose::bearingOf(s.goal - s.unit.pose.position);
    auto json = firstLegalFireEffectAdvance(view.referee, view.context.state(), s.unit, order,
                                            bearing, rules.toInches(yards));
    if (!json) {
        return;
    }
    const auto& end = (*json)["path"].back()["position"];
    const Vec2 to{end[0].get<double>(), end[1].get<double>()};
    const double progress = s.goalYards - rules.toYards((s.goal - to).length());
    if (progress <= 0) {
        return;
    }
    options.push_back(tactics::manoeuvreOption(s.unit.id, std::move(*json),
                                               progress / 100.0 * kProgressPer100Yards,
                                               fmt::format("{} moves {}", s.unit.name, why)));
}

void gunOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                std::vector<CommanderOption>& options) {
    const double reach = fireEffectReachYards(view.context, s.unit);
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    if (s.unit.formation == Formation::Limbered) {
        if (s.enemyYards <= reach * kUnlimberShareOfReach) {
            order.kind = FireEffectManoeuvreOrder::Kind::Unlimber;
            offerIfLegal(view, s.unit, order, kUnlimberValue,
                         fmt::format("{} unlimbers: {} is {:.0f} yds off, within range",
                                     s.unit.name, s.nearestEnemy.name, s.enemyYards),
                         options);
            return;
        }
        offerMoveTowardsGoal(view, s, std::min(s.goalYards, s.enemyYards - reach * 0.75), {},
                             "to bring the enemy within range", options);
        return;
    }
    if (s.enemyYards > reach && s.advance) {
        order.kind = FireEffectManoeuvreOrder::Kind::Limber;
        offerIfLegal(view, s.unit, order, kLimberValue,
                     fmt::format("{} limbers up: no enemy within {:.0f} yds", s.unit.name, reach),
                     options);
    }
}

// Infantry holding its post under fire lies down when its commander keeps its
// losses down: it still fires, and is hit less in the open (3.4).
void offerLieDown(const FireEffectTacticsView& view, const UnitSituation& s,
                  std::vector<CommanderOption>& options) {
    const FireEffectContext& context = view.context;
    double expected = 0;
    std::string firer;
    for (const Unit* enemy : context.enemiesByDistance(s.unit)) {
        if (context.distanceYards(s.unit, *enemy) > fireEffectReachYards(context, *enemy)) {
            continue;
        }
        const FirePreview fire =
            view.referee.previewFire(context.state(), enemy->id, s.unit.id, {});
        if (fire.canFire && fire.expectedCasualties > 0) {
            expected += fire.expectedCasualties;
            if (firer.empty()) {
                firer = enemy->name;
            }
        }
    }
    if (expected <= 0) {
        return;
    }
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    order.kind = FireEffectManoeuvreOrder::Kind::LieDown;
    offerIfLegal(view, s.unit, order, expected * kShareSavedLyingDown,
                 fmt::format("{} lies down at its post: under fire from {}, {:.1f} casualties a "
                             "volley expected",
                             s.unit.name, firer, expected),
                 options);
}

void infantryOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                     std::vector<CommanderOption>& options) {
    if (view.context.status(s.unit.id).prone) {
        // Troops lying down do not move: they rise first, once they must.
        if (s.advance || s.goalYards > kHoldToleranceYards) {
            FireEffectManoeuvreOrder rise;
            rise.unitId = s.unit.id;
            rise.kind = FireEffectManoeuvreOrder::Kind::Rise;
            offerIfLegal(view, s.unit, rise, kFormationValue,
                         fmt::format("{} rises to move: {}", s.unit.name, s.goalWhy), options);
        }
        return;
    }
    FireEffectManoeuvreOrder change;
    change.unitId = s.unit.id;
    change.kind = FireEffectManoeuvreOrder::Kind::ChangeFormation;
    if (s.unit.formation == Formation::MarchColumn && s.enemyYards <= kDeployYards) {
        // Open order first for an attack; where its long front will not fit
        // (the table edge, friends alongside) the close-order line, which
        // takes a sixth of the frontage. A column that can deploy neither way
        // marches on until it can, rather than wait in column under fire.
        const Formation first = s.advance ? Formation::SkirmishLine : Formation::Line;
        const Formation second = s.advance ? Formation::Line : Formation::SkirmishLine;
        for (const Formation fighting : {first, second}) {
            change.formation = fighting;
            if (offerIfLegal(
                    view, s.unit, change, 2 * kFormationValue,
                    fmt::format("{} deploys into {}: {} is {:.0f} yds off", s.unit.name,
                                formationName(fighting), s.nearestEnemy.name, s.enemyYards),
                    options)) {
                return;
            }
        }
    }
    const double reach = fireEffectReachYards(view.context, s.unit);
    if (s.unit.formation != Formation::MarchColumn && s.enemyYards > kMarchYards && s.advance &&
        s.goalYards > kMarchYards / 2) {
        change.formation = Formation::MarchColumn;
        offerIfLegal(view, s.unit, change, kFormationValue,
                     fmt::format("{} forms column to march: the enemy is {:.0f} yds off",
                                 s.unit.name, s.enemyYards),
                     options);
    }
    const std::string pace = s.unit.formation == Formation::MarchColumn ? "quickMarch" : "march";
    if (!s.advance) {
        if (s.goalYards > kHoldToleranceYards) {
            offerMoveTowardsGoal(view, s, s.goalYards, pace, "back to its post: " + s.goalWhy,
                                 options);
        } else if (s.takeCover) {
            offerLieDown(view, s, options);
        }
        return;
    }
    // Halt just beyond the nearest enemy's rifles and let it come on into fire.
    const double halt = std::max(reach, 200.0) * kHaltShareOfReach;
    offerMoveTowardsGoal(view, s, std::min(s.goalYards, s.enemyYards - halt), pace,
                         "towards its objective: " + s.goalWhy, options);
}

// Horsemen standing within the reach of enemy rifles or guns draw back out of
// it: worth the casualties that fire is expected to cost them each half.
bool offerDrawBack(const FireEffectTacticsView& view, const UnitSituation& s,
                   std::vector<CommanderOption>& options) {
    const FireEffectContext& context = view.context;
    for (const Unit* enemy : context.enemiesByDistance(s.unit)) {
        const double yards = context.distanceYards(s.unit, *enemy);
        const double reach = fireEffectReachYards(context, *enemy);
        if (yards > reach) {
            continue;
        }
        const FirePreview fire =
            view.referee.previewFire(context.state(), enemy->id, s.unit.id, {});
        if (!fire.canFire || fire.expectedCasualties <= 0) {
            continue;
        }
        FireEffectManoeuvreOrder order;
        order.unitId = s.unit.id;
        order.pace = "trot";
        const auto layout = context.layout(*enemy);
        const Vec2 from = layout ? layout->centre() : enemy->pose.position;
        const double away = Pose::bearingOf(s.unit.pose.position - from);
        auto json = firstLegalFireEffectAdvance(view.referee, context.state(), s.unit, order, away,
                                                context.rules().toInches(reach - yards + 50));
        if (!json) {
            return false;
        }
        options.push_back(tactics::manoeuvreOption(
            s.unit.id, std::move(*json), fire.expectedCasualties,
            fmt::format("{} draws back out of the reach of {}: {:.1f} casualties a volley "
                        "expected",
                        s.unit.name, enemy->name, fire.expectedCasualties)));
        return true;
    }
    return false;
}

// The casualties a volley of `enemy` is expected to cost `target` the next
// time it may fire: by the checks of reach, sight and working guns (3.1, 3.2,
// 4.1, 4.3), not those of the present half (whose half it is, whether it has
// fired), since a unit moves in its own half and is shot at in the next; nor
// its arc, since a unit turns to face a target in its own move.
double expectedFireOf(const FireEffectContext& context, const Unit& enemy, const Unit& target) {
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
        trial->findUnit(unit.id)->pose = *at;
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
        const double expected = expectedFireOf(context, *enemy, placed);
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
void cavalryOptionsKeepingOutOfFire(const FireEffectTacticsView& view, const UnitSituation& s,
                                    std::vector<CommanderOption>& options) {
    const FireEffectRules& rules = view.context.rules();
    const Exposure now = exposureAt(view, s.unit, {});
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    order.pace = "trot";
    auto legalMove = [&](Vec2 towards, double yards) -> std::optional<nlohmann::json> {
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
            if (auto json = legalMove(shelter->point, yards)) {
                options.push_back(tactics::manoeuvreOption(
                    s.unit.id, std::move(*json), now.casualties - shelter->casualties,
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
    auto json = legalMove(s.goal, yards);
    if (!json) {
        return;
    }
    const auto& end = (*json)["path"].back()["position"];
    const Vec2 to{end[0].get<double>(), end[1].get<double>()};
    const Exposure after =
        exposureAt(view, s.unit, Pose{to, Pose::bearingOf(s.goal - s.unit.pose.position)});
    const double progress = s.goalYards - rules.toYards((s.goal - to).length());
    const double value =
        progress / 100.0 * kProgressPer100Yards - std::max(0.0, after.casualties - now.casualties);
    if (value > 0) {
        options.push_back(tactics::manoeuvreOption(
            s.unit.id, std::move(*json), value,
            fmt::format("{} moves {}: {}", s.unit.name,
                        s.advance ? "towards its objective" : "back to its post", s.goalWhy)));
    }
}

void cavalryOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                    std::vector<CommanderOption>& options) {
    if (s.takeCover) {
        cavalryOptionsKeepingOutOfFire(view, s, options);
        return;
    }
    if (offerDrawBack(view, s, options)) {
        return;
    }
    if (!s.advance) {
        if (s.goalYards > kHoldToleranceYards) {
            offerMoveTowardsGoal(view, s, s.goalYards, "trot", "back to its post: " + s.goalWhy,
                                 options);
        }
        return;
    }
    // Out of the rifles' way until a charge is worth making.
    offerMoveTowardsGoal(view, s, std::min(s.goalYards, s.enemyYards - kCavalryStandOffYards),
                         "trot", "towards its objective: " + s.goalWhy, options);
}

}  // namespace

std::vector<CommanderOption> fireEffectManoeuvreOptions(const FireEffectTacticsView& view) {
    const FireEffectContext& context = view.context;
    std::vector<CommanderOption> options;
    for (const Unit* unit : view.own()) {
        if (view.referee.whyCannotAct(context.state(), unit->id) ||
            context.status(unit->id).hasCharge()) {
            continue;
        }
        const std::vector<const Unit*> enemies = context.enemiesByDistance(*unit);
        if (enemies.empty()) {
            continue;
        }
        UnitSituation s{
            *unit, *enemies.front(), context.distanceYards(*unit, *enemies.front()), {}, true, {},
            0};
        if (const UnitGoal* goal = view.goalOf(unit->id)) {
            s.goal = goal->point;
            s.advance = goal->advance;
            s.goalWhy = goal->why;
            s.takeCover = goal->takeCover;
        } else if (auto layout = context.layout(s.nearestEnemy)) {
            s.goal = layout->centre();
            s.goalWhy = "the nearest enemy, " + s.nearestEnemy.name;
        } else {
            continue;
        }
        s.goalYards = context.rules().toYards((s.goal - unit->pose.position).length());
        const TroopCategory arm = context.arm(*unit);
        if (context.isGun(*unit)) {
            gunOptions(view, s, options);
        } else if (arm == TroopCategory::Cavalry) {
            cavalryOptions(view, s, options);
        } else {
            infantryOptions(view, s, options);
        }
    }
    return options;
}

}  // namespace adjutant
