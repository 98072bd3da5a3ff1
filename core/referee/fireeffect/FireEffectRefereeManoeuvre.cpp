// Manoeuvres in Fire Effect's movement step (9.3): the JSON form read, the
// path measured on the table (length, whether wholly along a road), priced by
// fireEffectMove in yards against what the unit has done this half, and
// checked against the table's edges and the other units.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/TerrainQueries.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvrePlacement.h"
#include "core/referee/MovementStepManoeuvre.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"
#include "core/referee/fireeffect/FireEffectMovement.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant {

namespace {

using Kind = FireEffectManoeuvreOrder::Kind;

// Yards a move may exceed the allowance by through rounding of table inches.
constexpr double kYardsTolerance = 1e-6;

std::string defaultPace(TroopCategory arm) {
    if (arm == TroopCategory::Infantry) {
        return "march";
    }
    return arm == TroopCategory::Cavalry ? "trot" : "walk";
}

struct Priced {
    FireEffectManoeuvreOrder order;
    FireEffectMoveResult move;
    Pose finalPose;
    Formation finalFormation = Formation::Line;
    bool prone = false;
    bool dismounted = false;
    double yards = 0;
    int riverCrossings = 0;  // crossings of rivers this manoeuvre pays for (6.4, P)
    std::string reason;      // refused before pricing
};

std::optional<Priced> price(const GameState& state, const Manoeuvre& made, std::string& reason) {
    return priceUnitManoeuvre<Priced>(
        state, made, reason,
        [&](Priced& p, const FireEffectManoeuvreOrder& order, const Unit& unit) {
            const FireEffectContext context(state);
            const FireEffectUnitState& s = context.status(unit.id);
            const TroopCategory arm = context.arm(unit);
            const UnitType* type = context.typeOf(unit);
            p.prone = s.prone;
            p.dismounted = s.dismounted;
            FireEffectMoveInputs in;
            in.name = unit.name;
            in.arm = arm;
            in.mover = context.mover(unit);
            in.pace = order.pace.empty() ? defaultPace(arm) : order.pace;
            in.limberOperations = s.limberOperations;
            in.formationChanges = s.formationChanges;
            in.riverCrossings = s.riverCrossings;
            in.mountOperations = s.mountOperations;
            in.moveNumber = state.bound();
            const bool gun = context.isGun(unit);
            switch (order.kind) {
                case Kind::ChangeFormation:
                    if (type && std::find(type->formations.begin(), type->formations.end(),
                                          *order.formation) == type->formations.end()) {
                        p.reason = fmt::format("a {} cannot form {}", type->name,
                                               formationName(*order.formation));
                    }
                    p.finalFormation = *order.formation;
                    ++in.formationChanges;
                    break;
                case Kind::Limber:
                case Kind::Unlimber:
                    p.finalFormation =
                        order.kind == Kind::Limber ? Formation::Limbered : Formation::Unlimbered;
                    if (!gun) {
                        p.reason = "only guns limber and unlimber (6.3)";
                    } else if (unit.formation == p.finalFormation) {
                        p.reason = fmt::format("it is already {}", formationName(p.finalFormation));
                    }
                    ++in.limberOperations;
                    break;
                case Kind::Mount:
                case Kind::Dismount:
                    p.dismounted = order.kind == Kind::Dismount;
                    if (arm != TroopCategory::Cavalry) {
                        p.reason = "only cavalry mounts and dismounts (3.1)";
                    } else if (p.dismounted == s.dismounted) {
                        p.reason =
                            p.dismounted ? "it is already dismounted" : "it is already mounted";
                    }
                    ++in.mountOperations;
                    break;
                case Kind::LieDown:
                case Kind::Rise:
                    if (order.kind == Kind::LieDown && !context.rules().optionIs("prone", "on")) {
                        p.reason = "lying down is an optional rule not in use (3.4)";
                    }
                    p.prone = order.kind == Kind::LieDown;
                    ++in.formationChanges;  // lying down or rising is a formation change (6.4)
                    break;
                case Kind::Move:
                    break;
            }
            in.formation = p.finalFormation;
            if (auto used = s.paceHistory.find(in.pace); used != s.paceHistory.end()) {
                in.paceHistory = used->second;
            }
            std::vector<Vec2> points{unit.pose.position};
            for (const Pose& pose : order.path) {
                points.push_back(pose.position);
            }
            const geometry::PathTerrain ground =
                geometry::terrainAlongPath(points, state.setup().scenario->table, 0.5);
            p.yards = context.rules().toYards(ground.length);
            // The source has no rule for rivers, fords or bridges (6.4, B30): each is
            // an option; streams stay free, as the rest of the ground it leaves out.
            const WaterReadings water = WaterReadings::fromOptions(
                context.rules().option("riverCrossing"), context.rules().option("fordCrossing"),
                context.rules().option("bridgeCrossing"));
            if (const auto blocked = firstImpassableWater(water, ground)) {
                p.reason = impassableWaterRefusal(state.setup().scenario->table, *blocked,
                                                  unit.name, "6.4, B30");
            }
            p.riverCrossings = waterObstaclesCrossed(water, ground, false);
            in.riverCrossings += p.riverCrossings;
            in.wholeMoveOnRoad = ground.length > 0 && ground.whollyOnRoad;
            in.distance = std::max(0.0, s.yardsMoved + p.yards - kYardsTolerance);
            // The path is moved limbered before unlimbering, and after limbering; on
            // foot before lying down, and after rising.
            const Formation moving =
                order.kind == Kind::Unlimber ? unit.formation : p.finalFormation;
            const bool movingProne = order.kind == Kind::LieDown ? s.prone : p.prone;
            if (p.yards > 0 && moving == Formation::Unlimbered) {
                p.reason = "unlimbered guns do not move: limber first (6.3)";
            }
            if (p.yards > 0 && movingProne) {
                p.reason = "troops lying down do not move: rise first (3.4)";
            }
            if (in.pace == "charge") {
                p.reason = "a charge is declared, not manoeuvred (9.2)";
            }
            p.move = fireEffectMove(context.rules(), in);
            return true;
        });
}

std::optional<std::string> placeProblem(const GameState& state, const Priced& p) {
    const FireEffectContext context(state);
    return manoeuvreEndProblem(context, *state.findUnit(p.order.unitId), p.finalPose,
                               p.finalFormation);
}

}  // namespace

