// The movement step (8.3) for the computer commander: for each unit of the
// phasing side that may manoeuvre, the formation it should be in (line to
// fight, column of divisions to march, 3 and 4.5; skirmishers in skirmish
// order), reforming when disordered (4.7, A26), and the move towards its goal
// that the referee's checkManoeuvre accepts, skirmishers preferring cover
// (5.1, 7.4). Guns are handed to PrincesTacticsGuns.cpp (4.4).
//
// A unit that could fire as it stands loses that volley by any manoeuvre
// after which the rules no longer let it fire (4.3, 4.4): the volley's value
// is taken off such a manoeuvre, so a unit in range stands and fires unless
// moving is worth more. A routing unit cannot act (whyCannotAct); a
// disordered, retiring or spent unit is never sent forward.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Angles.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "core/referee/princes/PrincesManoeuvreProposer.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesTacticsSupport.h"

namespace adjutant::princes_tactics {

namespace {

// A move shorter than this is not worth an order.
constexpr double kShortestMove = 0.5;
// Ends an advance this far inside the wanted distance, so that rounding does
// not leave the unit a hair outside it.
constexpr double kInside = 0.1;
// A volley a unit would have the range for after a move, and loses by moving
// too far to fire (4.3): about a figure.
constexpr double kVolleyAfterMove = 1.0;
// A move this far or further from the unit's facing is a step back, made
// facing the way it faces (4.2 charges only the turn).
constexpr double kStepBackDegrees = 135.0;
// Bearings either side of the way to the goal a skirmisher tries for cover.
constexpr double kCoverBearings[] = {-60.0, -30.0, 30.0, 60.0};

bool isSkirmishType(const PrincesContext& context, const Unit& unit) {
    const UnitType* type = context.typeOf(unit);
    return type && type->defaultFormation == Formation::SkirmishLine;
}

bool mayAdopt(const PrincesContext& context, const Unit& unit, Formation formation) {
    const UnitType* type = context.typeOf(unit);
    return type && std::find(type->formations.begin(), type->formations.end(), formation) !=
                       type->formations.end();
}

}  // namespace

double rangeLimit(const PrincesContext& context, const std::string& weapon, bool medium) {
    auto ranges = context.rules().tables().ranges.find(weapon);
    if (ranges == context.rules().tables().ranges.end() || ranges->second.bands.empty()) {
        return 0;
    }
    double limit = 0;
    for (const PrincesRangeBand& band : ranges->second.bands) {
        limit = std::max(limit, band.to);
        if (medium && band.band == "medium") {
            return band.to;
        }
    }
    return limit;
}

void ManoeuvreProposer::propose(const Unit& unit) {
    const PrincesUnitState& s = context_.status(unit.id);
    if (s.chargeInitiated || s.chargedThisTurn ||
        (s.reloadingThisTurn && !princesRifleReload(context_.rules()).mayMove)) {
        return;
    }
    enemies_ = enemiesNearest(context_, unit);
    nearest_ = enemies_.empty() ? 1e9 : enemies_.front().distance;
    const std::optional<ShotValue> shot = bestShot(view_, unit);
    fireNow_ = shot ? shot->value : 0.0;
    if (armOf(context_, unit) == TroopCategory::Artillery) {
        useGuns(unit, shot.has_value());
        return;
    }
    if (s.disordered) {
        PrincesManoeuvreOrder reform{unit.id, Kind::Reform, std::nullopt, {}};
        offer(unit, reform, kReformValue, fmt::format("{} reforms: it is disordered", unit.name));
        return;  // never forward while disordered
    }
    if (chooseFormation(unit)) {
        return;
    }
    const bool forward = !s.retiring() && !spent(unit);
    if (!moveTowardsGoal(unit, forward)) {
        faceEnemy(unit);
    }
}

// Whether the unit may still fire this turn after the manoeuvre, as the
// referee prices it (4.3, 4.4).
bool ManoeuvreProposer::mayStillFire(const Unit& unit, const PrincesManoeuvreOrder& order) const {
    auto layout = context_.layout(unit);
    if (!layout) {
        return false;
    }
    PrincesManoeuvre manoeuvre;
    manoeuvre.kind = order.kind;
    manoeuvre.newFormation = order.formation;
    manoeuvre.path =
        measurePrincesPath(context_.state().setup().scenario->table, unit.pose, order.path,
                           princesRoadHalfWidth(*layout), princesWaterReadings(context_.rules()));
    return princesManoeuvreCost(context_.rules(), context_.mover(unit),
                                context_.status(unit.id).spending, manoeuvre)
        .mayStillFire;
}

// Offers the manoeuvre if the referee accepts it, less the volley it
// costs; `inRangeAfter`: an enemy will be within range after it.
bool ManoeuvreProposer::offer(const Unit& unit, const PrincesManoeuvreOrder& order, double value,
                              std::string reason, bool inRangeAfter) {
    ManoeuvrePtr manoeuvre = typedManoeuvre(order);
    if (!view_.referee.checkManoeuvre(context_.state(), *manoeuvre).legal) {
        return false;
    }
    const double volley = std::max(fireNow_, inRangeAfter ? kVolleyAfterMove : 0.0);
    if (volley > 0 && !mayStillFire(unit, order)) {
        value -= volley;
        reason += fmt::format(" (gives up a volley worth {:.1f})", volley);
    }
    out_.push_back(
        tactics::manoeuvreOption(unit.id, std::move(manoeuvre), value, std::move(reason)));
    return true;
}

double ManoeuvreProposer::rate(const Unit& unit, Formation formation) const {
    return princesRate(context_.rules(), context_.mover(unit), formation, false);
}

double ManoeuvreProposer::allowanceLeft(const Unit& unit, Formation formation) const {
    const double spentShare = context_.status(unit.id).spending.allowanceSpent;
    return rate(unit, formation) * std::max(0.0, 1.0 - spentShare);
}

// Line to fight, column of divisions to march; skirmishers in skirmish order.
bool ManoeuvreProposer::chooseFormation(const Unit& unit) {
    if (armOf(context_, unit) != TroopCategory::Infantry) {
        return false;
    }
    const Formation fighting =
        isSkirmishType(context_, unit) ? Formation::SkirmishLine : Formation::Line;
    const bool column =
        unit.formation == Formation::ColumnOfDivisions || unit.formation == Formation::MarchColumn;
    if ((column || unit.formation == Formation::Square) && nearest_ <= kDeployDistance) {
        PrincesManoeuvreOrder deploy{unit.id, Kind::ChangeFormation, fighting, {}};
        return offer(unit, deploy, kFormationValue,
                     fmt::format("{} deploys into {}: the enemy is {:.0f} inches off", unit.name,
                                 formationName(fighting), nearest_));
    }
    const UnitGoal* goal = view_.goalOf(unit.id);
    if (unit.formation != fighting || nearest_ <= kMarchDistance || !goal || !goal->advance ||
        isSkirmishType(context_, unit) || !mayAdopt(context_, unit, Formation::ColumnOfDivisions)) {
        return false;
    }
    const double toGoal = (goal->point - unit.pose.position).length();
    if (toGoal <= kMarchMoves * rate(unit, fighting)) {
        return false;
    }
    // Form column, then march on with what the change leaves (4.5, A12).
    const double bearing = Pose::bearingOf(goal->point - unit.pose.position);
    for (double share : {0.5, 0.25, 0.0}) {
        const double inches = rate(unit, Formation::ColumnOfDivisions) * share;
        PrincesManoeuvreOrder march{
            unit.id, Kind::ChangeFormation, Formation::ColumnOfDivisions, {}};
        march.path = {Pose{unit.pose.position + Pose::directionOf(bearing) * inches, bearing}};
        if (offer(unit, march, kFormationValue + inches * kProgressPerInch,
                  fmt::format("{} forms column of divisions to march: the enemy is {:.0f} "
                              "inches off; {}",
                              unit.name, nearest_, goal->why))) {
            return true;
        }
    }
    return false;
}

// How close to the nearest enemy the unit means to come: foot stops at its
// weapon's medium range (5.1) and fires; horse stays beyond the long range
// of enemy muskets and rifles, from where its charge reaches (4.1).
double ManoeuvreProposer::keepFromEnemy(const Unit& unit) const {
    if (enemies_.empty()) {
        return 0;
    }
    const Unit& enemy = *enemies_.front().unit;
    if (armOf(context_, unit) == TroopCategory::Cavalry) {
        const std::string theirs = context_.weapon(enemy);
        return theirs == "musket" || theirs == "rifle" ? rangeLimit(context_, theirs, false) : 0.0;
    }
    const std::string own = context_.weapon(unit);
    return own.empty() ? 0.0 : rangeLimit(context_, own, true);
}

bool ManoeuvreProposer::moveTowardsGoal(const Unit& unit, bool forward) {
    const Unit* nearest = enemies_.empty() ? nullptr : enemies_.front().unit;
    const auto target = tactics::goalOrAdvanceOn(unit.id, view_.goalOf(unit.id), nearest,
                                                 nearest ? nearest->pose.position : Vec2{});
    if (!target) {
        return false;
    }
    const Vec2 point = target->point;
    const std::string& why = target->why;
    const double toGoal = (point - unit.pose.position).length();
    double wanted = tactics::keepsPost(*target, toGoal) ? 0 : toGoal;
    if (!enemies_.empty()) {
        // Never into the enemy: stop at the distance the unit fights from.
        const Vec2 from = unit.pose.position;
        const Vec2 enemyAt = enemies_.front().unit->pose.position;
        const bool towardsEnemy =
            (enemyAt - from).dot(point - from) > 0 || (enemyAt - point).length() < toGoal;
        if (towardsEnemy) {
            if (!forward) {
                return false;
            }
            wanted = std::min(wanted, nearest_ - keepFromEnemy(unit) - kInside);
        }
    }
    const bool skirmisher = isSkirmishType(context_, unit);
    const bool coverNow = skirmisher && context_.inCover(unit);
    if (wanted < kShortestMove) {
        return false;
    }
    const double bearing = Pose::bearingOf(point - unit.pose.position);
    bool offered = advance(unit, point, bearing, wanted, why, coverNow);
    if (skirmisher && !coverNow) {
        for (double off : kCoverBearings) {
            offered = seekCover(unit, point, bearing + off, why) || offered;
        }
    }
    return offered;
}

// The end pose of a move of `inches` along `bearing`, facing the way it
// goes unless that is within the arc of its present facing (5.4) or the
// unit steps back, still facing the enemy.
Pose ManoeuvreProposer::endOf(const Unit& unit, double bearing, double inches) const {
    const double turn = geometry::angleBetween(unit.pose.facingDegrees, bearing);
    const bool keep =
        turn <= context_.rules().tables().arcHalfAngleDegrees || turn >= kStepBackDegrees;
    return Pose{unit.pose.position + Pose::directionOf(bearing) * inches,
                keep ? unit.pose.facingDegrees : bearing};
}

bool ManoeuvreProposer::inCoverAt(const Unit& unit, const Pose& pose) const {
    Unit moved = unit;
    moved.pose = pose;
    return context_.inCover(moved);
}

bool ManoeuvreProposer::enemyInRangeAt(const Unit& unit, const Pose& pose) const {
    const double range = rangeLimit(context_, context_.weapon(unit), false);
    if (range <= 0) {
        return false;
    }
    Unit moved = unit;
    moved.pose = pose;
    return std::any_of(enemies_.begin(), enemies_.end(), [&](const EnemyAt& e) {
        return context_.distanceBetween(moved, *e.unit) <= range;
    });
}

// The longest accepted move of at most `wanted` inches towards `point`;
// infantry that will have a target also tries half its allowance, which
// leaves it free to fire (4.3).
bool ManoeuvreProposer::advance(const Unit& unit, Vec2 point, double bearing, double wanted,
                                const std::string& why, bool coverNow) {
    const double allowance = allowanceLeft(unit, unit.formation);
    std::vector<double> distances{std::min(wanted, allowance)};
    if (armOf(context_, unit) == TroopCategory::Infantry && allowance / 2 < distances.front()) {
        distances.push_back(allowance / 2);
    }
    const double before = (point - unit.pose.position).length();
    bool offered = false;
    for (double distance : distances) {
        for (double fraction : tactics::kAdvanceFractions) {
            const double inches = distance * fraction;
            if (inches < kShortestMove) {
                break;
            }
            PrincesManoeuvreOrder move{unit.id, Kind::Move, std::nullopt, {}};
            const Pose end = endOf(unit, bearing, inches);
            move.path = {end};
            double value = (before - (point - end.position).length()) * kProgressPerInch;
            if (coverNow && !inCoverAt(unit, end)) {
                value -= kCoverValue;
            }
            if (offer(unit, move, value, fmt::format("{} moves: {}", unit.name, why),
                      enemyInRangeAt(unit, end))) {
                offered = true;
                break;
            }
        }
    }
    return offered;
}

// A skirmisher's move into cover off the straight way to its goal.
bool ManoeuvreProposer::seekCover(const Unit& unit, Vec2 point, double bearing,
                                  const std::string& why) {
    const double allowance = allowanceLeft(unit, unit.formation);
    const double before = (point - unit.pose.position).length();
    for (double fraction : tactics::kAdvanceFractions) {
        const Pose end = endOf(unit, bearing, allowance * fraction);
        if (!inCoverAt(unit, end)) {
            continue;
        }
        PrincesManoeuvreOrder move{unit.id, Kind::Move, std::nullopt, {end}};
        const double gained = (before - (point - end.position).length()) * kProgressPerInch;
        if (offer(unit, move, kCoverValue + gained,
                  fmt::format("{} moves into cover: {}", unit.name, why),
                  enemyInRangeAt(unit, end))) {
            return true;
        }
    }
    return false;
}

// Turns on the spot to bring the nearest enemy into the arc (5.4).
void ManoeuvreProposer::faceEnemy(const Unit& unit, Kind kind) {
    if (enemies_.empty()) {
        return;
    }
    const Unit& enemy = *enemies_.front().unit;
    const double bearing = Pose::bearingOf(enemy.pose.position - unit.pose.position);
    if (geometry::angleBetween(unit.pose.facingDegrees, bearing) <=
        context_.rules().tables().arcHalfAngleDegrees) {
        return;
    }
    PrincesManoeuvreOrder turn{unit.id, kind, std::nullopt, {Pose{unit.pose.position, bearing}}};
    offer(unit, turn, kFaceEnemyValue, fmt::format("{} turns to face {}", unit.name, enemy.name));
}

std::vector<CommanderOption> manoeuvreOptions(const PrincesTacticsView& view) {
    std::vector<CommanderOption> options;
    ManoeuvreProposer proposer(view, options);
    for (const Unit* unit : view.actingUnits()) {
        proposer.propose(*unit);
    }
    return options;
}

}  // namespace adjutant::princes_tactics
