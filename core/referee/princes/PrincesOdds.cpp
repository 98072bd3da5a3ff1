// PrincesReferee's exact odds (every question kind that throws dice, a fire
// order, a charge with every test on its way in, a unit's morale test as it
// stands) and its step briefing.
// The dice of a volley or of one side's melee are thrown for one purpose and
// only their hits count, so each set of faces is run once (OddsLimits).
#include <fmt/format.h>

#include "core/engine/GameState.h"
#include "core/referee/OddsSupport.h"
#include "core/referee/PlainText.h"
#include "core/referee/TurnBriefing.h"
#include "core/referee/princes/PrincesContext.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

OddsLimits countedDice() {
    OddsLimits limits;
    limits.sameDiceAsSet = true;
    limits.maxDice = 24;
    return limits;
}

std::string resultInWords(const GameState& state, const nlohmann::json& value) {
    return value.is_string() ? state.ruleset().word("results", value.get<std::string>())
                             : value.dump();
}

}  // namespace

std::optional<OddsPlan> PrincesReferee::oddsPlan(const std::string& questionKind) const {
    using Json = nlohmann::json;
    if (questionKind == "fire") {
        return OddsPlan{"hits", countedDice(),
                        [](const GameState&, const Json&, const Json& value) {
                            return casualtiesInWords(value, "hit", "hits");
                        }};
    }
    if (questionKind == "melee") {
        return OddsPlan{"kills", countedDice(),
                        [](const GameState& state, const Json& question, const Json& value) {
                            return eachUnitInWords(state, question, value, "kill", "kills");
                        }};
    }
    if (questionKind == "moraleTest") {
        return OddsPlan{"result", {}, [](const GameState& state, const Json&, const Json& value) {
                            return resultInWords(state, value);
                        }};
    }
    if (questionKind == "chargeTest") {
        return OddsPlan{"charges", {}, [](const GameState&, const Json&, const Json& value) {
                            return std::string(value == true ? "charges" : "does not charge");
                        }};
    }
    return std::nullopt;
}

std::optional<RulesOdds> PrincesReferee::fireOdds(const GameState& state,
                                                  const std::string& firerId,
                                                  const std::string& targetId,
                                                  const std::string& mode) const {
    if (!state.findUnit(firerId) || !state.findUnit(targetId)) {
        return std::nullopt;
    }
    nlohmann::json question = {{"kind", "fire"}, {"firer", firerId}, {"target", targetId}};
    if (!mode.empty()) {
        question["shot"] = mode;
    }
    std::string whyNot;
    std::optional<Odds> odds = questionOdds(state, question, whyNot);
    if (!odds) {
        return std::nullopt;
    }
    return labelledOdds(
        fmt::format("{} fires at {}: hits", nameOf(state, firerId), nameOf(state, targetId)), "5.2",
        std::move(*odds),
        [](const nlohmann::json& value) { return casualtiesInWords(value, "hit", "hits"); });
}

