#pragma once

#include <QList>
#include <QString>

#include "ui/files/UserFolders.h"

namespace adjutant {
class RulesetRegistry;
}

namespace adjutant::ui {

/// A scenario or ruleset file found in the shipped folder or the player's.
struct LibraryEntry {
    QString path;
    QString title;     // the scenario's title, or the ruleset's name
    QString ruleset;   // a scenario's ruleset, by name
    QString origin;    // where it comes from, in the player's words
    QString problem;   // why a file was skipped (first problem; empty when it loaded)
    QString briefing;  // a scenario's notes and how its game is won, as rich text
};

/// What the player can start a game on, and the rulesets behind it.
struct ScenarioLibrary {
    QList<LibraryEntry> scenarios;  // shipped first, then the player's; by title
    QList<LibraryEntry> rulesets;   // loaded, shipped first
    QList<LibraryEntry> skipped;    // scenario and ruleset files that could not be used

    /// Reads every scenario under the shipped and the player's scenarios
    /// folders (a broken one is skipped, with its first problem) and lists the
    /// loaded rulesets with the files that were left out.
    static ScenarioLibrary scan(const UserFolders& folders, const RulesetRegistry& rulesets);
};

}  // namespace adjutant::ui
