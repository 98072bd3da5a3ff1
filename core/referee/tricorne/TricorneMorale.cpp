#include "core/referee/tricorne/TricorneMorale.h"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneMoraleResults.h"
#include "core/referee/tricorne/TricorneResultActions.h"
#include "core/referee/tricorne/TricorneWords.h"

namespace adjutant {

namespace {

// 15.1: the reasons to test. Other causes in moraleTriggers are conditions the
// factors read (TricorneMoraleFactors.h).
constexpr std::array kTestCauses{"meleeCasualties", "fireCasualties",     "routerPassedThrough",
                                 "neighbourRouted", "returnFromOffTable", "returnToGuns"};

bool isTestCause(const std::string& cause) {
    return std::find(kTestCauses.begin(), kTestCauses.end(), cause) != kTestCauses.end();
}

bool isReturnCause(const std::string& cause) {
    return cause == "returnFromOffTable" || cause == "returnToGuns";
}

void addTrigger(std::vector<MoraleTrigger>& triggers, MoraleTrigger trigger) {
    if (std::find(triggers.begin(), triggers.end(), trigger) == triggers.end()) {
        triggers.push_back(std::move(trigger));
    }
}

// This unit's own reasons to test, with the ones other procedures imply.
std::vector<MoraleTrigger> ownTriggers(const TricorneContext& context, const Unit& unit) {
    const TricorneUnitState& status = context.status(unit);
    std::vector<MoraleTrigger> triggers;
    bool casualtyTrigger = false;
    for (const MoraleTrigger& trigger : status.thisBound.moraleTriggers) {
        if (!isTestCause(trigger.cause) || (status.offTable && !isReturnCause(trigger.cause))) {
            continue;
        }
        if (trigger.cause == "routerPassedThrough") {
            const Unit* router = context.unit(trigger.source);
            if (isLightInfantry(context, unit) || (router && isLightInfantry(context, *router))) {
                continue;  // 15.1.3
            }
        }
        casualtyTrigger = casualtyTrigger || trigger.cause == "meleeCasualties" ||
                          trigger.cause == "fireCasualties";
        addTrigger(triggers, trigger);
    }
    if (status.offTable) {
        return triggers;
    }
    // Casualties a procedure recorded without a trigger still call for a test
    // (15.1.1-2), once: a unit that has tested this bound has answered for them.
    if (!casualtyTrigger && status.thisBound.casualties > 0 && !status.thisBound.moraleTested) {
        addTrigger(triggers, {status.thisBound.inMelee ? "meleeCasualties" : "fireCasualties", ""});
    }
    // 15.1.4: the next unit in the line, still in contact, has routed.
    if (unit.formation == Formation::Line && !status.thisBound.moraleTested) {
        for (const Unit* other : unitsInContactWith(context, unit)) {
            if (other->side == unit.side && other->formation == Formation::Line &&
                context.status(*other).thisBound.routed) {
                addTrigger(triggers, {"neighbourRouted", other->id});
            }
        }
    }
    return triggers;
}

}  // namespace

std::vector<MoraleTest> findMoraleTests(const TricorneContext& context) {
    std::map<std::string, MoraleTest> byUnit;
    std::map<std::string, std::string> parents;
    for (const Unit& unit : context.state().units()) {
        const TricorneTroopType* troop = context.troop(unit);
        if (!troop || troop->category == TroopCategory::General) {
            continue;
        }
        const bool offTable = context.status(unit).offTable;
        const std::string parent = offTable ? std::string{} : moraleTestParentOf(context, unit);
        if (!parent.empty()) {
            parents[unit.id] = parent;
        }
        std::vector<MoraleTrigger> triggers = ownTriggers(context, unit);
        if (triggers.empty()) {
            continue;
        }
        const std::string tester = parent.empty() ? unit.id : parent;
        MoraleTest& test = byUnit[tester];
        test.unitId = tester;
        for (auto& trigger : triggers) {
            addTrigger(test.triggers, std::move(trigger));
        }
    }
    std::vector<MoraleTest> tests;
    for (const Unit& unit : context.state().units()) {  // scenario order (A49)
        auto it = byUnit.find(unit.id);
        if (it == byUnit.end()) {
            continue;
        }
        for (const auto& [covered, parent] : parents) {
            if (parent == unit.id) {
                it->second.covers.push_back(covered);
            }
        }
        tests.push_back(std::move(it->second));
    }
    return tests;
}

std::string primaryReaction(const MoraleResult& result) {
    using enum TricorneActionCode;
    for (const TricorneActionCode code : {Rout, Retreat, Retire, Recoil, AbandonGuns, Shaken}) {
        for (const TricorneAction& action : result.actions) {
            if (action.code == code) {
                return std::string(tricorneActionKey(code));
            }
        }
    }
    return result.actions.empty() ? std::string{}
                                  : std::string(tricorneActionKey(result.actions.front().code));
}

MoraleResult testMorale(const TricorneContext& context, const MoraleTest& test, DiceSource& dice) {
    MoraleResult r;
    r.unitId = test.unitId;
    r.covers = test.covers;
    const Unit* unit = context.unit(test.unitId);
    if (!unit) {
        throw std::logic_error("morale test for an unknown unit: " + test.unitId);
    }
    Explanation pmsWhy;
    r.pms = presentMoraleStatus(context, unit->id, &pmsWhy);
    const std::string purpose = "morale: " + unit->id;
    r.die = dice.roll(purpose);
    r.d = r.die - r.pms;

    const MoraleSituation situation = moraleSituationOf(context, *unit);
    r.category = situation.category;
    const MoraleRow row = lookUpMoraleRow(context.tables(), situation, r.d);
    r.band = row.band ? row.band->key : std::string{};
    r.situation = row.situation;

    const bool returnOnly =
        !test.triggers.empty() && std::all_of(test.triggers.begin(), test.triggers.end(),
                                              [](const auto& t) { return isReturnCause(t.cause); });
    if (!returnOnly) {
        r.actions = row.actions;
    }
    // Read from the results table only for a test that asks it (a scan of the
    // table's bands): most tests are for casualties, charges or melee.
    const auto mayReturn = [&] { return obeyOrdersOrBetter(context.tables(), r.d); };
    for (const MoraleTrigger& trigger : test.triggers) {
        if (trigger.cause == "returnFromOffTable") {
            r.actions.push_back(actionOf(mayReturn() ? TricorneActionCode::ReturnToTable
                                                     : TricorneActionCode::MayNotReturn));
        } else if (trigger.cause == "returnToGuns") {
            r.actions.push_back(actionOf(mayReturn() ? TricorneActionCode::ReturnToGuns
                                                     : TricorneActionCode::GunsStayAbandoned));
        }
    }
    for (const TricorneAction& action : r.actions) {
        if (action.code == TricorneActionCode::Rout) {
            r.routBounds += action.routBoundsFor(r.d);
        }
    }
    for (const MoraleTrigger& trigger : test.triggers) {
        const Unit* source = context.unit(trigger.source);
        if (source && source->side != unit->side) {
            r.cause = source->id;
            break;
        }
    }

    // The explanation: why it tested, the PMS, the die, d and the row.
    Explanation why{"Morale test: " + unit->name, std::nullopt, "15", {}, {}};
    Explanation& reasons = why.add("Triggers", static_cast<double>(test.triggers.size()), "15.1");
    for (const MoraleTrigger& trigger : test.triggers) {
        reasons.add(
            context.word("triggers", trigger.cause), std::nullopt, "15.1",
            trigger.source.empty() ? std::string() : nameOf(context.state(), trigger.source));
    }
    if (!r.covers.empty()) {
        Explanation& level = why.add("Test also covers", std::nullopt, "15.2");
        for (const std::string& covered : r.covers) {
            level.add(nameOf(context.state(), covered), std::nullopt, "15.2");
        }
    }
    why.add(pmsWhy);
    why.add("Die", r.die, {}, "thrown for " + unit->name);
    const std::string arithmetic = testArithmetic(r.die, r.pms, r.d);
    why.add("The die less the present morale", r.d, "15.4", arithmetic);
    Explanation& result =
        why.add("Result: " + context.word("results", r.band), r.d, row.rule,
                context.word("categories", troopCategoryKey(r.category)) +
                    (r.situation.empty() ? "" : ", " + context.word("situations", r.situation)));
    for (const TricorneAction& action : r.actions) {
        std::optional<double> value = action.distance ? action.distance : action.bounds;
        std::string note;
        TricorneAction shown = action;
        if (action.code == TricorneActionCode::Rout) {
            value = action.routBoundsFor(r.d);
            shown.bounds = value;
            note = "bounds of rout";
            if (action.extraBoundPerPointAbove) {
                note += ": " + formatRulesNumber(action.bounds.value_or(0)) + " and " +
                        std::to_string(r.d - *action.extraBoundPerPointAbove) +
                        " more for the points above " +
                        signedWhole(*action.extraBoundPerPointAbove);
            }
        }
        if (action.forRestOfGame) {
            note = "for the rest of the game";
        }
        result.add(actionInWords(context.state(), shown), value, row.rule, note);
    }
    if (r.routBounds > 0) {
        result.add("Reforming after the rout",
                   context.factor(context.tables().timings, "reformAfterRoutBounds"), "13.5",
                   "bounds");
    }
    const std::string reaction = primaryReaction(r);
    std::string outcome =
        reaction.empty() ? std::string("no result") : context.word("actions", reaction);
    if (r.routBounds > 0) {
        outcome +=
            " for " + std::to_string(r.routBounds) + (r.routBounds == 1 ? " bound" : " bounds");
    }
    why.note = "d " + signedWhole(r.d) + ": " + outcome;

    r.resolution.kind = "moraleTest";
    r.resolution.step = "moraleChecks";
    r.resolution.units.push_back(unit->id);
    r.resolution.units.insert(r.resolution.units.end(), r.covers.begin(), r.covers.end());
    r.resolution.summary = unit->name + " tests morale: " + arithmetic + ": " + outcome;
    r.resolution.explanation = std::move(why);
    r.resolution.rolls.push_back({r.die, purpose});
    return r;
}

std::vector<Resolution> resolveMoraleChecksStep(GameState& state, DiceSource& dice) {
    // Reserved: a result moved to a grown array is read again, when the
    // results of a large army are long out of the cache.
    std::vector<MoraleResult> results;
    {
        const TricorneContext context(state);
        const std::vector<MoraleTest> tests = findMoraleTests(context);
        results.reserve(tests.size());
        for (const MoraleTest& test : tests) {
            results.push_back(testMorale(context, test, dice));
        }
    }
    return applyOutcomes(state, results, applyMoraleResult);
}

}  // namespace adjutant