ManoeuvrePtr FireEffectReferee::readManoeuvre(const nlohmann::json& form,
                                              std::string& reason) const {
    return readManoeuvreForm<FireEffectManoeuvreOrder>(form, reason);
}

ManoeuvreVerdict FireEffectReferee::judgeManoeuvre(const GameState& state,
                                                   const Manoeuvre& manoeuvre) const {
    const auto ownLimits = [&](const Priced& p, ManoeuvreVerdict& verdict) {
        const FireEffectContext context(state);
        const FireEffectUnitState& s = context.status(p.order.unitId);
        if (s.hasCharge()) {
            verdict.reason = "it is charging: the charge is its move (9.3)";
            return false;
        }
        verdict.explanation = p.move.explanation;
        // What is left of the move at this pace before this manoeuvre, and what it uses.
        verdict.allowance =
            std::max(0.0, p.move.allowanceInches - context.rules().toInches(s.yardsMoved));
        verdict.cost = context.rules().toInches(p.yards);
        verdict.distance = verdict.cost;
        if (!p.reason.empty()) {
            verdict.reason = p.reason;
            return false;
        }
        if (!p.move.allowed) {
            verdict.reason = p.move.reason;
            return false;
        }
        return true;
    };
    return checkMovementStepManoeuvre(
        *this, state, manoeuvre, price,
        "units manoeuvre in the movement step of their own half (9.3)", ownLimits, placeProblem);
}

void FireEffectReferee::makeManoeuvre(GameState& state, const Manoeuvre& manoeuvre) const {
    makeMovementStepManoeuvre(state, manoeuvre, price, [&](Unit& unit, const Priced& p) {
        FireEffectUnitState& s = fireEffectState(state).unit(unit.id);
        s.prone = p.prone;
        s.dismounted = p.dismounted;
        switch (p.order.kind) {
            case Kind::ChangeFormation:
            case Kind::LieDown:
            case Kind::Rise:
                ++s.formationChanges;
                break;
            case Kind::Limber:
            case Kind::Unlimber:
                ++s.limberOperations;
                break;
            case Kind::Mount:
            case Kind::Dismount:
                ++s.mountOperations;
                break;
            case Kind::Move:
                break;
        }
        s.riverCrossings += p.riverCrossings;
        if (p.yards > 0) {
            s.yardsMoved += p.yards;
            s.pace = p.order.pace.empty() ? defaultPace(FireEffectContext(state).arm(unit))
                                          : p.order.pace;
            std::vector<int>& history = s.paceHistory[s.pace];
            if (p.move.limitedPace && (history.empty() || history.back() != state.bound())) {
                history.push_back(state.bound());
            }
            if (!p.move.limitedPace) {
                s.paceHistory.erase(s.pace);  // only limited paces keep a history
            }
        }
    });
}

}  // namespace adjutant
