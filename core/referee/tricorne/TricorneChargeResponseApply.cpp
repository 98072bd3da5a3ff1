#include "core/referee/tricorne/TricorneChargeResponseApply.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneReactionMove.h"
#include "core/referee/tricorne/TricorneResultActions.h"
#include "core/referee/tricorne/TricorneWords.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

constexpr const char* kStep = "responses";

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0) + " in";
}

// The charger's footprint where it stood when it declared (A8, A44.5).
std::optional<std::vector<Vec2>> declaredFootprint(const TricorneContext& context,
                                                   const std::string& chargerId) {
    const Unit* charger = context.unit(chargerId);
    if (!charger) {
        return std::nullopt;
    }
    const TricorneUnitState& s = context.status(chargerId);
    const auto layout = context.layoutAt(
        *charger,
        Pose{{s.thisBound.chargeFromX, s.thisBound.chargeFromY}, s.thisBound.chargeFromFacing});
    return layout ? std::optional(layout->footprint) : std::nullopt;
}

double bearingTowards(const TricorneContext& context, const Unit& unit, const Unit& other) {
    const auto mine = context.layout(unit);
    const auto theirs = context.layout(other);
    if (!mine || !theirs) {
        return unit.pose.facingDegrees;
    }
    return Pose::bearingOf(theirs->centre() - mine->centre());
}

}  // namespace

bool ChargeResponsePlan::has(TricorneActionCode code) const {
    return find(code) != nullptr;
}

const TricorneAction* ChargeResponsePlan::find(TricorneActionCode code) const {
    for (const TricorneAction& a : actions) {
        if (a.code == code) {
            return &a;
        }
    }
    return nullptr;
}

ChargeResponsePlan planChargeResponse(const TricorneContext& context, const std::string& unitId,
                                      const std::string& chargerId,
                                      std::vector<TricorneAction> actions,
                                      const std::optional<std::vector<Vec2>>& chargerFootprint,
                                      const std::string& measuredWhen) {
    const Unit& unit = *context.unit(unitId);
    ChargeResponsePlan plan;
    plan.unitId = unit.id;
    plan.chargerId = chargerId;
    const TricorneTroopType* troop = context.troop(unit);
    if (troop) {
        plan.category = troop->category;
    }
    plan.actions = std::move(actions);
    plan.explanation =
        Explanation{"Response carried out: " + unit.name, std::nullopt, "10", {}, {}};
    plan.explanation.add(
        "Response", std::nullopt, "10.2",
        responseKeyInWords(context.state(), context.status(unit).thisBound.chargeResponse));
    const TricorneAction* fire = plan.find(TricorneActionCode::Fire);
    if (!fire || !fire->distance) {
        return plan;
    }
    plan.fireAt = scaledRuleDistance(context, *fire->distance);
    // A8: the distance the charger stood at when its response is judged.
    const auto footprint = footprintOf(context, unit);
    if (footprint && chargerFootprint) {
        plan.measured = geometry::distanceBetween(*footprint, *chargerFootprint);
    }
    plan.measuredWhen = measuredWhen;
    plan.tooClose = plan.measured < *plan.fireAt - geometry::kDistanceTolerance;
    plan.explanation.add("Charger " + plan.measuredWhen, plan.measured, "A8",
                         "fire at " + inches(*plan.fireAt));
    if (plan.tooClose) {
        // 10.1.5: too close to fire: no fire, shaken; the rest as the arm says.
        std::erase_if(plan.actions, [](const TricorneAction& a) {
            return a.code == TricorneActionCode::Fire ||
                   a.code == TricorneActionCode::CounterCharge;
        });
        plan.actions.push_back(actionOf(TricorneActionCode::Shaken));
        plan.actions.push_back(actionOf(TricorneActionCode::NoFire));
        if (plan.category == TroopCategory::Artillery) {
            std::erase_if(plan.actions, [](const TricorneAction& a) {
                return a.code == TricorneActionCode::StayWithGuns ||
                       a.code == TricorneActionCode::RetireToNearestInfantry ||
                       a.code == TricorneActionCode::RetireToSafety;
            });
            plan.actions.push_back(actionOf(TricorneActionCode::AbandonGuns));
        } else if (plan.category == TroopCategory::Infantry ||
                   (plan.category == TroopCategory::LightInfantry &&
                    context.option("tooCloseLightInfantry") == "standsAndReceives")) {
            // Light infantry still fall back under stillRetires: the retire is
            // part of their response and skirmishers avoid melee (12.6 [I]).
            std::erase_if(plan.actions, [](const TricorneAction& a) {
                return a.code == TricorneActionCode::Retire;
            });
            plan.actions.push_back(actionOf(TricorneActionCode::StandAndReceive));
        }
        plan.explanation.add(
            "Too close to fire", std::nullopt, "10.1.5, A8",
            "no fire; shaken" + std::string(plan.category == TroopCategory::Artillery
                                                ? "; the crew abandons the guns"
                                                : ""));
        plan.fireAt.reset();
    }
    return plan;
}

