// Step 8 for the computer commander: for each unit that may move, the
// formation it should be in (square against cavalry within charge reach when
// it stands alone, 9.3; reform when unformed, 13.5; column of route to march,
// line to fight; guns unlimbered with targets, limbered to follow the foot,
// 13.7) and the move towards its goal that checkManoeuvre accepts, stepping
// aside round a unit in its way. A shaken unit is never sent forward; a
// routing one may not move at all (whyCannotAct); a worn one keeps out of the
// fight while its army holds the lead (TricorneWornUnits.h).

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/engine/GameState.h"
#include "core/geometry/Angles.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"
#include "core/referee/tricorne/TricorneWornUnits.h"

namespace adjutant {

namespace {

using Piece = TricorneBattlefield::Piece;

constexpr std::size_t kThreatCandidates = 6;
// Enemy cavalry threatens a unit at least partly within this angle either
// side of its facing: its front arc (A34) with a margin for the wheel at the
// start of a charge.
constexpr double kThreatArcDegrees = 60.0;
// A move shorter than this is not worth an order.
constexpr double kShortestMove = 0.5;
// Ends an advance this far inside the wanted distance, so that rounding does
// not leave the unit a hair outside.
constexpr double kInside = 0.1;
// Friendly foot within this many table inches (15 mm) supports a battalion
// against cavalry.
constexpr double kSupportingFootDistance = 8.0;
// How far (table inches) a unit whose way forward is blocked tries stepping
// aside before it goes on, the shortest first.
constexpr double kSidesteps[] = {1.5, 3.0, 4.5};
// The enemy is "in front" within this angle of the facing; further round, a
// unit that stands wheels to face it.
constexpr double kFaceEnemyDegrees = 45.0;
constexpr double kFaceEnemyValue = 0.5;
// Drawing a worn unit back out of reach: worth a couple of figures, the part
// of it a morale test under fire would cost.
constexpr double kKeepOutValue = 2.0;

// Signed turn from `from` to `to`, -180..180, clockwise positive. Not
// geometry::signedTurn, which gives +180 where this gives -180: a unit facing
// away from its enemy wheels anticlockwise here, and games played so far did so.
double signedTurn(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d > 180.0) {
        d -= 360.0;
    } else if (d < -180.0) {
        d += 360.0;
    }
    return d;
}

bool mayAdopt(const TricorneContext& context, const Unit& unit, Formation formation) {
    const UnitType* type = context.state().ruleset().findUnitType(unit.type);
    return type && std::find(type->formations.begin(), type->formations.end(), formation) !=
                       type->formations.end();
}

struct UnitSituation {
    const Piece* piece = nullptr;
    std::optional<TroopCategory> category;
    std::vector<std::pair<double, const Piece*>> enemies;  // nearest first
    const Unit* threat = nullptr;  // enemy cavalry with this unit within its charge reach
    double nearest = 1e9;
};

// Enemy cavalry that may charge next and has the unit within its charge
// reach (9.5: its line pace and charge bonus, as the overlay shows it) and
// in front of it.
const Unit* cavalryThreat(const TricorneContext& context, const UnitSituation& u) {
    for (const auto& [distance, enemy] : u.enemies) {
        const Unit& cavalry = *enemy->unit;
        if (categoryOf(context, cavalry) != TroopCategory::Cavalry ||
            context.status(cavalry).shaken || whyCannotAct(context, cavalry.id, "declareCharges")) {
            continue;
        }
        const ChargeReach reach = chargeReachOf(context, cavalry);
        if (!reach.whyNot.empty() || distance > reach.inches) {
            continue;
        }
        const double bearing = Pose::bearingOf(u.piece->centre - cavalry.pose.position);
        if (geometry::angleBetween(bearing, cavalry.pose.facingDegrees) <= kThreatArcDegrees) {
            return &cavalry;
        }
    }
    return nullptr;
}

class Proposer {
  public:
    Proposer(const TricorneTacticsView& view, std::vector<CommanderOption>& out)
        : view_(view), context_(view.context), out_(out) {}

