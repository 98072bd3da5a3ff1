// libFuzzer target: a saved game, its header read and its journal replayed with
// the program's whole engine (every command type, every ruleset's state).
#include "core/io/SavedGameReader.h"
#include "tests/fuzz/FuzzSupport.h"

using namespace adjutant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Diagnostics diagnostics;
    const auto loaded =
        readSavedGameText(std::string(fuzz::textOf(data, size)), "fuzz.save.jsonl",
                          fuzz::shippedRulesets(), fuzz::builtinEngines(), diagnostics);
    fuzz::expectVerdict(loaded.has_value(), diagnostics, "readSavedGameText");
    return 0;
}
