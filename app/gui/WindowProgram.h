#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant::app {

/// Runs the desktop program on its command line with the rulesets of
/// `rulesets` (their engines read ruleset files, scenarios and saves; their
/// referees play) and returns its exit code. Never throws.
int runAdjutantWindow(int& argc, char** argv, const RulesetDescriptors& rulesets);

}  // namespace adjutant::app
