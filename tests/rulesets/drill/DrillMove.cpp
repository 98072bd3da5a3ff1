#include "tests/rulesets/drill/DrillMove.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/rules/Explanation.h"
#include "tests/rulesets/drill/DrillFire.h"
#include "tests/rulesets/drill/DrillGameState.h"
#include "tests/rulesets/drill/DrillTables.h"

namespace adjutant {

namespace {

constexpr const char* kMoveRule = "1";
// A move measured a hair longer than what is left, from rounding on the way
// through JSON, is still within it.
constexpr double kInchesTolerance = 1e-9;
// The advance stops this far inside range, so that rounding cannot leave it outside.
constexpr double kInsideRangeInches = 0.5;

std::optional<double> numberIn(const nlohmann::json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number()) {
        return std::nullopt;
    }
    const double value = it->get<double>();
    return std::isfinite(value) ? std::optional(value) : std::nullopt;
}

ManoeuvreVerdict refused(std::string reason) {
    ManoeuvreVerdict verdict;
    verdict.reason = reason;
    verdict.explanation = Explanation{"Move refused", std::nullopt, kMoveRule, reason, {}};
    return verdict;
}

}  // namespace

nlohmann::json drillMoveJson(const std::string& unitId, const Pose& to) {
    return {{"unit", unitId},
            {"to", {{"x", to.position.x}, {"y", to.position.y}, {"facing", to.facingDegrees}}}};
}

std::optional<DrillMove> readDrillMove(const nlohmann::json& manoeuvre, std::string& why) {
    if (!manoeuvre.is_object()) {
        why = "the order is not a move: a move names a unit and where it goes";
        return std::nullopt;
    }
    const auto unit = manoeuvre.find("unit");
    if (unit == manoeuvre.end() || !unit->is_string() || unit->get<std::string>().empty()) {
        why = "the order does not say which unit moves";
        return std::nullopt;
    }
    const auto to = manoeuvre.find("to");
    if (to == manoeuvre.end() || !to->is_object()) {
        why = "the order does not say where the unit goes";
        return std::nullopt;
    }
    const std::optional<double> x = numberIn(*to, "x");
    const std::optional<double> y = numberIn(*to, "y");
    const std::optional<double> facing = numberIn(*to, "facing");
    if (!x || !y || !facing) {
        why = "the order does not give both the place the unit goes to and its facing there";
        return std::nullopt;
    }
    return DrillMove{unit->get<std::string>(), Pose{{*x, *y}, Pose::normalizeBearing(*facing)}};
}

ManoeuvreVerdict checkDrillMove(const GameState& state, const DrillMove& move) {
    const Unit* unit = state.findUnit(move.unitId);
    if (unit == nullptr) {
        return refused("there is no such unit on the table");
    }
    const SequenceStep* step = state.currentStep();
    if (step == nullptr || step->id != "movement") {
        return refused(fmt::format("{} may move only in the movement step (1)", unit->name));
    }
    if (unit->figures <= 0) {
        return refused(fmt::format("{} has no figures left to move", unit->name));
    }
    const Table& table = state.setup().scenario->table;
    if (move.to.position.x < 0 || move.to.position.y < 0 || move.to.position.x > table.width ||
        move.to.position.y > table.height) {
        return refused(fmt::format("{} would end off the table", unit->name));
    }
    const double allowance = drillTables(state.ruleset()).moveInches;
    const double moved = drillState(state).moved(unit->id);
    const double left = std::max(0.0, allowance - moved);
    const double distance = std::hypot(move.to.position.x - unit->pose.position.x,
                                       move.to.position.y - unit->pose.position.y);
    ManoeuvreVerdict verdict;
    verdict.cost = distance;
    verdict.allowance = left;
    verdict.distance = distance;
    verdict.legal = distance <= left + kInchesTolerance;
    if (!verdict.legal) {
        verdict.reason =
            fmt::format("{} may move only {} more inches this bound (1); this move is {} inches",
                        unit->name, formatRulesNumber(std::round(left * 10) / 10),
                        formatRulesNumber(std::round(distance * 10) / 10));
    }
    verdict.explanation = Explanation{
        "Move",
        distance,
        kMoveRule,
        verdict.legal ? "within what is left of the move" : "longer than what is left of the move",
        {}};
    verdict.explanation.add("Move allowed each bound (inches)", allowance, kMoveRule);
    verdict.explanation.add("Already moved this bound (inches)", moved, kMoveRule);
    verdict.explanation.add("Left before this move (inches)", left, kMoveRule);
    verdict.explanation.add("This move, straight to where it ends (inches)", distance, kMoveRule,
                            "turning costs nothing");
    return verdict;
}

std::optional<DrillMove> drillAdvance(const GameState& state, const Unit& unit) {
    const Unit* enemy = nearestDrillEnemy(state, unit);
    if (enemy == nullptr || unit.figures <= 0) {
        return std::nullopt;
    }
    const DrillTables& tables = drillTables(state.ruleset());
    const double left = std::max(0.0, tables.moveInches - drillState(state).moved(unit.id));
    const double distance = drillDistance(unit, *enemy);
    const double advance = std::min(left, distance - (tables.rangeInches - kInsideRangeInches));
    if (advance <= 0.01) {
        return std::nullopt;
    }
    const Vec2 toward = enemy->pose.position - unit.pose.position;
    const Vec2 step{toward.x / distance * advance, toward.y / distance * advance};
    return DrillMove{unit.id, Pose{unit.pose.position + step, Pose::bearingOf(toward)}};
}

}  // namespace adjutant
