// FireEffectReferee's exact odds and its step briefing. Individual fire throws
// a die per figure, far too many sequences to run one by one; but it only
// counts the dice that show a counting face, so its odds are the chance of each
// count (binomial, worked out exactly) with the rules run once for each count.
// A melee's ties are thrown again, each round the same as the first, so its
// odds are those of one round without a tie.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/json/Diagnostics.h"
#include "core/referee/OddsSupport.h"
#include "core/referee/PlainText.h"
#include "core/referee/TurnBriefing.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectContext.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

std::optional<TroopCategory> armOf(const GameState& state, const Unit& unit) {
    const UnitType* type = state.ruleset().findUnitType(unit.type);
    if (!type) {
        return std::nullopt;
    }
    return type->arm;
}

// The answer to `question` with these dice, or null.
nlohmann::json answerWith(const RulesetReferee& referee, const GameState& state,
                          const nlohmann::json& question, std::vector<int> faces) {
    GameState copy = state;
    Diagnostics diagnostics;
    ScriptedDice dice(std::move(faces));
    try {
        std::optional<RulesAnswer> answer =
            referee.answer(copy, JsonReader(question, "question", diagnostics), dice);
        return answer && !diagnostics.hasErrors() ? answer->json : nlohmann::json();
    } catch (const DiceError&) {
        return nullptr;
    }
}

// Individual fire: n dice, each counting with the same chance.
std::optional<Odds> individualFireOdds(const RulesetReferee& referee, const GameState& state,
                                       const nlohmann::json& question, std::string& whyNot) {
    const nlohmann::json probe = answerWith(referee, state, question, std::vector<int>(400, 1));
    if (!probe.is_object() || !probe.value("allowed", false)) {
        whyNot = probe.is_object() ? probe.value("reason", std::string("it may not fire"))
                                   : std::string("the question has no answer");
        return std::nullopt;
    }
    const int shots = probe.value("shots", 0);
    // Which faces count: all dice showing one face give a count of n or 0.
    std::uint64_t counting = 0;
    int countingFace = 0;
    int missingFace = 0;
    for (int face = 1; face <= 6; ++face) {
        const nlohmann::json all = answerWith(
            referee, state, question, std::vector<int>(static_cast<std::size_t>(shots), face));
        if (all.is_object() && (all.value("exact", 0.0) > 0 || all.value("casualties", 0) > 0)) {
            ++counting;
            countingFace = face;
        } else {
            missingFace = face;
        }
    }
    if (counting == 0 || shots == 0) {
        return Odds{{0, Chance::certain()}};
    }
    const Chance hit = Chance::of(counting, 6);
    const Chance miss = Chance::certain() - hit;
    std::map<int, Chance> byCasualties;
    Chance choose = Chance::certain();  // C(n, k), kept as a whole number
    for (int k = 0; k <= shots; ++k) {
        if (k > 0) {
            choose = choose * Chance::of(static_cast<std::uint64_t>(shots - k + 1),
                                         static_cast<std::uint64_t>(k));
        }
        Chance chance = choose;
        for (int i = 0; i < k; ++i) {
            chance = chance * hit;
        }
        for (int i = k; i < shots; ++i) {
            chance = chance * miss;
        }
        std::vector<int> faces(static_cast<std::size_t>(k), countingFace);
        faces.resize(static_cast<std::size_t>(shots),
                     missingFace == 0 ? countingFace : missingFace);
        const nlohmann::json answer = answerWith(referee, state, question, faces);
        const int casualties = answer.is_object() ? answer.value("casualties", 0) : 0;
        auto [it, inserted] = byCasualties.try_emplace(casualties, chance);
        if (!inserted) {
            it->second = it->second + chance;
        }
    }
    Odds odds;
    for (const auto& [casualties, chance] : byCasualties) {
        odds.push_back({casualties, chance});
    }
    return odds;
}

std::string winnerInWords(const GameState& state, const nlohmann::json& question,
                          const nlohmann::json& value) {
    const std::string side = value.is_string() ? value.get<std::string>() : std::string();
    if (side == "none") {
        return "both hold";
    }
    const std::string id = question.value(side, std::string());
    return id.empty() ? side : nameOf(state, id) + " wins";
}

}  // namespace