    void propose(const Piece& piece) {
        const Unit& unit = *piece.unit;
        UnitSituation u;
        u.piece = &piece;
        u.category = categoryOf(context_, unit);
        u.enemies = nearestEnemies(view_.field, view_.side, piece, kThreatCandidates);
        if (!u.enemies.empty()) {
            u.nearest = u.enemies.front().first;
        }
        if (isFoot(u.category)) {
            u.threat = cavalryThreat(context_, u);
        }
        const TricorneUnitState& s = context_.status(unit);
        if (s.unformed) {
            offer(unit, TricorneManoeuvre::Kind::Reform, {}, kReformValue,
                  fmt::format("{} reforms: it is unformed", unit.name));
        }
        chooseFormation(unit, u);
        if (s.unformed && u.category == TroopCategory::Cavalry && reformOutOfReach(unit, u)) {
            return;
        }
        if (view_.holdsTheLead && u.category != TroopCategory::Artillery &&
            keepOutOfTheFight(unit, u)) {
            return;
        }
        if (u.category == TroopCategory::Artillery) {
            useGuns(unit, u);
        } else if (!s.shaken && unit.formation != Formation::Square) {
            moveTowardsGoal(unit, u);
        }
    }

  private:
    bool offer(const Unit& unit, TricorneManoeuvre::Kind kind, Formation shape, double value,
               std::string reason) {
        TricorneManoeuvre m;
        m.unitId = unit.id;
        m.kind = kind;
        m.formation = shape;
        return offer(m, value, std::move(reason));
    }

    bool offer(const TricorneManoeuvre& m, double value, std::string reason) {
        if (!checkManoeuvre(context_, m).legal) {
            return false;
        }
        CommanderOption option;
        option.kind = CommanderOption::Kind::Manoeuvre;
        option.unitId = m.unitId;
        option.manoeuvre = typedManoeuvre(m);
        option.value = value;
        option.reason = std::move(reason);
        out_.push_back(std::move(option));
        return true;
    }

    void chooseFormation(const Unit& unit, const UnitSituation& u) {
        using Kind = TricorneManoeuvre::Kind;
        if (u.threat && unit.formation != Formation::Square &&
            mayAdopt(context_, unit, Formation::Square) && standsAlone(unit)) {
            offer(
                unit, Kind::ChangeFormation, Formation::Square, kSquareShareAtRisk * unit.figures,
                fmt::format("{} forms square: {} within charge reach", unit.name, u.threat->name));
            return;
        }
        if (unit.formation == Formation::Square && !u.threat) {
            offer(unit, Kind::ChangeFormation, Formation::Line, kLeaveSquareValue,
                  fmt::format("{} forms line: no cavalry within charge reach", unit.name));
            return;
        }
        if (u.category != TroopCategory::Infantry) {
            return;
        }
        const double deploy = context_.scaled(kDeployDistance);
        const double march = context_.scaled(kMarchDistance);
        if (unit.formation == Formation::ColumnOfRoute && u.nearest <= deploy) {
            offer(unit, Kind::ChangeFormation, Formation::Line, kFormationValue,
                  fmt::format("{} deploys into line: the enemy is {:.0f} inches off", unit.name,
                              u.nearest));
        } else if (unit.formation == Formation::Line && u.nearest > march && !u.threat) {
            const UnitGoal* goal = view_.goalOf(unit.id);
            const double allowance = movementAllowance(context_, unit);
            if (goal && goal->advance &&
                (goal->point - unit.pose.position).length() > kMarchMoves * allowance) {
                offer(unit, Kind::ChangeFormation, Formation::ColumnOfRoute, kFormationValue,
                      fmt::format("{} forms column of route to march: the enemy is {:.0f} "
                                  "inches off",
                                  unit.name, u.nearest));
            }
        }
    }

