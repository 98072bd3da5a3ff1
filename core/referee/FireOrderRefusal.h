#pragma once

// Why a fire order is refused in a ruleset of player turns: fire orders are
// given in the movement or the fire step, by a unit that may act now, at a
// target there is and that the rules let it fire at. Only the targets a
// ruleset knows and its check of a shot differ.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>

#include "core/engine/GameState.h"
#include "core/referee/PresentStep.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// Why `referee` refuses `firerId` an order to fire at `targetId`; nothing
/// when it may be given. `rules` cites where the rules place fire orders
/// ("8.3, 8.4"); an order with no target withdraws one and is always given.
/// Through a `Context` made from `state`: `findTarget(context, targetId)`
/// gives the target, if there is one (`targets` says what a target may be:
/// "unit"), and `checkFire(context, firer, target)` the check whose `allowed`
/// and `reason` decide.
template <typename Context, typename FindTarget, typename CheckFire>
std::optional<std::string> refuseFireOrderInTurn(const RulesetReferee& referee,
                                                 const GameState& state, const std::string& firerId,
                                                 const std::string& targetId,
                                                 std::string_view rules, std::string_view targets,
                                                 FindTarget findTarget, CheckFire checkFire) {
    if (!isPresentStep(state, "movement") && !isPresentStep(state, "fire")) {
        return fmt::format("fire orders are given in the movement or fire step ({})", rules);
    }
    if (auto why = referee.whyCannotAct(state, firerId)) {
        return why;
    }
    if (targetId.empty()) {
        return std::nullopt;
    }
    const Context context(state);
    const auto target = findTarget(context, targetId);
    if (!target) {
        return fmt::format("no {} \"{}\" in the game", targets, targetId);
    }
    const auto check = checkFire(context, *state.findUnit(firerId), *target);
    if (!check.allowed) {
        return check.reason;
    }
    return std::nullopt;
}

}  // namespace adjutant
