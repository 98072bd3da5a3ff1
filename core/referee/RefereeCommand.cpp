#include "core/referee/RefereeCommand.h"

#include <fmt/format.h>

namespace adjutant {

std::string RefereeCommand::noRefereeReason(const GameState& state) {
    return fmt::format("ruleset \"{}\" (engine \"{}\") has no referee in this program",
                       state.ruleset().id, state.ruleset().engine);
}

}  // namespace adjutant
