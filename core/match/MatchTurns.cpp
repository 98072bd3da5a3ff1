#include "core/match/MatchTurns.h"

#include <fmt/format.h>

#include <utility>

#include "core/match/LedgerEntry.h"

namespace adjutant {

TurnFile turnFileFor(const Match& match, int fromSide, std::optional<nlohmann::json> invitation) {
    TurnFile turn;
    turn.gameId = match.gameId();
    turn.from = match.sideId(fromSide);
    turn.to = match.sideId(1 - fromSide);
    turn.written = entryTimeNow();
    turn.invitation = std::move(invitation);
    turn.lines = match.linesNotSeen();
    return turn;
}

MatchReceipt takeTurnFile(Match& match, const TurnFile& turn, const std::string& path) {
    MatchReceipt refused;
    if (turn.gameId != match.gameId()) {
        refused.error = fmt::format(
            "{} belongs to another game (its game is {}, this one {}): it was sent for another "
            "game, or by another player",
            path, turn.gameId.substr(0, 8), match.gameId().substr(0, 8));
        return refused;
    }
    const std::optional<int> to = match.sideOf(turn.to);
    const std::optional<int> from = match.sideOf(turn.from);
    if (!to || !from || *to == *from) {
        refused.error =
            fmt::format("{} names sides this game does not have (from \"{}\" to \"{}\")", path,
                        turn.from, turn.to);
        return refused;
    }
    if (!match.playsHere(*to)) {
        refused.error = fmt::format(
            "{} is {}'s turn for {}, whose player is elsewhere: this "
            "program plays {}",
            path, match.sideName(*from), match.sideName(*to), match.sideName(*from));
        return refused;
    }
    return match.receive(turn.lines, path);
}

}  // namespace adjutant
