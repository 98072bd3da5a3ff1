#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/lesson/Lesson.h"
#include "core/referee/situation/SituationReader.h"

namespace adjutant {

/// Reads a lesson document (docs/lesson-format.md): its moment of a game, read
/// as a situation without a question, and its steps, each with its text,
/// highlights, expected action, feedback and "show me" commands. Every problem
/// is reported with the file and its JSON pointer; nothing is returned when
/// there was an error. Unit ids the steps name must be units of the lesson.
std::optional<Lesson> readLessonJson(const nlohmann::json& document, const std::string& file,
                                     const SituationReadContext& context, Diagnostics& diagnostics);

/// Same as readLessonJson for the file at `path`.
std::optional<Lesson> readLessonFile(const std::string& path, const SituationReadContext& context,
                                     Diagnostics& diagnostics);

/// True when the document says it is a lesson (`"format": "adjutant-lesson"`).
bool isLessonDocument(const nlohmann::json& document);

/// The lesson files (`*.lesson.json`) of a course folder, in name order.
std::vector<std::string> lessonFilesIn(const std::string& folder);

/// The folder of a ruleset's course: `<resources>/lessons/<ruleset id>`.
std::string courseFolderOf(const RulesetDefinition& ruleset);

}  // namespace adjutant
