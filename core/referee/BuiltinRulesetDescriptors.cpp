// The one place a ruleset is registered: a new one adds its line here.
#include "core/referee/RulesetDescriptor.h"
#include "core/referee/fireeffect/FireEffectDescriptor.h"
#include "core/referee/princes/PrincesDescriptor.h"
#include "core/referee/tricorne/TricorneDescriptor.h"

namespace adjutant {

const RulesetDescriptors& builtinRulesetDescriptors() {
    static const RulesetDescriptors builtin = [] {
        RulesetDescriptors descriptors;
        descriptors.add(tricorneDescriptor());
        descriptors.add(princesDescriptor());
        descriptors.add(fireEffectDescriptor());
        return descriptors;
    }();
    return builtin;
}

}  // namespace adjutant
