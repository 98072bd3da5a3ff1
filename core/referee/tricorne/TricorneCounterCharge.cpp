#include "core/referee/tricorne/TricorneCounterCharge.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

namespace {

constexpr const char* kStep = "responses";

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0) + " in";
}

}  // namespace

Resolution moveCounterCharger(GameState& state, const std::string& unitId) {
    Resolution r = openResolution("counterChargeMove", kStep, {unitId});
    const TricorneContext context(state);
    const Unit& unit = *context.unit(unitId);
    const TricorneUnitState& s = context.status(unitId);
    const std::string chargerId =
        !s.thisBound.chargeResponseTo.empty()
            ? s.thisBound.chargeResponseTo
            : (s.thisBound.chargedBy.empty() ? std::string() : s.thisBound.chargedBy.front());
    const Unit* charger = chargerId.empty() ? nullptr : context.unit(chargerId);
    Explanation why{"Counter-charge: " + unit.name, std::nullopt, "10.2", {}, {}};
    const auto stays = [&](std::string because) {
        r.summary = fmt::format("{} counter-charges where it stands: {}", unit.name, because);
        why.note = std::move(because);
        r.explanation = std::move(why);
        return r;
    };
    if (!charger || context.status(chargerId).offTable) {
        return stays("its charger is gone");
    }
    r.units.push_back(chargerId);
    if (context.option("counterChargeMove") == "standStill") {
        return stays("under the reading in force only the charger moves");
    }
    const ChargeReach reach = chargeReachOf(context, unit);
    if (!reach.whyNot.empty()) {
        return stays(reach.whyNot);
    }
    const ChargePath path = planChargePath(context, unit, *charger);
    why.add(path.explanation);
    if (!path.inFront) {
        return stays(charger->name + " is not in its front arc (A34)");
    }
    const bool chargeStopped = context.status(chargerId).thisBound.chargeBroken;
    const double wanted = chargeStopped ? path.length : path.length / 2;
    const double left = std::max(0.0, reach.inches - s.thisBound.chargeMoveUsed);
    double run = std::min(wanted, chargeRunAffordable(context, path, left));
    std::string outcome = chargeStopped ? "charges the halted " + charger->name
                                        : "goes to meet " + charger->name + " halfway";
    if (auto blocker = firstInTheWay(context, unit, *charger, path, run, false)) {
        run = std::min(run, blocker->at);
        outcome = "halts on meeting " + blocker->unit->name;
    }
    const bool contact = chargeStopped && run >= path.length - geometry::kDistanceTolerance;
    if (run <= geometry::kDistanceTolerance && !contact) {
        return stays("no move left to meet it");
    }
    const Pose to = contact ? path.contactPose : poseAlongChargePath(path, run);
    const double cost = chargeRunCost(context, path, contact ? path.length : run);
    why.add("Charge move", reach.inches, "9.5, 13.1");
    why.add("Moves", cost, "10.2", outcome);
    why.value = cost;
    auto mine = tricorneState(state).editStatus(unitId);
    mine->thisBound.chargeMoveUsed += cost;
    mine->thisBound.movedInChargePhase = true;
    mine->thisBound.distanceMoved += contact ? path.length : run;
    state.editUnit(unitId)->pose = to;
    r.summary = fmt::format("{} counter-charges: {} ({})", unit.name, outcome, inches(cost));
    why.note = r.summary;
    r.explanation = std::move(why);
    return r;
}

std::vector<Resolution> moveCounterChargers(GameState& state) {
    std::vector<Resolution> resolutions;
    std::vector<std::string> movers;
    {
        const TricorneContext context(state);
        // In the order of the charges they answer (A49): one pass over the army.
        std::unordered_map<std::string, std::size_t> order;
        const std::vector<std::string> chargers = chargersInOrder(context);
        for (std::size_t i = 0; i < chargers.size(); ++i) {
            order.emplace(chargers[i], i);
        }
        std::vector<std::pair<std::size_t, std::string>> found;
        for (const Unit& unit : state.units()) {
            const TricorneUnitState& s = context.status(unit);
            if (!s.thisBound.counterCharging || s.offTable) {
                continue;
            }
            const std::string& answers =
                !s.thisBound.chargeResponseTo.empty() || s.thisBound.chargedBy.empty()
                    ? s.thisBound.chargeResponseTo
                    : s.thisBound.chargedBy.front();
            const auto it = order.find(answers);
            found.emplace_back(it == order.end() ? chargers.size() : it->second, unit.id);
        }
        std::stable_sort(found.begin(), found.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& [index, id] : found) {
            movers.push_back(std::move(id));
        }
    }
    for (const std::string& id : movers) {
        resolutions.push_back(moveCounterCharger(state, id));
    }
    return resolutions;
}

}  // namespace adjutant