std::vector<ChargeResponsePlan> planChargeResponses(const TricorneContext& context) {
    std::vector<ChargeResponsePlan> plans;
    const bool afterAdvance = context.option("responseDistanceMeasure") == "afterAdvance";
    const std::vector<ChargeResponder> responders = findChargeResponders(context);
    plans.reserve(responders.size());  // a plan moved to a grown array is read again
    for (const ChargeResponder& responder : responders) {
        const TricorneUnitState& s = context.status(responder.unitId);
        if (!s.thisBound.chargeResponseTested || s.thisBound.chargeResponse == "exempt") {
            continue;
        }
        const std::string chargerId = s.thisBound.chargeResponseTo.empty()
                                          ? responder.chargerId
                                          : s.thisBound.chargeResponseTo;
        // A8: measured where the charger stood when it declared (or after the advance).
        const Unit* charger = context.unit(chargerId);
        const auto measuredFrom = afterAdvance
                                      ? (charger ? footprintOf(context, *charger) : std::nullopt)
                                      : declaredFootprint(context, chargerId);
        plans.push_back(planChargeResponse(
            context, responder.unitId, chargerId, recordedResponseActions(context, responder),
            measuredFrom, afterAdvance ? "after the step-1 advance" : "when declared"));
    }
    return plans;
}

