#pragma once

// Reading the computer commander's options in the tactics tests of every
// ruleset: the options of one unit, the one valued highest, and the kind of
// manoeuvre an option proposes. One version, so that each ruleset's tests pick
// "the best option" by the same rule (the first of equal values wins, as the
// commander's own choice does).

#include <string>
#include <string_view>
#include <vector>

#include "core/referee/CommanderOptions.h"

namespace adjutant::testing {

/// The options in `all` that order the unit `unitId`, in their order.
inline std::vector<CommanderOption> optionsFor(const std::vector<CommanderOption>& all,
                                               const std::string& unitId) {
    std::vector<CommanderOption> mine;
    for (const CommanderOption& option : all) {
        if (option.unitId == unitId) {
            mine.push_back(option);
        }
    }
    return mine;
}

/// The option of `all` valued highest among those `counts` accepts, the first
/// of equal values; null when none is accepted.
template <typename Accept>
const CommanderOption* bestOptionWhere(const std::vector<CommanderOption>& all, Accept counts) {
    const CommanderOption* chosen = nullptr;
    for (const CommanderOption& option : all) {
        if (counts(option) && (!chosen || chosen->value < option.value)) {
            chosen = &option;
        }
    }
    return chosen;
}

/// The option valued highest, the first of equal values; null when there is none.
inline const CommanderOption* best(const std::vector<CommanderOption>& options) {
    return bestOptionWhere(options, [](const CommanderOption&) { return true; });
}

/// The best option of the unit `unitId`, pointing into `all`; null when it has none.
inline const CommanderOption* bestFor(const std::vector<CommanderOption>& all,
                                      const std::string& unitId) {
    return bestOptionWhere(all,
                           [&](const CommanderOption& option) { return option.unitId == unitId; });
}

/// The JSON form of the manoeuvre an option proposes; an empty object when it
/// proposes none.
inline nlohmann::json manoeuvreForm(const CommanderOption& option) {
    return option.manoeuvre ? option.manoeuvre->toJson() : nlohmann::json::object();
}

/// The manoeuvre kind ("move", "changeFormation", ...) an option proposes; empty
/// when it proposes none.
inline std::string manoeuvreKind(const CommanderOption& option) {
    return manoeuvreForm(option).value("kind", std::string());
}

/// Whether an option's one-line reason contains `words`.
inline bool reasonSays(const CommanderOption& option, std::string_view words) {
    return option.reason.find(words) != std::string::npos;
}

}  // namespace adjutant::testing
