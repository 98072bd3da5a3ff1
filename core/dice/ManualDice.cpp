#include "core/dice/ManualDice.h"

#include <string>
#include <utility>

namespace adjutant {

ManualDice::ManualDice(Asker ask) : ask_(std::move(ask)) {}

int ManualDice::nextValue(std::string_view purpose) {
    // Ask again on a value no die can show; cancelling abandons the command.
    for (int attempt = 0; attempt < 3; ++attempt) {
        const std::optional<int> value = ask_(purpose);
        if (!value) {
            throw DiceError("die entry cancelled for " + std::string(purpose));
        }
        if (*value >= 1 && *value <= 6) {
            return *value;
        }
    }
    throw DiceError("no valid die value entered for " + std::string(purpose));
}

}  // namespace adjutant