Resolution applyImmediateResponse(GameState& state, const ChargeResponsePlan& plan) {
    Resolution r = openResolution("chargeResponse", kStep, {plan.unitId, plan.chargerId});
    Explanation why = plan.explanation;
    std::vector<std::string> done;
    std::string names;
    {
        const TricorneContext context(state);
        const Unit* unit = context.unit(plan.unitId);
        const Unit* charger = context.unit(plan.chargerId);
        if (!unit || !charger) {
            r.summary = "no response: the unit or its charger is gone";
            return r;
        }
        auto s = tricorneState(state).editStatus(plan.unitId);
        names = unit->name + " answers " + possessive(charger->name) +
                " charge: " + responseKeyInWords(state, s->thisBound.chargeResponse);
        for (const TricorneAction& a : plan.actions) {
            if (a.code == TricorneActionCode::Shaken) {
                s->shaken = true;
                why.add("Shaken", std::nullopt, plan.tooClose ? "10.1.5" : "10.2");
                done.push_back("shaken");
            } else if (a.code == TricorneActionCode::FormSquare) {
                s->squareFormedBound = state.bound();
                s->thisBound.changedFormation = true;  // 9.3.4: no fire this bound
                done.push_back("forms square");
                why.add("Forms square", std::nullopt, "9.3",
                        "no fire this bound; may be broken "
                        "through (11)");
            } else if (a.code == TricorneActionCode::CounterCharge && a.condition.empty()) {
                s->thisBound.counterCharging = true;
                s->thisBound.counterChargeChargingFactor = a.chargingFactor.value_or(false);
                s->thisBound.movedInChargePhase = true;
                done.push_back(s->thisBound.counterChargeChargingFactor
                                   ? "counter-charges"
                                   : "counter-charges without the "
                                     "charging factor");
                why.add("Counter-charges", std::nullopt, "10.2, A10, A18",
                        s->thisBound.counterChargeChargingFactor ? "charging column"
                                                                 : "in-contact column");
            } else if (a.code == TricorneActionCode::TurnToFace && a.stands) {
                s->thisBound.oneStandTurned = true;
                done.push_back("turns one stand to face");
                why.add("One stand turns to face", *a.stands, "10.2, A12");
            } else if (a.code == TricorneActionCode::StandAndReceive &&
                       plan.category == TroopCategory::Cavalry && s->unformed) {
                s->unformed = false;  // 10.1.4: dresses its ranks and counts as formed
                done.push_back("dresses its ranks");
                why.add("Unformed cavalry dresses its ranks", std::nullopt, "10.1.4",
                        "counts as formed");
            } else if (a.code == TricorneActionCode::StandAndReceive ||
                       a.code == TricorneActionCode::DressRanksAndReceive ||
                       a.code == TricorneActionCode::StayWithGuns ||
                       a.code == TricorneActionCode::NoFire) {
                why.add(actionInWords(state, a), std::nullopt, "10.2");
            }
        }
        if (plan.has(TricorneActionCode::FormSquare)) {
            // The square keeps the ground the unit stood on: its centre stays put.
            const auto before = context.layout(*unit);
            Unit squared = *unit;
            squared.formation = Formation::Square;
            const auto after = context.layout(squared);
            auto changed = state.editUnit(plan.unitId);
            changed->formation = Formation::Square;
            if (before && after) {
                changed->pose.position =
                    changed->pose.position + (before->centre() - after->centre());
            }
        }
        const bool turnAll =
            std::any_of(plan.actions.begin(), plan.actions.end(), [](const auto& a) {
                return (a.code == TricorneActionCode::TurnToFace && !a.stands) ||
                       a.code == TricorneActionCode::TurnGuns;
            });
        if (turnAll) {
            const double facing = bearingTowards(context, *unit, *charger);
            s->thisBound.turned = true;
            done.push_back(plan.has(TricorneActionCode::TurnGuns) ? "turns its guns"
                                                                  : "turns to face");
            why.add(
                plan.has(TricorneActionCode::TurnGuns) ? "Turns the guns to face" : "Turns to face",
                facing, "10.2, A10");
            turnInPlace(state, plan.unitId, facing);
        }
    }
    std::string summary;
    for (const std::string& d : done) {
        summary += (summary.empty() ? "" : ", ") + d;
    }
    r.summary = names;
    if (!summary.empty()) {
        r.summary += " (" + summary + ")";
    }
    why.note = r.summary;
    r.explanation = std::move(why);
    return r;
}