std::optional<OddsPlan> FireEffectReferee::oddsPlan(const std::string& questionKind) const {
    using Json = nlohmann::json;
    if (questionKind == "smallArms" || questionKind == "artillery" ||
        questionKind == "machineGun") {
        return OddsPlan{"casualties", {}, [](const GameState&, const Json&, const Json& value) {
                            return casualtiesInWords(value);
                        }};
    }
    if (questionKind == "moraleAfterFire") {
        return OddsPlan{"passed", {}, [](const GameState&, const Json&, const Json& value) {
                            return std::string(value == true ? "stands" : "figures break");
                        }};
    }
    if (questionKind == "melee") {
        OddsLimits oneRound;
        oneRound.maxDice = 2;
        oneRound.dropDeeper = true;
        return OddsPlan{"winner", oneRound, winnerInWords};
    }
    return std::nullopt;
}

std::optional<Odds> FireEffectReferee::questionOdds(const GameState& state,
                                                    const nlohmann::json& question,
                                                    std::string& whyNot) const {
    if (question.value("kind", std::string()) == "smallArms" &&
        question.value("mode", std::string()) == "individual") {
        return individualFireOdds(*this, state, question, whyNot);
    }
    return RulesetReferee::questionOdds(state, question, whyNot);
}

std::optional<RulesOdds> FireEffectReferee::fireOdds(const GameState& state,
                                                     const std::string& firerId,
                                                     const std::string& targetId,
                                                     const std::string& mode) const {
    const Unit* firer = state.findUnit(firerId);
    if (!firer || !state.findUnit(targetId)) {
        return std::nullopt;
    }
    const std::optional<TroopCategory> arm = armOf(state, *firer);
    nlohmann::json question = {{"kind", arm == TroopCategory::Artillery    ? "artillery"
                                        : arm == TroopCategory::MachineGun ? "machineGun"
                                                                           : "smallArms"},
                               {"firer", firerId},
                               {"target", targetId}};
    if (!mode.empty()) {
        question["mode"] = mode;
    }
    std::string whyNot;
    const bool shellsAtAGun =
        (arm == TroopCategory::Artillery || arm == TroopCategory::MachineGun) &&
        FireEffectContext(state).isGun(*state.findUnit(targetId));
    if (shellsAtAGun) {
        // A gun fired on by guns loses no figures: a shell only silences it,
        // on the effect die as thrown (4.3, 5), so the odds are of guns silenced.
        const std::optional<OddsPlan> plan = oddsPlan(question["kind"].get<std::string>());
        if (!plan) {
            return std::nullopt;
        }
        OddsPlan silenced = *plan;
        silenced.by = "gunsSilenced";
        std::optional<Odds> odds = answerOdds(*this, state, question, silenced, whyNot);
        if (!odds) {
            return std::nullopt;
        }
        return labelledOdds(fmt::format("{} fires at {}: guns silenced", nameOf(state, firerId),
                                        nameOf(state, targetId)),
                            arm == TroopCategory::Artillery ? "4.3" : "5", std::move(*odds),
                            [](const nlohmann::json& value) {
                                const int guns = value.is_number() ? value.get<int>() : 0;
                                return guns == 0   ? std::string("no gun silenced")
                                       : guns == 1 ? std::string("1 gun silenced")
                                                   : fmt::format("{} guns silenced", guns);
                            });
    }
    std::optional<Odds> odds = questionOdds(state, question, whyNot);
    if (!odds) {
        return std::nullopt;
    }
    return labelledOdds(
        fmt::format("{} fires at {}: casualties", nameOf(state, firerId), nameOf(state, targetId)),
        arm == TroopCategory::Artillery    ? "4.3"
        : arm == TroopCategory::MachineGun ? "5"
                                           : "3.3",
        std::move(*odds), [](const nlohmann::json& value) { return casualtiesInWords(value); });
}

