#pragma once

#include <cstddef>
#include <iosfwd>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/json/InputLimits.h"

namespace adjutant {

/// The deepest nesting of arrays and objects any Adjutant file may have. The
/// deepest the program writes is about 20 (a saved game's explanation trees);
/// a document nested deeper is refused while it is parsed, before anything that
/// walks it recursively (a copy, a comparison, a reader) could run out of stack.
inline constexpr std::size_t kMaxJsonDepth = 128;

/// Where a text being parsed came from, for the locations in diagnostics.
struct JsonTextOrigin {
    /// The line of the file the text starts on: a saved game parses each of
    /// its lines on its own, and reports problems at the file's line numbers.
    std::size_t firstLine = 1;
};

/// The one way every file the program reads is parsed: JSON text that came from
/// `name` (used in diagnostics). Never throws. A syntax error, a number beyond the
/// range of a double, a nesting deeper than kMaxJsonDepth or any other problem the
/// parser meets is recorded as an error naming `name`, the line and the column,
/// and nothing is returned.
std::optional<nlohmann::json> parseJsonText(std::string_view text, const std::string& name,
                                            Diagnostics& diagnostics, JsonTextOrigin origin = {});

/// Reads a whole file of at most `maxBytes` and parses it with parseJsonText. On
/// failure (missing file, not a regular file, larger than the limit, unreadable,
/// not valid JSON) records a diagnostic naming the file, and returns nothing.
/// No more than the limit is ever read (readFileBounded, SafeFile.h).
std::optional<nlohmann::json> readJsonFile(const std::string& path, Diagnostics& diagnostics,
                                           std::size_t maxBytes = limits::kMaxJsonFileBytes);

/// Reads the file at `path` with readJsonFile and hands the document to `read`,
/// which reads it as one kind of file (a lesson, a situation); nothing when the
/// file cannot be read as JSON.
template <typename Read>
auto readJsonFileAs(const std::string& path, Diagnostics& diagnostics, std::size_t maxBytes,
                    Read&& read) -> decltype(read(std::declval<const nlohmann::json&>())) {
    const std::optional<nlohmann::json> document = readJsonFile(path, diagnostics, maxBytes);
    if (!document) {
        return std::nullopt;
    }
    return read(*document);
}

/// Reads a whole file of at most `maxBytes` as text; on failure records a
/// diagnostic naming the file.
std::optional<std::string> readTextFile(const std::string& path, Diagnostics& diagnostics,
                                        std::size_t maxBytes = limits::kMaxJsonFileBytes);

/// The top of the first JSON value in a stream, enough to tell what kind of
/// file it begins: read event by event and never kept whole, so a file of any
/// size takes the same memory. A JSON lines file's first value is its header.
struct JsonOutline {
    enum class Shape { None, Object, Array, Scalar };
    Shape shape = Shape::None;
    /// The member names of the first value, when it is an object, in order.
    std::vector<std::string> members;
    /// Those members whose value is a string, with the string (at most 200 bytes).
    std::map<std::string, std::string> strings;
    /// The value was read to its end without a syntax error.
    bool complete = false;
};
/// Reads the first JSON value from `in` (nesting deeper than kMaxJsonDepth
/// stops the reading, as a syntax error does; what was read by then is kept).
JsonOutline outlineJson(std::istream& in);

/// Writes text to `path` atomically: the data goes to a temporary file beside it,
/// which is flushed and then renamed over the target, so that a crash or a full
/// disk never leaves a half-written file in place of a good one
/// (writeFileSafely, SafeFile.h, which also never follows a planted link).
/// Returns an empty string on success, or a message saying what failed.
std::string writeFileAtomically(const std::string& path, const std::string& contents);

}  // namespace adjutant
