#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/dice/ExactOdds.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// The answer to one rules question of a situation file, as JSON that an
/// `expect` block is compared with (see docs/situations.md), with the
/// explanation to print.
struct RulesAnswer {
    nlohmann::json json = nlohmann::json::object();
    Explanation explanation;
};

/// How `adjutant-cli resolve --odds` and questionOdds give the chances of a
/// question's answer: the answer member whose value each outcome is (`by`, a
/// path with dots for a member inside another: "attacker.kills"), and the
/// limits of the enumeration.
struct OddsPlan {
    std::string by;
    OddsLimits limits;
    /// One outcome's value in plain words for the question asked ("breaks
    /// through", "2 casualties"); unset, the value is written as the answer has it.
    std::function<std::string(const GameState& state, const nlohmann::json& question,
                              const nlohmann::json& value)>
        words;
};

/// The exact chance of each outcome of something a player is about to do or
/// a test a unit may have to take, for the window to show: a title, the rule
/// it comes from, and each outcome in plain words with its chance.
struct RulesOdds {
    std::string title;                // "IR 18 fires at IR Kaiser: casualties"
    std::string rule;                 // "14.4"
    Odds outcomes;                    // the values as the answer gives them (2, "rout", true)
    std::vector<std::string> labels;  // each outcome in words: "2 casualties", "routs"
};

/// What a charge may come to, before it is declared: the target's chance of
/// each response (or test result), every other test between the declaration
/// and the contact, and the chance the charge goes home, i.e. the charger
/// reaches the target and fights it, counting every one of those tests.
struct ChargeOdds {
    std::optional<RulesOdds> responses;
    /// The other tests on the way in, in the order they are taken, each named
    /// with its rule (the charger's own test to set off, the fire it meets,
    /// its test after that fire); `goesHome` counts them all.
    std::vector<RulesOdds> onTheWay;
    /// How many of `onTheWay` are taken before the target answers.
    std::size_t beforeResponse = 0;
    std::optional<Chance> goesHome;
    std::string whyNot;  // why there are no odds (an illegal charge), else empty
};

/// A referee's fourth role: single rules questions and exact odds. It answers
/// a situation file's question (`adjutant-cli resolve`, the lessons) and gives
/// the chance of each outcome of a question, a fire order, a charge or a test,
/// before any die is thrown.
class RefereeQuestions {
  public:
    virtual ~RefereeQuestions() = default;

    /// Answers a situation file's question (`question` is its JSON, read with
    /// paths for errors). Problems with the question go to its reader's
    /// diagnostics and give nothing; DiceError propagates.
    virtual std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                              DiceSource& dice) const = 0;
    /// The id of the step a question of this kind is asked in when the
    /// situation does not say (a fire question in the firing step, ...).
    virtual std::string questionStep(const std::string& questionKind) const = 0;
    /// Sets up ruleset state a situation file gives beyond the units' status
    /// (e.g. `initiative`); problems go to the reader's diagnostics.
    virtual void readSituationState(GameState& state, const JsonReader& situation) const = 0;

    // --- exact odds -------------------------------------------------------------
    /// How the odds of a question kind are given; nothing for a kind that
    /// throws no dice.
    virtual std::optional<OddsPlan> oddsPlan(const std::string& /*questionKind*/) const {
        return std::nullopt;
    }
    /// The chance of each answer to a question (a situation file's `question`
    /// JSON) asked of `state`: every sequence of die faces the answer may
    /// throw, run on a copy of the state. The default follows oddsPlan; a
    /// ruleset overrides it where a kind needs more than that. Nothing, with
    /// `whyNot`, when the question has no odds or cannot be asked.
    virtual std::optional<Odds> questionOdds(const GameState& state, const nlohmann::json& question,
                                             std::string& whyNot) const;
    /// The odds of a fire order before it is given (casualties), as the
    /// fire tool shows them; nothing when the ruleset gives none or the
    /// order is not possible.
    virtual std::optional<RulesOdds> fireOdds(const GameState& /*state*/,
                                              const std::string& /*firerId*/,
                                              const std::string& /*targetId*/,
                                              const std::string& /*mode*/) const {
        return std::nullopt;
    }
    /// The odds of a charge before it is declared.
    virtual ChargeOdds chargeOdds(const GameState& /*state*/, const std::string& /*chargerId*/,
                                  const std::vector<std::string>& /*targetIds*/) const {
        ChargeOdds none;
        none.whyNot = "this ruleset gives no charge odds";
        return none;
    }
    /// "If it tests now": the tests the unit may face as it stands (its morale
    /// test, a breakthrough, the melee it is in), each with its odds.
    virtual std::vector<RulesOdds> unitOdds(const GameState& /*state*/,
                                            const std::string& /*unitId*/) const {
        return {};
    }
};

}  // namespace adjutant
