#include "core/referee/tricorne/TricorneChargeMove.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneCounterCharge.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"
#include "core/referee/tricorne/TricorneReactionMove.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

constexpr const char* kStep = "responses";

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0) + " in";
}

bool isCavalry(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category == TroopCategory::Cavalry;
}

bool isInfantry(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && isFoot(troop->category);
}

// The plans that fire on each charger, farthest first (ties in plan order).
// Grouped once for the step: looking through every plan for each charger
// made the step cost the number of chargers times the number of responders.
std::unordered_map<std::string_view, std::vector<const ChargeResponsePlan*>> firesOnEach(
    const std::vector<ChargeResponsePlan>& plans) {
    std::unordered_map<std::string_view, std::vector<const ChargeResponsePlan*>> fires;
    for (const ChargeResponsePlan& plan : plans) {
        if (plan.fireAt) {
            fires[plan.chargerId].push_back(&plan);
        }
    }
    for (auto& [chargerId, list] : fires) {
        std::stable_sort(list.begin(), list.end(),
                         [](const auto* a, const auto* b) { return *a->fireAt > *b->fireAt; });
    }
    return fires;
}

}  // namespace

BrokenChargeHalt brokenChargeHalt(const TricorneContext& context, const FireResult& volley) {
    BrokenChargeHalt halt;
    const TricorneWeaponRow* row = nullptr;
    if (auto it = context.tables().weaponRows.find(volley.check.weaponRow);
        it != context.tables().weaponRows.end()) {
        row = &it->second;
    }
    const double shortOfContact = scaledRuleDistance(
        context, context.factor(context.tables().charges, "brokenChargeHaltShortOfContact"));
    auto limit = [&](std::size_t band) {
        return row && band < row->bands.size() ? context.scaled(row->bands[band].maxRange)
                                               : shortOfContact;
    };
    const bool printed = context.option("brokenChargeHalt") == "examplesAsPrinted";
    const std::string& band = volley.check.band;
    halt.rule = "9.4, A9";
    if (band == "long") {
        halt.gap = limit(1);
        halt.why = "fired on at long range: halts at the medium-range limit";
    } else if (band == "medium") {
        halt.gap = printed ? shortOfContact : limit(0);
        halt.why = printed ? "fired on at medium range: halts short of contact (as printed)"
                           : "fired on at medium range: halts at the short-range limit";
    } else {
        halt.gap = printed ? limit(0) : shortOfContact;
        halt.why = printed ? "fired on at short range: halts at short range (as printed)"
                           : "fired on at short range: halts short of contact";
    }
    return halt;
}

std::vector<Resolution> fireOnChargers(GameState& state, DiceSource& dice,
                                       const std::vector<ChargeResponsePlan>& plans) {
    std::vector<Resolution> resolutions;
    const auto firesOn = firesOnEach(plans);
    static const std::vector<const ChargeResponsePlan*> noFire;
    for (const std::string& chargerId : chargersInOrder(TricorneContext(state))) {
        const auto fires = firesOn.find(chargerId);
        for (const ChargeResponsePlan* plan : fires == firesOn.end() ? noFire : fires->second) {
            const TricorneUnitState& cs = std::as_const(tricorneState(state)).unit(chargerId);
            if (cs.thisBound.chargeBroken &&
                cs.thisBound.chargeHaltAt > *plan->fireAt + geometry::kDistanceTolerance) {
                Resolution r = openResolution("noFire", kStep, {plan->unitId, chargerId});
                r.summary = fmt::format(
                    "{} does not fire at {}: the charge halted {} short, "
                    "before it came to {} (9.4)",
                    plan->unitId, chargerId, inches(cs.thisBound.chargeHaltAt),
                    inches(*plan->fireAt));
                r.explanation = Explanation{"No fire", 0.0, "9.4", r.summary, {}};
                resolutions.push_back(std::move(r));
                continue;
            }
            FireResult volley;
            BrokenChargeHalt halt;
            {
                const TricorneContext context(state);
                FireRequest request{plan->unitId, chargerId, plan->fireAt, true};
                volley = resolveFire(context, request, dice);
                halt = brokenChargeHalt(context, volley);
            }
            applyFire(state, volley);
            resolutions.push_back(std::move(volley.resolution));  // read no further
            if (!volley.fired) {
                continue;
            }
            auto s = tricorneState(state).editStatus(chargerId);
            s->thisBound.chargeCasualties += volley.casualties;
            const TricorneContext context(state);
            const double fraction =
                context.factor(context.tables().charges, "brokenChargeFrontRankFraction");
            const double limit = fraction * s->thisBound.chargeFrontRank;
            if (s->thisBound.chargeBroken ||
                s->thisBound.chargeCasualties <= limit + geometry::kDistanceTolerance) {
                continue;
            }
            s->thisBound.chargeBroken = true;
            s->thisBound.chargeHaltAt = halt.gap;
            Resolution r = openResolution("chargeBroken", kStep, {chargerId, plan->unitId});
            Explanation why{"Charge broken: " + chargerId,
                            static_cast<double>(s->thisBound.chargeCasualties),
                            "9.4",
                            {},
                            {}};
            why.add("Casualties during the charge", s->thisBound.chargeCasualties, "9.4");
            why.add("Front rank when declared", s->thisBound.chargeFrontRank, "19.3.7");
            why.add("More than this fraction of it", fraction, "9.4",
                    fmt::format("limit {}", formatRulesNumber(limit)));
            why.add("Halts short of " + nameOf(state, plan->unitId), halt.gap, halt.rule, halt.why);
            r.summary = fmt::format(
                "{} charge is broken by {} fire: {} casualties of a front "
                "rank of {}; it halts {} short",
                possessive(nameOf(state, chargerId)), possessive(nameOf(state, plan->unitId)),
                s->thisBound.chargeCasualties, s->thisBound.chargeFrontRank, inches(halt.gap));
            why.note = r.summary;
            r.explanation = std::move(why);
            resolutions.push_back(std::move(r));
            // 10.2, 6 or more under: "if that fire stops the charge, counter-charge".
            if (const TricorneAction* counter = plan->find(TricorneActionCode::CounterCharge);
                counter && counter->condition == "fireStoppedCharge") {
                auto responder = tricorneState(state).editStatus(plan->unitId);
                responder->thisBound.counterCharging = true;
                responder->thisBound.counterChargeChargingFactor =
                    counter->chargingFactor.value_or(false);
                responder->thisBound.movedInChargePhase = true;
            }
        }
    }
    return resolutions;
}