Resolution abandonGunsForRefuge(GameState& state, const std::string& batteryId,
                                const std::string& why) {
    Resolution r = openResolution("gunsAbandoned", kStep, {batteryId});
    const TricorneContext context(state);
    const Unit& battery = *context.unit(batteryId);
    const double nearLimit = scaledRuleDistance(
        context, context.factor(context.tables().charges, "artilleryRefugeNear"));
    const double farLimit =
        scaledRuleDistance(context, context.factor(context.tables().charges, "artilleryRefugeFar"));
    double best = std::numeric_limits<double>::infinity();
    std::string refuge;
    const auto mine = footprintOf(context, battery);
    for (const Unit& other : context.state().units()) {
        const TricorneTroopType* troop = context.troop(other);
        const TricorneUnitState& os = context.status(other);
        if (other.side != battery.side || !troop || !isFoot(troop->category) || os.offTable ||
            os.routBoundsOwed > 0 || !mine) {
            continue;
        }
        if (const auto theirs = footprintOf(context, other)) {
            const double d = geometry::distanceBetween(*mine, *theirs);
            if (d < best) {
                best = d;
                refuge = other.id;
            }
        }
    }
    Explanation tree{"Crew abandons the guns: " + battery.name, std::nullopt, "10.1.5", why, {}};
    auto s = tricorneState(state).editStatus(batteryId);
    if (s->guns == GunsState::Lost) {
        r.summary = battery.name + "'s guns are already lost";
        tree.note = r.summary;
        r.explanation = std::move(tree);
        return r;
    }
    std::string outcome;
    if (!refuge.empty() && geometry::withinLimit(best, nearLimit)) {
        s->guns = GunsState::AbandonedUntilSafe;
        s->shelteringWith = refuge;
        outcome = fmt::format("shelters with {} {} away; returns when the threat has passed (A46)",
                              refuge, inches(best));
    } else if (!refuge.empty() && geometry::withinLimit(best, farLimit)) {
        s->guns = GunsState::AbandonedUntilMorale;
        outcome =
            fmt::format("the nearest infantry, {}, is {} away: a morale check to return (A46)",
                        refuge, inches(best));
    } else {
        s->guns = GunsState::Lost;
        outcome = refuge.empty() ? "no friendly infantry: the guns are lost"
                                 : fmt::format(
                                       "the nearest infantry, {}, is {} away: the crew "
                                       "never returns",
                                       refuge, inches(best));
    }
    tree.add("Nearest friendly infantry", refuge.empty() ? std::nullopt : std::optional(best),
             "10.1.5", refuge);
    tree.add("Refuge within", nearLimit, "10.1.5");
    tree.add("Return on a morale check within", farLimit, "10.1.5, A46");
    tree.add("Guns", std::nullopt, "10.1.5", spelledOut(gunsStateKey(s->guns)));
    r.summary = battery.name + "'s crew abandons the guns: " + outcome;
    tree.note = outcome;
    r.explanation = std::move(tree);
    return r;
}

Resolution makeResponseMove(GameState& state, const std::string& unitId, TricorneActionCode kind,
                            int routBounds, bool offTable, const std::string& chargerId) {
    TricorneGameState& tricorne = tricorneState(state);
    const TricorneActionCode moveKind =
        kind == TricorneActionCode::RoutOffTable ? TricorneActionCode::Rout : kind;
    if (moveKind == TricorneActionCode::Rout) {
        auto s = tricorne.editStatus(unitId);
        s->routBoundsOwed += std::max(routBounds, 1);  // 6.3: added to those still owed
        s->routOffTable = s->routOffTable || offTable;
    }
    ReactionMove move;
    {
        const TricorneContext context(state);
        move = planReactionMove(context, *context.unit(unitId), moveKind, chargerId, 0, {});
    }
    for (const std::string& id : move.passedThrough) {
        auto other = tricorne.editStatus(id);
        other->unformed = true;  // 6.1-6.3
        if (moveKind == TricorneActionCode::Rout) {
            const TricorneContext context(state);
            if (!isLightInfantry(context, *context.unit(unitId)) &&
                !isLightInfantry(context, *context.unit(id))) {
                other->thisBound.moraleTriggers.push_back(
                    {"routerPassedThrough", unitId});  // 15.1.3
            }
        }
    }
    auto s = tricorne.editStatus(unitId);
    Explanation& why = move.explanation;
    if (moveKind == TricorneActionCode::Retire) {
        s->thisBound.retired = true;
    } else if (moveKind == TricorneActionCode::Retreat) {
        s->thisBound.retreated = true;
        s->unformed = s->unformed || !move.passedThrough.empty();  // 6.2.4
    } else {
        s->thisBound.routed = true;
        s->unformed = true;  // 6.3.5
        --s->routBoundsOwed;
        if (move.leftTable) {
            s->offTable = true;
            s->routOffTable = true;
            s->routBoundsOwed = 0;
        } else if (s->routBoundsOwed == 0 && !s->riddenDown) {
            const TricorneContext context(state);
            s->reformingBoundsLeft = static_cast<int>(
                std::lround(context.factor(context.tables().timings, "reformAfterRoutBounds")));
        }
        why.add("Rout bounds still owed", s->routBoundsOwed, "6.3");
    }
    s->thisBound.chargeResponseMoved = true;
    s->thisBound.movedInChargePhase = true;  // 8.8: no move in step 8
    state.editUnit(unitId)->pose = move.finalPose;
    // Unformed stands lie differently: keep the footprint centred where the move ended.
    {
        const TricorneContext now(state);
        if (const auto after = now.layout(*now.unit(unitId)); after && !move.path.empty()) {
            auto moved = state.editUnit(unitId);
            moved->pose.position = moved->pose.position + (move.path.back() - after->centre());
        }
    }
    Resolution r;
    r.kind = "reaction";
    r.step = kStep;
    r.units.push_back(unitId);
    r.units.insert(r.units.end(), move.passedThrough.begin(), move.passedThrough.end());
    r.summary = fmt::format("{} {} from {} charge: {}", nameOf(state, unitId),
                            moveKind == TricorneActionCode::Retreat ? "retreats"
                            : moveKind == TricorneActionCode::Rout  ? "routs"
                                                                    : "retires",
                            possessive(nameOf(state, chargerId)), why.note);
    r.explanation = std::move(move.explanation);
    return r;
}

