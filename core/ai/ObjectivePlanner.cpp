#include "core/ai/ObjectivePlanner.h"

#include <fmt/format.h>
#include <algorithm>

#include <map>
#include <optional>

#include "core/model/DisplayName.h"

namespace adjutant {

namespace {

// How far beyond the end of the enemy's line a flank attack makes for, in
// table inches: enough to come round the end unit rather than at it.
// Judgement, measured with `simulate` on Mollwitz (Roemer's horse, 100 games
// against the default orders): at the end unit itself the Austrians won 25%
// and lost 36%; 8" beyond it, 40% and 22%; 14", 42% and 18%; 20", 35% and 12%.
constexpr double kBeyondTheFlank = 14.0;

// The direction a side advances in, from the edge it deploys on.
Vec2 forwardOf(TableEdge baseline) {
    switch (baseline) {
        case TableEdge::Bottom:
            return {0, -1};
        case TableEdge::Top:
            return {0, 1};
        case TableEdge::Left:
            return {1, 0};
        case TableEdge::Right:
            return {-1, 0};
    }
    return {0, -1};
}

Vec2 centreOf(const std::vector<Vec2>& points) {
    Vec2 sum;
    for (const Vec2& p : points) {
        sum = sum + p;
    }
    return points.empty() ? sum : sum / static_cast<double>(points.size());
}

struct BrigadePlan {
    const Brigade* brigade = nullptr;
    Vec2 startCentre;  // of its units' start positions
    std::optional<Vec2> point;
    std::string pointName;
};

class Planner {
  public:
    Planner(const GameState& state, int side) : state_(state), side_(side) {
        const Scenario& scenario = *state.setup().scenario;
        const Side& own = scenario.sides.at(static_cast<std::size_t>(side));
        const Vec2 forward = forwardOf(own.baseline);
        right_ = {-forward.y, forward.x};
        for (const Brigade& brigade : own.brigades) {
            plans_[brigade.id].brigade = &brigade;
        }
        std::map<std::string, std::vector<Vec2>> starts;
        for (const Unit& unit : scenario.units) {
            if (unit.side == side && !unit.brigade.empty()) {
                starts[unit.brigade].push_back(unit.pose.position);
            }
        }
        for (auto& [id, plan] : plans_) {
            plan.startCentre = centreOf(starts[id]);
            placeObjective(scenario, plan);
        }
    }

    std::vector<UnitGoal> goals() const {
        std::vector<UnitGoal> goals;
        for (const Unit& unit : state_.units()) {
            if (unit.side == side_ && unit.figures > 0) {
                if (auto goal = goalOf(unit)) {
                    goal->point = onTable(goal->point);
                    goals.push_back(std::move(*goal));
                }
            }
        }
        return goals;
    }

  private:
    void placeObjective(const Scenario& scenario, BrigadePlan& plan) const {
        const Brigade& brigade = *plan.brigade;
        if (brigade.task == BrigadeTask::AttackLeftFlank ||
            brigade.task == BrigadeTask::AttackRightFlank) {
            // The enemy's left is on our right. A flank is turned, not met
            // head on: the brigade makes for a point beyond the end of the
            // enemy's line, so that it comes at the end unit from the side
            // instead of riding into its front and its fire.
            const bool ourRight = brigade.task == BrigadeTask::AttackLeftFlank;
            if (const Unit* end = enemyEnd(ourRight)) {
                plan.point =
                    end->pose.position + (ourRight ? right_ : right_ * -1.0) * kBeyondTheFlank;
                plan.pointName = fmt::format(
                    "the enemy's {} flank at {}",
                    brigade.task == BrigadeTask::AttackLeftFlank ? "left" : "right", end->name);
            }
            return;
        }
        for (const Objective& objective : scenario.objectives) {
            if (objective.id == brigade.objectiveId) {
                plan.point = centreOf(objective.outline);
                plan.pointName = displayName(objective);
            }
        }
    }

