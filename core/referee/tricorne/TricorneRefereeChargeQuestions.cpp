// The charge questions of a situation file (steps 1-5 of the bound): is a
// charge legal, how does a charged unit respond, what does a melee cost each
// side, does a charging cavalry unit break through. Each asks the procedure a
// game uses and turns its outcome into the numbers a player checks.
#include "core/referee/tricorne/TricorneRefereeChargeQuestions.h"
#include "core/json/JsonMember.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <stdexcept>

#include "core/dice/DieRollsJson.h"
#include "core/engine/GameState.h"
#include "core/model/EnumKeys.h"
#include "core/referee/SituationQuestionReading.h"
#include "core/referee/tricorne/TricorneBreakthrough.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneChargeResponseApply.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneMelee.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"

namespace adjutant::tricorne_questions {

namespace {

constexpr const char* kDeclareStep = "declareCharges";

// A unit id the question names; an unknown or empty one is an error at its pointer.
std::optional<std::string> unitNamed(const GameState& state, const JsonReader& reader,
                                     std::string_view key) {
    return requireQuestionUnitId(state, reader, key);
}

// A list of unit ids under `key` (at least one), each checked.
std::optional<std::vector<std::string>> unitsNamed(const GameState& state, const JsonReader& reader,
                                                   std::string_view key) {
    std::vector<std::string> ids;
    const std::vector<JsonReader> list = reader.requireArray(key);
    if (list.empty() && reader.has(key)) {
        reader.errorAt(key, "expected at least one unit id");
    }
    for (const JsonReader& element : list) {
        const std::optional<std::string> id = element.asString();
        if (!id) {
            element.error("expected a unit id");
        } else if (!state.findUnit(*id)) {
            element.error(fmt::format("no unit \"{}\" in this situation", *id));
        } else {
            ids.push_back(*id);
        }
    }
    if (reader.diagnostics().hasErrors() || ids.empty()) {
        return std::nullopt;
    }
    return ids;
}

nlohmann::json codesOf(const std::vector<TricorneAction>& actions) {
    nlohmann::json codes = nlohmann::json::array();
    for (const TricorneAction& action : actions) {
        codes.push_back(tricorneActionKey(action.code));
    }
    return codes;
}

// --- chargeDeclaration ------------------------------------------------------------

std::optional<RulesAnswer> answerDeclaration(const GameState& state, const JsonReader& question) {
    const auto charger = unitNamed(state, question, "charger");
    const auto targets = unitsNamed(state, question, "targets");
    if (!charger || !targets) {
        return std::nullopt;
    }
    const TricorneContext context(state);
    const ChargeDeclarationCheck check =
        checkChargeDeclaration(context, ChargeDeclaration{*charger, *targets});
    nlohmann::json paths = nlohmann::json::array();
    for (std::size_t i = 0; i < check.paths.size(); ++i) {
        const ChargePath& path = check.paths[i];
        paths.push_back({{"target", (*targets)[i]},
                         {"inFront", path.inFront},
                         {"aspect", path.aspect},
                         {"distance", path.distance},
                         {"wheelDegrees", path.wheelDegrees},
                         {"wheelCost", path.wheelCost},
                         {"length", path.length},
                         {"cost", path.cost},
                         {"impetusLostBecause", path.impetusLostBecause},
                         {"blockedBy", path.blockedBy}});
    }
    RulesAnswer answer;
    answer.explanation = check.explanation;
    answer.json = {
        {"kind", "chargeDeclaration"},
        {"charger", *charger},
        {"targets", *targets},
        {"legal", check.legal},
        {"reason", check.reason},
        {"reach", check.reach.inches},
        {"paths", std::move(paths)},
        {"impetusLost", !check.impetusLostBecause.empty()},
        {"impetusLostBecause", check.impetusLostBecause},
        {"summary", check.legal
                        ? fmt::format("{} may charge {}", *charger, fmt::join(*targets, ", "))
                        : fmt::format("{} may not charge: {}", *charger, check.reason)},
        {"explanation", check.explanation.toJson()}};
    return answer;
}

// --- chargeResponse ----------------------------------------------------------------

std::optional<RulesAnswer> answerResponse(GameState& state, const JsonReader& question,
                                          DiceSource& dice) {
    const auto unit = unitNamed(state, question, "unit");
    std::optional<std::string> charger;
    if (question.has("charger")) {
        charger = unitNamed(state, question, "charger");
    }
    const std::string choice = question.optionalString("choice");
    if (!unit || (question.has("charger") && !charger)) {
        return std::nullopt;
    }
    std::optional<ChargeResponseTest> test;
    {
        const TricorneContext context(state);
        std::optional<ChargeResponder> responder;
        for (const ChargeResponder& found : findChargeResponders(context)) {
            if (found.unitId == *unit) {
                responder = found;
            }
        }
        if (!responder) {
            question.errorAt("unit", fmt::format("unit \"{}\" is not charged, nor in base contact "
                                                 "with a charged friend (9.1); declare the charge "
                                                 "in the situation's \"charges\"",
                                                 *unit));
            return std::nullopt;
        }
        if (charger) {
            if (std::find(responder->chargers.begin(), responder->chargers.end(), *charger) ==
                responder->chargers.end()) {
                question.errorAt("charger",
                                 fmt::format("\"{}\" does not charge \"{}\"{}", *charger, *unit,
                                             responder->chargedFriend.empty()
                                                 ? std::string{}
                                                 : " nor " + responder->chargedFriend));
                return std::nullopt;
            }
            responder->chargerId = *charger;
        }
        test = testChargeResponse(context, *responder, dice, choice);
    }
    const ChargeResponseRow& row = test->row;
    nlohmann::json json = {
        {"kind", "chargeResponse"},
        {"unit", *unit},
        {"charger", test->responder.chargerId},
        {"chargedFriend", test->responder.chargedFriend},
        {"chargerArm", std::string(troopCategoryKey(test->situation.chargerArm))},
        {"aspect", test->situation.aspect},
        {"exempt", test->exempt}};
    if (!test->exempt) {
        json["pms"] = test->pms;
        json["die"] = test->die;
        json["d"] = test->d;
        json["band"] = row.band;
        json["column"] = row.column;
        json["splits"] = row.splits;
        json["alternatives"] = row.keys;
        json["response"] = row.keys.empty() ? std::string("none") : row.keys[test->chosen];
        json["actions"] =
            row.alternatives.empty() ? nlohmann::json::array() : codesOf(test->actions());
    } else {
        json["response"] = "exempt";
        json["actions"] = nlohmann::json::array();
    }
    // A8, A14: whether "fire at X" can be made, judged as step 3 will judge it.
    recordChargeResponse(state, *test);
    RulesAnswer answer = answerFromResolution(test->resolution, std::move(json));
    const TricorneContext after(state);
    const TricorneAction* fire = nullptr;
    if (!test->exempt && !row.alternatives.empty()) {
        for (const TricorneAction& action : test->actions()) {
            fire = action.code == TricorneActionCode::Fire && action.distance ? &action : fire;
        }
    }
    for (const ChargeResponsePlan& plan : planChargeResponses(after)) {
        if (plan.unitId == *unit && fire) {
            answer.json["fireAt"] = scaledRuleDistance(after, *fire->distance);
            answer.json["measured"] = plan.measured;
            answer.json["tooClose"] = plan.tooClose;
            answer.json["carriedOut"] = codesOf(plan.actions);
            answer.explanation.add(plan.explanation);
            answer.json["explanation"] = answer.explanation.toJson();
        }
    }
    return answer;
}

// --- melee -------------------------------------------------------------------------

nlohmann::json boutJson(const MeleeBout& bout) {
    nlohmann::json factors = nlohmann::json::array();
    for (const AppliedTacticalFactor& factor : bout.factors) {
        factors.push_back({{"key", factor.key}, {"label", factor.label}, {"value", factor.value}});
    }
    nlohmann::json json = {{"unit", bout.unitId},
                           {"enemy", bout.enemyId},
                           {"figures", bout.frontage.figures},
                           {"inContact", bout.frontage.inContact},
                           {"overlap", bout.frontage.overlap},
                           {"edge", bout.frontage.edge},
                           {"column", bout.column.charging ? "charging" : "inContact"},
                           {"meleeClass", bout.meleeClass},
                           {"factor", bout.perFigure},
                           {"base", bout.base},
                           {"tacticalFactors", std::move(factors)},
                           {"tactical", bout.factorTotal},
                           {"totalBeforeDie", bout.totalBeforeDie},
                           {"rolled", bout.rolled},
                           {"casualties", bout.roll.casualties}};
    if (bout.rolled) {
        json["die"] = bout.roll.die;
        json["total"] = bout.roll.total;
        json["fullSixes"] = bout.roll.fullSixes;
        json["remainder"] = bout.roll.remainder;
        json["remainderDie"] =
            bout.roll.remainderDie ? nlohmann::json(*bout.roll.remainderDie) : nlohmann::json();
    }
    return json;
}

std::optional<RulesAnswer> answerMelee(const GameState& state, const JsonReader& question,
                                       DiceSource& dice) {
    const auto units = unitsNamed(state, question, "units");
    if (!units) {
        return std::nullopt;
    }
    const TricorneContext context(state);
    const ChargeList charges = chargesOfThisBound(context);
    const MeleeSituation situation = findMelees(context, charges);
    const auto named = [&](const std::string& id) {
        return std::find(units->begin(), units->end(), id) != units->end();
    };

    // 12.6: a named unit that falls back instead of fighting.
    nlohmann::json avoiding = nlohmann::json::array();
    RulesAnswer avoided;
    avoided.explanation = Explanation{"No melee", std::nullopt, "12.6", {}, {}};
    for (const MeleeAvoidance& avoider : situation.avoiding) {
        if (named(avoider.unitId) || named(avoider.enemyId)) {
            avoiding.push_back(
                {{"unit", avoider.unitId}, {"enemy", avoider.enemyId}, {"kind", avoider.kind}});
            avoided.explanation.add(avoider.unitId + " avoids the melee", std::nullopt, "12.6",
                                    avoider.kind);
        }
    }
    const MeleeEngagement* engagement = nullptr;
    for (const MeleeEngagement& candidate : situation.engagements) {
        if (std::find(candidate.units.begin(), candidate.units.end(), units->front()) !=
            candidate.units.end()) {
            engagement = &candidate;
        }
    }
    if (!engagement) {
        if (!avoiding.empty()) {
            const std::string summary = fmt::format("no melee: {} avoids it (12.6)",
                                                    memberOr(avoiding.front(), "unit", ""));
            avoided.json = {{"kind", "melee"},
                            {"fought", false},
                            {"avoiding", std::move(avoiding)},
                            {"casualties", nlohmann::json::object()},
                            {"summary", summary},
                            {"explanation", avoided.explanation.toJson()}};
            return avoided;
        }
        question.errorAt("units", fmt::format("\"{}\" is in base contact with no enemy it fights "
                                              "now (or has fought it this bound already)",
                                              units->front()));
        return std::nullopt;
    }
    for (const std::string& id : *units) {
        if (std::find(engagement->units.begin(), engagement->units.end(), id) ==
            engagement->units.end()) {
            question.errorAt("units", fmt::format("\"{}\" is not in the melee of \"{}\" (no chain "
                                                  "of base contacts joins them)",
                                                  id, units->front()));
            return std::nullopt;
        }
    }
    const MeleeResult result = resolveMelee(context, *engagement, charges, dice);
    nlohmann::json pairs = nlohmann::json::array();
    for (const MeleePair& pair : engagement->pairs) {
        pairs.push_back(
            {{"first", pair.first}, {"second", pair.second}, {"continuing", pair.continuing}});
    }
    nlohmann::json bouts = nlohmann::json::array();
    for (const MeleeBout& bout : result.bouts) {
        bouts.push_back(boutJson(bout));
    }
    nlohmann::json casualties = nlohmann::json::object();
    for (const std::string& id : engagement->units) {
        const auto lost = result.losses.find(id);
        casualties[id] = lost == result.losses.end() ? 0 : lost->second;
    }
    nlohmann::json charged = nlohmann::json::array();
    for (const std::string& id : engagement->units) {
        if (findCharge(charges, id)) {
            charged.push_back(id);
        }
    }
    return answerFromResolution(result.resolution, {{"kind", "melee"},
                                                    {"fought", true},
                                                    {"units", engagement->units},
                                                    {"charged", std::move(charged)},
                                                    {"pairs", std::move(pairs)},
                                                    {"bouts", std::move(bouts)},
                                                    {"casualties", std::move(casualties)},
                                                    {"flanked", result.flankedUnits},
                                                    {"avoiding", std::move(avoiding)}});
}

// --- breakthrough ------------------------------------------------------------------

std::optional<RulesAnswer> answerBreakthrough(const GameState& state, const JsonReader& question,
                                              DiceSource& dice) {
    const auto charger = unitNamed(state, question, "charger");
    const auto target = unitNamed(state, question, "target");
    const bool moraleBreak = question.optionalBool("moraleBreak", false);
    if (!charger || !target || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    const TricorneContext context(state);
    const ChargeList charges = chargesOfThisBound(context);
    const ChargeImpetus* charge = findCharge(charges, *charger);
    if (!charge) {
        question.errorAt("charger",
                         fmt::format("\"{}\" did not charge this bound (11.1); declare its charge "
                                     "in the situation's \"charges\"",
                                     *charger));
        return std::nullopt;
    }
    const BreakthroughResult result =
        testBreakthrough(context, *charge, *target, charges, dice, moraleBreak);
    nlohmann::json modifiers = nlohmann::json::array();
    for (const BreakthroughModifier& modifier : result.modifiers) {
        modifiers.push_back(
            {{"key", modifier.key}, {"label", modifier.label}, {"value", modifier.value}});
    }
    std::string outcome = "noTest";
    if (result.automatic) {
        outcome = "automatic";
    } else if (result.tests) {
        outcome = result.brokeThrough ? "breaksThrough" : "fails";
    }
    nlohmann::json json = {{"kind", "breakthrough"},
                           {"charger", *charger},
                           {"target", *target},
                           {"tests", result.tests},
                           {"automatic", result.automatic},
                           {"brokeThrough", result.brokeThrough},
                           {"result", outcome}};
    if (result.tests && !result.automatic) {
        json["base"] = result.base;
        json["modifiers"] = std::move(modifiers);
        json["factor"] = result.factor;
        json["die"] = result.die;
    }
    return answerFromResolution(result.resolution, std::move(json));
}

}  // namespace

RulesAnswer answerFromResolution(const Resolution& resolution, nlohmann::json json) {
    RulesAnswer answer;
    json["summary"] = resolution.summary;
    json["rolls"] = dieRollsJson(resolution.rolls);
    json["explanation"] = resolution.explanation.toJson();
    answer.json = std::move(json);
    answer.explanation = resolution.explanation;
    return answer;
}

bool isChargeQuestion(const std::string& kind) {
    return !chargeQuestionStep(kind).empty();
}

std::string chargeQuestionStep(const std::string& kind) {
    // Each charge question and the step of the bound whose procedure answers it.
    constexpr EnumKeys<std::string_view, 4> kStepOfQuestion{{
        {"chargeDeclaration", kDeclareStep},
        {"chargeResponse", "responseTests"},
        {"melee", "melee"},
        {"breakthrough", "breakthroughTests"},
    }};
    return std::string(keyIn(kStepOfQuestion, std::string_view(kind), ""));
}

std::optional<RulesAnswer> answerChargeQuestion(const std::string& kind, GameState& state,
                                                const JsonReader& question, DiceSource& dice) {
    if (kind == "chargeDeclaration") {
        return answerDeclaration(state, question);
    }
    if (kind == "chargeResponse") {
        return answerResponse(state, question, dice);
    }
    if (kind == "melee") {
        return answerMelee(state, question, dice);
    }
    if (kind == "breakthrough") {
        return answerBreakthrough(state, question, dice);
    }
    return std::nullopt;
}

void readSituationCharges(GameState& state, const JsonReader& situation) {
    if (!situation.has("charges")) {
        return;
    }
    bool declared = false;
    for (const JsonReader& entry : situation.requireArray("charges")) {
        const auto charger = unitNamed(state, entry, "charger");
        const auto targets = unitsNamed(state, entry, "targets");
        if (!charger || !targets) {
            continue;
        }
        try {
            declareCharge(state, ChargeDeclaration{*charger, *targets});
            declared = true;
        } catch (const std::invalid_argument& refused) {
            entry.error(fmt::format("this charge may not be declared: {}", refused.what()));
        }
    }
    // Past step 1, the declarations have been resolved: the chargers have
    // advanced to musket range and the targets know who charges them.
    const auto& sequence = state.ruleset().sequence;
    const auto declareStep =
        std::find_if(sequence.begin(), sequence.end(),
                     [](const SequenceStep& step) { return step.id == kDeclareStep; });
    const auto declareIndex = static_cast<std::size_t>(declareStep - sequence.begin());
    if (declared && declareStep != sequence.end() && state.stepIndex() > declareIndex &&
        !situation.diagnostics().hasErrors()) {
        resolveChargeDeclarationsStep(state);
    }
}

}  // namespace adjutant::tricorne_questions
