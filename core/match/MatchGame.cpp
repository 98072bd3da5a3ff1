#include "core/match/MatchGame.h"

#include <fmt/format.h>

#include "core/io/GameSetupReading.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/json/ExpectObject.h"
#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<MatchWay, 3> kWays{{
    {MatchWay::OneScreen, "screen"},
    {MatchWay::ByFile, "file"},
    {MatchWay::Live, "live"},
}};

}  // namespace

std::string_view matchWayKey(MatchWay way) {
    return keyIn(kWays, way, "screen");
}

std::optional<MatchWay> matchWayFromKey(std::string_view key) {
    return valueNamedIn(kWays, key);
}

bool isGameId(const std::string& gameId) {
    if (gameId.size() != 32) {
        return false;
    }
    for (const char c : gameId) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return false;
        }
    }
    return true;
}

nlohmann::json matchGameToJson(const MatchGame& game) {
    const GameSetup& setup = *game.setup;
    nlohmann::json json = {
        {"game", game.gameId},
        {"way", std::string(matchWayKey(game.way))},
        {"ruleset", setup.ruleset->id},
        {"options", setup.options},
        {"scenario", scenarioToJson(*setup.scenario)},
    };
    if (!game.scenarioFile.empty()) {
        json["scenarioFile"] = game.scenarioFile;
    }
    return json;
}

std::optional<MatchGame> readMatchGame(const nlohmann::json& json, const std::string& file,
                                       const RulesetRegistry& rulesets, Diagnostics& diagnostics) {
    Diagnostics found;
    const JsonReader reader(json, file, found);
    if (!expectObject(reader, "the game's description")) {
        diagnostics.append(found);
        return std::nullopt;
    }
    MatchGame game;
    game.gameId = reader.requireString("game");
    if (reader.child("game").isString() && !isGameId(game.gameId)) {
        reader.errorAt("game", "expected the game's identity, 32 lower-case hexadecimal digits");
    }
    const std::string way = reader.requireString("way");
    if (const auto known = matchWayFromKey(way)) {
        game.way = *known;
    } else if (reader.child("way").isString()) {
        reader.errorAt("way", fmt::format("unknown way of playing \"{}\" (expected \"screen\", "
                                          "\"file\" or \"live\")",
                                          way));
    }
    std::shared_ptr<GameSetup> setup = readSetupRulesetAndOptions(reader, rulesets);
    game.scenarioFile = reader.optionalString("scenarioFile");
    if (game.scenarioFile.find('/') != std::string::npos ||
        game.scenarioFile.find('\\') != std::string::npos || game.scenarioFile == ".." ||
        game.scenarioFile.size() > 255) {
        reader.errorAt("scenarioFile", "expected a file name without a folder");
        game.scenarioFile.clear();
    }
    const JsonReader scenarioJson = reader.requireObject("scenario");
    diagnostics.append(found);
    if (found.hasErrors() || !scenarioJson.present()) {
        return std::nullopt;
    }
    auto scenario = readScenarioJson(scenarioJson.node(), file, rulesets, diagnostics);
    if (!scenario) {
        return std::nullopt;
    }
    if (scenario->sides.size() != 2) {
        diagnostics.error(file, "/scenario/sides",
                          fmt::format("a game between two people needs two sides, not {}",
                                      scenario->sides.size()));
        return std::nullopt;
    }
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    for (const std::string& problem : setup->problems()) {
        diagnostics.error(file, "", problem);
    }
    if (!setup->problems().empty()) {
        return std::nullopt;
    }
    game.setup = std::move(setup);
    return game;
}

}  // namespace adjutant
