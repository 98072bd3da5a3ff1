#include "core/referee/RulesetDescriptor.h"

#include <stdexcept>

namespace adjutant {

void RulesetDescriptors::add(RulesetDescriptor descriptor) {
    if (find(descriptor.engine) != nullptr) {
        throw std::logic_error("ruleset engine \"" + descriptor.engine + "\" added twice");
    }
    descriptors_.push_back(std::move(descriptor));
}

const RulesetDescriptor* RulesetDescriptors::find(std::string_view engine) const {
    for (const RulesetDescriptor& descriptor : descriptors_) {
        if (descriptor.engine == engine) {
            return &descriptor;
        }
    }
    return nullptr;
}

const RulesetDescriptor* RulesetDescriptors::findShipped(std::string_view rulesetId) const {
    for (const RulesetDescriptor& descriptor : descriptors_) {
        if (descriptor.shippedRuleset == rulesetId) {
            return &descriptor;
        }
    }
    return nullptr;
}

}  // namespace adjutant
