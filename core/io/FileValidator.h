#pragma once

#include <string>
#include <string_view>

#include "core/json/Diagnostics.h"
#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

class RulesetRegistry;

/// What an Adjutant data file holds.
enum class FileKind { Scenario, Ruleset, SavedGame, Lesson, Translation, Unknown };

/// "scenario", "ruleset", "savedGame", "lesson", "translation" or "unknown", as
/// printed by the CLI.
std::string_view fileKindKey(FileKind kind);

/// The outcome of validating one file: what it is, a one-line description of
/// its contents when it is valid, and every problem found.
struct FileValidation {
    std::string file;
    FileKind kind = FileKind::Unknown;
    /// e.g. `scenario "Tutorial" (tricorne), 2 sides, 8 units`; empty when the
    /// file could not be read.
    std::string summary;
    Diagnostics diagnostics;

    bool ok() const { return !diagnostics.hasErrors(); }
};

/// Decides what kind of file `path` is and validates it completely: a scenario
/// (`*.scenario.json`) against the rulesets in `rulesets`, a ruleset (a JSON
/// object with "engine" and "tables") with the registry's own parser, a lesson
/// (`*.lesson.json`) read and its scripted solution played through.
/// Saved games and lessons are played by the referees of `descriptors`.
/// Never throws; a file that is none of these is reported as an error.
FileValidation validateFile(const std::string& path, const RulesetRegistry& rulesets,
                            const RulesetDescriptors& descriptors = builtinRulesetDescriptors());

/// The kind a file is taken to be from its name alone, or Unknown when only
/// its contents can tell.
FileKind fileKindFromName(std::string_view path);

}  // namespace adjutant
