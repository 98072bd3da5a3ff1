// The one place a test ruleset is registered: a new one adds its line here.
#include "tests/rulesets/TestRulesets.h"

#include "tests/rulesets/drill/DrillDescriptor.h"

namespace adjutant::testing {

const RulesetDescriptors& testRulesetDescriptors() {
    static const RulesetDescriptors registered = [] {
        RulesetDescriptors descriptors = builtinRulesetDescriptors();
        descriptors.add(drillDescriptor());
        return descriptors;
    }();
    return registered;
}

}  // namespace adjutant::testing
