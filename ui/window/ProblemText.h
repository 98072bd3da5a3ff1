#pragma once

#include <QString>

namespace adjutant::ui {

/// The first error among problems listed one a line, as the core writes them
/// ("file: location: error: what was expected"), as a player reads it in a
/// dialog's main text: what went wrong, then where ("... (line 3 column 12)").
/// A text in any other form comes back as its first line.
QString firstReason(const QString& problems);

/// The same for the first warning (": warning: ").
QString firstWarning(const QString& problems);

/// "`fileName` could not be opened: `firstReason(problems)`", the main text of
/// the dialog that says a file was refused; the full list goes under details.
QString refusedFileText(const QString& fileName, const QString& problems);

/// The main text of the warning shown when rulesets were skipped at start:
/// which files (by name) and the first reason, from the problems listed one a
/// line as the core writes them. Empty when no line is an error.
QString skippedRulesetsText(const QString& problems);
/// The title of that warning.
QString skippedRulesetsTitle();

/// The message of the program stopping on a fault of its own (an exception no
/// part of it caught), with `what` went wrong, and its title.
QString internalFaultText(const QString& what);
QString internalFaultTitle();

}  // namespace adjutant::ui
