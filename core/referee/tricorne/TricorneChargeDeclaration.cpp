#include "core/referee/tricorne/TricorneChargeDeclaration.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

constexpr const char* kDeclareStep = "declareCharges";

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0) + " in";
}

ChargeDeclarationCheck& refused(ChargeDeclarationCheck& check, std::string reason,
                                Explain explain) {
    check.legal = false;
    check.reason = std::move(reason);
    if (explain == Explain::Full) {
        check.explanation.note = check.reason;
    }
    return check;
}

// chargeReachOf's figures, without its explanation when only the answer is wanted.
ChargeReach reachOf(const TricorneContext& context, const Unit& charger, Explain explain) {
    if (explain == Explain::Full) {
        return chargeReachOf(context, charger);
    }
    const TricornePace pace = chargePace(context, charger);
    ChargeReach reach;
    reach.whyNot = pace.whyNot;
    if (pace.whyNot.empty()) {
        reach.tableInches = pace.tableInches;
        reach.inches = pace.inches;
    }
    return reach;
}

// 15.5, 8.8: what else keeps a unit that may act from starting a charge.
std::optional<std::string> whyMayNotCharge(const TricorneContext& context, const Unit& unit) {
    if (auto why = whyCannotAct(context, unit.id, kDeclareStep)) {
        return why;
    }
    const TricorneUnitState& s = context.status(unit);
    if (s.shaken) {
        return unit.name + " is shaken and may not start a charge (15.5)";
    }
    if (s.haltBoundsLeft > 0) {
        return unit.name + " is halted to dress its ranks (15.5)";
    }
    if (s.mustHoldPosition) {
        return unit.name + " must hold its position for the rest of the game (15.5)";
    }
    if (s.lastBound.movedInMoraleReaction) {
        return unit.name +
               " moved in a morale reaction last bound and makes no voluntary move (8.8, 8.11)";
    }
    return std::nullopt;
}

std::optional<std::string> whyNotATarget(const TricorneContext& context, const Unit& charger,
                                         const std::string& targetId) {
    const Unit* target = context.unit(targetId);
    if (!target) {
        return "there is no unit '" + targetId + "'";
    }
    if (target->side == charger.side) {
        return target->name + " is a unit of " + charger.name + "'s own side";
    }
    if (context.status(targetId).offTable) {
        return target->name + " is off the table";
    }
    const TricorneTroopType* troop = context.troop(*target);
    if (troop && troop->category == TroopCategory::General) {
        return "a general is not a unit to charge (9.1)";
    }
    return std::nullopt;
}

// A18: an unformed charger lacks impetus unless the other reading keeps it.
std::string impetusLost(const TricorneContext& context, const Unit& charger,
                        const ChargePath& path) {
    if (context.status(charger).unformed && context.option("unformedChargerColumn") != "charging") {
        return "unformed (A18)";
    }
    return path.impetusLostBecause;
}

}  // namespace

