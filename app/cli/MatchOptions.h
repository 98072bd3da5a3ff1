#pragma once

#include <cstdint>
#include <string>

#include "app/cli/CliCommands.h"

namespace adjutant::cli {

/// What `adjutant-cli match` is told, whichever way the two programs meet.
struct MatchOptions {
    // Common to every way.
    std::string record;  // this program's record (*.save.jsonl): resumed when it exists
    std::string difficulty = "steady";
    std::uint64_t seed = 1;  // the commander's own noise, never the game's dice
    int bounds = 0;          // stop at bound bounds + 1 (0: play to the end of the game)
    std::string journal;     // the shared game, written at the end as a saved game
    std::string timing;      // one line per entry sent or received
    bool quiet = false;
    int timeoutSeconds = 0;  // give up when nothing comes from the other program so long (0: never)

    // Making the game (file, host, broker).
    std::string scenario;
    std::string side;

    // By file.
    std::string folder;

    // Live.
    std::string name;  // the game's name, which both players agree on: the key of its messages
    std::string address = "127.0.0.1";  // host: where to listen
    int port = 0;                       // host
    std::string url;                    // join: ws://host:port
    std::string broker;                 // broker: host:port
};

/// The ways of playing live (MatchLive.cpp, built with Qt only).
enum class LiveWay { Host, Join, Broker };

int runMatchByFile(const MatchOptions& options, const CliContext& context);
#ifdef ADJUTANT_CLI_LIVE
int runMatchLive(LiveWay way, const MatchOptions& options, const CliContext& context);
#endif

}  // namespace adjutant::cli
