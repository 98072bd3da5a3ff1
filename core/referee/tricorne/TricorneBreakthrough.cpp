#include "core/referee/tricorne/TricorneBreakthrough.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "core/engine/GameState.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"

namespace adjutant {

namespace {

constexpr std::string_view kBreakthroughStep = "breakthroughTests";

bool isInfantry(const TricorneTroopType* troop) {
    return troop && isFoot(troop->category);
}

const TricorneFactor& modifierRow(const TricorneContext& context, const std::string& key) {
    return factorRow(context.tables().breakthroughModifiers, key,
                     "the breakthrough modifiers have no row ");
}

// A unit charging `other` this bound, or counter-charging it.
bool charges(const ChargeList& list, const std::string& unitId, const std::string& otherId) {
    const ChargeImpetus* charge = findCharge(list, unitId);
    return charge && (charge->targets.empty() || contains(charge->targets, otherId));
}

void pushMarker(TricorneUnitState& s, const std::string& cause, const std::string& source) {
    const MoraleTrigger marker{cause, source};
    if (std::find(s.thisBound.moraleTriggers.begin(), s.thisBound.moraleTriggers.end(), marker) ==
        s.thisBound.moraleTriggers.end()) {
        s.thisBound.moraleTriggers.push_back(marker);
    }
}

}  // namespace

std::vector<BreakthroughModifier> applicableBreakthroughModifiers(const TricorneContext& context,
                                                                  const BreakthroughInputs& in) {
    std::vector<BreakthroughModifier> list;
    const auto add = [&](const std::string& key, std::string label, double times = 1.0,
                         std::string note = {}) {
        const TricorneFactor& f = modifierRow(context, key);
        list.push_back({key, std::move(label), f.valueFor(context.choices()) * times, f.rule,
                        std::move(note)});
    };
    if (in.flankOrRear) {
        add("chargingFlankOrRear", "Charging the flank or rear");
    }
    if (in.targetCavalry) {
        add("cavalryChargingCavalry", "Cavalry charging cavalry");
    }
    if (in.bothCharging) {
        add("bothCharging", "Both units charging each other");
    }
    if (in.casualtiesDuringCharge > 0) {
        add("perCasualtyDuringCharge", "Casualties lost during the charge",
            in.casualtiesDuringCharge, std::to_string(in.casualtiesDuringCharge) + " lost");
    }
    if (in.chargerUnformed) {
        add("chargerUnformed", "Charging unit unformed");
    }
    if (in.targetRussianInfantry) {
        add("chargingRussianInfantry", "Charging Russian infantry");
    }
    if (in.moraleBreak) {
        if (in.square != SquareStatus::None &&
            context.option("moraleBreakSquare") == "formedThisBound") {
            add("squareFormedThisBound", "Wavering square, as one formed this bound", 1.0,
                "15.5 +5, reading formedThisBound");
        }
    } else if (in.square == SquareStatus::FormedThisBound) {
        add("squareFormedThisBound", "Charging a square formed this bound");
    } else if (in.square == SquareStatus::FormedEarlier) {
        add("squareFormedLastBound", "Charging a square formed last bound or earlier", 1.0,
            "breakthrough impossible (11.2, 9.3.3)");
    }
    return list;
}

BreakthroughInputs breakthroughInputs(const TricorneContext& context, const ChargeImpetus& charge,
                                      const Unit& target, const ChargeList& chargeList,
                                      bool moraleBreak) {
    BreakthroughInputs in;
    const Unit* charger = context.unit(charge.unitId);
    const TricorneTroopType* troop = charger ? context.troop(*charger) : nullptr;
    const TricorneTroopType* targetTroop = context.troop(target);
    const TricorneUnitState& s = context.status(charge.unitId);
    const TricorneUnitState& t = context.status(target);
    in.weight = troop ? troop->cavalryWeight : std::string{};
    in.flankOrRear = target.formation != Formation::Square &&
                     (contains(charge.flankOrRearTargets, target.id) ||
                      (charger && attackerOnFlankOrRear(context, target, *charger)));
    in.targetCavalry = targetTroop && targetTroop->category == TroopCategory::Cavalry;
    in.bothCharging = charges(chargeList, target.id, charge.unitId);
    in.casualtiesDuringCharge = charge.fireCasualties;
    if (context.option("breakthroughCasualties") != "fireOnly") {
        in.casualtiesDuringCharge += s.thisBound.meleeCasualties;  // A15 (b)
    }
    in.chargerUnformed = charge.unformedWhenCharged ||
                         (context.option("unformedForBreakthrough") == "immediately" && s.unformed);
    if (isInfantry(targetTroop)) {
        const auto& nations = modifierRow(context, "chargingRussianInfantry").nations;
        in.targetRussianInfantry =
            nations.empty() ? target.nation == "russia" : contains(nations, target.nation);
        if (target.formation == Formation::Square) {
            in.square = !t.squareFullyFormed && t.squareFormedBound == context.state().bound()
                            ? SquareStatus::FormedThisBound
                            : SquareStatus::FormedEarlier;
        }
    }
    in.moraleBreak = moraleBreak;
    return in;
}

BreakthroughResult testBreakthrough(const TricorneContext& context, const ChargeImpetus& charge,
                                    const std::string& targetId, const ChargeList& chargeList,
                                    DiceSource& dice, bool moraleBreak) {
    BreakthroughResult result;
    result.chargerId = charge.unitId;
    result.targetId = targetId;
    const Unit* charger = context.unit(charge.unitId);
    const Unit* target = context.unit(targetId);
    if (!charger || !target) {
        throw std::logic_error("breakthrough test for an unknown unit");
    }
    const TricorneTroopType* troop = context.troop(*charger);
    const bool cavalry = troop && troop->category == TroopCategory::Cavalry;
    Resolution& r = result.resolution;
    r.kind = "breakthrough";
    r.step = std::string(kBreakthroughStep);
    r.units = {charger->id, target->id};
    Explanation& why = r.explanation;
    why = Explanation{
        "Breakthrough: " + charger->name + " through " + target->name, std::nullopt, "11", {}, {}};

    if (target->formation == Formation::SkirmishLine && (cavalry || isInfantry(troop))) {
        result.tests = true;
        result.automatic = true;
        result.brokeThrough = true;
        why.add("Through a skirmish line", std::nullopt, "11.3, 12.6", "automatic, no die");
        why.note = "breaks through";
        r.summary = fmt::format("{} breaks through {} (skirmish line, automatic)", charger->name,
                                target->name);
        return result;
    }
    if (!cavalry) {
        why.note = "only charging cavalry tests for breakthrough";
        r.summary = fmt::format("{} does not test to break through {}: {} (11.1)", charger->name,
                                target->name, why.note);
        return result;
    }
    result.tests = true;
    const BreakthroughInputs in =
        breakthroughInputs(context, charge, *target, chargeList, moraleBreak);
    const auto base = context.tables().breakthroughBase.find(in.weight);
    if (base == context.tables().breakthroughBase.end()) {
        throw std::logic_error("no breakthrough base factor for cavalry weight " + in.weight);
    }
    result.base = base->second.valueFor(context.choices());
    why.add("Base factor (" + in.weight + " cavalry)", result.base, base->second.rule);
    result.modifiers = applicableBreakthroughModifiers(context, in);
    result.factor = result.base;
    for (const BreakthroughModifier& m : result.modifiers) {
        why.add(m.label, m.value, m.rule, m.note);
        result.factor += m.value;
    }
    why.add("Breakthrough factor", result.factor, "11.5");
    const std::string purpose = "breakthrough: " + charger->name + " through " + target->name;
    result.die = dice.roll(purpose);
    r.rolls.push_back({result.die, purpose});
    result.brokeThrough = result.die < result.factor;
    why.add("Die", result.die, "11.5",
            std::to_string(result.die) +
                (result.brokeThrough ? " is under the factor " : " is not under the factor ") +
                formatRulesNumber(result.factor) +
                (result.brokeThrough ? ": breaks through" : ": fails"));
    why.value = result.factor;
    why.note = result.brokeThrough ? "breaks through" : "does not break through";
    r.summary = charger->name + " tests to break through " + target->name + ": factor " +
                formatRulesNumber(result.factor) + ", die " + std::to_string(result.die) + ": " +
                why.note;
    return result;
}

BreakthroughStepResult resolveBreakthroughStep(GameState& state, const ChargeList& charges,
                                               DiceSource& dice) {
    BreakthroughStepResult step;
    std::vector<BreakthroughResult> results;
    {
        // Every test on the state after the melees, before anyone moves (A49).
        const TricorneContext context(state);
        for (const ChargeImpetus& charge : charges) {
            const Unit* charger = context.unit(charge.unitId);
            if (!charger) {
                continue;
            }
            const TricorneUnitState& s = context.status(charge.unitId);
            std::vector<std::string> touching;
            for (const Unit* enemy : enemiesTouching(context, *charger)) {
                touching.push_back(enemy->id);
            }
            std::vector<std::string> candidates = charge.targets;
            // Units it met after breaking through (steps 6-7) count as charged.
            for (const std::string& id : s.thisBound.meleeOpponents) {
                if (charge.targets.empty() || s.thisBound.brokeThrough) {
                    addOnce(candidates, id);
                }
            }
            for (const std::string& targetId : candidates) {
                const Unit* target = context.unit(targetId);
                if (!target || contains(s.thisBound.breakthroughTested, targetId)) {
                    continue;
                }
                const bool fought = contains(s.thisBound.meleeOpponents, targetId);
                const bool skirmishers =
                    target->formation == Formation::SkirmishLine &&
                    (contains(touching, targetId) || s.thisBound.chargeContact);
                if (fought || skirmishers) {
                    results.push_back(testBreakthrough(context, charge, targetId, charges, dice));
                }
            }
        }
    }
    // 11.4: two cavalry units charging each other, only one through. The
    // first test of each charger and target, found once: searching all the
    // results for each result made the step cost n squared.
    std::map<std::pair<std::string_view, std::string_view>, bool> firstTest;
    for (const BreakthroughResult& r : results) {
        if (r.tests) {
            firstTest.try_emplace({r.chargerId, r.targetId}, r.brokeThrough);
        }
    }
    const auto brokeThrough = [&](const std::string& charger, const std::string& target) {
        auto it = firstTest.find({charger, target});
        return it == firstTest.end() ? std::optional<bool>() : std::optional<bool>(it->second);
    };
    const int reformBounds = [&] {
        const TricorneContext context(state);
        return static_cast<int>(
            std::lround(context.factor(context.tables().timings, "reformOtherBounds")));
    }();
    TricorneGameState& tricorne = tricorneState(state);
    std::vector<std::string> moved;
    for (BreakthroughResult& result : results) {
        addOnce(tricorne.editStatus(result.chargerId)->thisBound.breakthroughTested,
                result.targetId);
        const std::optional<bool> theirs = brokeThrough(result.targetId, result.chargerId);
        if (theirs && *theirs && !result.brokeThrough && result.tests) {
            auto arrested = tricorne.editStatus(result.chargerId);
            arrested->thisBound.chargeArrested = true;
            arrested->thisBound.movedInChargePhase = true;
            arrested->reformingBoundsLeft = std::max(arrested->reformingBoundsLeft, reformBounds);
            result.resolution.explanation.add("Arrested", std::nullopt, "11.4",
                                              "the other broke through: it stays where it is "
                                              "for the rest of the bound and reforms");
            result.resolution.summary += "; arrested (11.4)";
        }
        if (!result.brokeThrough) {
            const Unit* target = state.findUnit(result.targetId);
            if (result.tests && target && target->formation == Formation::Square) {
                tricorne.editStatus(result.targetId)->squareFullyFormed = true;  // 9.3.3
                result.resolution.explanation.add("Square now fully formed", std::nullopt, "9.3.3",
                                                  "no further breakthrough attempt");
            }
            step.resolutions.push_back(std::move(result.resolution));
            continue;
        }
        auto cavalry = tricorne.editStatus(result.chargerId);
        cavalry->thisBound.brokeThrough = true;
        addOnce(cavalry->brokenThrough, result.targetId);
        {
            const TricorneContext context(state);
            const Unit* target = context.unit(result.targetId);
            if (target && isInfantry(context.troop(*target))) {
                auto infantry = tricorne.editStatus(result.targetId);
                pushMarker(*infantry, kBrokenThroughMarker, result.chargerId);
            }
        }
        if (!contains(moved, result.chargerId)) {
            moved.push_back(result.chargerId);
            BreakthroughMove move;
            {
                const TricorneContext context(state);
                const ChargeImpetus* charge = findCharge(charges, result.chargerId);
                const Unit& unit = *context.unit(result.chargerId);
                const double left = remainingChargeMove(
                    context, unit, charge && charge->remainingMove ? *charge->remainingMove : -1);
                move = planBreakthroughMove(context, unit, *context.unit(result.targetId), left);
            }
            applyBreakthroughMove(state, move);
            if (!move.contacted.empty()) {
                step.newContacts.push_back({result.chargerId, move.contacted});
            }
            result.resolution.explanation.add(std::move(move.explanation));
        }
        step.resolutions.push_back(std::move(result.resolution));
    }
    return step;
}

std::vector<Resolution> resolveSquareBreaks(GameState& state, DiceSource& dice) {
    std::vector<Resolution> resolutions;
    std::vector<std::string> squares;
    for (const Unit& unit : state.units()) {
        if (tricorneState(state).unit(unit.id).thisBound.squareMayBeBrokenThrough) {
            squares.push_back(unit.id);
        }
    }
    for (const std::string& id : squares) {
        BreakthroughResult result;
        {
            const TricorneContext context(state);
            const Unit& square = *context.unit(id);
            const Unit* cavalry = nullptr;
            for (const Unit* enemy : enemiesTouching(context, square)) {
                const TricorneTroopType* troop = context.troop(*enemy);
                if (!cavalry && troop && troop->category == TroopCategory::Cavalry) {
                    cavalry = enemy;
                }
            }
            if (!cavalry || square.formation != Formation::Square) {
                tricorneState(state).editStatus(id)->thisBound.squareMayBeBrokenThrough = false;
                continue;
            }
            const std::vector<ChargeImpetus> charges = chargesOfThisBound(context);
            ChargeImpetus charge;
            if (const ChargeImpetus* declared = findCharge(charges, cavalry->id)) {
                charge = *declared;
            } else {
                charge.unitId = cavalry->id;
                charge.targets = {id};
                const TricorneUnitState& c = context.status(*cavalry);
                charge.unformedWhenCharged =
                    c.thisBound.inMelee ? c.thisBound.unformedBeforeMelee : c.unformed;
            }
            result = testBreakthrough(context, charge, id, charges, dice, true);
        }
        result.resolution.step = "moraleReactions";
        auto s = tricorneState(state).editStatus(id);
        s->thisBound.squareMayBeBrokenThrough = false;
        if (result.brokeThrough) {
            state.editUnit(id)->formation = Formation::Line;
            s->unformed = true;
            s->routBoundsOwed += 1;  // 15.5 +5: routs for one bound
            s->thisBound.routed = true;
            s->pendingReaction.reset();
            s->reactionCause = result.chargerId;
            pushMarker(*s, kBrokenThroughMarker, result.chargerId);
            addOnce(tricorneState(state).editStatus(result.chargerId)->brokenThrough, id);
            result.resolution.explanation.add("The square breaks", 1.0, "15.5",
                                              "routs for one bound");
            result.resolution.summary += "; the square breaks and routs";
        }
        resolutions.push_back(std::move(result.resolution));
    }
    return resolutions;
}

}  // namespace adjutant
