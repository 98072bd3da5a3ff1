// adjutant-cli match file|host|join|broker: one program of a game between two
// people, the computer giving its side's orders (a club's referee bot, the
// tests). The game is made (or joined, or carried on from --record) and played
// until the bound after --bounds, or the end; the shared game can be written as
// a saved game (--journal) and the moment each entry came and went (--timing).
#include <memory>

#include "app/cli/CliCommands.h"
#include "app/cli/MatchOptions.h"

namespace adjutant::cli {

namespace {

void addCommonOptions(CLI::App& way, MatchOptions& options) {
    way.add_option("--record", options.record,
                   "this program's record of the game (*.save.jsonl): carried on when it exists, "
                   "else made")
        ->required();
    way.add_option("--difficulty", options.difficulty,
                   "the computer commander's judgement: novice, steady or veteran (default steady)")
        ->check(CLI::IsMember({"novice", "steady", "veteran"}));
    way.add_option("--seed", options.seed,
                   "seed of the commander's own noise, never of the dice (default 1)");
    way.add_option("--bounds", options.bounds,
                   "stop once the game has reached the bound after N (default: play to the end)")
        ->check(CLI::Range(0, 10000));
    way.add_option("--journal", options.journal,
                   "at the end, write the shared game as a saved game to this file");
    way.add_option("--timing", options.timing,
                   "append 'sent|received SIDE N MICROSECONDS' for every entry to this file");
    way.add_option("--timeout", options.timeoutSeconds,
                   "give up when nothing comes from the other program for this many seconds "
                   "(default: wait as long as it takes)")
        ->check(CLI::Range(0, 1000000));
    way.add_flag("--quiet", options.quiet, "print only the closing line and problems");
}

}  // namespace

void addMatchCommand(CLI::App& app, CliContext& context) {
    CLI::App* match = app.add_subcommand(
        "match",
        "Play one side of a game between two people with the computer commander, by file through "
        "a shared folder or live with another program; print the game's bound and state hash");
    match->require_subcommand(1);
    auto options = std::make_shared<MatchOptions>();  // CLI11 keeps pointers into it

    CLI::App* file = match->add_subcommand(
        "file",
        "Play by turn files through a shared folder: make the game with --scenario and "
        "--side, or join the game whose invitation is in the folder");
    addCommonOptions(*file, *options);
    file->add_option("--folder", options->folder,
                     "the folder both programs read and write turn files in");
    file->add_option("--scenario", options->scenario, "make a new game of this scenario");
    file->add_option("--side", options->side, "the side this program plays in the new game");
    file->callback([options, &context] { context.exitCode = runMatchByFile(*options, context); });

#ifdef ADJUTANT_CLI_LIVE
    CLI::App* host = match->add_subcommand(
        "host", "Make a game and wait for the other program to connect directly (ws://)");
    addCommonOptions(*host, *options);
    host->add_option("scenario", options->scenario, "scenario to play (not when carrying on)");
    host->add_option("--side", options->side, "the side this program plays");
    host->add_option("--port", options->port, "port to listen on")->check(CLI::Range(0, 65535));
    host->add_option("--address", options->address,
                     "address to listen on (default 127.0.0.1: this computer only)");
    host->add_option("--name", options->name,
                     "the game's name, which both players give: it signs every message");
    host->callback(
        [options, &context] { context.exitCode = runMatchLive(LiveWay::Host, *options, context); });

    CLI::App* join = match->add_subcommand(
        "join", "Join the game of a program that hosts it, at ws://HOST:PORT");
    addCommonOptions(*join, *options);
    join->add_option("url", options->url, "the host's address, ws://HOST:PORT");
    join->add_option("--name", options->name, "the game's name, as the host was given it");
    join->callback(
        [options, &context] { context.exitCode = runMatchLive(LiveWay::Join, *options, context); });

    CLI::App* broker = match->add_subcommand(
        "broker",
        "Play through an MQTT broker at HOST:PORT that both programs connect to: make "
        "the game with --scenario and --side, or join the one the broker keeps");
    addCommonOptions(*broker, *options);
    broker->add_option("address", options->broker, "the broker, HOST:PORT");
    broker->add_option("--name", options->name,
                       "the game's name, which both players give: it finds the game on the "
                       "broker and signs every message");
    broker->add_option("--scenario", options->scenario, "make a new game of this scenario");
    broker->add_option("--side", options->side, "the side this program plays in the new game");
    broker->callback([options, &context] {
        context.exitCode = runMatchLive(LiveWay::Broker, *options, context);
    });
#endif
}

}  // namespace adjutant::cli
