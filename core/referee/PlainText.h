#pragma once

// The words every referee writes for a person: a key of its ruleset's tables
// ("obeyOrders", "regularLine") as the ruleset file's words give it, and a
// unit by its name rather than its id. Explanations, summaries, refusals,
// descriptions and agendas all go through these, so no identifier reaches a
// player and a house-rules file can word its own results.

#include <string>
#include <string_view>

namespace adjutant {

class GameState;

/// The words the game's ruleset gives for `key` in `group` ("results",
/// "actions", "classes", "triggers", ...); a key without words is spelt out.
std::string wordFor(const GameState& state, std::string_view group, std::string_view key);

/// A unit's or general's name for a reader; its id when it has none, and the
/// text itself when it names neither (a side, a place).
std::string nameOf(const GameState& state, std::string_view id);

/// A side's name for a reader, its id if it has none.
std::string sideName(const GameState& state, int side);

}  // namespace adjutant
