#pragma once

#include <cstddef>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// Dice that give a fixed sequence: for tests, for `adjutant-cli resolve --dice`,
/// and for replaying the rolls a command stored. Running out is an error, never
/// a silent default, so a test that needs more dice than it scripted fails.
class ScriptedDice final : public DiceSource {
public:
    explicit ScriptedDice(std::vector<int> values);

    std::size_t remaining() const { return values_.size() - next_; }

private:
    int nextValue(std::string_view purpose) override;

    std::vector<int> values_;
    std::size_t next_ = 0;
};

}  // namespace adjutant
