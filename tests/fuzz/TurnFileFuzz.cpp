// libFuzzer target: a file of a game between two people played by file, told
// apart by its first line as `adjutant-cli verify` tells them: a player's record
// of the game, read and replayed; or a turn file, its header read, the game
// made from its invitation (or, without one, the fixed game of the Tricorne
// tutorial) and its entries taken in by Match::receive, all or nothing.
#include "core/json/JsonFile.h"
#include "core/match/MatchGame.h"
#include "core/match/MatchRecord.h"
#include "core/match/TurnFile.h"
#include "tests/fuzz/MatchFuzzSupport.h"

using namespace adjutant;

namespace {

bool isRecord(const std::string& text) {
    Diagnostics ignored;
    const auto first =
        parseJsonText(std::string_view(text).substr(0, text.find('\n')), "fuzz", ignored);
    return first && isMatchRecordHeader(*first);
}

void readRecord(const std::string& text) {
    Diagnostics diagnostics;
    const auto loaded =
        readMatchRecordText(text, "fuzz.save.jsonl", fuzz::shippedRulesets(),
                            fuzz::builtinEngines(), fuzz::builtinReferees(), diagnostics);
    fuzz::expectVerdict(loaded.has_value(), diagnostics, "readMatchRecordText");
}

void takeTurn(const std::string& text) {
    Diagnostics diagnostics;
    const auto turn = readTurnFileText(text, "fuzz.turn.jsonl", diagnostics);
    fuzz::expectVerdict(turn.has_value(), diagnostics, "readTurnFileText");
    if (!turn) {
        return;
    }
    std::unique_ptr<Match> match;
    if (turn->invitation) {
        // The first file of a game: the game it describes, as the window that opens it makes it.
        Diagnostics reading;
        const auto game =
            readMatchGame(*turn->invitation, "fuzz.turn.jsonl", fuzz::shippedRulesets(), reading);
        fuzz::expectVerdict(game.has_value(), reading, "readMatchGame");
        if (!game || !(match = fuzz::matchOf(game->setup, game->gameId))) {
            return;
        }
    } else {
        // A later file: the fixed game, whatever game the file names, so that
        // its entries reach receive (which refuses them when they do not fit).
        match = fuzz::fixedMatch().clone();
    }
    fuzz::expectReceipt(*match, turn->lines, "fuzz.turn.jsonl", false);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::textOf(data, size));
    if (isRecord(text)) {
        readRecord(text);
    } else {
        takeTurn(text);
    }
    return 0;
}
