#include "core/referee/tricorne/TricorneReactionMove.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "core/engine/GameState.h"
#include "core/geometry/Angles.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TableEdge.h"
#include "core/geometry/TerrainQueries.h"
#include "core/referee/TableEdgeOnMove.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"

namespace adjutant {

namespace {

// A26: how far a friend's facing may turn from the retiring unit's and still
// lie square across its line of retirement (half a right angle).
constexpr double kSquareAcrossDegrees = 45.0;
// Reading of "away from the cause and towards the baseline": only a cause that
// lies more towards the baseline than to the side (within half a right angle of
// it) turns the move straight away from the cause.
constexpr double kCauseAheadDegrees = 45.0;

struct NearUnit {
    const Unit* unit;
    std::vector<Vec2> footprint;
};

std::vector<Vec2> translated(const std::vector<Vec2>& polygon, Vec2 by) {
    std::vector<Vec2> out;
    out.reserve(polygon.size());
    for (Vec2 p : polygon) {
        out.push_back(p + by);
    }
    return out;
}

Vec2 centreOf(const std::vector<Vec2>& polygon) {
    Vec2 sum;
    for (Vec2 p : polygon) {
        sum = sum + p;
    }
    return polygon.empty() ? sum : sum / static_cast<double>(polygon.size());
}

double reach(const std::vector<Vec2>& polygon) {
    double r = 0;
    const Vec2 c = centreOf(polygon);
    for (Vec2 p : polygon) {
        r = std::max(r, (p - c).length());
    }
    return r;
}

// A unit that already overlaps another at the start of its move (a melee
// leaves units pressed into each other, and an unformed unit's wider
// footprint can reach into its neighbour's) is not stopped by it unless the
// move drives it deeper in.
constexpr double kProbeStep = 0.1;  // inches

bool movesOutOf(const std::vector<Vec2>& moving, Vec2 direction, const std::vector<Vec2>& other) {
    const double now = geometry::penetrationDepth(moving, other);
    return now > geometry::kContactTolerance &&
           geometry::penetrationDepth(translated(moving, direction * kProbeStep), other) <= now;
}

// Where along a straight move the footprint `start` meets `other`, or nothing
// when the move never passes through it: when the area the move sweeps
// (geometry::sweptFootprint of the whole move, made once for all the units
// looked at) overlaps it, as footprintsPassedThrough measures.
std::optional<double> blockedAt(const std::vector<Vec2>& start, const std::vector<Vec2>& swept,
                                Vec2 direction, const std::vector<Vec2>& other) {
    if (!geometry::overlaps(swept, other) || movesOutOf(start, direction, other)) {
        return std::nullopt;
    }
    return geometry::distanceToContact(start, direction, other).value_or(0.0);
}

// [P] option reactionBlockedByEnemy: the rules say what a unit does when a
// friend is in its way (A26, 6.2.4, 6.3.4) but not an enemy. Read as
// "veer": a unit whose straight line is cut short by an enemy turns off it,
// up to a right angle either way, onto the line that takes it furthest
// before meeting an enemy (the least turn when lines tie). Without it, two
// units that end a melee each behind the other hold each other fast, and a
// beaten unit stands in contact bound after bound.
constexpr double kVeerStepDegrees = 30.0;
constexpr int kVeerSteps = 3;

void veerAroundEnemies(const Unit& unit, const std::vector<Vec2>& start,
                       const std::vector<NearUnit>& near, double distance, Vec2& direction,
                       Explanation& why, const std::string& rule) {
    auto enemyFree = [&](Vec2 along) {
        double free = distance;
        std::optional<std::vector<Vec2>> swept;  // swept when the first enemy is looked at
        for (const NearUnit& other : near) {
            if (other.unit->side != unit.side) {
                if (!swept) {
                    swept = geometry::sweptFootprint(start, along * distance);
                }
                if (const auto at = blockedAt(start, *swept, along, other.footprint)) {
                    free = std::min(free, *at);
                }
            }
        }
        return free;
    };
    const double straight = enemyFree(direction);
    if (straight >= distance) {
        return;
    }
    const double bearing = Pose::bearingOf(direction);
    double best = straight;
    double turn = 0;
    for (int step = 1; step <= kVeerSteps; ++step) {
        for (const double sign : {1.0, -1.0}) {
            const double candidate = sign * kVeerStepDegrees * step;
            const double free = enemyFree(Pose::directionOf(bearing + candidate));
            if (free > best + kProbeStep) {
                best = free;
                turn = candidate;
            }
        }
    }
    if (turn != 0) {
        direction = Pose::directionOf(bearing + turn);
        why.add("Veers round an enemy in its way", turn, rule,
                "the rule option for a unit meeting an enemy as it falls back: it veers [P]");
    }
}

// How far `moving` travels along `direction` until it has wholly passed `other`.
double exitDistance(const std::vector<Vec2>& moving, Vec2 direction,
                    const std::vector<Vec2>& other) {
    const double beyond =
        (centreOf(other) - centreOf(moving)).length() + 2 * reach(moving) + 2 * reach(other);
    const auto back =
        geometry::distanceToContact(translated(moving, direction * beyond), -direction, other);
    return back ? beyond - *back : 0.0;
}

bool directlyBehind(const Unit& mover, const geometry::UnitLayout& moverLayout, Vec2 direction,
                    const Unit& friendUnit, const std::vector<Vec2>& friendFootprint) {
    const Vec2 offset = centreOf(friendFootprint) - moverLayout.centre();
    const Vec2 across{-direction.y, direction.x};
    const double turn =
        geometry::angleBetween(mover.pose.facingDegrees, friendUnit.pose.facingDegrees);
    const bool square = std::min(turn, 180.0 - turn) <= kSquareAcrossDegrees;
    return square && std::abs(offset.dot(across)) <= moverLayout.frontage / 2 &&
           offset.dot(direction) > 0;
}

bool halvesMovement(AreaKind kind) {
    return kind == AreaKind::Woods || kind == AreaKind::Town;
}

bool halvesMovement(LinearKind kind) {
    return kind == LinearKind::Wall || kind == LinearKind::Hedge || kind == LinearKind::Stream ||
           kind == LinearKind::Ditch;
}

// 13.6: the move is at half speed from the first difficult ground on its path.
// Water is read as the options riverCrossing, fordCrossing and bridgeCrossing
// say: a stream or river crossed at a bridge is no obstacle, a river away from
// its bridges and fords stops the move with the unit's leading edge (`lead`
// ahead of its middle) on the bank [P].
double afterTerrain(const TricorneContext& context, Vec2 start, Vec2 direction, double lead,
                    double pace, Explanation& why) {
    const Table& table = context.state().setup().scenario->table;
    const WaterReadings water = tricorneWaterReadings(context);
    double from = pace;
    std::string what;
    for (const TerrainArea& area : table.areas) {
        if (halvesMovement(area.kind) && geometry::polygonCovers(area.outline, start)) {
            from = 0;
            what = std::string(areaKindKey(area.kind));
        }
    }
    // Traced as far as the leading edge goes: a river that edge would reach
    // stops the move even where the middle would not get to it.
    const auto terrain =
        geometry::terrainAlongPath({start, start + direction * (pace + lead)}, table, 0);
    for (const auto& b : terrain.boundaries) {
        const bool halves = (halvesMovement(b.kind) && (b.inwards || b.kind == AreaKind::Town)) ||
                            (b.kind == AreaKind::Hill && b.inwards);
        if (halves && b.distanceAlongPath < from) {
            from = b.distanceAlongPath;
            what = std::string(areaKindKey(b.kind));
        }
    }
    double stopAt = pace;
    for (const auto& line : terrain.lines) {
        const bool isWater = line.kind == LinearKind::Stream || line.kind == LinearKind::River;
        const WaterEffect effect = isWater ? waterEffect(water, line, true) : WaterEffect::Free;
        if (effect == WaterEffect::Impassable) {
            if (line.distanceAlongPath - lead < stopAt) {
                stopAt = std::max(0.0, line.distanceAlongPath - lead);
                what = waterName(table, line);
            }
            continue;
        }
        const bool halves = isWater ? effect == WaterEffect::Obstacle : halvesMovement(line.kind);
        if (halves && line.distanceAlongPath < from) {
            from = line.distanceAlongPath;
            what = isWater ? waterName(table, line) : std::string(linearKindKey(line.kind));
        }
    }
    const double moved = from >= pace ? pace : from + (pace - from) / 2;  // "halves a unit's speed"
    if (stopAt < moved) {
        why.add("Stops on the bank of " + what, stopAt, "13.6",
                "a river is crossed only by a bridge or a ford [P]");
        return stopAt;
    }
    if (from < pace) {
        why.add("Half speed from " + what, moved, "13.6",
                "at " + formatRulesNumber(from) + " in along the path");
    }
    return moved;
}

std::optional<Vec2> centreOfUnit(const TricorneContext& context, const std::string& id) {
    const Unit* unit = context.unit(id);
    if (!unit) {
        return std::nullopt;
    }
    auto layout = context.layout(*unit);
    return layout ? std::optional<Vec2>(layout->centre()) : std::nullopt;
}

// The bearing a retiring unit turns to: towards its cause, else the nearest enemy.
double facingTheEnemy(const TricorneContext& context, const Unit& unit, Vec2 centre,
                      const std::string& cause) {
    std::optional<Vec2> target = centreOfUnit(context, cause);
    double best = std::numeric_limits<double>::infinity();
    for (const Unit& other : context.state().units()) {
        if (target) {
            break;
        }
        if (other.side != unit.side && takesPartInMorale(context, other)) {
            if (auto c = centreOfUnit(context, other.id); c && (*c - centre).length() < best) {
                best = (*c - centre).length();
                target = c;
            }
        }
    }
    return target ? Pose::bearingOf(*target - centre) : unit.pose.facingDegrees;
}

}  // namespace

double reactionPace(const TricorneContext& context, const Unit& unit, TricorneActionCode kind,
                    Explanation& why) {
    const TricorneTroopType* troop = context.troop(unit);
    const auto movement =
        troop ? context.tables().movement.classFor(troop->movementClass, context.choices())
              : std::nullopt;
    if (!movement) {
        return 0;
    }
    double pace = 0;
    if (troop->category == TroopCategory::Artillery) {
        // Reading: guns retire, retreat and rout limbered (13.7).
        pace = movement->limberedPace.value_or(movement->unlimberedPace.value_or(0) +
                                               movement->limberedBonus.value_or(0));
        why.add("Limbered pace", pace, "13.7");
    } else {
        const double line = movement->linePace.value_or(movement->skirmishPace.value_or(0));
        const double route = movement->columnOfRoutePace.value_or(line);
        if (kind == TricorneActionCode::Retire) {
            pace = line;
            why.add(movement->linePace ? "Line pace" : "Skirmish pace", pace,
                    std::string_view(movement->linePace ? "6.1" : "A30"));
        } else if (kind == TricorneActionCode::Retreat) {
            const bool atLine = context.option("retreatPace") == "line";
            pace = atLine ? line : route;
            why.add(atLine ? "Line pace" : "Column-of-route pace", pace, "A27");
        } else if (kind == TricorneActionCode::Rout) {
            const bool withBonus = context.option("routPace") != "columnOfRoute";
            pace = route + (withBonus ? movement->chargeBonus.value_or(0) : 0);
            why.add(withBonus ? "Column-of-route pace + charge bonus" : "Column-of-route pace",
                    pace, "A28",
                    withBonus ? formatRulesNumber(route) + " + " +
                                    formatRulesNumber(movement->chargeBonus.value_or(0))
                              : std::string{});
        }
    }
    if (context.distanceMultiplier() != 1.0) {
        why.add("Figure scale", context.distanceMultiplier(), "1.4", "times the pace");
    }
    return context.scaled(pace);
}

ReactionMove planReactionMove(const TricorneContext& context, const Unit& unit,
                              TricorneActionCode kind, const std::string& cause,
                              double recoilDistance, const std::vector<std::string>& movingWith) {
    ReactionMove move;
    move.unitId = unit.id;
    move.kind = kind;
    move.finalPose = unit.pose;
    const std::string rule = kind == TricorneActionCode::Retire    ? "6.1"
                             : kind == TricorneActionCode::Retreat ? "6.2"
                             : kind == TricorneActionCode::Rout    ? "6.3"
                                                                   : "15.5";
    move.explanation = Explanation{
        std::string(tricorneActionKey(kind)) + ": " + unit.name, std::nullopt, rule, {}, {}};
    Explanation& why = move.explanation;
    const auto layout = context.layout(unit);
    if (!layout) {
        why.note = "the unit cannot be laid out";
        return move;
    }
    const std::vector<Vec2>& start = layout->footprint;
    const Vec2 centre = layout->centre();
    const Table& table = context.state().setup().scenario->table;
    const TricorneUnitState& status = context.status(unit);

    // Direction: towards the own baseline, away from the cause.
    move.direction = towardsBaseline(context, unit.side);
    std::string towards = "towards the own baseline";
    if (auto causeCentre = centreOfUnit(context, cause);
        causeCentre &&
        geometry::angleBetween(Pose::bearingOf(*causeCentre - centre),
                               Pose::bearingOf(move.direction)) < kCauseAheadDegrees) {
        move.direction = (centre - *causeCentre).normalized();
        towards = "away from " + cause;
    }
    why.add("Direction", Pose::bearingOf(move.direction), rule, towards);

    // Pace, halved when attacked while retiring (6.1.2) and by terrain (13.6).
    if (kind == TricorneActionCode::Recoil) {
        move.pace = scaledRuleDistance(context, recoilDistance);
        why.add("Recoil", move.pace, "15.5");
    } else {
        move.pace = reactionPace(context, unit, kind, why);
    }
    double distance = move.pace;
    if (kind == TricorneActionCode::Retire) {
        for (const Unit* other : unitsInContactWith(context, unit)) {
            if (other->side != unit.side) {
                distance = move.pace / 2;  // "retires only half a bound"
                why.add("Attacked: half a bound", distance, "6.1", other->id);
                break;
            }
        }
    }

    // Only a unit within the move's length of the start can be in its way.
    std::vector<NearUnit> near;
    for (const Unit* candidate : context.unitsWithin(start, distance)) {
        const Unit& other = *candidate;
        if (other.id == unit.id || !takesPartInMorale(context, other) ||
            std::find(movingWith.begin(), movingWith.end(), other.id) != movingWith.end()) {
            continue;
        }
        if (auto theirs = footprintOf(context, other)) {
            near.push_back({&other, std::move(*theirs)});
        }
    }
    if (context.option("reactionBlockedByEnemy") != "halt") {
        veerAroundEnemies(unit, start, near, distance, move.direction, why, rule);
    }
    double lead = 0;  // how far the footprint reaches ahead of its middle
    for (const Vec2& corner : start) {
        lead = std::max(lead, (corner - centre).dot(move.direction));
    }
    distance = afterTerrain(context, centre, move.direction, lead, distance, why);

    // Units in the way, nearest first.
    struct InTheWay {
        double at;
        const Unit* unit;
        const std::vector<Vec2>* footprint;
    };
    std::vector<InTheWay> inTheWay;
    const std::vector<Vec2> swept = geometry::sweptFootprint(start, move.direction * distance);
    for (const NearUnit& other : near) {
        if (const auto at = blockedAt(start, swept, move.direction, other.footprint)) {
            inTheWay.push_back({*at, other.unit, &other.footprint});
        }
    }
    std::sort(inTheWay.begin(), inTheWay.end(),
              [](const auto& a, const auto& b) { return a.at < b.at; });
    const bool mayPassBehind = context.option("retireBlocked") != "alwaysHalt";
    std::vector<const InTheWay*> passed;
    for (const InTheWay& obstacle : inTheWay) {
        if (obstacle.at >= distance) {
            break;
        }
        const bool friendly = obstacle.unit->side == unit.side;
        const bool passes =
            friendly && (kind == TricorneActionCode::Retreat || kind == TricorneActionCode::Rout ||
                         (mayPassBehind && directlyBehind(unit, *layout, move.direction,
                                                          *obstacle.unit, *obstacle.footprint)));
        if (!passes) {
            distance = obstacle.at;
            move.haltedBefore = obstacle.unit->id;
            why.add(friendly ? "Halts in front of a friend" : "Halts at an enemy", distance,
                    friendly ? "A26" : rule, obstacle.unit->id);
            break;
        }
        passed.push_back(&obstacle);
    }
    // A move never ends inside a friend: it completes the passage.
    for (bool extended = true; extended;) {
        extended = false;
        for (const InTheWay* friendUnit : passed) {
            if (geometry::overlaps(translated(start, move.direction * distance),
                                   *friendUnit->footprint)) {
                distance =
                    std::max(distance, exitDistance(start, move.direction, *friendUnit->footprint));
                extended = true;
                why.add("Completes the passage through", distance, rule, friendUnit->unit->id);
            }
        }
    }
    for (const InTheWay* friendUnit : passed) {
        if (friendUnit->at < distance) {
            move.passedThrough.push_back(friendUnit->unit->id);
            why.add("Passes through", std::nullopt,
                    kind == TricorneActionCode::Retreat ? "6.2" : rule,
                    friendUnit->unit->id + " becomes unformed");
        }
    }

    // The table edge.
    const double edge = geometry::roomOnTable(table, start, move.direction);
    const bool routsOff = kind == TricorneActionCode::Rout &&
                          (status.routOffTable || geometry::withinLimit(edge, distance));
    endAtTableEdge(move, edge, routsOff, distance, why,
                   {"Routs off the table", "13.5", "never returns"},
                   {"Stops at the table edge", rule, {}});

    // Where it ends and which way it faces.
    move.distance = distance;
    move.displacement = move.direction * distance;
    const Vec2 end = centre + move.displacement;
    move.path = {centre, end};
    const bool facesAway = kind == TricorneActionCode::Retreat || kind == TricorneActionCode::Rout;
    const double facing =
        facesAway ? Pose::bearingOf(move.direction) : facingTheEnemy(context, unit, end, cause);
    Unit turned = unit;
    turned.pose = Pose{{0, 0}, facing};
    const auto turnedLayout = context.layout(turned);
    move.finalPose = Pose{end - (turnedLayout ? turnedLayout->centre() : Vec2{}), facing};
    if (facing == unit.pose.facingDegrees) {
        move.finalPose.position = unit.pose.position + move.displacement;
    }
    why.add("Distance moved", distance, rule);
    why.add(facesAway ? "Faces away from the enemy" : "Turns to face the enemy", facing, rule);
    why.value = distance;
    why.note = formatRulesNumber(std::round(distance * 100) / 100) + " in" +
               (move.leftTable ? ", off the table" : "");
    return move;
}

}  // namespace adjutant
