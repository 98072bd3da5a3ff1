#include "core/referee/RefereeCommand.h"

#include <fmt/format.h>

#include <stdexcept>

namespace adjutant {

std::string RefereeCommand::noRefereeReason(const GameState& state) {
    return fmt::format("ruleset \"{}\" (engine \"{}\") has no referee in this program",
                       state.ruleset().id, state.ruleset().engine);
}

std::optional<std::string> RefereeCommand::refusalOfUnitOrder(
    const GameState& state, const std::string& unitId, const RulesetReferee*& referee) const {
    referee = refereeFor(state);
    if (!referee) {
        return noRefereeReason(state);
    }
    if (!state.findUnit(unitId)) {
        return fmt::format("there is no unit \"{}\"", unitId);
    }
    return std::nullopt;
}

void RefereeCommand::requireCarriedOut(const std::optional<std::string>& refused) {
    if (refused) {
        throw std::logic_error("the referee refused an order its check had accepted: " + *refused);
    }
}

}  // namespace adjutant
