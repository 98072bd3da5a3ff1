#include "core/referee/princes/PrincesChargePath.h"

#include <algorithm>
#include <optional>

#include "core/geometry/Angles.h"
#include "core/geometry/Contact.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"

namespace adjutant {

namespace {

// Bisection steps along a charge line: 2^-14 of a 15" cavalry charge is about
// a thousandth of an inch, well under what anyone measures on the table.
constexpr int kBisections = 14;

std::optional<double> contactAlong(const PrincesContext& context, const Unit& charger,
                                   const Pose& pose, const geometry::UnitLayout& target) {
    auto turned = context.layoutAt(charger, pose, charger.formation);
    if (!turned) {
        return std::nullopt;
    }
    return geometry::distanceToContact(turned->footprint, pose.forward(), target.footprint);
}

// The ground a charge of `inches` along `facingDegrees` covers, measured as a manoeuvre's.
PrincesPathMeasure chargeMeasure(const PrincesContext& context, const Unit& charger,
                                 double facingDegrees, double inches) {
    const Pose end{charger.pose.position + Pose::directionOf(facingDegrees) * inches,
                   facingDegrees};
    auto layout = context.layout(charger);
    return measurePrincesPath(context.state().setup().scenario->table, charger.pose, {end},
                              layout ? princesRoadHalfWidth(*layout) : 0.0,
                              princesWaterReadings(context.rules()));
}

}  // namespace

double princesChargeDistanceInOpen(const PrincesContext& context, const Unit& charger) {
    const PrincesUnitState& s = context.status(charger.id);
    const double rate =
        princesRate(context.rules(), context.mover(charger), charger.formation, true);
    return rate * std::max(0.0, context.rules().tables().allowance.movesPerTurn -
                                    s.spending.allowanceSpent);
}

PrincesMoveCost princesChargeCost(const PrincesContext& context, const Unit& charger,
                                  double facingDegrees, double inches) {
    PrincesManoeuvre manoeuvre;
    manoeuvre.kind = PrincesManoeuvre::Kind::Charge;
    manoeuvre.path = chargeMeasure(context, charger, facingDegrees, inches);
    return princesManoeuvreCost(context.rules(), context.mover(charger),
                                context.status(charger.id).spending, manoeuvre);
}

double princesChargeDistanceAlong(const PrincesContext& context, const Unit& charger,
                                  double facingDegrees, double limit) {
    auto legal = [&](double inches) {
        return princesChargeCost(context, charger, facingDegrees, inches).legal;
    };
    if (limit <= 0 || !legal(0)) {
        return 0;
    }
    // The cost only grows along the line, and a crossing refused stays refused,
    // so the end of the charge lies where it first becomes illegal.
    if (legal(limit)) {
        return limit;
    }
    double low = 0;
    double high = limit;
    for (int i = 0; i < kBisections; ++i) {
        const double middle = (low + high) / 2;
        (legal(middle) ? low : high) = middle;
    }
    return low;
}

PrincesChargePath planPrincesCharge(const PrincesContext& context, const Unit& charger,
                                    const Unit& target) {
    PrincesChargePath plan;
    plan.facingDegrees = charger.pose.facingDegrees;
    auto targetLayout = context.layout(target);
    if (!targetLayout) {
        return plan;
    }
    std::optional<double> gap = contactAlong(context, charger, charger.pose, *targetLayout);
    if (!gap) {
        // Not straight ahead: it turns to face the target's centre [P].
        plan.facingDegrees = Pose::bearingOf(targetLayout->centre() - charger.pose.position);
        gap = contactAlong(context, charger, Pose{charger.pose.position, plan.facingDegrees},
                           *targetLayout);
    }
    plan.turnDegrees = geometry::angleBetween(charger.pose.facingDegrees, plan.facingDegrees);
    plan.meetsTarget = gap.has_value();
    plan.toContact = gap.value_or(0.0);
    plan.contactPose =
        Pose{charger.pose.position + Pose::directionOf(plan.facingDegrees) * plan.toContact,
             plan.facingDegrees};
    plan.cost = princesChargeCost(context, charger, plan.facingDegrees, plan.toContact);
    if (!plan.meetsTarget) {
        plan.cost.legal = false;
        plan.cost.reason = "its charge line does not meet the target";
    }
    // Ground only slows a charge, so it never reaches farther than in the open.
    plan.reach = princesChargeDistanceAlong(context, charger, plan.facingDegrees,
                                            princesChargeDistanceInOpen(context, charger));
    if (plan.cost.legal) {
        plan.reach = std::max(plan.reach, plan.toContact);  // the search's last thousandth
    }
    // Over an obstacle: one crossed on the way, or one the target holds along
    // the front the charge meets (the run ends on it, A20).
    plan.crossesObstacle =
        chargeMeasure(context, charger, plan.facingDegrees, plan.toContact).obstaclesCrossed > 0 ||
        context.holdsObstacleAgainst(target, charger);
    return plan;
}

}  // namespace adjutant
