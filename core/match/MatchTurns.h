#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/match/Match.h"
#include "core/match/TurnFile.h"

namespace adjutant {

/// The turn file `fromSide`'s program sends now: every entry of its ledgers
/// the other program is not known to hold (so a lost file is made good by the
/// next), with the game's description when `invitation` is given (the first file).
TurnFile turnFileFor(const Match& match, int fromSide,
                     std::optional<nlohmann::json> invitation = std::nullopt);

/// Takes a turn file into the game: refused whole, naming `path`, when it
/// belongs to another game, is not addressed to a side played here, comes
/// from a side played here, or any of its entries does not fit (Match::receive).
MatchReceipt takeTurnFile(Match& match, const TurnFile& turn, const std::string& path);

}  // namespace adjutant
