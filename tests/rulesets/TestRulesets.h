#pragma once

// The rulesets the tests know: the ones built into the program and those that
// exist only under tests/rulesets/ (each in its own folder, with its data under
// the folder's resources/). A test that runs over every ruleset takes these.

#include "core/referee/RulesetDescriptor.h"

namespace adjutant::testing {

/// The built-in ruleset descriptors, then each test ruleset's.
const RulesetDescriptors& testRulesetDescriptors();

}  // namespace adjutant::testing
