#include "core/io/GameSetupReading.h"

#include <fmt/format.h>

#include <string>

namespace adjutant {

std::shared_ptr<GameSetup> readSetupRulesetAndOptions(const JsonReader& header,
                                                      const RulesetRegistry& rulesets) {
    auto setup = std::make_shared<GameSetup>();
    const std::string rulesetId = header.requireString("ruleset");
    setup->ruleset = rulesets.find(rulesetId);
    if (!rulesetId.empty() && !setup->ruleset) {
        header.errorAt("ruleset", fmt::format("unknown ruleset \"{}\"", rulesetId));
    }
    if (header.has("options")) {
        for (const auto& [id, choice] : header.requireObject("options").members()) {
            if (auto text = choice.asString()) {
                setup->options[id] = *text;
            } else {
                choice.error("expected the chosen reading as a string");
            }
        }
    }
    return setup;
}

}  // namespace adjutant
