#include "core/referee/RefusedFire.h"

#include <fmt/format.h>

#include <optional>
#include <utility>

namespace adjutant {

std::string doesNotFireWords(std::string_view firer, std::string_view target,
                             std::string_view reason) {
    return fmt::format("{} does not fire at {}: {}", firer, target, reason);
}

Resolution refusedFireOrder(const GameState& state, std::string kind, RulesText heading,
                            RulesText rule, const Unit& firer, const Unit& target,
                            const std::string& reason, DiceSource& dice) {
    Explanation why{std::move(heading), std::nullopt, std::move(rule), reason, {}};
    return makeResolution(state, std::move(kind), {firer.id, target.id},
                          doesNotFireWords(firer.name, target.name, reason), std::move(why), &dice);
}

}  // namespace adjutant
