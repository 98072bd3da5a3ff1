#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// Reads a whole file as JSON. On failure (missing file, unreadable, syntax error)
/// records a diagnostic naming the file and the line and column, and returns nothing.
std::optional<nlohmann::json> readJsonFile(const std::string& path, Diagnostics& diagnostics);

/// Parses JSON text that came from `name` (used in diagnostics).
std::optional<nlohmann::json> parseJsonText(const std::string& text, const std::string& name,
                                            Diagnostics& diagnostics);

/// Writes text to `path` atomically: the data goes to a temporary file beside it,
/// which is flushed and then renamed over the target, so that a crash or a full
/// disk never leaves a half-written file in place of a good one.
/// Returns an empty string on success, or a message saying what failed.
std::string writeFileAtomically(const std::string& path, const std::string& contents);

}  // namespace adjutant
