// libFuzzer target: a situation file, read and its question answered, as
// `adjutant-cli resolve` does.
#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/referee/situation/SituationAnswer.h"
#include "core/referee/situation/SituationReader.h"
#include "tests/fuzz/FuzzSupport.h"

using namespace adjutant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const SituationReadContext context = [] {
        SituationReadContext c;
        c.rulesets = &fuzz::shippedRulesets();
        c.engines = &fuzz::builtinEngines();
        c.referees = fuzz::builtinReferees().get();
        c.readScenario = [](const nlohmann::json& document, const std::string& file,
                            Diagnostics& problems) {
            return readScenarioJson(document, file, fuzz::shippedRulesets(), problems);
        };
        return c;
    }();
    Diagnostics diagnostics;
    const auto json = parseJsonText(fuzz::textOf(data, size), "fuzz-situation.json", diagnostics);
    if (!json) {
        fuzz::expectVerdict(false, diagnostics, "parseJsonText");
        return 0;
    }
    auto situation = readSituationJson(*json, "fuzz-situation.json", context, diagnostics);
    fuzz::expectVerdict(situation.has_value(), diagnostics, "readSituationJson");
    if (!situation) {
        return 0;
    }
    const auto outcome =
        answerSituation(*situation, *context.referees, situation->dice, diagnostics);
    fuzz::expectVerdict(outcome.has_value(), diagnostics, "answerSituation");
    return 0;
}
