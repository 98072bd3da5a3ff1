// TricorneReferee's exact odds: every question kind that throws dice, and the
// odds the window shows before a player commits (a fire order, a charge) or
// about a unit as it stands ("if it tests now"). Each is the rules' own
// procedure run over every face of every die it throws, on copies of the state.
#include <fmt/format.h>

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/model/EnumKeys.h"
#include "core/referee/OddsSupport.h"
#include "core/referee/PlainText.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneWords.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

// A charge's steps are few dice each, but a step resolves every charge of the
// bound: the window's odds give up rather than keep a player waiting.
constexpr std::size_t kMostRunsForTheWindow = 4000;

std::string resultInWords(const GameState& state, const nlohmann::json& value) {
    if (!value.is_string()) {
        return value.dump();
    }
    const std::string key = value.get<std::string>();
    return key.empty() ? std::string("no result") : state.ruleset().word("actions", key);
}

std::string breakthroughInWords(const nlohmann::json& value) {
    constexpr EnumKeys<std::string_view, 3> kWords{{
        {"breaksThrough", "breaks through"},
        {"automatic", "passes through without a test"},
        {"noTest", "may not test"},
    }};
    const std::string key = value.is_string() ? value.get<std::string>() : std::string();
    return std::string(keyIn(kWords, std::string_view(key), "does not break through"));
}

// The initiative roll's outcome, {"side": 0, "boundsOwed": 2}, as its summary says it.
std::string initiativeInWords(const GameState& state, const nlohmann::json& /*question*/,
                              const nlohmann::json& value) {
    const int side = value.value("side", -1);
    if (side < 0) {
        return "Equal totals: both sides start in the same bound";
    }
    const int bounds = value.value("boundsOwed", 0);
    return fmt::format("{} has the initiative and moves {} bound{} first", sideName(state, side),
                       bounds, bounds == 1 ? "" : "s");
}

// A whole step's answer: what happened to each unit, one summary each.
std::string summariesInWords(const nlohmann::json& value) {
    if (!value.is_array()) {
        return value.dump();
    }
    std::string words;
    for (const nlohmann::json& summary : value) {
        words += (words.empty() ? "" : "; ") +
                 (summary.is_string() ? summary.get<std::string>() : summary.dump());
    }
    return words.empty() ? std::string("nothing happens") : words;
}

}  // namespace

std::optional<OddsPlan> TricorneReferee::oddsPlan(const std::string& questionKind) const {
    using Json = nlohmann::json;
    if (questionKind == "fire") {
        return OddsPlan{"casualties", {}, [](const GameState&, const Json&, const Json& value) {
                            return casualtiesInWords(value);
                        }};
    }
    if (questionKind == "moraleTest" || questionKind == "morale") {
        return OddsPlan{"result", {}, [](const GameState& state, const Json&, const Json& value) {
                            return resultInWords(state, value);
                        }};
    }
    if (questionKind == "chargeResponse") {
        return OddsPlan{"response", {}, [](const GameState& state, const Json&, const Json& value) {
                            return responseKeyInWords(state, value.is_string()
                                                                 ? value.get<std::string>()
                                                                 : std::string());
                        }};
    }
    if (questionKind == "melee") {
        return OddsPlan{
            "casualties", {}, [](const GameState& state, const Json& question, const Json& value) {
                return eachUnitInWords(state, question, value, "figure lost", "figures lost");
            }};
    }
    if (questionKind == "breakthrough") {
        return OddsPlan{"result", {}, [](const GameState&, const Json&, const Json& value) {
                            return breakthroughInWords(value);
                        }};
    }
    if (questionKind == "initiative") {
        return OddsPlan{"outcome", {}, initiativeInWords};
    }
    if (questionKind == "step") {
        return OddsPlan{"summaries", {}, [](const GameState&, const Json&, const Json& value) {
                            return summariesInWords(value);
                        }};
    }
    return std::nullopt;
}

std::optional<RulesOdds> TricorneReferee::fireOdds(const GameState& state,
                                                   const std::string& firerId,
                                                   const std::string& targetId,
                                                   const std::string& /*mode*/) const {
    if (!state.findUnit(firerId) || !state.findUnit(targetId) ||
        refuseFireOrder(state, firerId, targetId, {})) {
        return std::nullopt;
    }
    std::string whyNot;
    std::optional<Odds> odds =
        questionOdds(state, {{"kind", "fire"}, {"firer", firerId}, {"target", targetId}}, whyNot);
    if (!odds) {
        return std::nullopt;
    }
    return labelledOdds(
        fmt::format("{} fires at {}: casualties", nameOf(state, firerId), nameOf(state, targetId)),
        "14.4", std::move(*odds),
        [](const nlohmann::json& value) { return casualtiesInWords(value); });
}