    // A battalion with friendly foot close by (its neighbours in the line, the
    // line behind) meets a charge with its charge response test, which forms
    // square when the charge comes (10.2); only one standing alone forms square
    // beforehand. Squares formed all along a line stop its advance and draw
    // fire (+1 at a square, 14.6): against the default orders at Mollwitz the
    // Prussians won 91 and 102 of two batches of 200 forming them, 119 and 113
    // forming them only when alone.
    bool standsAlone(const Unit& unit) const {
        const double near = context_.scaled(kSupportingFootDistance);
        for (const Piece& piece : view_.own()) {
            if (piece.unit->id != unit.id &&
                categoryOf(context_, *piece.unit) == TroopCategory::Infantry &&
                (piece.centre - unit.pose.position).length() <= near) {
                return false;
            }
        }
        return true;
    }

    // Horse unformed by a melee (12.5) fights its next one at -1 (12.4) and may
    // not charge: within the charge reach of enemy horse it draws back out of
    // it before it reforms. At Mollwitz the Austrian horse, charged by the
    // Prussian horse while unformed after its own charges, lost 101 figures to
    // their 42 in 43 melees over 30 games.
    bool reformOutOfReach(const Unit& unit, const UnitSituation& u) {
        const Piece* horse = nearestDanger(context_, view_.field, view_.side, u.piece->centre,
                                           DangerFrom::HorseOnly);
        if (!horse) {
            return false;
        }
        return drawBack(unit, u, *horse, kReformOutOfReachValue, [&](const Pose&) {
            return fmt::format(
                "{} draws back to reform, out of the charge reach of {}: it is "
                "unformed",
                unit.name, horse->unit->name);
        });
    }

    // Offers the first of drawBackPoses away from `danger` that the referee
    // accepts, with the reason `why` gives for it.
    template <typename Why>
    bool drawBack(const Unit& unit, const UnitSituation& u, const Piece& danger, double value,
                  Why why) {
        TricorneManoeuvre m;
        m.unitId = unit.id;
        m.kind = TricorneManoeuvre::Kind::Move;
        for (const Pose& pose : drawBackPoses(context_, unit, u.piece->centre, danger,
                                              movementAllowance(context_, unit))) {
            m.path = {pose};
            if (offer(m, value, why(pose))) {
                return true;
            }
        }
        return false;
    }

    // A worn unit goes no further forward; within the enemy's reach it draws
    // back out of it, unless it is foot whose volley is worth more than the
    // fire it risks. False when the unit is not worn or goes on fighting.
    bool keepOutOfTheFight(const Unit& unit, const UnitSituation& u) {
        const int status = presentMoraleStatus(context_, unit.id, nullptr);
        if (status > kWornMoraleStatus) {
            return false;
        }
        const Piece* danger = nearestDanger(context_, view_.field, view_.side, u.piece->centre);
        if (!danger) {
            faceEnemy(unit, u);
            return true;
        }
        if (u.category != TroopCategory::Cavalry &&
            !fireRiskOutweighsVolley(context_, unit, u.enemies)) {
            return false;
        }
        return drawBack(unit, u, *danger, kKeepOutValue, [&](const Pose& pose) {
            return fmt::format(
                "{} keeps out of the fight, worn (morale status {}): draws back {:.1f} inches "
                "from {}",
                unit.name, status, (pose.position - unit.pose.position).length(),
                danger->unit->name);
        });
    }

    void useGuns(const Unit& unit, const UnitSituation& u) {
        using Kind = TricorneManoeuvre::Kind;
        const TricorneWeaponRow* weapon = weaponOf(context_, unit);
        const double longRange = weapon ? context_.scaled(weapon->longRange()) : 0.0;
        const bool limbered = context_.status(unit).limbered;
        const bool target = u.nearest <= longRange;
        if (limbered && target) {
            offer(unit, Kind::Unlimber, {}, kUnlimberValue,
                  fmt::format("{} unlimbers: the enemy is within range", unit.name));
            return;
        }
        const Piece* foot = nearestFriendlyFoot(unit);
        const double apart = foot ? (foot->centre - unit.pose.position).length() : 0.0;
        if (!limbered && !target && apart > kGunSupportDistance) {
            offer(unit, Kind::Limber, {}, kLimberValue,
                  fmt::format("{} limbers up to follow {}", unit.name, foot->unit->name));
            return;
        }
        if (limbered && foot && apart > kGunSupportDistance / 2) {
            advance(unit, foot->centre, apart - kGunSupportDistance / 2,
                    fmt::format("{} follows {}", unit.name, foot->unit->name));
        }
    }

