#include "core/dice/DiceSource.h"

#include <utility>

namespace adjutant {

int DiceSource::roll(std::string_view purpose) {
    const int value = nextValue(purpose);
    if (value < 1 || value > 6) {
        throw DiceError("a die must show 1 to 6, got " + std::to_string(value) + " for " +
                        std::string(purpose));
    }
    rolls_.push_back({value, std::string(purpose)});
    return value;
}

std::vector<DieRoll> DiceSource::takeRolls() { return std::exchange(rolls_, {}); }

}  // namespace adjutant
