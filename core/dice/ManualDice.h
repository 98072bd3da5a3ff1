#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// Physical dice: the player throws a real die and types what it shows. The
/// asker (a dialog in the desktop program, a prompt in a terminal) is given the
/// purpose of the roll and returns the value, or nothing if the player cancels.
class ManualDice final : public DiceSource {
public:
    using Asker = std::function<std::optional<int>(std::string_view purpose)>;

    explicit ManualDice(Asker ask);

private:
    int nextValue(std::string_view purpose) override;

    Asker ask_;
};

}  // namespace adjutant
