// libFuzzer target: a scenario file, read as `validate` and a new game read it,
// then started as a game: nothing the reader passes may abort the start of play.
#include <memory>

#include "core/engine/Game.h"
#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "tests/fuzz/FuzzSupport.h"

using namespace adjutant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Diagnostics diagnostics;
    const auto json = parseJsonText(fuzz::textOf(data, size), "fuzz.scenario.json", diagnostics);
    if (!json) {
        fuzz::expectVerdict(false, diagnostics, "parseJsonText");
        return 0;
    }
    auto scenario =
        readScenarioJson(*json, "fuzz.scenario.json", fuzz::shippedRulesets(), diagnostics);
    fuzz::expectVerdict(scenario.has_value(), diagnostics, "readScenarioJson");
    if (!scenario) {
        return 0;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = fuzz::shippedRulesets().find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = 7;
    if (setup->problems().empty()) {
        Game game(setup, fuzz::builtinEngines().rulesetStates);
        (void)game.state();
    }
    return 0;
}