ChargeOdds TricorneReferee::chargeOdds(const GameState& state, const std::string& chargerId,
                                       const std::vector<std::string>& targetIds) const {
    ChargeOdds odds;
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != "declareCharges") {
        odds.whyNot = "charges are declared in step 1";
        return odds;
    }
    if (auto why = refuseCharge(state, chargerId, targetIds)) {
        odds.whyNot = *why;
        return odds;
    }
    // This charge alone, declared and advanced as step 1 does it.
    GameState declared = state;
    std::vector<std::string> others;
    for (const Unit& unit : declared.units()) {
        if (unit.id != chargerId &&
            !tricorneState(declared).unit(unit.id).thisBound.chargeTargets.empty()) {
            others.push_back(unit.id);
        }
    }
    // Recorded as accepted: the charge was checked above, and a withdrawal
    // always may be made.
    for (const std::string& other : others) {
        recordCharge(declared, other, {});  // withdrawn
    }
    recordCharge(declared, chargerId, targetIds);
    // Step 1 moves the chargers; its dice (the game's first initiative roll,
    // when no step has been resolved yet) are counted with the rest.
    const auto throughStepOne = [this](GameState& copy, DiceSource& dice) {
        resolveStep(copy, dice);
        moveToNextStep(copy, *this);
    };
    const std::string& target = targetIds.front();

    std::string whyNot;
    const nlohmann::json question = {
        {"kind", "chargeResponse"}, {"unit", target}, {"charger", chargerId}};
    if (const std::optional<OddsPlan> plan = oddsPlan("chargeResponse")) {
        if (std::optional<Odds> responses =
                answerOdds(*this, declared, question, *plan, whyNot, throughStepOne)) {
            odds.responses = labelledOdds(
                fmt::format("{} answer to {} charge", possessive(nameOf(state, target)),
                            possessive(nameOf(state, chargerId))),
                "10.2", std::move(*responses), [&](const nlohmann::json& value) {
                    return responseKeyInWords(
                        state, value.is_string() ? value.get<std::string>() : std::string());
                });
        }
    }
    // Goes home: after the responses are carried out (steps 2 and 3) the
    // charger is in contact with its target.
    OddsLimits limits;
    limits.maxRuns = kMostRunsForTheWindow;
    const std::optional<Odds> home = enumerateOdds(
        [&](DiceSource& dice) -> nlohmann::json {
            GameState copy = declared;
            throughStepOne(copy, dice);
            resolveStep(copy, dice);
            moveToNextStep(copy, *this);
            resolveStep(copy, dice);
            return tricorneState(copy).unit(chargerId).thisBound.chargeContact;
        },
        limits);
    if (home) {
        odds.goesHome = chanceOf(*home, [](const nlohmann::json& value) { return value == true; });
    } else if (odds.whyNot.empty()) {
        odds.whyNot = "too many dice to count every face of";
    }
    return odds;
}

std::vector<RulesOdds> TricorneReferee::unitOdds(const GameState& state,
                                                 const std::string& unitId) const {
    std::vector<RulesOdds> all;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return all;
    }
    const TricorneContext context(state);
    const TricorneTroopType* troop = context.troop(*unit);
    if (!troop || troop->category == TroopCategory::General || outOfAction(state, unitId)) {
        return all;
    }
    const TricorneUnitState& status = context.status(unitId);
    std::string whyNot;
    // Its morale test as it stands: with its own reasons, or as if it had lost
    // figures to fire (the reason changes nothing in the result).
    nlohmann::json morale = {{"kind", "moraleTest"}, {"unit", unitId}};
    bool hasReason = false;
    for (const MoraleTest& test : findMoraleTests(context)) {
        hasReason = hasReason || test.unitId == unitId;
    }
    if (!hasReason) {
        morale["causes"] = {"fireCasualties"};
    }
    if (std::optional<Odds> odds = questionOdds(state, morale, whyNot)) {
        all.push_back(
            labelledOdds("If it tests morale now", "15.5", std::move(*odds),
                         [&](const nlohmann::json& value) { return resultInWords(state, value); }));
    }
    // A melee about to be fought: the figures this unit may lose in it.
    const SequenceStep* step = state.currentStep();
    if (step && step->id == "melee") {
        std::vector<std::string> opponents;
        const auto add = [&](const std::string& id) {
            if (std::find(opponents.begin(), opponents.end(), id) == opponents.end()) {
                opponents.push_back(id);
            }
        };
        if (status.thisBound.chargeContact && !status.thisBound.chargeTargets.empty()) {
            add(status.thisBound.chargeTargets.front());
        }
        for (const std::string& charger : status.thisBound.chargedBy) {
            if (context.status(charger).thisBound.chargeContact) {
                add(charger);
            }
        }
        for (const std::string& enemy : status.lastBound.meleeOpponents) {
            add(enemy);
        }
        if (!opponents.empty()) {
            nlohmann::json units = nlohmann::json::array({unitId});
            for (const std::string& id : opponents) {
                units.push_back(id);
            }
            if (std::optional<Odds> odds =
                    questionOdds(state, {{"kind", "melee"}, {"units", units}}, whyNot)) {
                all.push_back(labelledOdds("If it fights now: figures it loses", "12.3",
                                           marginalOdds(*odds, unitId),
                                           [](const nlohmann::json& value) {
                                               return casualtiesInWords(value, "figure", "figures");
                                           }));
            }
        }
    }
    // A cavalry charge of this bound, before its breakthrough test.
    if (troop->category == TroopCategory::Cavalry && !status.thisBound.chargeTargets.empty()) {
        const std::string& target = status.thisBound.chargeTargets.front();
        if (std::optional<Odds> odds = questionOdds(
                state, {{"kind", "breakthrough"}, {"charger", unitId}, {"target", target}},
                whyNot)) {
            all.push_back(labelledOdds(
                fmt::format("If it tests to break through {} now", nameOf(state, target)), "11.5",
                std::move(*odds), breakthroughInWords));
        }
    }
    return all;
}

}  // namespace adjutant