ChargeOdds PrincesReferee::chargeOdds(const GameState& state, const std::string& chargerId,
                                      const std::vector<std::string>& targetIds) const {
    if (std::optional<ChargeOdds> refused = refusedChargeOdds(*this, state, chargerId, targetIds)) {
        return *refused;
    }
    ChargeOdds odds;
    const std::string& target = targetIds.front();
    const std::string charger = nameOf(state, chargerId);
    const auto passes = [](const nlohmann::json& value) { return value == "pass"; };
    const auto result = [&](const nlohmann::json& value) { return resultInWords(state, value); };
    std::string whyNot;
    // The charger's own test before it moves: anything but a pass calls the
    // charge off (8.2.2).
    std::optional<Odds> starts = questionOdds(
        state, {{"kind", "chargeTest"}, {"charger", chargerId}, {"target", target}}, whyNot);
    if (!starts) {
        odds.whyNot = whyNot;
        return odds;
    }
    const Chance setsOff =
        chanceOf(*starts, [](const nlohmann::json& value) { return value == true; });
    odds.onTheWay.push_back(
        labelledOdds(fmt::format("{} test to set off", possessive(charger)), "8.2.2",
                     std::move(*starts), [](const nlohmann::json& value) {
                         return std::string(value == true ? "sets off" : "calls the charge off");
                     }));
    odds.beforeResponse = 1;
    // The target's test to stand (8.2.3): only a pass leaves it free to give
    // closing fire (8.2.4).
    const nlohmann::json stand = {{"kind", "moraleTest"},
                                  {"unit", target},
                                  {"causes", {"standToCharge"}},
                                  {"enemy", chargerId}};
    Chance stands;
    Chance fallsBack;
    if (std::optional<Odds> answers = questionOdds(state, stand, whyNot)) {
        stands = chanceOf(*answers, passes);
        // A target that retires or routs is gone from where the charge was
        // aimed; the charger makes contact only if its full move still
        // reaches it (8.2.6), which the table decides, so it is not counted
        // as going home.
        const PrincesContext context(state);
        fallsBack = chanceOf(*answers, [&](const nlohmann::json& value) {
            for (const PrincesMoraleResult& row : context.rules().tables().moraleResults) {
                if (value.is_string() && row.key == value.get<std::string>()) {
                    return row.retire || row.rout;
                }
            }
            return false;
        });
        odds.responses =
            labelledOdds(fmt::format("{} test to stand to {} charge",
                                     possessive(nameOf(state, target)), possessive(charger)),
                         "7.2", std::move(*answers), result);
    }
    // Closing fire from a target that stood, and the charger's test when it
    // loses figures to it, as a moving unit: anything but a pass stops the
    // charge (8.2.5, 7.2).
    Chance stopped;
    const nlohmann::json closingFire = {
        {"kind", "fire"}, {"firer", target}, {"target", chargerId}, {"closingFire", true}};
    std::optional<Odds> fire = questionOdds(state, closingFire, whyNot);
    const Chance hit = fire ? chanceOf(*fire,
                                       [](const nlohmann::json& value) {
                                           return value.is_number() && value.get<int>() > 0;
                                       })
                            : Chance{};
    if (fire && hit.numerator > 0 && stands.numerator > 0) {
        odds.onTheWay.push_back(labelledOdds(
            fmt::format("Closing fire at {} if {} stands", charger, nameOf(state, target)), "8.2.4",
            std::move(*fire),
            [](const nlohmann::json& value) { return casualtiesInWords(value, "hit", "hits"); }));
        const nlohmann::json test = {{"kind", "moraleTest"},
                                     {"unit", chargerId},
                                     {"causes", {"shootingCasualties"}},
                                     {"enemy", target},
                                     {"moving", true}};
        if (std::optional<Odds> after = questionOdds(state, test, whyNot)) {
            stopped = stands * hit * (Chance::certain() - chanceOf(*after, passes));
            odds.onTheWay.push_back(
                labelledOdds(fmt::format("{} test if closing fire hits it", possessive(charger)),
                             "8.2.5", std::move(*after), result));
        }
    }
    odds.goesHome = setsOff * (Chance::certain() - stopped - fallsBack);
    return odds;
}

std::vector<RulesOdds> PrincesReferee::unitOdds(const GameState& state,
                                                const std::string& unitId) const {
    std::vector<RulesOdds> all;
    const Unit* unit = state.findUnit(unitId);
    if (!unit || outOfAction(state, unitId)) {
        return all;
    }
    std::string whyNot;
    const nlohmann::json morale = {
        {"kind", "moraleTest"}, {"unit", unitId}, {"causes", {"shootingCasualties"}}};
    if (std::optional<Odds> odds = questionOdds(state, morale, whyNot)) {
        all.push_back(
            labelledOdds("If it tests morale now", "7.2", std::move(*odds),
                         [&](const nlohmann::json& value) { return resultInWords(state, value); }));
    }
    return all;
}

StepBriefing PrincesReferee::stepBriefing(const GameState& state) const {
    static const std::vector<StepPurposeText> kPurposes = {
        {"initiative", "The sides find who takes the first player turn of the bound."},
        {"rallyAndReload", "The side's routers try to rally and its rifles that fired reload."},
        {"declareCharges", "The side names its charges, each charger with its target.", "charge"},
        {"chargeInitiationTests", "Each charger tests its morale before it may set off."},
        {"standToChargeTests", "Each charged unit tests whether it stands."},
        {"closingFire", "Charged units that stood fire once at their charger."},
        {"closingFireMorale", "Chargers hit by closing fire test their morale."},
        {"movement", "The charges go in, then every other move of the side.", "move"},
        {"fire", "The side fires; every hit is found before any figure comes off.", "fire"},
        {"moraleAfterFire", "Units that lost figures, or were fired on by guns, test morale."},
        {"melee", "Every pair of enemies in contact fights a round of hand to hand."},
        {"moraleAfterMelee", "Every unit that fought tests its morale."},
        {"endOfTurn", "The turn's records are cleared."},
    };
    return alternateTurnBriefing(*this, state, kPurposes, "8");
}

}  // namespace adjutant
