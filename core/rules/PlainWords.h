#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/json/JsonReader.h"

namespace adjutant {

struct RulesetDefinition;

/// A key written out as words: "fireCasualties" gives "fire casualties",
/// "fire@6" "fire 6", "in_melee" "in melee". For keys a ruleset file gives no
/// words for; the file's words are always preferred (RulesetDefinition::word).
std::string spelledOut(std::string_view key);

/// A number as it is read aloud in an explanation: "−1" with a true minus
/// sign, "+2" with `signed`, "7.5" without needless decimals.
std::string spokenNumber(double value, bool withSign = false);

/// `value` written so that it reads as past `limit`: to the rules' usual
/// precision, or with as many more decimals (up to three) as keep it from
/// reading as the limit itself
/// ("3.01 in" past a long range of 3 in, never "3 in").
std::string numberPast(double value, double limit);

/// A name's possessive as English writes it: "IR 18's", but "Tarleton's
/// hussars'" for a plural ending in s, never "hussars's".
std::string possessive(std::string_view name);

/// Reports an error for each key of `keys` that has no words in the ruleset
/// file's `words` member, group `group` ("results", "triggers", ...), naming
/// the pointer where they belong. Engine parsers call it for the keys their
/// tables and procedures show to a player.
void requireWords(const JsonReader& tables, const RulesetDefinition& definition,
                  std::string_view group, const std::vector<std::string>& keys,
                  std::string_view what);

}  // namespace adjutant