ChargeOdds FireEffectReferee::chargeOdds(const GameState& state, const std::string& chargerId,
                                         const std::vector<std::string>& targetIds) const {
    if (std::optional<ChargeOdds> refused = refusedChargeOdds(*this, state, chargerId, targetIds)) {
        return *refused;
    }
    ChargeOdds odds;
    // A declared charge goes in (9.3); the melee it brings decides the rest.
    odds.goesHome = Chance::certain();
    std::string whyNot;
    const nlohmann::json melee = {
        {"kind", "melee"}, {"attacker", chargerId}, {"defender", targetIds.front()}};
    if (std::optional<Odds> winner = questionOdds(state, melee, whyNot)) {
        odds.responses = labelledOdds(
            fmt::format("Who wins {} charge on {}", possessive(nameOf(state, chargerId)),
                        nameOf(state, targetIds.front())),
            "7.3", std::move(*winner),
            [&](const nlohmann::json& value) { return winnerInWords(state, melee, value); });
    }
    return odds;
}

std::vector<RulesOdds> FireEffectReferee::unitOdds(const GameState& state,
                                                   const std::string& unitId) const {
    std::vector<RulesOdds> all;
    const Unit* unit = state.findUnit(unitId);
    if (!unit || outOfAction(state, unitId) || unit->figures < 1) {
        return all;
    }
    std::string whyNot;
    const nlohmann::json morale = {
        {"kind", "moraleAfterFire"}, {"unit", unitId}, {"casualties", 1}};
    if (std::optional<Odds> odds = questionOdds(state, morale, whyNot)) {
        all.push_back(labelledOdds("If it loses a figure to fire now", "8.1", std::move(*odds),
                                   [](const nlohmann::json& value) {
                                       return value == true ? std::string("stands")
                                                            : std::string("figures break");
                                   }));
    }
    return all;
}

namespace {

// A broken group is a target of fire and charges (FireEffectBrokenTargets.h)
// though not a unit of the game, so the briefing's look over the enemy units
// misses a unit whose only target is one: it is added here, and its side
// then has something to do.
void addUnitsWithABrokenGroupTarget(const FireEffectReferee& referee, const GameState& state,
                                    bool charge, StepBriefing& briefing) {
    const FireEffectContext context(state);
    bool added = false;
    for (SideBriefing& side : briefing.sides) {
        // Fire is given by both sides; charges only in the side's own turn.
        if (charge && side.side != state.sideToAct()) {
            continue;
        }
        for (const Unit& unit : state.units()) {
            if (unit.side != side.side || referee.outOfAction(state, unit.id) ||
                referee.whyCannotAct(state, unit.id) ||
                std::find(briefing.unitsThatMayAct.begin(), briefing.unitsThatMayAct.end(),
                          unit.id) != briefing.unitsThatMayAct.end()) {
                continue;
            }
            for (const Unit& group : fireEffectEnemyBrokenGroups(context, unit)) {
                const bool allowed = charge
                                         ? !referee.refuseCharge(state, unit.id, {group.id})
                                         : !referee.refuseFireOrder(state, unit.id, group.id, {});
                if (allowed) {
                    briefing.unitsThatMayAct.push_back(unit.id);
                    side.mayAct = true;
                    side.why.clear();
                    side.rule.clear();
                    added = true;
                    break;
                }
            }
        }
    }
    if (added) {
        briefing.nobodyCanAct = false;
        briefing.nobodyWhy.clear();
    }
}

}  // namespace

StepBriefing FireEffectReferee::stepBriefing(const GameState& state) const {
    static const std::vector<StepPurposeText> kPurposes = {
        {"initiative", "The sides find who takes the first half of the move."},
        {"brokenTroops", "The side's broken groups out of danger are checked or try to rally."},
        {"declareCharges", "The side names its charges, and whether each charger fires.", "charge"},
        {"movement", "The side moves: charges into contact first, then everything else.", "move"},
        {"fire", "The side fires, and the other side's breech-loaders fire back.", "fire"},
        {"moraleAfterFire", "Every unit that lost figures in a volley tests its morale."},
        {"handToHand", "Every contact is fought: shock first, then the melee."},
        {"endOfHalf", "The half's records are cleared."},
    };
    StepBriefing briefing = alternateTurnBriefing(*this, state, kPurposes, "9");
    if (const SequenceStep* step = state.currentStep();
        step && (step->id == "fire" || step->id == "declareCharges")) {
        addUnitsWithABrokenGroupTarget(*this, state, step->id == "declareCharges", briefing);
    }
    return briefing;
}

}  // namespace adjutant
