#pragma once

// Tricorne's results in the words a player reads: the actions of a response
// or a morale result ("fires at 3 in and retires"), a stored response key
// ("fire@3+retire") put back into words, and a test's arithmetic read aloud
// ("die 3 minus present morale 4 gives −1"). The words of every key come
// from the ruleset file (`words`), so a house-rules copy can change them.

#include <string>
#include <vector>

#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

class GameState;

/// One action: "fires at 3 in", "routs for 2 bounds", "one stand may turn to face".
std::string actionInWords(const GameState& state, const TricorneAction& action);
/// A list of actions done together: "fires at 3 in and retires".
std::string actionsInWords(const GameState& state, const std::vector<TricorneAction>& actions);
/// A stored response key ("fire@3+retire", "formSquare", "exempt") in words.
std::string responseKeyInWords(const GameState& state, const std::string& key);
/// A test read aloud: "die 3 minus present morale 4 gives −1".
std::string testArithmetic(int die, int pms, int d);
/// d as the tables say it: "one over", "equal", "three under".
std::string dInWords(int d);
/// A whole number with its sign as a test's note writes it: "+2", "0", "-1".
std::string signedWhole(int value);

}  // namespace adjutant
