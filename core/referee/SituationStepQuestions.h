#pragma once

// The situation questions every ruleset answers alike (docs/situations.md):
// `step`, the whole present step resolved and reported unit by unit, and
// `move`, a manoeuvre checked as the referee checks a player's.

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/referee/Resolution.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// What a step did to each unit, from the state before and after it and the
/// resolutions it made: an object by unit id, each with what applies of
/// `move` ({from, to, facingFrom, facingTo, distance}), `figures` ({from, to}),
/// `casualties` (figures lost), `gunsLost`, `formation` ({from, to}), `did` (the resolutions it
/// acted first in, each {kind, summary, dice, value, result}: a test with its
/// die and result, a volley, a reaction move) and `status` (the ruleset
/// status fields that changed, with their new values). Units nothing
/// happened to are left out.
nlohmann::json stepReport(const GameState& before, const GameState& after,
                          const std::vector<Resolution>& resolutions);

/// `step`: resolves the present step for every side with `referee` and
/// answers {kind, resolutions, summaries, summary, units: stepReport}.
RulesAnswer answerStepQuestion(const RulesetReferee& referee, GameState& state, DiceSource& dice);

/// `move`: the question's `manoeuvre` checked by the referee as a player's
/// order is: {kind, legal, reason, cost, allowance, explanation}. The unit may
/// be named `unit` or `unitId`, whichever `unitKey` the ruleset's manoeuvres
/// use. Nothing, with the problem reported, when it has no manoeuvre.
std::optional<RulesAnswer> answerMoveQuestion(const RulesetReferee& referee, const GameState& state,
                                              const JsonReader& question,
                                              const std::string& unitKey);

}  // namespace adjutant