Resolution moveCharger(GameState& state, const std::string& chargerId) {
    Resolution r = openResolution("chargeMove", kStep, {chargerId});
    const TricorneContext context(state);
    const Unit& charger = *context.unit(chargerId);
    const TricorneUnitState& s = context.status(chargerId);
    const ChargeReach reach = chargeReachOf(context, charger);
    const double left = std::max(0.0, reach.inches - s.thisBound.chargeMoveUsed);
    // 9.1, 9.5: the first target still on the table; of several, under
    // firstReachable, the first it can still reach (one may have moved away).
    const Unit* target = nullptr;
    std::optional<ChargePath> planned;
    std::optional<double> plannedAffordable;  // chargeRunAffordable of `planned`, once worked out
    const bool firstReachable = context.option("chargeOnSeveralTargets") != "firstOnly";
    for (const std::string& id : s.thisBound.chargeTargets) {
        const Unit* t = context.unit(id);
        if (!t || context.status(id).offTable) {
            continue;
        }
        ChargePath candidate = planChargePath(context, charger, *t);
        std::optional<double> affordable;
        if (candidate.blockedBy.empty() && !s.thisBound.chargeBroken) {
            affordable = chargeRunAffordable(context, candidate, left);
        }
        const bool reachable =
            affordable && *affordable >= candidate.length - geometry::kDistanceTolerance;
        if (!target) {
            target = t;
            planned = std::move(candidate);
            plannedAffordable = affordable;
            if (!firstReachable || reachable) {
                break;
            }
        } else if (reachable) {
            target = t;
            planned = std::move(candidate);
            plannedAffordable = affordable;
            break;
        }
    }
    Explanation why{"Charge move: " + charger.name, std::nullopt, "9.5", {}, {}};
    if (!target) {
        r.summary = charger.name + "'s target has left the table: it does not move";
        why.note = r.summary;
        r.explanation = std::move(why);
        return r;
    }
    r.units.push_back(target->id);
    if (target->id != s.thisBound.chargeTargets.front()) {
        why.add("Moves on " + target->name, std::nullopt, "9.1, 9.5",
                "the first target it can still reach of those it named");
    }
    ChargePath path = std::move(*planned);
    why.add("Charge move left", left, "9.5",
            inches(s.thisBound.chargeMoveUsed) + " of " + inches(reach.inches) + " used");
    why.add(path.explanation);

    double run = plannedAffordable ? *plannedAffordable : chargeRunAffordable(context, path, left);
    std::string outcome;
    bool contact = run >= path.length - geometry::kDistanceTolerance && path.length >= 0;
    if (s.thisBound.chargeBroken) {
        run = std::min(run, runToStopShort(path, s.thisBound.chargeHaltAt));
        contact = false;
        outcome =
            "halts " + inches(s.thisBound.chargeHaltAt) + " short: its charge was broken (9.4)";
    } else if (!contact) {
        outcome = "cannot reach " + target->name + ": moves as far as its charge allows";
    }
    std::string haltedBehind;
    if (auto blocker = firstInTheWay(context, charger, *target, path, run, false)) {
        run = std::min(run, blocker->at);
        contact = false;
        const TricorneUnitState& bs = context.status(*blocker->unit);
        if (blocker->unit->side == charger.side && bs.thisBound.chargeBroken) {
            haltedBehind = blocker->unit->id;
            outcome = "closes up behind " + blocker->unit->name +
                      ", whose charge was broken, and halts (9.4.4)";
        } else {
            outcome = "halts on meeting " + blocker->unit->name;
        }
    }
    if (contact) {
        run = path.length;
        outcome = "makes base contact with " + target->name;
    }
    const Pose to = contact ? path.contactPose : poseAlongChargePath(path, run);
    const bool moves = run > geometry::kDistanceTolerance || contact;
    const double cost = moves ? chargeRunCost(context, path, run) : 0.0;
    why.add("Moves", cost, "9.5", outcome);
    why.value = cost;

    const bool riddenDown = contact && isCavalry(context, charger) &&
                            isInfantry(context, *target) &&
                            context.status(*target).thisBound.chargeResponseMoved &&
                            context.status(*target).thisBound.routed;
    TricorneGameState& tricorne = tricorneState(state);
    auto mine = tricorne.editStatus(chargerId);
    mine->thisBound.chargeMoveUsed += cost;
    mine->thisBound.chargeContact = contact;
    mine->overObstacle = contact && mine->thisBound.chargeImpetusLost;  // 12.4: the target holds it
    mine->thisBound.chargeHaltedBehind = haltedBehind;
    if (moves) {
        state.editUnit(chargerId)->pose = to;
    }
    if (riddenDown) {
        // 9.2: it routs for the rest of the game, so it never reforms.
        tricorne.editStatus(target->id)->riddenDown = true;
        tricorne.editStatus(target->id)->reformingBoundsLeft = 0;
        why.add("Ridden down", std::nullopt, "9.2",
                target->id + " routed from cavalry that made contact");
        outcome += "; " + target->name + " is ridden down (9.2)";
    }
    r.summary = charger.name + " " + outcome;
    why.note = r.summary;
    r.explanation = std::move(why);
    return r;
}

