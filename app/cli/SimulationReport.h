#pragma once

#include <ostream>

#include "core/ai/SimulationRun.h"

namespace adjutant::cli {

/// Prints what a run of `simulate` shows (as text, or as JSON with `json`):
/// the same for one run of all the seeds as for its slices merged, but for
/// the time taken, which is on a line of its own (under "timing" in JSON).
void printSimulationReport(const SimulationRun& run, bool json, std::ostream& out);

}  // namespace adjutant::cli
