#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/GameState.h"
#include "core/lesson/Lesson.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// What is wrong with the `{member}` places of a claim's words (an unclosed
/// brace, an empty name); empty when they are well formed.
std::string claimPlaceholderProblem(std::string_view says);

/// A claim's words with each `{member}` replaced by that member of the
/// referee's answer, written as a lesson writes numbers: whole numbers without
/// decimals, others to at most two places, negative ones with a minus sign
/// (U+2212); a member is a path with `/` or `.` between names and indices
/// ("pms", "attacker/killNumber", "bouts/0/factor"). Nothing, with `problem`,
/// when a member is absent or not a single number or word.
std::optional<std::string> fillClaimWords(std::string_view says, const nlohmann::json& answer,
                                          std::string& problem);

/// Asks the claim's question of the referee on a copy of `state` (the game as
/// the step begins) and says, one sentence each, how the step disagrees with
/// the answer: the question cannot be asked, the answer differs from the
/// claim's `expect`, or `stepText` does not contain the claim's words filled
/// from the answer. Empty when the referee bears the step out.
std::vector<std::string> checkClaim(const LessonClaim& claim, const std::string& stepText,
                                    const GameState& state, const RefereeRegistry& referees);

}  // namespace adjutant
