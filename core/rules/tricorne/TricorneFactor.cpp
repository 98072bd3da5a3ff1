#include "core/rules/tricorne/TricorneFactor.h"

namespace adjutant {

double TricorneFactor::valueFor(const RuleChoices& chosen) const {
    for (const auto& [optionId, values] : byOption) {
        auto choice = chosen.find(optionId);
        if (choice == chosen.end()) {
            continue;
        }
        auto alternative = values.find(choice->second);
        if (alternative != values.end()) {
            return alternative->second;
        }
    }
    return value;
}

}  // namespace adjutant
