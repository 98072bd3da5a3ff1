#pragma once

// What the referees share to give exact odds: a question answered over every
// die face on copies of the state, a member of the answer read by its path,
// and outcomes put into words.

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/ExactOdds.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The member of an answer at `path` ("casualties", "attacker.kills"), or null.
nlohmann::json answerMember(const nlohmann::json& answer, const std::string& path);

/// What happens to the copy before the question is asked, with the same dice
/// (a step that must be resolved first, and whose own dice count too).
using OddsPrelude = std::function<void(GameState&, DiceSource&)>;

/// The odds of a question's answer member, running `referee.answer` on a
/// fresh copy of `state` for every sequence of faces (see enumerateOdds),
/// after `prelude` when one is given. Nothing, with `whyNot`, when the
/// question cannot be asked or the enumeration exceeds the plan's limits.
std::optional<Odds> answerOdds(const RefereeQuestions& referee, const GameState& state,
                               const nlohmann::json& question, const OddsPlan& plan,
                               std::string& whyNot, const OddsPrelude& prelude = {});

/// The odds of a charge that cannot be made, with why in words: it names no
/// target, or the referee refuses it; nothing when it may be made.
std::optional<ChargeOdds> refusedChargeOdds(const RulesetReferee& referee, const GameState& state,
                                            const std::string& chargerId,
                                            const std::vector<std::string>& targetIds);

/// Odds with their outcomes put into words by `label`.
RulesOdds labelledOdds(std::string title, std::string rule, Odds odds,
                       const std::function<std::string(const nlohmann::json&)>& label);

/// The odds of one member of object outcomes ({"cav": 1, "inf": 3} by "inf"),
/// the chances of outcomes that agree on it added up.
Odds marginalOdds(const Odds& odds, const std::string& member);

/// "2 casualties", "1 casualty", "no casualties".
std::string casualtiesInWords(const nlohmann::json& value, const char* one = "casualty",
                              const char* many = "casualties");

/// An outcome counted for each unit ({"cav": 1, "inf": 3}, or by role,
/// {"attacker": 0, "defender": 2}, naming the question's units) in words:
/// "Hussars: 1 figure lost; IR Kaiser: 3 figures lost".
std::string eachUnitInWords(const GameState& state, const nlohmann::json& question,
                            const nlohmann::json& value, const char* one, const char* many);

}  // namespace adjutant
