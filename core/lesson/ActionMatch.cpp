#include "core/lesson/ActionMatch.h"

#include <cmath>

#include "core/json/JsonMember.h"

namespace adjutant {

std::string actingUnitOf(const nlohmann::json& command) {
    const std::string type = memberOr(command, "type", "");
    if (type == "fireOrder") {
        return memberOr(command, "firer", "");
    }
    if (type == "chargeOrder") {
        return memberOr(command, "charger", "");
    }
    if (type == "manoeuvre" && command.contains("manoeuvre")) {
        const nlohmann::json& manoeuvre = command["manoeuvre"];
        const std::string unit = memberOr(manoeuvre, "unit", "");
        return unit.empty() ? memberOr(manoeuvre, "unitId", "") : unit;
    }
    return memberOr(command, "unit", "");
}

bool insidePolygon(const std::vector<Vec2>& polygon, Vec2 point) {
    // Crossings of a ray to the right, with points on an edge counted inside.
    bool inside = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const Vec2& a = polygon[i];
        const Vec2& b = polygon[j];
        const double cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
        const bool withinX =
            point.x >= std::min(a.x, b.x) - 1e-9 && point.x <= std::max(a.x, b.x) + 1e-9;
        const bool withinY =
            point.y >= std::min(a.y, b.y) - 1e-9 && point.y <= std::max(a.y, b.y) + 1e-9;
        if (std::abs(cross) < 1e-9 && withinX && withinY) {
            return true;
        }
        if ((a.y > point.y) != (b.y > point.y) &&
            point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
    }
    return inside;
}

bool matchesAction(const ActionPattern& pattern, const nlohmann::json& command,
                   const GameState& after) {
    const std::string type = memberOr(command, "type", "");
    if (pattern.command != "any" && pattern.command != type) {
        return false;
    }
    const std::string unitId = actingUnitOf(command);
    if (!pattern.unit.empty() && pattern.unit != unitId) {
        return false;
    }
    if (!pattern.target.empty()) {
        std::string target = memberOr(command, "target", "");
        if (type == "chargeOrder" && command.contains("targets") && command["targets"].is_array() &&
            !command["targets"].empty() && command["targets"].front().is_string()) {
            target = command["targets"].front().get<std::string>();
        }
        if (target != pattern.target) {
            return false;
        }
    }
    if (!pattern.kind.empty()) {
        const nlohmann::json manoeuvre = memberOr(command, "manoeuvre", nlohmann::json::object());
        const std::string kind = memberOr(manoeuvre, "kind", "");
        if ((kind.empty() ? std::string("move") : kind) != pattern.kind) {
            return false;
        }
    }
    if (!pattern.step.empty() && memberOr(command, "step", "") != pattern.step) {
        return false;
    }
    const bool asksWhereItEnds =
        !pattern.formation.empty() || !pattern.endsIn.empty() || pattern.endsNear;
    if (!asksWhereItEnds) {
        return true;
    }
    const Unit* unit = after.findUnit(pattern.unit.empty() ? unitId : pattern.unit);
    if (!unit) {
        return false;
    }
    if (!pattern.formation.empty() && formationKey(unit->formation) != pattern.formation) {
        return false;
    }
    if (!pattern.endsIn.empty() && !insidePolygon(pattern.endsIn, unit->pose.position)) {
        return false;
    }
    if (pattern.endsNear) {
        const double dx = unit->pose.position.x - pattern.endsNear->x;
        const double dy = unit->pose.position.y - pattern.endsNear->y;
        if (std::hypot(dx, dy) > pattern.nearInches + 1e-9) {
            return false;
        }
    }
    return true;
}

}  // namespace adjutant
