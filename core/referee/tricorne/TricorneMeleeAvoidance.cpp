#include "core/referee/tricorne/TricorneMeleeAvoidance.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/tricorne/TricorneChargeResponseApply.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"
#include "core/referee/tricorne/TricorneReactionMove.h"

namespace adjutant {

namespace {

Resolution record(const std::string& kind, std::vector<std::string> units, std::string summary,
                  Explanation explanation) {
    Resolution r = openResolution(kind, "melee", std::move(units));
    r.summary = std::move(summary);
    r.explanation = std::move(explanation);
    return r;
}

Resolution crewFallsBack(GameState& state, const MeleeAvoidance& a) {
    const TricorneContext context(state);
    const Unit& battery = *context.unit(a.unitId);
    const double near =
        context.scaled(context.factor(context.tables().charges, "artilleryRefugeNear"));
    const double far =
        context.scaled(context.factor(context.tables().charges, "artilleryRefugeFar"));
    double distance = 0;
    const std::string refuge = nearestFriendlyInfantry(context, battery, far, &distance);
    Explanation why{"Gun crew falls back: " + battery.name, std::nullopt, "12.6", {}, {}};
    auto s = tricorneState(state).editStatus(a.unitId);
    std::string outcome;
    if (!refuge.empty() && geometry::withinLimit(distance, near)) {
        s->guns = GunsState::AbandonedUntilSafe;
        s->shelteringWith = refuge;
        why.add("Friendly infantry within reach", distance, "12.6",
                fmt::format("shelters with {} and returns when the guns are safe", refuge));
        outcome = "shelters with " + refuge;
    } else if (!refuge.empty()) {
        s->guns = GunsState::AbandonedUntilMorale;
        why.add("Nearest friendly infantry", distance, "10.1, A46",
                "as the book's tiers of refuge read: a morale check to come back");
        outcome = "abandons its guns until a morale check";
    } else {
        s->guns = GunsState::Lost;
        why.add("No friendly infantry within reach", std::nullopt, "10.1",
                "as the book's tiers of refuge read: the guns are lost");
        outcome = "abandons its guns for good";
    }
    s->thisBound.mayNotFire = true;
    why.add("May not fire until next bound", std::nullopt, "12.6");
    why.note = outcome;
    return record(
        "meleeAvoided", {a.unitId, a.enemyId},
        fmt::format("{} is attacked by {}: its crew {}", battery.name, a.enemyId, outcome),
        std::move(why));
}

Resolution skirmishersFallBack(GameState& state, const MeleeAvoidance& a) {
    ReactionMove move;
    {
        const TricorneContext context(state);
        move = planReactionMove(context, *context.unit(a.unitId), TricorneActionCode::Retire,
                                a.enemyId, 0, {});
    }
    auto unit = state.editUnit(a.unitId);
    unit->pose = move.finalPose;
    auto s = tricorneState(state).editStatus(a.unitId);
    s->thisBound.movedInChargePhase = true;
    for (const std::string& passed : move.passedThrough) {
        tricorneState(state).editStatus(passed)->unformed = true;  // 6.1.3
    }
    Explanation why{"Skirmishers fall back: " + unit->name, move.distance, "12.6", {}, {}};
    why.add(move.explanation);
    why.note = "they avoid the melee and stand in skirmish line again";
    return record("meleeAvoided", {a.unitId, a.enemyId},
                  fmt::format("{} falls back {} in before {} instead of fighting", unit->name,
                              formatRulesNumber(move.distance), a.enemyId),
                  std::move(why));
}

}  // namespace

Resolution applyMeleeAvoidance(GameState& state, const MeleeAvoidance& avoidance) {
    if (avoidance.kind == "crewFallsBack") {
        return crewFallsBack(state, avoidance);
    }
    return skirmishersFallBack(state, avoidance);
}

bool ridesDown(const TricorneContext& context, const Unit& infantry, const Unit& charger,
               bool routResponse) {
    const TricorneTroopType* foot = context.troop(infantry);
    const TricorneTroopType* horse = context.troop(charger);
    return routResponse && foot && horse && (isFoot(foot->category)) &&
           horse->category == TroopCategory::Cavalry;
}

Resolution applyRiddenDown(GameState& state, const std::string& infantryId,
                           const std::string& cavalryId) {
    auto s = tricorneState(state).editStatus(infantryId);
    s->riddenDown = true;
    s->reformingBoundsLeft = 0;  // it routs for the rest of the game
    s->thisBound.routed = true;
    s->unformed = true;
    s->pendingReaction.reset();
    s->reactionCause = cavalryId;
    const Unit* unit = state.findUnit(infantryId);
    const std::string name = unit ? unit->name : infantryId;
    Explanation why{"Ridden down: " + name, std::nullopt, "9.2", {}, {}};
    why.add("Rout response to a cavalry charge", std::nullopt, "9.2");
    why.add("Contacted by the cavalry in the charge phase", std::nullopt, "9.2", cavalryId);
    why.note = "routs for the rest of the game and plays no further part";
    return record("riddenDown", {infantryId, cavalryId},
                  fmt::format("{} is ridden down by {}", name, cavalryId), std::move(why));
}

void reformSkirmishers(GameState& state) {
    std::vector<std::pair<std::string, std::string>> reform;  // unit, the one it faces
    {
        const TricorneContext context(state);
        for (const Unit& unit : state.units()) {
            const TricorneTroopType* troop = context.troop(unit);
            const TricorneUnitState& s = context.status(unit);
            const bool fellBack =
                s.thisBound.chargeResponseMoved ||
                (s.thisBound.movedInChargePhase && s.thisBound.chargeTargets.empty());
            if (!troop || troop->category != TroopCategory::LightInfantry || !fellBack ||
                s.offTable || s.thisBound.routed || s.routBoundsOwed > 0 || s.riddenDown) {
                continue;
            }
            std::string charger = s.thisBound.chargeResponseTo;
            if (charger.empty() && !s.thisBound.chargedBy.empty()) {
                charger = s.thisBound.chargedBy.front();
            }
            reform.emplace_back(unit.id, charger);
        }
    }
    for (const auto& [id, chargerId] : reform) {
        auto unit = state.editUnit(id);
        const UnitType* type = state.ruleset().findUnitType(unit->type);
        if (type && std::find(type->formations.begin(), type->formations.end(),
                              Formation::SkirmishLine) != type->formations.end()) {
            unit->formation = Formation::SkirmishLine;
        }
        tricorneState(state).editStatus(id)->unformed = false;
        const Unit* charger = chargerId.empty() ? nullptr : state.findUnit(chargerId);
        if (charger && !tricorneState(state).unit(chargerId).offTable) {
            const TricorneContext context(state);
            const auto mine = context.layout(*context.unit(id));
            const auto theirs = context.layout(*charger);
            if (mine && theirs) {
                const double facing = Pose::bearingOf(theirs->centre() - mine->centre());
                turnInPlace(state, id, facing);
            }
        }
    }
}

}  // namespace adjutant
