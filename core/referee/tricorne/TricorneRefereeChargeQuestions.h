#pragma once

// Internal to TricorneReferee: the situation-file questions about charges,
// melee and breakthrough (steps 1-5 of the bound), and the situation's
// `charges` block. TricorneRefereeQuestions.cpp dispatches to these; the
// answer members are documented in docs/situations.md.

#include <optional>
#include <string>

#include "core/dice/DiceSource.h"
#include "core/json/JsonReader.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

class GameState;

namespace tricorne_questions {

/// Whether `kind` is one of the charge questions below.
bool isChargeQuestion(const std::string& kind);

/// The id of the step of the sequence of play a charge question is asked at
/// ("declareCharges", "responseTests", "melee", "breakthroughTests"); empty for
/// any other kind.
std::string chargeQuestionStep(const std::string& kind);

/// Answers a charge question (`isChargeQuestion(kind)`): "chargeDeclaration",
/// "chargeResponse", "melee" or "breakthrough". Errors are recorded at the
/// question's members and give nothing.
std::optional<RulesAnswer> answerChargeQuestion(const std::string& kind, GameState& state,
                                                const JsonReader& question, DiceSource& dice);

/// Reads the situation's `charges` block, `[{"charger": id, "targets": [id, ...]}]`
/// in the order declared: each charge is declared (and must be legal). At a step
/// after "declareCharges", step 1 is then resolved on them (the advance to
/// musket range and what the declaration records), so the units stand where
/// they declared from.
void readSituationCharges(GameState& state, const JsonReader& situation);

/// A rules answer from a resolution: its summary, dice and explanation added
/// to `json` (the numbers a player checks).
RulesAnswer answerFromResolution(const Resolution& resolution, nlohmann::json json);

}  // namespace tricorne_questions

}  // namespace adjutant