std::optional<Resolution> crewLeavesGuns(GameState& state, const ChargeResponsePlan& plan) {
    if (plan.category != TroopCategory::Artillery ||
        !(plan.has(TricorneActionCode::AbandonGuns) ||
          plan.has(TricorneActionCode::RetireToNearestInfantry) ||
          plan.has(TricorneActionCode::RetireToSafety))) {
        return std::nullopt;
    }
    return abandonGunsForRefuge(state, plan.unitId,
                                plan.tooClose ? "too close to fire (10.1.5, A8)" : "10.2");
}

std::optional<TricorneActionCode> moveAwayOf(const ChargeResponsePlan& plan) {
    using enum TricorneActionCode;
    for (const TricorneActionCode kind : {RoutOffTable, Rout, Retreat, Retire}) {
        if (plan.has(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

bool batteryMovesAway(GameState& state, const ChargeResponsePlan& plan, TricorneActionCode kind,
                      std::vector<Resolution>& out) {
    if (plan.category != TroopCategory::Artillery) {
        return false;
    }
    if (kind == TricorneActionCode::Rout || kind == TricorneActionCode::RoutOffTable) {
        // 6.3.7: a battery that routs abandons its guns for good; its crew
        // leaves them rather than moving them (10.1.5).
        auto battery = tricorneState(state).editStatus(plan.unitId);
        battery->guns = GunsState::Lost;
        battery->thisBound.routed = true;
        battery->thisBound.chargeResponseMoved = true;
        Resolution lost;
        lost.kind = "gunsAbandoned";
        lost.step = state.currentStep() ? state.currentStep()->id : std::string(kStep);
        lost.units = {plan.unitId};
        lost.summary =
            nameOf(state, plan.unitId) + " routs: its guns are lost for the game (6.3.7)";
        lost.explanation = Explanation{"Guns lost", std::nullopt, "6.3.7", lost.summary, {}};
        out.push_back(std::move(lost));
    }
    return true;
}

void turnInPlace(GameState& state, const std::string& unitId, double facing) {
    const TricorneContext context(state);
    const Unit& unit = *context.unit(unitId);
    const auto before = context.layout(unit);
    Unit turned = unit;
    turned.pose.facingDegrees = Pose::normalizeBearing(facing);
    const auto after = context.layout(turned);
    if (before && after) {
        turned.pose.position = turned.pose.position + (before->centre() - after->centre());
    }
    state.editUnit(unitId)->pose = turned.pose;
}

}  // namespace adjutant
