#include "core/ai/VictoryPlanner.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "core/ai/GameOutcome.h"

namespace adjutant {

namespace {

// How far a unit is taken to get in a bound on its way to an objective, in
// table inches: a march with time lost to the enemy in the way. Judgement: an
// aim further than this times the bounds left is out of the unit's reach.
constexpr double kReachPerBound = 8.0;

// The share of the units free to go that is sent for the objectives, the
// rest fighting as their tasks say. Judgement, measured with `simulate` (100
// games of the Tricorne tutorial, the veteran Prussians against the default
// orders): sending every free unit won 57% of the decisive games, half of
// them 79%, a third 68%; at Mollwitz (40 games) half of them won 88%.
constexpr double kShareSent = 0.5;

// How near an objective an enemy unit comes before the side defending it
// sends more units there, in table inches beyond the distance that holds it:
// about a bound's march. Judgement.
constexpr double kThreatDistance = 8.0;

// A side leads when its points exceed the enemy's by more than this share of
// the draw margin, so that an even score is neither ahead nor behind.
constexpr double kLeadOverMargin = 1.0;

struct Aim {
    const ObjectiveStanding* standing = nullptr;
    const Objective* objective = nullptr;
    Vec2 centre;
    int boundsLeft = 0;
    int quota = 0;
    std::vector<const Unit*> units;
};

Vec2 centreOf(const std::vector<Vec2>& points) {
    Vec2 sum;
    for (const Vec2& p : points) {
        sum = sum + p;
    }
    return points.empty() ? sum : sum / static_cast<double>(points.size());
}

const Objective* findObjective(const Scenario& scenario, const std::string& id) {
    for (const Objective& objective : scenario.objectives) {
        if (objective.id == id) {
            return &objective;
        }
    }
    return nullptr;
}

const std::string& brigadeObjective(const Scenario& scenario, int side, const std::string& id) {
    static const std::string none;
    for (const Brigade& brigade : scenario.sides.at(static_cast<std::size_t>(side)).brigades) {
        if (brigade.id == id) {
            return brigade.objectiveId;
        }
    }
    return none;
}

bool turnsAFlank(const Scenario& scenario, int side, const std::string& id) {
    for (const Brigade& brigade : scenario.sides.at(static_cast<std::size_t>(side)).brigades) {
        if (brigade.id == id) {
            return brigade.task == BrigadeTask::AttackLeftFlank ||
                   brigade.task == BrigadeTask::AttackRightFlank;
        }
    }
    return false;
}

int scorerOf(const ObjectiveStanding& objective, int heldBy) {
    if (objective.holder < 0) {
        return heldBy;
    }
    return heldBy == objective.holder ? objective.holder : 1 - objective.holder;
}

std::string pointsWord(double value) {
    return std::abs(value - 1.0) < 1e-9 ? "1 point" : fmt::format("{:g} points", value);
}

// Whether an objective lies on `side`'s half of the field as the scenario sets
// the armies out: nearer the centre of its units than the enemy's.
bool onOwnHalfAtTheStart(const Scenario& scenario, int side, Vec2 point) {
    std::vector<Vec2> own;
    std::vector<Vec2> enemy;
    for (const Unit& unit : scenario.units) {
        if (unit.side == side || unit.side == 1 - side) {
            (unit.side == side ? own : enemy).push_back(unit.pose.position);
        }
    }
    return !own.empty() && !enemy.empty() &&
           (point - centreOf(own)).length() < (point - centreOf(enemy)).length();
}

// The side holding an objective as the scenario sets the armies out.
int heldAtTheStart(const Scenario& scenario, const Objective& objective) {
    bool present[2] = {false, false};
    for (const Unit& unit : scenario.units) {
        if ((unit.side == 0 || unit.side == 1) && unit.figures > 0 &&
            atObjective(unit.pose.position, objective, scenario.victory.holdDistance)) {
            present[unit.side] = true;
        }
    }
    return present[0] == present[1] ? -1 : (present[0] ? 0 : 1);
}

// Defence of what the side scored at the start on its own half of the field
// (at Leuthen the Prussians score the village while no Austrian stands in it,
// but it is the Austrians' to defend): where enemy units come within
// kThreatDistance of holding such an objective, as many of the side's units
// as there are enemies coming, less those already there, go to it (the
// nearest that can reach it before it is judged), to stand on it, or to
// attack once the enemy is on it. Those already there keep their goals:
// holding them there as well took the Tricorne tutorial's Prussians on the
// crest out of the units shared among the objectives still to take, and
// changed their play (71% of decisive games against a novice, not 73%).
void defendObjectives(const GameState& state, int side, const GameOutcome& outcome,
                      const OutOfActionTest& outOfAction, const std::vector<const Unit*>& inAction,
                      std::map<std::string, UnitGoal*>& goalOf,
                      std::map<std::string, bool>& placed) {
    const Scenario& scenario = *state.setup().scenario;
    const VictoryConditions& victory = scenario.victory;
    for (const ObjectiveStanding& standing : outcome.objectives) {
        const Objective* objective = findObjective(scenario, standing.objectiveId);
        const bool judgedAlready = standing.byBound >= 1 && standing.byBound < state.bound();
        if (!objective || objective->outline.empty() || standing.value <= 0 || judgedAlready ||
            scorerOf(standing, heldAtTheStart(scenario, *objective)) != side ||
            !onOwnHalfAtTheStart(scenario, side, centreOf(objective->outline))) {
            continue;
        }
        int threats = 0;
        bool enemyOnIt = false;
        for (const Unit& unit : state.units()) {
            if (unit.side == 1 - side && unit.figures > 0 &&
                !(outOfAction && outOfAction(state, unit)) &&
                atObjective(unit.pose.position, *objective,
                            victory.holdDistance + kThreatDistance)) {
                ++threats;
                enemyOnIt =
                    enemyOnIt || atObjective(unit.pose.position, *objective, victory.holdDistance);
            }
        }
        if (threats == 0) {
            continue;
        }
        int present = 0;
        for (const Unit* unit : inAction) {
            if (atObjective(unit->pose.position, *objective, victory.holdDistance)) {
                ++present;
            }
        }
        const Vec2 centre = centreOf(objective->outline);
        const int judgedAt = standing.byBound >= 1 ? standing.byBound : victory.bounds;
        const double reach =
            kReachPerBound * std::max(1, judgedAt - state.bound() + 1) + victory.holdDistance;
        std::vector<std::pair<double, const Unit*>> nearest;
        for (const Unit* unit : inAction) {
            const double distance = (centre - unit->pose.position).length();
            // A unit whose brigade already makes for it or holds it keeps its
            // place there (in the Tricorne tutorial the Prussians drawn onto
            // the crest they were taking won 64% against a novice, not 73%).
            if (!placed[unit->id] && distance <= reach &&
                !atObjective(unit->pose.position, *objective, victory.holdDistance) &&
                brigadeObjective(scenario, side, unit->brigade) != objective->id) {
                nearest.emplace_back(distance, unit);
            }
        }
        std::stable_sort(nearest.begin(), nearest.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        const double spread = std::max(0.0, victory.holdDistance * 0.8);
        const std::size_t wanted = static_cast<std::size_t>(std::max(0, threats - present));
        for (std::size_t i = 0; i < nearest.size() && i < wanted; ++i) {
            const Unit* unit = nearest[i].second;
            Vec2 place = unit->pose.position - centre;
            if (place.length() > spread) {
                place = place * (spread / place.length());
            }
            *goalOf[unit->id] = UnitGoal{unit->id, centre + place, enemyOnIt,
                                         fmt::format("goes to hold {} ({}): the enemy {}",
                                                     standing.name, pointsWord(standing.value),
                                                     enemyOnIt ? "is on it" : "is coming for it")};
            placed[unit->id] = true;
        }
    }
}

}  // namespace

VictoryReading victoryReadingOf(Difficulty difficulty) {
    // The novice and the steady commander play their brigades' tasks; the
    // balance of the shipped scenarios is measured between two steady ones.
    if (difficulty == Difficulty::Veteran) {
        return {true, 0.5};
    }
    return {};
}

VictoryPlan planForVictory(const GameState& state, int side, const OutOfActionTest& outOfAction,
                           std::vector<UnitGoal> taskGoals) {
    VictoryPlan plan;
    plan.goals = std::move(taskGoals);
    if (side < 0 || side > 1) {
        return plan;
    }
    const Scenario& scenario = *state.setup().scenario;
    const VictoryConditions& victory = scenario.victory;
    const GameOutcome outcome = judgeGame(state, outOfAction, true);
    plan.lead = outcome.points[static_cast<std::size_t>(side)] -
                outcome.points[static_cast<std::size_t>(1 - side)];
    const double margin = victory.drawMargin * kLeadOverMargin;
    plan.ahead = plan.lead > margin;
    plan.behind = plan.lead < -margin;

    std::map<std::string, UnitGoal*> goalOf;
    for (UnitGoal& goal : plan.goals) {
        goalOf[goal.unitId] = &goal;
    }
    std::vector<const Unit*> inAction;
    for (const Unit& unit : state.units()) {
        if (unit.side == side && unit.figures > 0 && !(outOfAction && outOfAction(state, unit)) &&
            goalOf.contains(unit.id)) {
            inAction.push_back(&unit);
        }
    }

    std::map<std::string, bool> placed;
    defendObjectives(state, side, outcome, outOfAction, inAction, goalOf, placed);

    // What is ours is kept while ahead: a unit at an objective its side scores
    // by holding stays on it.
    std::vector<Aim> aims;
    double aimValue = 0;
    for (const ObjectiveStanding& standing : outcome.objectives) {
        const Objective* objective = findObjective(scenario, standing.objectiveId);
        const bool judgedAlready = standing.byBound >= 1 && standing.byBound < state.bound();
        if (!objective || objective->outline.empty() || standing.value <= 0 || judgedAlready) {
            continue;
        }
        const int judgedAt = standing.byBound >= 1 ? standing.byBound : victory.bounds;
        if (scorerOf(standing, standing.heldNow) == side) {
            // One the enemy must hold is ours while it is not there: standing
            // on it gains nothing.
            if (!plan.ahead || standing.heldNow != side || standing.holder == 1 - side) {
                continue;
            }
            for (const Unit* unit : inAction) {
                // A unit set to hold keeps its own post; one attacking stops.
                if (!placed[unit->id] && goalOf[unit->id]->advance &&
                    atObjective(unit->pose.position, *objective, victory.holdDistance)) {
                    *goalOf[unit->id] =
                        UnitGoal{unit->id, unit->pose.position, false,
                                 fmt::format("keeps {} ({}) while the army is ahead", standing.name,
                                             pointsWord(standing.value))};
                    placed[unit->id] = true;
                }
            }
            continue;
        }
        aims.push_back({&standing,
                        objective,
                        centreOf(objective->outline),
                        std::max(1, judgedAt - state.bound() + 1),
                        0,
                        {}});
        aimValue += standing.value;
    }
    if (aims.empty()) {
        return plan;
    }

    // The units free to go: those attacking, or every unit when behind; never
    // a brigade sent round the enemy's flank, which wins by where it strikes
    // (at Leuthen the veteran Prussians fell from 86% to 52% against the
    // default orders when half of those brigades went for the villages).
    std::vector<const Unit*> free;
    for (const Unit* unit : inAction) {
        if (!placed[unit->id] && !turnsAFlank(scenario, side, unit->brigade) &&
            (plan.behind || goalOf[unit->id]->advance)) {
            free.push_back(unit);
        }
    }
    for (Aim& aim : aims) {
        aim.quota =
            std::max(1, static_cast<int>(std::lround(kShareSent * static_cast<double>(free.size()) *
                                                     aim.standing->value / aimValue)));
    }
    // Nearest pairs first, each aim up to its share and within reach.
    struct Pair {
        double distance;
        const Unit* unit;
        Aim* aim;
    };
    // A unit set to hold is taken from its post only for an objective on its
    // own army's side of the field, never to go through the enemy's army.
    std::vector<Vec2> own;
    std::vector<Vec2> enemy;
    for (const Unit& unit : state.units()) {
        if (unit.figures > 0 && !(outOfAction && outOfAction(state, unit))) {
            (unit.side == side ? own : enemy).push_back(unit.pose.position);
        }
    }
    const Vec2 ownCentre = centreOf(own);
    const Vec2 enemyCentre = centreOf(enemy);
    auto onOurSide = [&](const Aim& aim) {
        return enemy.empty() ||
               (aim.centre - ownCentre).length() <= (enemyCentre - ownCentre).length();
    };
    std::vector<Pair> pairs;
    for (const Unit* unit : free) {
        for (Aim& aim : aims) {
            const double distance = (aim.centre - unit->pose.position).length();
            if ((goalOf[unit->id]->advance || onOurSide(aim)) &&
                distance <= kReachPerBound * aim.boundsLeft + victory.holdDistance) {
                pairs.push_back({distance, unit, &aim});
            }
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(),
                     [](const Pair& a, const Pair& b) { return a.distance < b.distance; });
    for (const Pair& pair : pairs) {
        if (placed[pair.unit->id] || static_cast<int>(pair.aim->units.size()) >= pair.aim->quota) {
            continue;
        }
        pair.aim->units.push_back(pair.unit);
        placed[pair.unit->id] = true;
    }
    // Each unit keeps its place in the group around the objective, drawn in
    // so that every one of them stands within the distance that holds it.
    const double spread = std::max(0.0, victory.holdDistance * 0.8);
    for (const Aim& aim : aims) {
        std::vector<Vec2> positions;
        for (const Unit* unit : aim.units) {
            positions.push_back(unit->pose.position);
        }
        const Vec2 groupCentre = centreOf(positions);
        const std::string enemyScores =
            aim.standing->heldNow == 1 - side ? "the enemy holds" : "the enemy scores now";
        for (const Unit* unit : aim.units) {
            if (goalOf[unit->id]->advance &&
                brigadeObjective(scenario, side, unit->brigade) == aim.objective->id) {
                continue;  // its brigade already makes for it, each unit in its place
            }
            Vec2 place = unit->pose.position - groupCentre;
            if (place.length() > spread && place.length() > 0) {
                place = place * (spread / place.length());
            }
            *goalOf[unit->id] =
                UnitGoal{unit->id, aim.centre + place, true,
                         fmt::format("makes for {} ({}), which {}", aim.standing->name,
                                     pointsWord(aim.standing->value), enemyScores)};
        }
    }
    return plan;
}

}  // namespace adjutant
