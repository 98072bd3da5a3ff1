#include "core/dice/ScriptedDice.h"

#include <string>
#include <utility>

namespace adjutant {

ScriptedDice::ScriptedDice(std::vector<int> values) : values_(std::move(values)) {}

int ScriptedDice::nextValue(std::string_view purpose) {
    if (next_ >= values_.size()) {
        throw DiceError("no scripted die left for " + std::string(purpose) + " (" +
                        std::to_string(values_.size()) + " given)");
    }
    return values_[next_++];
}

}  // namespace adjutant
