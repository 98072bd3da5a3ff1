// libFuzzer target: a ruleset file, read by the generic loader and the engine's
// own table parser, as `validate` and the program's start read it.
#include "core/json/JsonFile.h"
#include "tests/fuzz/FuzzSupport.h"

using namespace adjutant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesetRegistry registry = makeBuiltinRegistry();
    Diagnostics diagnostics;
    const auto json = parseJsonText(fuzz::textOf(data, size), "fuzz-ruleset.json", diagnostics);
    if (!json) {
        fuzz::expectVerdict(false, diagnostics, "parseJsonText");
        return 0;
    }
    const auto ruleset = registry.parseDocument(*json, "fuzz-ruleset.json", diagnostics);
    fuzz::expectVerdict(ruleset != nullptr, diagnostics, "RulesetRegistry::parseDocument");
    return 0;
}
