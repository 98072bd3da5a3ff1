#include "core/referee/RuleOptionReadings.h"

#include <utility>

namespace adjutant {

RuleOptionReadings::RuleOptionReadings(const RulesetDefinition& definition,
                                       std::shared_ptr<const Chosen> chosen)
    : definition_(definition), chosen_(std::move(chosen)) {}

std::string RuleOptionReadings::option(std::string_view optionId) const {
    auto it = chosen_->find(optionId);
    if (it != chosen_->end()) {
        return it->second;
    }
    const RuleOption* found = definition_.findOption(std::string(optionId));
    return found == nullptr ? std::string{} : found->defaultChoice;
}

bool RuleOptionReadings::optionIs(std::string_view optionId, std::string_view choice) const {
    // Compared in place: asked many times a player turn, it should not copy the reading.
    if (auto it = chosen_->find(optionId); it != chosen_->end()) {
        return it->second == choice;
    }
    return option(optionId) == choice;
}

std::string sectionAndReading(std::string_view section, std::string_view reading) {
    std::string rule(section);
    if (!reading.empty()) {
        rule += ", ";
        rule += reading;
    }
    return rule;
}

}  // namespace adjutant
