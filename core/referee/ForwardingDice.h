#pragma once

#include <string_view>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// Passes every roll on to another dice source, so that the rolls stay
/// recorded there whatever the code it is handed to does with its own record.
///
/// The rules procedures take their rolls out of the source they are given
/// (takeRolls) to put them in their Resolutions; a step command hands them one
/// of these, and the game's source still holds every die the command threw,
/// which is what the command records for replay.
class ForwardingDice final : public DiceSource {
  public:
    explicit ForwardingDice(DiceSource& target) : target_(target) {}

  private:
    int nextValue(std::string_view purpose) override { return target_.roll(purpose); }

    DiceSource& target_;
};

}  // namespace adjutant
