#pragma once

#include <QString>

namespace adjutant::ui {

/// A damaged saved game (a torn last line) is opened with what could be read;
/// the first change writes the game whole again, which would drop the damaged
/// part for good. So the file as it was found is copied first, beside it.

/// Where the copy of `savePath` goes: "<name>-damaged.save.jsonl" beside it,
/// "<name>-damaged-2.save.jsonl" and on when that name is taken.
QString damagedCopyPath(const QString& savePath);

/// Copies `savePath` to `copyPath` (never over an existing file). Returns the
/// error, or empty when the copy is made.
QString keepDamagedCopy(const QString& savePath, const QString& copyPath);

}  // namespace adjutant::ui