ChargeDeclarationCheck checkChargeDeclaration(const TricorneContext& context,
                                              const ChargeDeclaration& declaration,
                                              Explain explain) {
    const bool full = explain == Explain::Full;
    ChargeDeclarationCheck check;
    if (full) {
        check.explanation = Explanation{"Charge declared", std::nullopt, "9.1", {}, {}};
    }
    const auto refuse = [&](std::string reason) -> ChargeDeclarationCheck& {
        return refused(check, std::move(reason), explain);
    };
    const Unit* charger = context.unit(declaration.chargerId);
    if (!charger) {
        return refuse("there is no unit '" + declaration.chargerId + "'");
    }
    if (full) {
        check.explanation.label = charger->name + " charges";
    }
    if (auto why = whyMayNotCharge(context, *charger)) {
        return refuse(*why);
    }
    check.reach = reachOf(context, *charger, explain);
    if (full) {
        check.explanation.add(check.reach.explanation);
    }
    if (!check.reach.whyNot.empty()) {
        return refuse(charger->name + " cannot charge: " + check.reach.whyNot);
    }
    if (declaration.targetIds.empty()) {
        return refuse("a charge names the unit or units it charges (9.1)");
    }
    for (std::size_t i = 0; i < declaration.targetIds.size(); ++i) {
        const std::string& targetId = declaration.targetIds[i];
        if (std::find(declaration.targetIds.begin(),
                      declaration.targetIds.begin() + static_cast<std::ptrdiff_t>(i),
                      targetId) != declaration.targetIds.begin() + static_cast<std::ptrdiff_t>(i)) {
            return refuse(targetId + " is named twice");
        }
        if (auto why = whyNotATarget(context, *charger, targetId)) {
            return refuse(*why);
        }
        const Unit& target = *context.unit(targetId);
        ChargePath path = planChargePath(context, *charger, target, explain);
        if (full) {
            check.explanation.add(std::move(path.explanation));  // the tree keeps it, not the path
        }
        check.paths.push_back(std::move(path));
        const ChargePath& planned = check.paths.back();
        if (!planned.inFront) {
            return refuse(
                fmt::format("{} is not in front of {}: no part of it lies in the "
                            "front arc (A34)",
                            target.name, charger->name));
        }
        if (!planned.blockedBy.empty()) {
            return refuse(
                fmt::format("the charge on {} is blocked: {}", target.name, planned.blockedBy));
        }
        if (planned.cost > check.reach.inches + geometry::kDistanceTolerance) {
            std::string text = fmt::format(
                "{} is out of reach: the path to contact costs {} of "
                "the {} charge move (9.5, 13.1)",
                target.name, inches(planned.cost), inches(check.reach.inches));
            for (const std::string& note : planned.terrainNotes) {
                text += "; " + note;
            }
            return refuse(text);
        }
    }
    check.impetusLostBecause = impetusLost(context, *charger, check.paths.front());
    if (full && !check.impetusLostBecause.empty()) {
        check.explanation.add("Impetus lost: " + check.impetusLostBecause, std::nullopt, "A18",
                              "melee on the in-contact column");
    }
    check.legal = true;
    if (full) {
        check.explanation.value = check.paths.front().cost;
        check.explanation.note = "legal";
    }
    return check;
}

void declareCharge(GameState& state, const ChargeDeclaration& declaration) {
    {
        const TricorneContext context(state);
        const ChargeDeclarationCheck check =
            checkChargeDeclaration(context, declaration, Explain::AnswerOnly);
        if (!check.legal) {
            throw std::invalid_argument(check.reason);
        }
    }
    recordChargeDeclaration(state, declaration);
}

void recordChargeDeclaration(GameState& state, const ChargeDeclaration& declaration) {
    TricorneGameState& tricorne = tricorneState(state);
    auto s = tricorne.editStatus(declaration.chargerId);
    s->thisBound.chargeTargets = declaration.targetIds;
    s->thisBound.chargeDeclaredOrder = ++tricorne.orders.chargesDeclared;
}

void withdrawCharge(GameState& state, const std::string& chargerId) {
    auto s = tricorneState(state).editStatus(chargerId);
    s->thisBound.chargeTargets.clear();
    s->thisBound.chargeDeclaredOrder = 0;
}

std::vector<std::string> chargersInOrder(const TricorneContext& context) {
    // The chargers are sorted by their place in the state's list, and each id
    // copied once into the answer: sorting entries that held the ids moved
    // each id some log n times. Ties keep the scenario's order, as before.
    struct Entry {
        bool initiative;
        int order;
        std::size_t place;
    };
    const std::vector<Unit>& units = context.state().units();
    std::vector<Entry> entries;
    const int first = context.tricorne().initiative.side;
    for (std::size_t place = 0; place < units.size(); ++place) {
        const Unit& unit = units[place];
        const TricorneUnitState& s = context.status(unit);
        if (!s.thisBound.chargeTargets.empty()) {
            entries.push_back({unit.side == first, s.thisBound.chargeDeclaredOrder, place});
        }
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return a.initiative != b.initiative ? a.initiative : a.order < b.order;
    });
    std::vector<std::string> ids;
    ids.reserve(entries.size());
    for (const Entry& e : entries) {
        ids.push_back(units[e.place].id);
    }
    return ids;
}

