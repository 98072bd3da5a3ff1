#include "core/ai/CommanderSettings.h"

namespace adjutant {

std::string_view difficultyKey(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Novice:
            return "novice";
        case Difficulty::Steady:
            return "steady";
        case Difficulty::Veteran:
            return "veteran";
    }
    return "veteran";
}

std::optional<Difficulty> parseDifficulty(std::string_view key) {
    for (Difficulty d : {Difficulty::Novice, Difficulty::Steady, Difficulty::Veteran}) {
        if (difficultyKey(d) == key) {
            return d;
        }
    }
    return std::nullopt;
}

Judgement judgementOf(Difficulty difficulty) {
    // A novice misjudges by up to two figures and ignores risk; a steady
    // commander by half a figure, weighing half the risk; a veteran sees the
    // values as the rules give them and weighs all the risk.
    switch (difficulty) {
        case Difficulty::Novice:
            return {2.0, 0.0};
        case Difficulty::Steady:
            return {0.5, 0.5};
        case Difficulty::Veteran:
            return {0.0, 1.0};
    }
    return {};
}

}  // namespace adjutant
