#include "core/report/BattleReport.h"

#include <cmath>
#include <map>
#include <optional>

#include "core/ai/VictoryWatch.h"
#include "core/engine/Game.h"
#include "core/model/DisplayName.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

namespace {

using Kind = BattleReport::TurningPoint::Kind;

// A unit as it stood at one moment, enough to tell what became of it.
struct UnitMark {
    int side = 0;
    int figures = 0;
    Vec2 position;
    bool outOfAction = false;
};

// A moment of the game: every unit on the table (a unit that has left the
// table is missing, and counts as out of action).
using Marks = std::map<std::string, UnitMark>;

Marks marksOf(const GameState& state, const RulesetReferee* referee) {
    Marks marks;
    for (const Unit& unit : state.units()) {
        marks[unit.id] = {unit.side, unit.figures, unit.pose.position,
                          referee && referee->outOfAction(state, unit.id)};
    }
    return marks;
}

bool outOf(const Marks& marks, const std::string& id) {
    const auto it = marks.find(id);
    return it == marks.end() || it->second.outOfAction;
}

double distance(Vec2 a, Vec2 b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// A charge declared in a bound, judged on the table at the bound's end.
struct Charge {
    int bound = 0;
    std::string charger;
    std::string target;
};

// Ground given up, in table inches, that counts as giving way rather than
// shuffling in place.
constexpr double kGaveGround = 1.0;

std::optional<BattleReport::TurningPoint> judgeCharge(const Charge& charge, const Marks& before,
                                                      const Marks& after, const GameState& state) {
    const auto chargerBefore = before.find(charge.charger);
    const auto targetBefore = before.find(charge.target);
    if (chargerBefore == before.end() || targetBefore == before.end()) {
        return std::nullopt;  // not a unit of the table (a Fire Effect broken group)
    }
    const Unit* charger = state.setup().scenario->findUnit(charge.charger);
    const Unit* target = state.setup().scenario->findUnit(charge.target);
    BattleReport::TurningPoint point;
    point.bound = charge.bound;
    point.side = chargerBefore->second.side;
    point.unit = charger ? charger->name : charge.charger;
    point.target = target ? target->name : charge.target;
    const bool chargerOut = outOf(after, charge.charger);
    const bool targetOut = outOf(after, charge.target);
    // Where each ended up, measured from where the other stood when the bound began.
    const auto distanceAfter = [&](const std::string& id, Vec2 from, double fallback) {
        const auto it = after.find(id);
        return it == after.end() ? fallback : distance(it->second.position, from);
    };
    const Vec2 chargerStart = chargerBefore->second.position;
    const Vec2 targetStart = targetBefore->second.position;
    const double apart = distance(chargerStart, targetStart);
    const bool targetGaveGround =
        distanceAfter(charge.target, chargerStart, apart) > apart + kGaveGround;
    const bool chargerThrownBack =
        distanceAfter(charge.charger, targetStart, apart) > apart + kGaveGround;
    if (targetBefore->second.outOfAction && !chargerOut) {
        point.kind = Kind::ChargeWon;
        point.how = "already broken";
    } else if (targetOut && !chargerOut) {
        point.kind = Kind::ChargeWon;
        point.how = "broke";
    } else if (chargerOut && !targetOut) {
        point.kind = Kind::ChargeLost;
        point.how = "broke";
    } else if (targetGaveGround && !chargerThrownBack && !chargerOut) {
        point.kind = Kind::ChargeWon;
        point.how = "gave ground";
    } else if (chargerThrownBack && !targetOut) {
        point.kind = Kind::ChargeLost;
        point.how = "thrown back";
    } else {
        point.kind = Kind::ChargeHeld;
    }
    return point;
}

class Gatherer {
  public:
    Gatherer(const Game& game, const RulesetReferee* referee)
        : referee_(referee), outOfAction_([referee](const GameState& state, const Unit& unit) {
              return referee && referee->outOfAction(state, unit.id);
          }) {
        const Scenario& scenario = *game.setup().scenario;
        report_.title = scenario.title;
        report_.rulesetName = game.setup().ruleset ? game.setup().ruleset->name : scenario.ruleset;
        report_.seed = game.setup().seed;
        for (std::size_t i = 0; i < 2 && i < scenario.sides.size(); ++i) {
            const Side& side = scenario.sides[i];
            report_.sides[i].name = displayName(side);
            report_.sides[i].colour = side.colour;
        }
        for (const Unit& unit : scenario.units) {
            if (unit.side >= 0 && unit.side < 2) {
                BattleReport::Side& side = report_.sides[static_cast<std::size_t>(unit.side)];
                ++side.startUnits;
                side.startFigures += unit.startFigures > 0 ? unit.startFigures : unit.figures;
            }
        }
    }

    void startBound(const GameState& state) {
        bound_ = BattleReport::Bound{};
        bound_.number = state.bound();
        boundStart_ = marksOf(state, referee_);
        open_ = true;
    }

    void command(const Command& command, const Scenario& scenario) {
        const auto* resolve = dynamic_cast<const ResolveStepCommand*>(&command);
        if (!resolve) {
            return;
        }
        for (const Resolution& resolution : resolve->resolutions()) {
            const Unit* actor =
                resolution.units.empty() ? nullptr : scenario.findUnit(resolution.units.front());
            BattleReport::SideBound* side =
                actor && actor->side >= 0 && actor->side < 2
                    ? &bound_.sides[static_cast<std::size_t>(actor->side)]
                    : nullptr;
            if (resolution.kind == "initiative") {
                bound_.initiative = resolution.summary;
            } else if (resolution.kind == "melee") {
                bound_.melees.push_back(resolution.summary);
            } else if (side && resolution.kind == "fire") {
                ++side->volleys;
            } else if (side && resolution.kind == "moraleTest") {
                ++side->moraleTests;
            } else if (side && resolution.kind == "charge" && resolution.units.size() >= 2) {
                ++side->charges;
                charges_.push_back({bound_.number, resolution.units[0], resolution.units[1]});
            }
        }
    }

    void endBound(const GameState& state, bool complete) {
        if (!open_) {
            return;
        }
        open_ = false;
        bound_.complete = complete;
        const Marks now = marksOf(state, referee_);
        // Each charge's outcome first, then the units that broke.
        for (const Charge& charge : charges_) {
            if (auto point = judgeCharge(charge, boundStart_, now, state)) {
                report_.turningPoints.push_back(*point);
            }
        }
        charges_.clear();
        for (const auto& [id, was] : boundStart_) {
            const auto it = now.find(id);
            BattleReport::SideBound& side = bound_.sides[static_cast<std::size_t>(was.side & 1)];
            if (it != now.end() && it->second.figures < was.figures) {
                side.figuresLost += was.figures - it->second.figures;
            }
            if (!was.outOfAction && outOf(now, id)) {
                ++side.unitsBroken;
                const Unit* unit = state.setup().scenario->findUnit(id);
                report_.turningPoints.push_back(
                    {Kind::UnitBroken, bound_.number, was.side, unit ? unit->name : id, {}, {}});
            }
        }
        const GameOutcome standing = judgeGame(state, outOfAction_, false);
        for (std::size_t i = 0; i < 2; ++i) {
            bound_.sides[i].shareLost = standing.armies[i].lossFraction();
            bound_.sides[i].broken = standing.armies[i].broken;
            if (standing.armies[i].broken && !armyBroken_[i]) {
                armyBroken_[i] = true;
                report_.turningPoints.push_back(
                    {Kind::ArmyBroken, bound_.number, static_cast<int>(i), {}, {}, {}});
            }
        }
        if (complete) {
            ++report_.boundsPlayed;
        }
        report_.bounds.push_back(std::move(bound_));
    }

    bool open() const { return open_; }

    BattleReport finish(const GameState& state) {
        report_.outcome = victory_.standing(state, outOfAction_, true);
        return std::move(report_);
    }

    // Keeps who held each objective when it was judged, as play went.
    void follow(const GameState& state) { victory_.follow(state, outOfAction_); }

  private:
    const RulesetReferee* referee_;
    OutOfActionTest outOfAction_;
    VictoryWatch victory_;
    BattleReport report_;
    BattleReport::Bound bound_;
    Marks boundStart_;
    std::vector<Charge> charges_;
    std::array<bool, 2> armyBroken_{false, false};
    bool open_ = false;
};

}  // namespace

BattleReport gatherBattleReport(const Game& game, const RulesetStateFactory& states,
                                const RulesetReferee* referee) {
    Gatherer gatherer(game, referee);
    Game replay(game.initialState().sharedSetup(), states);
    const Scenario& scenario = *game.setup().scenario;
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        const int bound = replay.state().bound();
        if (!gatherer.open()) {
            gatherer.startBound(replay.state());
        }
        // Replayed with its recorded dice; the game's own command keeps its resolutions.
        if (!replay.apply(game.command(i).clone()).accepted()) {
            break;  // cannot happen for a game that was played; stop where it stands
        }
        gatherer.command(game.command(i), scenario);
        gatherer.follow(replay.state());
        if (replay.state().bound() != bound) {
            gatherer.endBound(replay.state(), true);
        }
    }
    gatherer.endBound(replay.state(), false);
    return gatherer.finish(replay.state());
}

}  // namespace adjutant
