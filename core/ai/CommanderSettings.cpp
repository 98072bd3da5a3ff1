#include "core/ai/CommanderSettings.h"

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<Difficulty, 3> kDifficulties{{
    {Difficulty::Novice, "novice"},
    {Difficulty::Steady, "steady"},
    {Difficulty::Veteran, "veteran"},
}};

}  // namespace

std::string_view difficultyKey(Difficulty difficulty) {
    return keyIn(kDifficulties, difficulty, "veteran");
}

std::optional<Difficulty> parseDifficulty(std::string_view key) {
    return valueNamedIn(kDifficulties, key);
}

Judgement judgementOf(Difficulty difficulty) {
    // A novice misjudges by up to six figures and ignores risk; a steady
    // commander by half a figure, weighing half the risk; a veteran sees the
    // values as the rules give them and weighs all the risk. A novice that
    // misjudged by two figures played much as the steady commander did: on the
    // Tricorne tutorial the veteran won 36 and 61 of 100 games against it (as
    // Prussians and as Austrians), 46 and 77 against a novice of six. Only the
    // veteran has its holding units take cover and brings its guns to bear:
    // the balance of the shipped scenarios is measured between two steady
    // commanders.
    switch (difficulty) {
        case Difficulty::Novice:
            return {6.0, 0.0};
        case Difficulty::Steady:
            return {0.5, 0.5};
        case Difficulty::Veteran:
            return {0.0, 1.0, true, true};
    }
    return {};
}

}  // namespace adjutant