std::vector<Resolution> resolveResponsesStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> resolutions;
    std::vector<ChargeResponsePlan> plans = planChargeResponses(TricorneContext(state));
    // Reserved: moving the resolutions of a large army into a grown array
    // reads each again when it is long out of the cache.
    resolutions.reserve(plans.size());
    for (const ChargeResponsePlan& plan : plans) {
        resolutions.push_back(applyImmediateResponse(state, plan));
    }
    std::vector<Resolution> fires = fireOnChargers(state, dice, plans);
    resolutions.reserve(resolutions.size() + fires.size());
    for (Resolution& fire : fires) {
        resolutions.push_back(std::move(fire));
    }
    for (const ChargeResponsePlan& plan : plans) {
        if (std::optional<Resolution> left = crewLeavesGuns(state, plan)) {
            resolutions.push_back(std::move(*left));
        }
    }
    for (const ChargeResponsePlan& plan : plans) {
        const TricorneAction* rout = plan.find(TricorneActionCode::Rout);
        const std::optional<TricorneActionCode> awayKind = moveAwayOf(plan);
        if (!awayKind || batteryMovesAway(state, plan, *awayKind, resolutions)) {
            continue;
        }
        TricorneActionCode kind = *awayKind;
        int bounds = rout ? static_cast<int>(std::lround(rout->bounds.value_or(1))) : 1;
        std::string because;
        if (kind == TricorneActionCode::Retreat) {
            // 6.2.3: a retreat the charger can still reach becomes a rout.
            const TricorneContext context(state);
            const Unit& unit = *context.unit(plan.unitId);
            const Unit* charger = context.unit(plan.chargerId);
            ReactionMove trial =
                planReactionMove(context, unit, TricorneActionCode::Retreat, plan.chargerId, 0, {});
            Unit away = unit;
            away.pose = trial.finalPose;
            if (charger) {
                const ChargePath path = planChargePath(context, *charger, away);
                const double left = chargeReachOf(context, *charger).inches -
                                    context.status(plan.chargerId).thisBound.chargeMoveUsed;
                if (path.cost <= left + geometry::kDistanceTolerance) {
                    kind = TricorneActionCode::Rout;
                    because = "the charger can still reach it: the retreat becomes a rout (6.2.3)";
                }
            }
        }
        Resolution move =
            makeResponseMove(state, plan.unitId, kind, bounds,
                             kind == TricorneActionCode::RoutOffTable, plan.chargerId);
        if (!because.empty()) {
            move.explanation.add("Retreat caught", std::nullopt, "6.2.3", because);
            move.summary += "; " + because;
        }
        resolutions.push_back(std::move(move));
    }
    // 10.2: counter-chargers go to meet their chargers, then the chargers move.
    for (Resolution& counter : moveCounterChargers(state)) {
        resolutions.push_back(std::move(counter));
    }
    for (const std::string& chargerId : chargersInOrder(TricorneContext(state))) {
        resolutions.push_back(moveCharger(state, chargerId));
    }
    return resolutions;
}

}  // namespace adjutant
