// libFuzzer target: the slices of a simulation that `adjutant-cli merge-results`
// reads, one file per line of the input (a slice as `simulate --shard K/N`
// writes it, on one line), each parsed and read as merge-results reads its
// files, then merged when all were read. Like merge-results, the target ends in
// a merged run with no error or in errors with no run.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/SimulationRun.h"
#include "core/json/JsonFile.h"
#include "tests/fuzz/FuzzSupport.h"

using namespace adjutant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::textOf(data, size);
    Diagnostics diagnostics;
    std::vector<SimulationRun> slices;
    std::vector<std::string> files;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string file = "slice-" + std::to_string(files.size() + 1) + ".json";
        files.push_back(file);
        Diagnostics reading;
        if (const auto json = parseJsonText(text.substr(start, end - start), file, reading)) {
            auto run = readSimulationRun(*json, file, reading);
            fuzz::expectVerdict(run.has_value(), reading, "readSimulationRun");
            if (run) {
                slices.push_back(std::move(*run));
            }
        }
        diagnostics.append(reading);
        start = end + 1;
    }
    std::optional<SimulationRun> merged;
    if (!diagnostics.hasErrors()) {
        merged = mergeSimulationRuns(slices, files, diagnostics);
    }
    fuzz::expectVerdict(merged.has_value(), diagnostics, "mergeSimulationRuns");
    return 0;
}
