#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace adjutant {

/// How well the computer commander judges. It changes only judgement (noise
/// on the value of each option, how much risk it accepts), never what the
/// rules allow or what the dice give.
enum class Difficulty { Novice, Steady, Veteran };

/// "novice", "steady", "veteran": the key the command line takes.
std::string_view difficultyKey(Difficulty difficulty);
std::optional<Difficulty> parseDifficulty(std::string_view key);

struct CommanderSettings {
    Difficulty difficulty = Difficulty::Veteran;
    /// Seeds the commander's own noise (never the game's dice).
    std::uint64_t seed = 1;
};

/// What a difficulty means in numbers, in figures (the unit the rulesets value
/// options in): each option's value is moved by up to +-`noise`, and its risk
/// counts `riskWeight` times against it; with `takesCover` its units keep
/// their losses down while they hold (UnitGoal::takeCover); with
/// `bringsGunsToBear` its batteries close to their best range
/// (UnitGoal::bringGunsToBear).
struct Judgement {
    double noise = 0;
    double riskWeight = 1;
    bool takesCover = false;
    bool bringsGunsToBear = false;
};
Judgement judgementOf(Difficulty difficulty);

}  // namespace adjutant
