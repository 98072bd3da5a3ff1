#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace adjutant {

/// One die thrown, with the reason it was thrown ("fire: 1st Bn Garde on IR 12").
struct DieRoll {
    int value = 0;
    std::string purpose;

    bool operator==(const DieRoll&) const = default;
};

/// Raised when a dice source cannot give a roll: scripted dice that ran out, or
/// a manual entry outside 1 to 6. Rules code lets it propagate; the command that
/// was being applied then fails as a whole and changes nothing.
class DiceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Where the rules get their six-sided dice from. Every roll goes through
/// `roll`, which records it with its purpose, so that a command can store the
/// exact dice it used and a replay never throws them again.
class DiceSource {
public:
    virtual ~DiceSource() = default;

    /// Throws one d6 for `purpose`; always 1 to 6.
    int roll(std::string_view purpose);

    /// The rolls made since the last call, oldest first.
    std::vector<DieRoll> takeRolls();
    const std::vector<DieRoll>& rolls() const { return rolls_; }

private:
    virtual int nextValue(std::string_view purpose) = 0;

    std::vector<DieRoll> rolls_;
};

}  // namespace adjutant
