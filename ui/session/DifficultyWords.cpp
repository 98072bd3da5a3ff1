#include "ui/session/DifficultyWords.h"

#include <QCoreApplication>

namespace adjutant::ui {

namespace {

// The words of this file, under one name for the translators.
class DifficultyWords {
    Q_DECLARE_TR_FUNCTIONS(DifficultyWords)
};

}  // namespace

QString difficultyName(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Novice:
            return DifficultyWords::tr("Novice");
        case Difficulty::Steady:
            return DifficultyWords::tr("Steady");
        case Difficulty::Veteran:
            return DifficultyWords::tr("Veteran");
    }
    return {};
}

QString difficultyMeaning(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::Novice:
            return DifficultyWords::tr(
                "Follows its brigades' orders, misjudges what each order is "
                "worth by up to six figures and takes no account of the risk to "
                "its own troops.");
        case Difficulty::Steady:
            return DifficultyWords::tr(
                "Follows its brigades' orders, misjudges by up to half a figure "
                "and weighs half the risk: the level the shipped scenarios are "
                "balanced with.");
        case Difficulty::Veteran:
            return DifficultyWords::tr(
                "Judges every order as the rules give it and weighs all the "
                "risk; it also plays for the victory conditions, sending troops "
                "for the objectives that score and to those of its own the enemy "
                "comes for, and keeps its losses down where the rules allow.");
    }
    return {};
}

}  // namespace adjutant::ui
