#pragma once

#include <QString>
#include <cstddef>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/docks/UnitNames.h"

namespace adjutant {
class Game;
}

namespace adjutant::ui {

/// One command of a game as the journal shows it, copied out of the game so
/// that the journal never reads a game that has been replaced.
struct JournalRecord {
    std::size_t index = 0;      // in the game's commands
    int bound = 0;              // when it was applied
    std::size_t stepIndex = 0;  // ... in the ruleset's sequence of play
    int playerTurn = 0;         // ... in the player turn of the bound, from 0
    std::string stepId;
    QString text;      // what the command did
    QString note;      // why it was given, in one line (the computer commander's reason)
    QString stepName;  // "Other firing"
    QString rule;      // the step's rule reference, for a step resolved
    bool resolvesStep = false;
    bool undone = false;
    bool playerDice = false;         // it threw dice, and the player typed them in
    std::vector<std::string> units;  // the units it names, acting unit first
    std::vector<Resolution> resolutions;
    std::vector<DieRoll> rolls;  // a command's own dice (a step's are in its resolutions)
    /// A manoeuvre: the table inches it added to what its unit moved, as the
    /// referee counts it (the unit panel's "Moved" grows by the same); -1 otherwise.
    double distanceInches = -1;
};

/// Reads command `index` of the game, applied at `bound` and `stepIndex`.
/// `units` are the game's units: looked for in the command's fields, and
/// named by their names in its text.
JournalRecord readJournalRecord(const Game& game, std::size_t index, int bound,
                                std::size_t stepIndex, const std::vector<SequenceStep>& steps,
                                const UnitNames& units);

}  // namespace adjutant::ui