    // The enemy unit furthest to our right (or left), still in the fight.
    const Unit* enemyEnd(bool ourRight) const {
        const Unit* best = nullptr;
        double bestAcross = 0;
        for (const Unit& unit : state_.units()) {
            if (unit.side == side_ || unit.figures <= 0) {
                continue;
            }
            const double across = unit.pose.position.dot(right_) * (ourRight ? 1 : -1);
            if (!best || across > bestAcross) {
                best = &unit;
                bestAcross = across;
            }
        }
        return best;
    }

    const Unit* nearestEnemy(const Unit& unit) const {
        const Unit* best = nullptr;
        double bestDistance = 0;
        for (const Unit& other : state_.units()) {
            if (other.side == side_ || other.figures <= 0) {
                continue;
            }
            const double d = (other.pose.position - unit.pose.position).length();
            if (!best || d < bestDistance) {
                best = &other;
                bestDistance = d;
            }
        }
        return best;
    }

    Vec2 startOf(const Unit& unit) const {
        const Unit* start = state_.setup().scenario->findUnit(unit.id);
        return start ? start->pose.position : unit.pose.position;
    }

    std::optional<UnitGoal> advanceOnNearest(const Unit& unit, const std::string& who) const {
        const Unit* enemy = nearestEnemy(unit);
        if (!enemy) {
            return std::nullopt;
        }
        return UnitGoal{unit.id, enemy->pose.position, true,
                        fmt::format("{}advances on {}", who, enemy->name)};
    }

    // A unit's place kept around a point near the edge, or a point beyond the
    // enemy's flank, can fall off the table: such a goal is brought back onto
    // it, a little inside the edge.
    Vec2 onTable(Vec2 point) const {
        const Table& table = state_.setup().scenario->table;
        constexpr double kInsideTheEdge = 2.0;
        return {std::clamp(point.x, kInsideTheEdge, table.width - kInsideTheEdge),
                std::clamp(point.y, kInsideTheEdge, table.height - kInsideTheEdge)};
    }

    std::optional<UnitGoal> goalOf(const Unit& unit) const {
        auto found = plans_.find(unit.brigade);
        if (found == plans_.end() || found->second.brigade->task == BrigadeTask::None) {
            return advanceOnNearest(unit, "");
        }
        const BrigadePlan& plan = found->second;
        const Brigade& brigade = *plan.brigade;
        const std::string who = displayName(brigade) + ": ";
        // Its place in the brigade, kept around the point the brigade makes for.
        const Vec2 place = startOf(unit) - plan.startCentre;
        switch (brigade.task) {
            case BrigadeTask::Hold:
            case BrigadeTask::HoldLeftFlank:
            case BrigadeTask::HoldRightFlank:
                if (plan.point) {
                    return UnitGoal{unit.id, *plan.point + place, false,
                                    fmt::format("{}holds {}", who, plan.pointName)};
                }
                return UnitGoal{unit.id, startOf(unit), false,
                                fmt::format("{}holds its ground", who)};
            case BrigadeTask::AttackLeftFlank:
            case BrigadeTask::AttackRightFlank:
            case BrigadeTask::Capture:
            case BrigadeTask::Attack:
                if (plan.point) {
                    const std::string verb =
                        brigade.task == BrigadeTask::Capture ? "captures" : "attacks";
                    return UnitGoal{unit.id, *plan.point + place, true,
                                    fmt::format("{}{} {}", who, verb, plan.pointName)};
                }
                return advanceOnNearest(unit, who);
            case BrigadeTask::None:
                break;
        }
        return advanceOnNearest(unit, who);
    }

    const GameState& state_;
    int side_;
    Vec2 right_;
    std::map<std::string, BrigadePlan> plans_;
};

}  // namespace

std::vector<UnitGoal> planGoals(const GameState& state, int side) {
    const auto& sides = state.setup().scenario->sides;
    if (side < 0 || static_cast<std::size_t>(side) >= sides.size()) {
        return {};
    }
    return Planner(state, side).goals();
}

}  // namespace adjutant
