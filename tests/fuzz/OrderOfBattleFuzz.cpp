// libFuzzer target: an order of battle, the same bytes read as CSV and as JSON,
// then checked against the Tricorne tutorial scenario as the editor imports it.
#include "core/editor/OrderOfBattle.h"
#include "core/editor/ScenarioDraft.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/json/JsonFile.h"
#include "tests/fuzz/FuzzSupport.h"
#include "tests/support/TestPaths.h"

using namespace adjutant;

namespace {

const Scenario& tutorial() {
    static const Scenario scenario = [] {
        Diagnostics diagnostics;
        auto read = readScenarioFile(
            std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json",
            fuzz::shippedRulesets(), diagnostics);
        if (!read) {
            std::cerr << diagnostics.toString();
            std::abort();
        }
        return *read;
    }();
    return scenario;
}

void importInto(const OrderOfBattle& orderOfBattle) {
    Diagnostics diagnostics;
    const RulesetDefinition* ruleset = fuzz::shippedRulesets().find(tutorial().ruleset);
    const auto edit =
        orderOfBattleEdit(orderOfBattle, tutorial(), *ruleset, "fuzz.oob", diagnostics);
    fuzz::expectVerdict(edit.has_value(), diagnostics, "orderOfBattleEdit");
    if (!edit) {
        return;
    }
    // What the import adds must save and read back as the editor saves it.
    Scenario changed = tutorial();
    if (!edit->change(changed).empty()) {
        return;
    }
    const std::string text = scenarioToJson(changed).dump(2);
    Diagnostics reading;
    if (const auto json = parseJsonText(text, "imported.scenario.json", reading)) {
        readScenarioJson(*json, "imported.scenario.json", fuzz::shippedRulesets(), reading);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::textOf(data, size));
    {
        Diagnostics diagnostics;
        const auto csv = readOrderOfBattleCsv(text, "fuzz.oob.csv", diagnostics);
        fuzz::expectVerdict(csv.has_value(), diagnostics, "readOrderOfBattleCsv");
        if (csv) {
            importInto(*csv);
        }
    }
    Diagnostics diagnostics;
    const auto json = parseJsonText(text, "fuzz.oob.json", diagnostics);
    if (!json) {
        return 0;
    }
    const auto read = readOrderOfBattleJson(*json, "fuzz.oob.json", diagnostics);
    fuzz::expectVerdict(read.has_value(), diagnostics, "readOrderOfBattleJson");
    if (read) {
        importInto(*read);
    }
    return 0;
}
