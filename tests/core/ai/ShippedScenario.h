#pragma once

// The shipped scenarios for the computer commander's tests: the same setup the
// referee tests' play tests start from (shippedScenarioSetup), seed 1 unless
// a test asks for another.

#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/core/referee/TricorneTestWorld.h"