    const Piece* nearestFriendlyFoot(const Unit& gun) const {
        const Piece* best = nullptr;
        double bestDistance = 0;
        for (const Piece& piece : view_.own()) {
            if (categoryOf(context_, *piece.unit) != TroopCategory::Infantry) {
                continue;
            }
            const double d = (piece.centre - gun.pose.position).length();
            if (!best || d < bestDistance) {
                best = &piece;
                bestDistance = d;
            }
        }
        return best;
    }

    void moveTowardsGoal(const Unit& unit, const UnitSituation& u) {
        const Piece* nearest = u.enemies.empty() ? nullptr : u.enemies.front().second;
        const auto target = tactics::goalOrAdvanceOn(unit.id, view_.goalOf(unit.id),
                                                     nearest ? nearest->unit : nullptr,
                                                     nearest ? nearest->centre : Vec2{});
        if (!target) {
            return;
        }
        const Vec2 point = target->point;
        const std::string& why = target->why;
        const bool advancing = target->advance;
        const double toGoal = (point - unit.pose.position).length();
        double wanted = toGoal;
        if (tactics::keepsPost(*target, toGoal)) {
            wanted = 0;
            if (stepOutFromPost(unit, u, toGoal)) {
                return;
            }
        } else if (!advancing && toGoal <= context_.scaled(kHoldLeash) + tactics::kHoldTolerance &&
                   enemyWithinMediumRange(unit, u)) {
            wanted = 0;  // stepped out from its post and fighting: it stays
        }
        // Stand and fight: a unit with a weapon stops at its medium range of the
        // nearest enemy; cavalry stops outside the enemy's weapon reach, from
        // where its charge reach still tells.
        if (advancing && !u.enemies.empty()) {
            const Unit& enemy = *u.enemies.front().second->unit;
            const TricorneWeaponRow* own = weaponOf(context_, unit);
            double keep = 0;
            if (u.category == TroopCategory::Cavalry) {
                const TricorneWeaponRow* theirs = weaponOf(context_, enemy);
                keep = theirs ? context_.scaled(theirs->longRange()) : 0.0;
            } else if (own) {
                keep = context_.scaled(mediumRange(*own));
            }
            wanted = std::min(wanted, u.nearest - keep - kInside);
        }
        if (wanted >= kShortestMove && advance(unit, point, wanted, why)) {
            return;
        }
        faceEnemy(unit, u);
    }

    bool enemyWithinMediumRange(const Unit& unit, const UnitSituation& u) const {
        const TricorneWeaponRow* own = weaponOf(context_, unit);
        return own && !u.enemies.empty() && u.nearest <= context_.scaled(mediumRange(*own));
    }

    // A holding unit at its post steps out towards an enemy that stands just
    // beyond its medium range, never more than kHoldLeash from the post: it
    // holds the ground by fire, not by waiting out of range while the enemy's
    // guns work on it.
    bool stepOutFromPost(const Unit& unit, const UnitSituation& u, double toGoal) {
        const TricorneWeaponRow* own = weaponOf(context_, unit);
        if (!own || u.enemies.empty() || u.category == TroopCategory::Cavalry ||
            u.category == TroopCategory::Artillery || context_.status(unit).shaken) {
            return false;
        }
        const double keep = context_.scaled(mediumRange(*own));
        const double leash = context_.scaled(kHoldLeash) - toGoal;
        const double wanted = std::min(u.nearest - keep - kInside, leash);
        if (u.nearest <= keep || u.nearest - keep > context_.scaled(kHoldLeash) ||
            wanted < kShortestMove) {
            return false;
        }
        const Piece& enemy = *u.enemies.front().second;
        return advance(
            unit, enemy.centre, wanted,
            fmt::format("steps out from its post to bring {} within range", enemy.unit->name));
    }

