#pragma once

#include <QString>

#include "core/ai/CommanderSettings.h"

namespace adjutant::ui {

/// "Novice", "Steady", "Veteran".
QString difficultyName(Difficulty difficulty);

/// What a level of the computer does, in the words a player chooses by
/// (judgementOf and victoryReadingOf in numbers).
QString difficultyMeaning(Difficulty difficulty);

}  // namespace adjutant::ui
