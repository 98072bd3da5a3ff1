#pragma once

#include <QString>

#include "core/io/FileIdentity.h"

namespace adjutant::ui {

/// What the window takes a file it opens for, by its name as the window's
/// open routes it: a scenario (*.scenario.json), a turn file (*.turn.jsonl),
/// else a saved game.
FileContent expectedContentOf(const QString& path);

/// What a file is, in the window's words ("a PNG image", "a lesson").
QString contentText(const FileIdentity& identity);

/// When the file at `path` is of another kind than `expected`, the sentence
/// that says so and where it is opened instead ("lesson-1.lesson.json is a
/// lesson, not a saved game: open it from Help > Lessons."); else empty.
QString wrongFileText(const QString& path, FileContent expected);

/// The main text of the dialog that says the window could not open `path`
/// (its problems listed one a line, as the core writes them): wrongFileText
/// when the file is another kind than its name says, else its first problem
/// (refusedFileText).
QString refusalText(const QString& path, const QString& problems);

}  // namespace adjutant::ui
