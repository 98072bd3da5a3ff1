#include "core/io/SavedGamePlayers.h"

#include <fmt/format.h>

#include <string>

namespace adjutant {

bool anyComputer(const SidePlayers& players) {
    return players[0].has_value() || players[1].has_value();
}

nlohmann::json playersToJson(const SidePlayers& players, const Scenario& scenario) {
    nlohmann::json json = nlohmann::json::object();
    for (std::size_t side = 0; side < players.size() && side < scenario.sides.size(); ++side) {
        const std::optional<CommanderSettings>& commander = players[side];
        if (commander) {
            json[scenario.sides[side].id] = {
                {"player", "computer"},
                {"difficulty", std::string(difficultyKey(commander->difficulty))},
                {"seed", commander->seed}};
        } else {
            json[scenario.sides[side].id] = {{"player", "human"}};
        }
    }
    return json;
}

namespace {

std::optional<CommanderSettings> readSide(const JsonReader& json) {
    if (!json.isObject()) {
        json.error("expected the side's player as an object, e.g. {\"player\": \"human\"}");
        return std::nullopt;
    }
    const std::string player = json.requireString("player");
    json.warnUnknownMembers({"player", "difficulty", "seed"});
    if (player == "human") {
        return std::nullopt;
    }
    if (player != "computer") {
        if (!player.empty()) {
            json.errorAt("player", fmt::format("unknown player \"{}\" (expected \"human\" or "
                                               "\"computer\")",
                                               player));
        }
        return std::nullopt;
    }
    CommanderSettings settings;
    const std::string difficulty = json.requireString("difficulty");
    if (const std::optional<Difficulty> parsed = parseDifficulty(difficulty)) {
        settings.difficulty = *parsed;
    } else if (!difficulty.empty()) {
        json.errorAt("difficulty",
                     fmt::format("unknown difficulty \"{}\" (expected \"novice\", \"steady\" or "
                                 "\"veteran\")",
                                 difficulty));
    }
    const JsonReader seed = json.child("seed");
    if (seed.present() && seed.node().is_number_unsigned()) {
        settings.seed = seed.node().get<std::uint64_t>();
    } else {
        json.errorAt("seed", "expected the computer commander's seed, a whole number from 0");
    }
    return settings;
}

}  // namespace

SidePlayers readPlayers(const JsonReader& json, const Scenario& scenario) {
    SidePlayers players;
    if (!json.isObject()) {
        json.error("expected the players as an object: side id -> {\"player\": ...}");
        return players;
    }
    for (const auto& [sideId, player] : json.members()) {
        std::size_t side = 0;
        while (side < scenario.sides.size() && scenario.sides[side].id != sideId) {
            ++side;
        }
        if (side >= scenario.sides.size() || side >= players.size()) {
            std::string known;
            for (const Side& each : scenario.sides) {
                known += (known.empty() ? "\"" : ", \"") + each.id + "\"";
            }
            player.error(fmt::format(
                "unknown side \"{}\" (expected one of the scenario's sides: {})", sideId, known));
            continue;
        }
        players[side] = readSide(player);
    }
    return players;
}

}  // namespace adjutant
