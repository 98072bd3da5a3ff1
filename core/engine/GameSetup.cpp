#include "core/engine/GameSetup.h"

#include <fmt/format.h>

namespace adjutant {

std::string GameSetup::option(const std::string& optionId) const {
    if (const auto it = options.find(optionId); it != options.end()) {
        return it->second;
    }
    if (scenario) {
        if (const auto it = scenario->options.find(optionId); it != scenario->options.end()) {
            return it->second;
        }
    }
    if (ruleset) {
        if (const RuleOption* known = ruleset->findOption(optionId)) {
            return known->defaultChoice;
        }
    }
    return {};
}

std::vector<std::string> GameSetup::problems() const {
    std::vector<std::string> found;
    if (!scenario) {
        found.emplace_back("the game has no scenario");
    }
    if (!ruleset) {
        found.emplace_back("the game has no ruleset");
        return found;
    }
    if (scenario && scenario->ruleset != ruleset->id) {
        found.push_back(fmt::format("the scenario is written for ruleset \"{}\", not \"{}\"",
                                    scenario->ruleset, ruleset->id));
    }
    for (const auto& [id, choice] : options) {
        const RuleOption* known = ruleset->findOption(id);
        if (!known) {
            found.push_back(fmt::format("ruleset \"{}\" has no option \"{}\"", ruleset->id, id));
        } else if (!known->choices.empty() && !known->choices.contains(choice)) {
            found.push_back(fmt::format("option \"{}\" has no reading \"{}\"", id, choice));
        }
    }
    return found;
}

}  // namespace adjutant
