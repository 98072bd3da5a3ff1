#pragma once

#include "core/referee/RulesetDescriptor.h"

namespace adjutant::cli {

/// Runs adjutant-cli on its command line with the rulesets of `rulesets`
/// (their engines read ruleset files, scenarios and saves; their referees
/// play) and returns its exit code. Never throws.
int runAdjutantCli(int argc, char** argv, const RulesetDescriptors& rulesets);

}  // namespace adjutant::cli
