#include "core/referee/princes/PrincesMorale.h"

#include <fmt/format.h>
#include <algorithm>

namespace adjutant {

namespace {

bool has(const std::vector<std::string>& triggers, const char* key) {
    return std::find(triggers.begin(), triggers.end(), key) != triggers.end();
}

// Tests caused by a charge or a melee, the only ones the charge entries of 7.4 touch (A22).
bool chargeOrMeleeTest(const std::vector<std::string>& triggers) {
    return has(triggers, princes_trigger::kInitiateCharge) ||
           has(triggers, princes_trigger::kStandToCharge) ||
           has(triggers, princes_trigger::kAfterMelee);
}

const PrincesMoraleResult* resultRow(const PrincesRules& rules, const std::string& key) {
    for (const PrincesMoraleResult& row : rules.tables().moraleResults) {
        if (row.key == key) {
            return &row;
        }
    }
    return nullptr;
}

void addModifier(std::vector<PrincesAppliedModifier>& out, const PrincesRules& rules, bool applies,
                 const char* key, std::string label, std::string_view reading = {}) {
    if (!applies) {
        return;
    }
    const PrincesModifier& modifier = rules.tables().moraleModifiers.at(key);
    out.push_back({key, std::move(label), modifier.change, princesRule(modifier.rule, reading)});
}

bool strengthStepApplies(const PrincesStrengthStep& step, int figures, int startFigures) {
    // present / start <= numerator / denominator, in whole numbers.
    return figures * step.denominator <= step.numerator * startFigures;
}

}  // namespace

std::vector<std::string> princesMoraleTriggers(const PrincesRules& rules,
                                               const PrincesMoraleSituation& situation) {
    using namespace princes_trigger;
    const bool artilleryTrigger = situation.firedOnByArtillery &&
                                  (situation.militia || situation.arm == TroopCategory::Cavalry);
    const std::pair<const char*, bool> candidates[] = {
        {kInitiateCharge, situation.initiatingCharge},
        {kStandToCharge, situation.beingCharged},
        {kShootingCasualties, situation.lostFiguresToFire},
        {kAfterMelee, situation.foughtMelee},
        {kRallyRouters, situation.routing},
        {kFiredOnByArtillery, artilleryTrigger},
    };
    std::vector<std::string> out;
    for (const auto& [key, applies] : candidates) {
        if (applies && rules.tables().moraleTriggers.count(key) != 0) {
            out.emplace_back(key);
        }
    }
    return out;
}

std::vector<std::vector<std::string>> princesMoraleTests(const PrincesRules& rules,
                                                         const std::vector<std::string>& triggers) {
    using namespace princes_trigger;
    std::vector<std::vector<std::string>> tests;
    const bool combine = !rules.optionIs("artilleryTrigger", "twoTests") &&
                         has(triggers, kShootingCasualties) && has(triggers, kFiredOnByArtillery);
    for (const std::string& trigger : triggers) {
        if (combine && trigger == kFiredOnByArtillery) {
            continue;  // answered by the shooting-casualties test (A24)
        }
        if (combine && trigger == kShootingCasualties) {
            tests.push_back({kShootingCasualties, kFiredOnByArtillery});
        } else {
            tests.push_back({trigger});
        }
    }
    return tests;
}

bool princesIsHalted(const PrincesRules& rules, const PrincesHaltFacts& facts) {
    if (rules.optionIs("haltedDefinition", "haltMarkerOnly")) {
        return facts.haltMarker;
    }
    if (rules.optionIs("haltedDefinition", "notMoving")) {
        return !facts.moving;
    }
    if (facts.moving) {
        return false;  // a charger counts as moving (7.2)
    }
    return !facts.movedInLastOwnMovement || facts.inMelee || facts.haltMarker;
}

int princesStrengthModifier(const PrincesRules& rules, int figures, int startFigures,
                            Explanation* why) {
    if (startFigures <= 0) {
        return 0;
    }
    const bool cumulative = rules.optionIs("strengthModifiers", "cumulative");
    int total = 0;
    std::string applied;
    for (const PrincesStrengthStep& step : rules.tables().moraleStrength) {
        if (!strengthStepApplies(step, figures, startFigures)) {
            continue;
        }
        total = cumulative ? total + step.change : std::min(total, step.change);
        applied = fmt::format("{}/{} or less", step.numerator, step.denominator);
    }
    if (why != nullptr) {
        *why = Explanation{fmt::format("Strength {}/{}", figures, startFigures),
                           static_cast<double>(total),
                           princesRule("7.4", "A23"),
                           applied.empty() ? "above 3/4" : applied,
                           {}};
    }
    return total;
}

std::vector<PrincesAppliedModifier> princesMoraleModifiers(const PrincesRules& rules,
                                                           const PrincesMoraleInputs& inputs) {
    std::vector<PrincesAppliedModifier> out;
    if (rules.optionIs("moraleModifierScope", "meleeTestsOnly") &&
        !has(inputs.triggers, princes_trigger::kAfterMelee)) {
        return out;  // A22 (c): the list belongs to the after-melee test alone
    }
    const bool chargeOrMelee = chargeOrMeleeTest(inputs.triggers);
    addModifier(out, rules, inputs.inCover, "inCover", "Behind works or in cover");
    addModifier(out, rules, inputs.generalAttached, "generalAttached", "General with the unit");
    addModifier(out, rules,
                chargeOrMelee && inputs.formation == Formation::Square && inputs.enemyIsCavalry,
                "squareVsCavalry", "Square against cavalry", "A22");
    Explanation strengthWhy;
    const int strength =
        princesStrengthModifier(rules, inputs.figures, inputs.startFigures, &strengthWhy);
    if (strength != 0) {
        out.push_back({"strength", strengthWhy.label + " (" + strengthWhy.note + ")", strength,
                       strengthWhy.rule.str()});
    }
    addModifier(out, rules, inputs.disordered, "disordered", "Disordered");
    addModifier(out, rules,
                has(inputs.triggers, princes_trigger::kFiredOnByArtillery) &&
                    (inputs.militia || inputs.arm == TroopCategory::Cavalry),
                "militiaOrCavalryFiredOnByArtillery", "Militia or cavalry fired on by artillery",
                "A24");
    const bool noBayonets = inputs.noBayonets && inputs.arm != TroopCategory::Cavalry;
    const bool skirmishers = inputs.formation == Formation::SkirmishLine && inputs.enemyFormed;
    addModifier(out, rules, chargeOrMelee && (noBayonets || skirmishers),
                "noBayonetsOrSkirmishersVsFormed",
                noBayonets ? "Without bayonets" : "Skirmishers against formed troops", "A22");
    return out;
}

PrincesMoraleOutcome princesMoraleResult(const PrincesRules& rules, int total, bool halted,
                                         bool retiring) {
    PrincesMoraleOutcome outcome;
    outcome.total = total;
    const PrincesMoraleResult* row = rules.tables().moraleResultFor(total);
    if (row == nullptr) {
        return outcome;
    }
    outcome.tableResult = row->key;
    const PrincesMoraleResult* applied = row;
    if (retiring && !row->whenRetiring.empty()) {
        applied = resultRow(rules, row->whenRetiring);
    } else if (halted && !row->whenHalted.empty()) {
        applied = resultRow(rules, row->whenHalted);
    }
    if (applied == nullptr) {
        applied = row;
    }
    outcome.result = applied->key;
    outcome.halt = applied->halt;
    outcome.noFire = applied->noFire;
    outcome.disorder = applied->disorder;
    outcome.retire = applied->retire;
    outcome.rout = applied->rout;
    outcome.rally = row->rally;
    return outcome;
}

PrincesMoraleOutcome resolvePrincesMorale(const PrincesRules& rules,
                                          const PrincesMoraleInputs& inputs, DiceSource& dice) {
    const int base = rules.moraleBase(inputs.moraleClass);
    const std::vector<PrincesAppliedModifier> modifiers = princesMoraleModifiers(rules, inputs);
    int sum = base;
    for (const PrincesAppliedModifier& modifier : modifiers) {
        sum += modifier.change;
    }
    const bool rallyTest = inputs.routing;
    const std::string title = inputs.name.empty() ? "Morale test" : "Morale test: " + inputs.name;
    const int die = dice.roll(rallyTest ? "rally test: " + inputs.name : title);

    PrincesMoraleOutcome outcome =
        rallyTest ? princesMoraleResult(rules, sum + die, false, false)
                  : princesMoraleResult(rules, sum + die, inputs.halted, inputs.retiring);
    outcome.base = base;
    outcome.modifiers = modifiers;
    outcome.die = die;
    outcome.rallyTest = rallyTest;
    if (rallyTest) {
        // A routing unit reads the rally column instead (7.3, A21).
        outcome.halt = outcome.noFire = outcome.disorder = outcome.retire = outcome.rout = false;
    }

    Explanation why{title, static_cast<double>(outcome.total), "7.1", {}, {}};
    const RulesetDefinition& words = rules.definition();
    Explanation& triggers = why.add("Triggers", std::nullopt, "7.3");
    for (const std::string& trigger : inputs.triggers) {
        triggers.add(words.word("triggers", trigger), std::nullopt, "7.3");
    }
    why.add("Class " + inputs.moraleClass + " base", base, "2.2");
    for (const PrincesAppliedModifier& modifier : modifiers) {
        why.add(modifier.label, modifier.change, modifier.rule);
    }
    why.add("Die", die, "7.1");
    if (rallyTest) {
        why.add("Rally: " + words.word("results", outcome.rally), outcome.total,
                princesRule("7.3", "A21"));
        why.note = words.word("results", outcome.rally);
    } else {
        std::string note =
            fmt::format("total {}: {}", outcome.total, words.word("results", outcome.tableResult));
        if (outcome.result != outcome.tableResult) {
            note += fmt::format("; it {}, so it {} instead",
                                inputs.retiring ? "was retiring" : "was halted",
                                words.word("results", outcome.result));
        }
        why.add("Result: " + words.word("results", outcome.result), outcome.total,
                princesRule("7.2", "A30"), note);
        why.note = note;
    }
    outcome.explanation = std::move(why);
    return outcome;
}

}  // namespace adjutant
