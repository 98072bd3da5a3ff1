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
// losses down also takes them out of the guns' fire (FireEffectCavalryCover)
// and steps its holding infantry up to fire (FireEffectStepUpToFire). Guns
// unlimber with a target in range and limber up to follow when nothing is left
// within reach; a commander bringing its guns to bear takes them up to the
// short band.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectAdvance.h"
#include "core/referee/fireeffect/FireEffectCavalryCover.h"
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

// Offers the order when the referee accepts it as it stands; says whether it did.
bool offerIfLegal(const FireEffectTacticsView& view, const Unit& unit,
                  const FireEffectManoeuvreOrder& order, double value, std::string reason,
                  std::vector<CommanderOption>& options) {
    ManoeuvrePtr manoeuvre = typedManoeuvre(order);
    if (!view.referee.checkManoeuvre(view.context.state(), *manoeuvre).legal) {
        return false;
    }
    options.push_back(
        tactics::manoeuvreOption(unit.id, std::move(manoeuvre), value, std::move(reason)));
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
    auto move = firstLegalFireEffectAdvance(view.referee, view.context.state(), s.unit, order,
                                            bearing, rules.toInches(yards));
    if (!move) {
        return;
    }
    const Vec2 to = move->path.back().position;
    const double progress = s.goalYards - rules.toYards((s.goal - to).length());
    if (progress <= 0) {
        return;
    }
    options.push_back(tactics::manoeuvreOption(s.unit.id, typedManoeuvre(std::move(*move)),
                                               progress / 100.0 * kProgressPer100Yards,
                                               fmt::format("{} moves {}", s.unit.name, why)));
}

// A commander bringing its guns to bear (UnitGoal::bringGunsToBear) takes a
// battery up until the nearest enemy stands in the band of the artillery
// table (4.2) that begins where the enemy's rifles stop reaching (600 yds) and
// a march beyond them: the short band, 600 to 900 yds, where half the shots
// hit against a third in the medium band and a sixth in the long. Point blank
// lies within the rifles' reach. Closing costs volleys (a battery limbered or
// on the move does not fire, and limbering or unlimbering takes a third of a
// move, 6.3), so it limbers to close only when the nearest enemy is more than
// a walk (its mover's slowest pace, 6.3) beyond that band, and with this many
// bounds to spare once it is there, counting a walk a bound.
constexpr double kRifleMarginYards = 150;
constexpr int kBoundsToSpareAfterClosing = 3;

double walkYardsOf(const FireEffectContext& context, const Unit& gun) {
    const auto& rates = context.rules().tables().movementRates;
    const auto row = rates.find(context.mover(gun));
    double slowest = 0;
    if (row != rates.end()) {
        for (const auto& [pace, yards] : row->second.paces) {
            slowest = slowest == 0 ? yards : std::min(slowest, yards);
        }
    }
    return slowest;
}

// How near a battery bringing its guns to bear wants the nearest enemy: the
// far edge of the artillery band it would stand in beyond the enemy's rifles;
// and how near it goes: a march beyond those rifles.
struct GunStation {
    double bearYards = 0;
    double standOffYards = 0;
};

GunStation gunStationOf(const FireEffectTacticsView& view, const Unit& gun) {
    const FireEffectContext& context = view.context;
    double rifles = 0;
    for (const Unit* enemy : context.enemiesByDistance(gun)) {
        if (!context.isGun(*enemy)) {
            rifles = std::max(rifles, fireEffectReachYards(context, *enemy));
        }
    }
    GunStation station;
    station.standOffYards = rifles + kRifleMarginYards;
    station.bearYards = fireEffectReachYards(context, gun);
    for (const FireEffectBand& band : context.rules().tables().artilleryHits) {
        if (band.from <= station.standOffYards && station.standOffYards < band.to) {
            station.bearYards = std::min(station.bearYards, band.to);
        }
    }
    return station;
}