std::vector<Resolution> resolveChargeDeclarationsStep(GameState& state) {
    std::vector<Resolution> resolutions;
    const std::vector<std::string> order = chargersInOrder(TricorneContext(state));
    for (const std::string& chargerId : order) {
        Resolution r;
        r.kind = "charge";
        r.step = kDeclareStep;
        r.units.push_back(chargerId);
        const ChargeDeclaration declaration{
            chargerId, tricorneState(state).unit(chargerId).thisBound.chargeTargets};
        r.units.insert(r.units.end(), declaration.targetIds.begin(), declaration.targetIds.end());
        const TricorneContext context(state);
        ChargeDeclarationCheck check = checkChargeDeclaration(context, declaration);
        const Unit& charger = *context.unit(chargerId);
        if (!check.legal) {
            r.kind = "chargeCancelled";
            r.summary =
                fmt::format("{} charge is cancelled: {}", possessive(charger.name), check.reason);
            r.explanation = std::move(check.explanation);
            withdrawCharge(state, chargerId);
            resolutions.push_back(std::move(r));
            continue;
        }
        const ChargePath& path = check.paths.front();
        const Unit& target = *context.unit(declaration.targetIds.front());
        const auto layout = context.layout(charger);

        // What step 2 and later steps read: the pose, distance and front rank when
        // declared (A8, A44.5, 9.4), the impetus (13.6, A18).
        TricorneGameState& tricorne = tricorneState(state);
        auto s = tricorne.editStatus(chargerId);
        s->thisBound.chargeFromX = charger.pose.position.x;
        s->thisBound.chargeFromY = charger.pose.position.y;
        s->thisBound.chargeFromFacing = charger.pose.facingDegrees;
        s->thisBound.chargeDeclaredDistance = path.distance;
        s->thisBound.chargeFrontRank = layout ? layout->frontRankFigures : charger.figures;
        s->thisBound.chargeImpetusLost = !check.impetusLostBecause.empty();
        s->thisBound.chargeImpetusLostBecause = check.impetusLostBecause;
        // 9.5: infantry chargers never fire; 8.8: no move later
        s->thisBound.movedInChargePhase = true;
        for (std::size_t i = 0; i < declaration.targetIds.size(); ++i) {
            auto t = tricorne.editStatus(declaration.targetIds[i]);
            if (std::find(t->thisBound.chargedBy.begin(), t->thisBound.chargedBy.end(),
                          chargerId) == t->thisBound.chargedBy.end()) {
                t->thisBound.chargedBy.push_back(chargerId);
            }
            if (check.paths[i].aspect != "front") {
                const MoraleTrigger marker{kAttackedInFlankMarker, chargerId};
                if (std::find(t->thisBound.moraleTriggers.begin(),
                              t->thisBound.moraleTriggers.end(),
                              marker) == t->thisBound.moraleTriggers.end()) {
                    // 15.4, judged when declared (A44.5)
                    t->thisBound.moraleTriggers.push_back(marker);
                }
            }
        }

        // 8.1, A8: forward to the target's musket range; a charger already closer stays.
        const double advanceTo =
            context.scaled(context.factor(context.tables().charges, "stepOneAdvanceTo"));
        Explanation& advance =
            check.explanation.add("Step-1 advance to musket range", advanceTo, "8.1, A8");
        std::string moved = "stays where it is";
        if (path.distance > advanceTo + geometry::kDistanceTolerance) {
            double run = runToStopShort(path, advanceTo);
            if (auto blocker = firstInTheWay(context, charger, target, path, run, false)) {
                run = std::min(run, blocker->at);  // 9.4.4: a charging friend ahead
                advance.add("Stops behind", blocker->at, "9.4.4", blocker->unit->name);
            }
            const Pose to = poseAlongChargePath(path, run);
            const TricornePathCost ground = pathCost(context, {charger.pose.position, to.position});
            s->thisBound.chargeMoveUsed = path.wheelCost + ground.cost;
            advance.add("Wheel to face " + target.name, path.wheelCost, "13.4");
            advance.add("Run", ground.length, "13.1");
            if (ground.cost > ground.length) {
                advance.add(ground.explanation);
            }
            advance.value = s->thisBound.chargeMoveUsed;
            moved = "advances " + inches(s->thisBound.chargeMoveUsed) + " to " + inches(advanceTo) +
                    " from " + target.name;
            state.editUnit(chargerId)->pose = to;
        } else {
            advance.note = "already within it: stays where it is";
        }
        check.explanation.add("Charge move left for step 3",
                              check.reach.inches - s->thisBound.chargeMoveUsed, "9.5");
        r.summary = charger.name + " charges " +
                    (declaration.targetIds.size() == 1
                         ? target.name
                         : target.name + " and " +
                               std::to_string(declaration.targetIds.size() - 1) + " more") +
                    " from " + inches(path.distance) + ": " + moved +
                    (s->thisBound.chargeImpetusLost
                         ? "; impetus lost to " + s->thisBound.chargeImpetusLostBecause
                         : std::string{});
        check.explanation.note = r.summary;
        r.explanation = std::move(check.explanation);
        resolutions.push_back(std::move(r));
    }
    return resolutions;
}

}  // namespace adjutant
