#include "core/referee/UnitStatusCheck.h"

#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

void checkUnitStatus(std::string_view engine, const JsonReader& status) {
    const RulesetDescriptor* ruleset = builtinRulesetDescriptors().find(engine);
    if (ruleset != nullptr && ruleset->checkUnitStatus) {
        ruleset->checkUnitStatus(status);
    }
}

}  // namespace adjutant