// Says whether it offered an order; otherwise the battery is left to the
// ordinary judgement (gunOptions).
bool offerGunsToBear(const FireEffectTacticsView& view, const UnitSituation& s,
                     std::vector<CommanderOption>& options) {
    const FireEffectContext& context = view.context;
    const GunStation station = gunStationOf(view, s.unit);
    if (station.bearYards <= station.standOffYards) {
        return false;
    }
    const int boundsLeft =
        context.state().setup().scenario->victory.bounds - context.state().bound();
    const Vec2 enemyAt = context.layout(s.nearestEnemy) ? context.layout(s.nearestEnemy)->centre()
                                                        : s.nearestEnemy.pose.position;
    const double bearing = Pose::bearingOf(enemyAt - s.unit.pose.position);
    const double closeYards = s.enemyYards - station.standOffYards;
    FireEffectManoeuvreOrder order;
    order.unitId = s.unit.id;
    if (s.unit.formation == Formation::Limbered) {
        const std::size_t before = options.size();
        if (s.enemyYards > station.bearYards) {
            order.kind = FireEffectManoeuvreOrder::Kind::Move;
            if (auto move =
                    firstLegalFireEffectAdvance(view.referee, context.state(), s.unit, order,
                                                bearing, context.rules().toInches(closeYards))) {
                options.push_back(tactics::manoeuvreOption(
                    s.unit.id, typedManoeuvre(std::move(*move)), kUnlimberValue,
                    fmt::format("{} moves up to bring {} within {:.0f} yds: it is {:.0f} yds off",
                                s.unit.name, s.nearestEnemy.name, station.bearYards,
                                s.enemyYards)));
            }
        }
        if (options.size() == before && s.enemyYards <= fireEffectReachYards(context, s.unit)) {
            order.kind = FireEffectManoeuvreOrder::Kind::Unlimber;
            offerIfLegal(view, s.unit, order, kUnlimberValue,
                         fmt::format("{} unlimbers: {} is {:.0f} yds off, within range",
                                     s.unit.name, s.nearestEnemy.name, s.enemyYards),
                         options);
        }
        return options.size() > before;
    }
    const double walk = walkYardsOf(context, s.unit);
    if (walk <= 0) {
        return false;
    }
    const int boundsToClose =
        static_cast<int>(std::ceil((s.enemyYards - station.bearYards) / walk)) + 1;
    if (s.enemyYards <= station.bearYards + walk ||
        boundsLeft < boundsToClose + kBoundsToSpareAfterClosing) {
        return false;
    }
    // Limbers and sets off in the same move.
    order.kind = FireEffectManoeuvreOrder::Kind::Limber;
    auto move = firstLegalFireEffectAdvance(view.referee, context.state(), s.unit, order, bearing,
                                            context.rules().toInches(closeYards));
    if (!move) {
        return false;
    }
    options.push_back(tactics::manoeuvreOption(
        s.unit.id, typedManoeuvre(std::move(*move)), kLimberValue,
        fmt::format("{} limbers up to close: {} is {:.0f} yds off, beyond {:.0f} yds", s.unit.name,
                    s.nearestEnemy.name, s.enemyYards, station.bearYards)));
    return true;
}

void gunOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                std::vector<CommanderOption>& options) {
    if (s.bringGunsToBear && offerGunsToBear(view, s, options)) {
        return;
    }
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
        } else if (s.takeCover && !fireEffectStepUpToFireOption(view, s, options)) {
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
        auto move = firstLegalFireEffectAdvance(view.referee, context.state(), s.unit, order, away,
                                                context.rules().toInches(reach - yards + 50));
        if (!move) {
            return false;
        }
        options.push_back(tactics::manoeuvreOption(
            s.unit.id, typedManoeuvre(std::move(*move)), fire.expectedCasualties,
            fmt::format("{} draws back out of the reach of {}: {:.1f} casualties a volley "
                        "expected",
                        s.unit.name, enemy->name, fire.expectedCasualties)));
        return true;
    }
    return false;
}

void cavalryOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                    std::vector<CommanderOption>& options) {
    if (s.takeCover) {
        fireEffectCavalryCoverOptions(view, s, options);
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
            s.bringGunsToBear = goal->bringGunsToBear;
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
