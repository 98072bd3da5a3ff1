// Manoeuvres in War of Princes' movement step (8.3): the JSON form read,
// measured on the table with the shared geometry (PrincesManoeuvreForm),
// priced by princesManoeuvreCost against what the unit has spent this turn,
// and checked against the table's edges and the other units.
#include <fmt/format.h>

#include <cmath>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvrePlacement.h"
#include "core/referee/MovementStepManoeuvre.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

struct Priced {
    PrincesManoeuvreOrder order;
    PrincesMoveCost cost;
    Pose finalPose;
    Formation finalFormation = Formation::Line;
    double distance = 0;
    std::string reason;  // why not, beyond the cost's own verdict
};

std::optional<Priced> price(const GameState& state, const Manoeuvre& made, std::string& reason) {
    return priceUnitManoeuvre<Priced>(
        state, made, reason, [&](Priced& p, const PrincesManoeuvreOrder& order, const Unit& unit) {
            const PrincesContext context(state);
            auto layout = context.layout(unit);
            if (!layout) {
                reason = "the unit cannot be laid out on the table";
                return false;
            }
            PrincesManoeuvre manoeuvre;
            manoeuvre.kind = order.kind;
            manoeuvre.newFormation = order.formation;
            if (order.kind == PrincesManoeuvre::Kind::ChangeFormation) {
                p.finalFormation = *order.formation;
            } else if (order.kind == PrincesManoeuvre::Kind::Limber) {
                p.finalFormation = Formation::Limbered;
            } else if (order.kind == PrincesManoeuvre::Kind::Unlimber) {
                p.finalFormation = Formation::Unlimbered;
            }
            manoeuvre.path = measurePrincesPath(state.setup().scenario->table, unit.pose,
                                                order.path, princesRoadHalfWidth(*layout),
                                                princesWaterReadings(context.rules()));
            p.distance = manoeuvre.path.openDistance + manoeuvre.path.woodsDistance;
            p.cost = princesManoeuvreCost(context.rules(), context.mover(unit),
                                          context.status(unit.id).spending, manoeuvre);
            return true;
        });
}

// Where the unit would end, checked against the table and the other units,
// then against its halt marker.
std::optional<std::string> placeProblem(const GameState& state, const Priced& p) {
    const PrincesContext context(state);
    const Unit& unit = *state.findUnit(p.order.unitId);
    if (auto problem = manoeuvreEndProblem(context, unit, p.finalPose, p.finalFormation)) {
        return problem;
    }
    // The halt marker: in its next own turn it may not advance on the enemy (7.2 [P]).
    if (context.status(unit.id).haltMarker() && p.distance > 0) {
        if (const Unit* enemy = context.nearestEnemy(unit)) {
            Unit moved = unit;
            moved.pose = p.finalPose;
            if (context.distanceBetween(moved, *enemy) < context.distanceBetween(unit, *enemy)) {
                return std::string("it carries a halt marker: it may not advance on the enemy");
            }
        }
    }
    return std::nullopt;
}

}  // namespace

ManoeuvrePtr PrincesReferee::readManoeuvre(const nlohmann::json& form, std::string& reason) const {
    return readManoeuvreForm<PrincesManoeuvreOrder>(form, reason);
}

ManoeuvreVerdict PrincesReferee::judgeManoeuvre(const GameState& state,
                                                const Manoeuvre& manoeuvre) const {
    const auto ownLimits = [&](const Priced& p, ManoeuvreVerdict& verdict) {
        const PrincesContext context(state);
        const Unit& unit = *state.findUnit(p.order.unitId);
        const PrincesUnitState& s = context.status(unit.id);
        if (s.chargeInitiated || s.chargedThisTurn) {
            verdict.reason = "it is charging: the charge is its move (8.3)";
            return false;
        }
        const double rate =
            princesRate(context.rules(), context.mover(unit), unit.formation, false);
        verdict.allowance = rate * std::max(0.0, 1.0 - s.spending.allowanceSpent);
        verdict.cost = p.cost.cost * rate;
        verdict.distance = p.distance;
        verdict.explanation = p.cost.explanation;
        if (!p.cost.legal) {
            verdict.reason = p.cost.reason.empty() ? "not allowed (4.2)" : p.cost.reason;
            return false;
        }
        return true;
    };
    return checkMovementStepManoeuvre(
        *this, state, manoeuvre, price,
        "units manoeuvre in the movement step of their own player turn (8.3)", ownLimits,
        placeProblem);
}

void PrincesReferee::makeManoeuvre(GameState& state, const Manoeuvre& manoeuvre) const {
    makeMovementStepManoeuvre(state, manoeuvre, price, [&](Unit& unit, const Priced& p) {
        PrincesUnitState& s = princesState(state).unit(unit.id);
        s.spending = p.cost.spendingAfter;
        if (p.cost.disorders) {
            s.disordered = true;
        }
        if (p.distance > 0) {
            s.movedThisTurn = true;
            s.distanceMovedThisTurn += p.distance;
        }
    });
}

}  // namespace adjutant
