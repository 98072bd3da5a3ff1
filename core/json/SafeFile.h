#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// Writes `contents` to `path` so that nothing already there can be harmed:
/// the data goes to a new temporary file beside the target, created
/// exclusively under a name nobody can guess (so a link planted there is never
/// followed), every write is checked, the file is flushed to disk and only
/// then renamed over the target. A target that exists but is not a regular
/// file (a link, a device, a folder) is refused and left as it is. On any
/// failure the old file is untouched and the temporary one removed.
/// The new file keeps the permissions of the one it replaces.
/// Returns an empty string on success, or a sentence naming the file and what failed.
std::string writeFileSafely(const std::string& path, const std::string& contents);

/// Why `path` must not be written over: a sentence naming the file and what it
/// is (a symbolic link, a named pipe, a device, a folder) when it exists and is
/// not a regular file; empty when it is a regular file or does not exist.
std::string refusalToReplace(const std::string& path);

/// Writes all of `bytes` to `fd`, going on after short writes and interrupted
/// calls. False, with errno set, when a write fails (a full disk, a file grown
/// past the size a process may write).
bool writeWhole(int fd, std::string_view bytes);

/// Opens `path` for reading if it is a regular file, and returns its
/// descriptor (close-on-exec, blocking reads). A missing or unreadable file,
/// or something else (a named pipe, a device, a folder), is recorded as an
/// error naming the file and gives -1. A named pipe is never waited on: the
/// open does not block, so no other program can hold a reader up by
/// leaving a pipe where a file is expected.
int openRegularFileForReading(const std::string& path, Diagnostics& diagnostics);

/// Reads a whole file of at most `maxBytes` as text. A missing or unreadable
/// file, something that is not a regular file, or one larger than the limit
/// is recorded as an error naming the file (the size and the limit for a
/// file too large) and gives nothing; no more than the limit is ever read.
std::optional<std::string> readFileBounded(const std::string& path, std::size_t maxBytes,
                                           Diagnostics& diagnostics);

/// "3.2 MB", "640 KB", "12 bytes": a size for a person.
std::string sizeInWords(std::size_t bytes);

}  // namespace adjutant
