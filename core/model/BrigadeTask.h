#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace adjutant {

/// What a brigade was told to do before the game, in the kinds the rules list
/// (Tricorne and Musket 7.1): hold ground or a feature, hold a wing, attack
/// one of the enemy's wings, capture a feature; `Attack` is a plain advance on
/// the enemy or the objective. `None`: the scenario gives no task a computer
/// commander could follow (the free-text objective may still say one).
enum class BrigadeTask {
    None,
    Hold,
    HoldLeftFlank,
    HoldRightFlank,
    AttackLeftFlank,
    AttackRightFlank,
    Capture,
    Attack,
};

/// The key used for a task in scenario files, e.g. "attackLeftFlank" ("" for None).
std::string_view brigadeTaskKey(BrigadeTask task);
/// The task with that key, if any (not None: an absent task is simply not written).
std::optional<BrigadeTask> brigadeTaskFromKey(std::string_view key);
/// Every task a scenario may give, in declaration order (without None).
const std::vector<BrigadeTask>& allBrigadeTasks();

}  // namespace adjutant