    // The longest legal step of at most `wanted` inches towards `point`.
    bool advance(const Unit& unit, Vec2 point, double wanted, const std::string& why) {
        const Pose& from = unit.pose;
        const double allowance = movementAllowance(context_, unit);
        const double distance = std::min(wanted, allowance);
        if (distance < kShortestMove) {
            return false;
        }
        const double bearing = Pose::bearingOf(point - from.position);
        const double before = (point - from.position).length();
        TricorneManoeuvre m;
        m.unitId = unit.id;
        m.kind = TricorneManoeuvre::Kind::Move;
        for (double fraction : tactics::kAdvanceFractions) {
            const Vec2 to = from.position + Pose::directionOf(bearing) * (distance * fraction);
            m.path = {Pose{to, bearing}};
            const double gained = before - (point - to).length();
            if (offer(m, gained * kProgressPerInch, fmt::format("{} moves: {}", unit.name, why))) {
                return true;
            }
        }
        // The straight way is blocked (a battery standing before the line, a
        // friend ahead): step aside, facing as before, then go forward with
        // what is left of the move, so the unit edges round instead of
        // standing behind it all game.
        const Vec2 ahead = Pose::directionOf(from.facingDegrees);
        const Vec2 aside{-ahead.y, ahead.x};
        for (const double step : kSidesteps) {
            for (const double sign : {-1.0, 1.0}) {
                const Vec2 beside = from.position + aside * (sign * step);
                for (double fraction : tactics::kAdvanceFractions) {
                    const double forward = std::min(wanted, allowance - step) * fraction;
                    const Vec2 to = beside + ahead * forward;
                    const double gained = before - (point - to).length();
                    if (forward < kShortestMove || gained < kShortestMove) {
                        continue;
                    }
                    m.path = {Pose{beside, from.facingDegrees}, Pose{to, from.facingDegrees}};
                    if (offer(m, gained * kProgressPerInch,
                              fmt::format("{} steps aside, round a unit in its way, and "
                                          "moves on: {}",
                                          unit.name, why))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    void faceEnemy(const Unit& unit, const UnitSituation& u) {
        if (u.enemies.empty()) {
            return;
        }
        const Piece& enemy = *u.enemies.front().second;
        const double bearing = Pose::bearingOf(enemy.centre - unit.pose.position);
        const double turn = signedTurn(unit.pose.facingDegrees, bearing);
        if (std::abs(turn) <= kFaceEnemyDegrees) {
            return;
        }
        TricorneManoeuvre m;
        m.unitId = unit.id;
        m.kind = TricorneManoeuvre::Kind::Wheel;
        m.angleDegrees = turn;
        const std::string reason = fmt::format("{} wheels to face {}", unit.name, enemy.unit->name);
        if (offer(m, kFaceEnemyValue, reason)) {
            return;
        }
        m.kind = TricorneManoeuvre::Kind::Turn;
        m.angleDegrees = std::abs(turn) > 135.0 ? 180.0 : (turn > 0 ? 90.0 : -90.0);
        offer(m, kFaceEnemyValue, fmt::format("{} turns to face {}", unit.name, enemy.unit->name));
    }

    const TricorneTacticsView& view_;
    const TricorneContext& context_;
    std::vector<CommanderOption>& out_;
};

}  // namespace

std::vector<CommanderOption> tricorneManoeuvreOptions(const TricorneTacticsView& view) {
    std::vector<CommanderOption> options;
    Proposer proposer(view, options);
    for (const Piece& piece : view.own()) {
        if (whyCannotAct(view.context, piece.unit->id, "movement")) {
            continue;
        }
        proposer.propose(piece);
    }
    return options;
}

}  // namespace adjutant
